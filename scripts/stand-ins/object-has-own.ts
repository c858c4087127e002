/** Object.hasOwn (Chrome 93) for the dependencies that call it: scripts/syntax-check.ts STAND_INS. */
export default function hasOwn(object: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}
