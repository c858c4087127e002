/** Whitespace, control and invisible characters a browser ignores inside a URL scheme. */
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCRIPT_SCHEME = /(?:java|vb|live)script:/;

/** True when a value, once decoded and squeezed, holds a script scheme. */
export function hasScriptScheme(value: string): boolean {
  const decoded = value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(colon|tab|newline));?/gi, (_all, hex, dec, name) => {
    if (hex) return String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff));
    if (dec) return String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff));
    return name.toLowerCase() === 'colon' ? ':' : ' ';
  });
  return SCRIPT_SCHEME.test(decoded.replace(INVISIBLE, '').toLowerCase());
}
