// @vitest-environment node
/**
 * The runtime half of the browser support matrix (README "Browser support": Chrome and Edge 88,
 * Firefox 101, Safari 16.4). The build lowers syntax and checks it (scripts/syntax-check.ts), but
 * a missing API only fails when the line runs, in the one browser that lacks it: so core/ and
 * elements/ name none of the APIs below unless the use is guarded, and each guarded use is
 * listed with how it falls back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = ['core', 'elements'];

interface Rule {
  id: string;
  pattern: RegExp;
  /** The first versions that have it, where one of the matrix lacks it. */
  needs: string;
}

const RULES: Rule[] = [
  { id: 'Array.prototype.at', pattern: /\.at\(/, needs: 'Chrome 92' },
  { id: 'Object.hasOwn', pattern: /\bObject\.hasOwn\b/, needs: 'Chrome 93' },
  { id: 'structuredClone', pattern: /\bstructuredClone\b/, needs: 'Chrome 98' },
  { id: 'findLast', pattern: /\.findLast(Index)?\b/, needs: 'Chrome 97, Firefox 104' },
  { id: 'crypto.randomUUID', pattern: /\brandomUUID\b/, needs: 'Chrome 92, and a secure context' },
  { id: 'Promise.withResolvers', pattern: /\bwithResolvers\b/, needs: 'Chrome 119, Firefox 121, Safari 17.4' },
  { id: 'Promise.try', pattern: /\bPromise\.try\b/, needs: 'Chrome 128, Firefox 134, Safari 18.2' },
  { id: 'change array by copy', pattern: /\.(toSorted|toReversed|toSpliced|with)\(/, needs: 'Chrome 110, Firefox 115' },
  { id: 'groupBy', pattern: /\b(Object|Map)\.groupBy\b/, needs: 'Chrome 117, Firefox 119, Safari 17.4' },
  {
    id: 'Set methods',
    pattern: /\.(union|intersection|difference|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/,
    needs: 'Chrome 122, Firefox 127, Safari 17',
  },
  {
    id: 'iterator helpers',
    pattern: /\bIterator\.from\b|\.(values|keys|entries)\(\)\.(map|filter|take|drop|flatMap|reduce|toArray|some|every|find|forEach)\(/,
    needs: 'Chrome 122, Firefox 131, Safari 18.4',
  },
  { id: 'Array.fromAsync', pattern: /\bArray\.fromAsync\b/, needs: 'Chrome 121, Firefox 115, Safari 16.4' },
  { id: 'Uint8Array base64 and hex', pattern: /\b(fromBase64|fromHex)\b|\.to(Base64|Hex)\(\)/, needs: 'Chrome 140, Firefox 133, Safari 18.2' },
  { id: 'URL.parse and URL.canParse', pattern: /\bURL\.(parse|canParse)\b/, needs: 'Chrome 120, Firefox 115, Safari 17' },
  { id: 'AbortSignal.timeout', pattern: /\bAbortSignal\.timeout\b/, needs: 'Chrome 103' },
  { id: 'AbortSignal.any', pattern: /\bAbortSignal\.any\b/, needs: 'Chrome 116, Firefox 124, Safari 17.4' },
  { id: 'Element.checkVisibility', pattern: /\bcheckVisibility\b/, needs: 'Chrome 105, Firefox 106, Safari 17.4' },
  { id: 'navigator.userAgentData', pattern: /\buserAgentData\b/, needs: 'Chromium only' },
  { id: 'requestIdleCallback', pattern: /\brequestIdleCallback\b/, needs: 'Safari has none' },
  { id: 'inert', pattern: /\binert\b/, needs: 'Chrome 102, Firefox 112' },
  { id: 'popover', pattern: /\bpopover\b|\b(show|hide|toggle)Popover\b|:popover-open/, needs: 'Chrome 114, Firefox 125, Safari 17' },
  {
    id: 'Intl newer than the matrix',
    pattern: /\bIntl\.(Segmenter|DurationFormat|supportedValuesOf)\b|\b(roundingMode|roundingPriority|roundingIncrement|trailingZeroDisplay)\b/,
    needs: 'Segmenter: Firefox 125; DurationFormat: Chrome 129; NumberFormat rounding options: Chrome 106, Firefox 116',
  },
  { id: 'CSS :has()', pattern: /:has\(/, needs: 'Chrome 105, Firefox 121' },
];

/** Guarded uses: each names the file, the rule and how the browsers without it still work. */
const ALLOWED: { file: string; rule: string; why: string }[] = [
  {
    file: 'elements/shared/trusted-types.ts',
    rule: 'requestIdleCallback',
    why: 'read from globalThis and called only where it exists, else a 200 ms timer',
  },
  {
    file: 'elements/pages/fields/DateInput.tsx',
    rule: 'popover',
    why: 'showPopover is called only where it exists; elsewhere the panel is a fixed box with a z-index (field-styles .calendar[popover]), rendered only while open',
  },
  {
    file: 'elements/pages/fields/popover.ts',
    rule: 'popover',
    why: 'showPopover is called only where it exists (the `:popover-open` test after it); elsewhere the panel is a fixed box with a z-index, rendered only while open',
  },
  {
    file: 'elements/pages/fields/CodeInputs.tsx',
    rule: 'popover',
    why: "the tree select's panel, shown through usePopover (popover.ts): an unknown attribute where the API is missing, the panel then a fixed box",
  },
  {
    file: 'elements/pages/fields/RefPicker.tsx',
    rule: 'popover',
    why: 'showPopover is called only where it exists; elsewhere the options list is a fixed box (kit/styles .ref-options[popover]), rendered only while open',
  },
  {
    file: 'elements/pages/kit/styles.ts',
    rule: 'popover',
    why: "a selector on the attribute, which matches in every browser: the fixed-box fallback of RefPicker's options",
  },
  {
    file: 'elements/pages/fields/field-styles.ts',
    rule: 'popover',
    why: 'a selector on the attribute, which matches in every browser: the fixed-box fallback of DateInput',
  },
  {
    file: 'core/platform/browser.ts',
    rule: 'Promise.withResolvers',
    why: "the PDF build's feature test names it (and the base64 methods below) to look for it",
  },
  { file: 'core/platform/browser.ts', rule: 'Uint8Array base64 and hex', why: 'named by the same feature test' },
  {
    file: 'elements/shell/shell.css',
    rule: 'CSS :has()',
    why: "progressive: without it a popup's or drawer's page head that holds only its hidden title keeps its (empty) box",
  },
  {
    file: 'elements/pages/kit/styles.ts',
    rule: 'CSS :has()',
    why: "progressive: without it a sortable header cell is not stretched to the row's height; the sort button and its inset focus ring are the same",
  },
  {
    file: 'elements/pages/list/list-styles.ts',
    rule: 'CSS :has()',
    why: "progressive: without it the grid keeps its own focus ring beside the active row's",
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** The text with its comments blanked (lines kept), so a comment naming an API is no use of it. */
function withoutComments(file: string, text: string): string {
  if (file.endsWith('.css')) return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const { comments } = parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  let out = text;
  for (const { start, end } of comments) out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  return out;
}

type Node = { type?: string; [key: string]: unknown };

/** The text of every string and template (expressions as `0`) in a script: where its CSS is. */
function stringsOf(file: string, text: string): string[] {
  const strings: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') strings.push(node.value);
    if (node.type === 'TemplateLiteral') strings.push((node.quasis as { value: { raw: string } }[]).map((quasi) => quasi.value.raw).join('0'));
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string') visit(child as Node);
    }
  };
  visit(parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }).program as unknown as Node);
  return strings;
}

/** The selector of the first rule written inside another rule (CSS nesting), if any. */
function nestedRule(css: string): string | undefined {
  const open: ('rule' | 'at')[] = [];
  let start = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      const prelude = text.slice(start, i).trim();
      if (open.at(-1) === 'rule') return prelude;
      open.push(prelude.startsWith('@') ? 'at' : 'rule');
    } else if (char === '}') open.pop();
    if (char === '{' || char === '}' || char === ';') start = i + 1;
  }
  return undefined;
}

interface Hit {
  file: string;
  line: number;
  rule: string;
}

function hits(): Hit[] {
  const found: Hit[] = [];
  for (const file of SHIPPED.flatMap(sourceFiles)) {
    const lines = withoutComments(file, readFileSync(join(ROOT, file), 'utf8')).split('\n');
    lines.forEach((text, index) => {
      for (const rule of RULES) if (rule.pattern.test(text)) found.push({ file, line: index + 1, rule: rule.id });
    });
  }
  return found;
}

const allowed = (hit: Hit) => ALLOWED.some((entry) => entry.file === hit.file && entry.rule === hit.rule);

describe('APIs beyond the browser support matrix in core/ and elements/', () => {
  const found = hits();

  it('are used only where guarded (the allow-list)', () => {
    const needs = new Map(RULES.map((rule) => [rule.id, rule.needs]));
    const unguarded = found.filter((hit) => !allowed(hit)).map((hit) => `${hit.file}:${hit.line} ${hit.rule} (needs ${needs.get(hit.rule)})`);
    expect(unguarded).toEqual([]);
  });

  it('has no nested CSS rule in the CSS that scripts carry (shipped as written; Chrome 112, Firefox 117, Safari 16.5)', () => {
    // .css files pass through the build, which writes nested rules out for the matrix.
    const isCss = (text: string) => /[^{}]\{[^{}]*[\w-]+\s*:[^;{}]+;/.test(text);
    const carried = SHIPPED.flatMap(sourceFiles)
      .filter((file) => !file.endsWith('.css'))
      .flatMap((file) =>
        stringsOf(file, readFileSync(join(ROOT, file), 'utf8'))
          .filter(isCss)
          .map((css) => ({ file, css })),
      );
    expect(carried.length, 'the style sheets kept in scripts are found').toBeGreaterThan(10);
    const nested = carried.flatMap(({ file, css }) => {
      const rule = nestedRule(css);
      return rule === undefined ? [] : [`${file}: ${rule}`];
    });
    expect(nested).toEqual([]);
    expect(nestedRule('.a { color: red; &:hover { color: blue } }')).toBe('&:hover');
    expect(nestedRule('@media (width > 1px) { .a { color: red } } @keyframes k { from { opacity: 0 } }')).toBeUndefined();
  });

  it('has no allow-list entry left without a use', () => {
    const stale = ALLOWED.filter((entry) => !found.some((hit) => hit.file === entry.file && hit.rule === entry.rule));
    expect(stale).toEqual([]);
  });

  it('finds what it looks for (the check itself)', () => {
    const probe = 'const last = rows.at(-1); // rows.findLast(x)\nconst own = Object.hasOwn(a, "b");';
    const lines = withoutComments('probe.ts', probe).split('\n');
    const named = lines.flatMap((text) => RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.id));
    expect(named).toEqual(['Array.prototype.at', 'Object.hasOwn']);
  });
});
