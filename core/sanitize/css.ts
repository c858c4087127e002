/**
 * CSS filtering for sanitised HTML (spec §5 "HTML sanitising"): only whitelisted properties
 * survive, and no value may load anything or run script. Pure string work, so it behaves the
 * same in every browser and can be tested in Node.
 */

/**
 * Layout and typography only: nothing that positions outside the content (`position`, `z-index`,
 * `top`...), loads a resource (`background`, `background-image`, `border-image`, `list-style-image`,
 * `content`, `cursor`) or runs code (`behavior`, `-moz-binding`).
 */
const ALLOWED_PROPERTY = new RegExp(
  '^(?:' +
    [
      'color',
      'background-color',
      'font',
      'font-(?:family|size|style|weight|variant|stretch)',
      'text-(?:align|decoration|decoration-(?:line|color|style)|indent|transform|shadow)',
      'letter-spacing',
      'word-spacing',
      'white-space',
      'word-break',
      'word-wrap',
      'overflow-wrap',
      'vertical-align',
      'line-height',
      'margin(?:-(?:top|right|bottom|left))?',
      'padding(?:-(?:top|right|bottom|left))?',
      'border(?:-(?:top|right|bottom|left))?(?:-(?:color|style|width))?',
      'border-(?:color|style|width)',
      'border-(?:top-left|top-right|bottom-left|bottom-right)-radius',
      'border-radius',
      'border-collapse',
      'border-spacing',
      '(?:min-|max-)?(?:width|height)',
      'display',
      'list-style-type',
      'table-layout',
      'caption-side',
      'empty-cells',
      'opacity',
      'visibility',
      'float',
      'clear',
    ].join('|') +
    ')$',
);

/** Anything that fetches, evaluates or breaks out of the style element. */
const FORBIDDEN_VALUE = /url\(|image-set\(|image\(|expression\(|javascript:|vbscript:|livescript:|data:|@import|behavior|-moz-binding|[<>\\]/;

/** Resolves CSS escapes (`\6a`, `\6A `, `\j`, line continuations) so that checks see real text. */
export function decodeCssEscapes(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/g, (_all, hex, _newline, char) => {
    if (hex) {
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    return char ?? '';
  });
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
}

/** Splits on `;` outside quotes and parentheses. */
function splitDeclarations(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The declaration with its property and value decoded, or undefined when it must go. */
function cleanDeclaration(declaration: string): [string, string] | undefined {
  const colon = declaration.indexOf(':');
  if (colon < 0) return undefined;
  const property = decodeCssEscapes(declaration.slice(0, colon)).trim().toLowerCase();
  const value = decodeCssEscapes(declaration.slice(colon + 1))
    .replace(/\s+/g, ' ')
    .trim();
  if (!ALLOWED_PROPERTY.test(property) || value === '') return undefined;
  // Compare without whitespace, control characters and case: `java\09script:`, `URL (`.
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
  if (FORBIDDEN_VALUE.test(squeezed) || squeezed.includes('\ufffd')) return undefined;
  return [property, value];
}

/** The whitelisted, harmless declarations of a `style` text as `[property, value]` pairs. */
export function styleDeclarationParts(text: string): Array<[string, string]> {
  return splitDeclarations(stripComments(text))
    .map(cleanDeclaration)
    .filter((item): item is [string, string] => item !== undefined);
}

/** Filters a `style` attribute value down to whitelisted, harmless declarations. */
export function sanitizeStyleDeclarations(text: string): string {
  return styleDeclarationParts(text)
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
}

/** Index just past the block that opens at `open` (matching braces), or the text's end. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Filters the text of a `<style>` element: plain rules keep their selector and their filtered
 * declarations; at-rules (`@import`, `@font-face`, `@media`, ...) are dropped whole, since they
 * load resources or hide rules from this simple reader.
 */
export function sanitizeStyleSheet(text: string): string {
  const css = stripComments(text);
  const rules: string[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    const head = css.slice(at, open < 0 ? css.length : open).trim();
    if (head.startsWith('@') && semicolon >= 0 && (open < 0 || semicolon < open)) {
      at = semicolon + 1; // a block-less at-rule such as @import or @charset
      continue;
    }
    if (open < 0) break;
    const end = blockEnd(css, open);
    const selector = decodeCssEscapes(head);
    if (!head.startsWith('@') && selector !== '' && !/[<\\]/.test(selector) && !css.slice(open + 1, end - 1).includes('{')) {
      const body = sanitizeStyleDeclarations(css.slice(open + 1, end - 1).replace(/}$/, ''));
      if (body) rules.push(`${head} { ${body} }`);
    }
    at = end;
  }
  return rules.join('\n');
}
