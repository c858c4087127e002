/**
 * Spec §9 gives old engines (Chrome and Firefox below 90, the messaging webviews among them) the
 * older PDF viewer build, pdf.js 2.4.456. The line is drawn by what the current build calls, not
 * by a version number: pdf.js 5.6 calls each API below without a fallback, so an engine of any
 * version that lacks one gets 2.4.456 (a Chrome 90 to 144, a Safari before 26.2 as well). A user
 * agent is no test: webviews and privacy modes report versions their engine is not.
 */
const CURRENT_PDFJS_NEEDS: readonly [owner: string, member: string][] = [
  // The newest of them (Chrome 145, Firefox 144, Safari 26.2): where it is, so are the older
  // ones pdf.js needs and no test here can see, class static blocks (Chrome 94) and URL.parse.
  ['Map.prototype', 'getOrInsertComputed'],
  ['Promise', 'withResolvers'],
  ['Promise', 'try'],
  ['Uint8Array', 'fromBase64'],
  ['Uint8Array.prototype', 'toBase64'],
  ['Uint8Array.prototype', 'toHex'],
  ['ArrayBuffer.prototype', 'transferToFixedLength'],
  ['Array.prototype', 'findLast'],
];

function lookUp(scope: object, path: string): unknown {
  let value: unknown = scope;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether this engine runs the current pdf.js build (`scope` is the page's global object). */
export function runsCurrentPdfJs(scope: object = globalThis): boolean {
  return CURRENT_PDFJS_NEEDS.every(([owner, member]) => typeof lookUp(scope, `${owner}.${member}`) === 'function');
}
