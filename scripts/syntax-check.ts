/**
 * Holds the build to the browser support matrix (README "Browser support"), which is what
 * `build.target` names. `build.target` makes vite lower the syntax it can; this check is for the
 * rest: syntax that cannot be lowered (top-level await; a RegExp flag, which the lowering only
 * moves into a `new RegExp` that throws) and the built-ins a library calls. Once the files are
 * written it reads every script a browser may load (the entries, every chunk, the service worker
 * and the pdf.js workers in dist/assets) and fails the build with each file and its reasons.
 *
 * es-check (browserslist and MDN's compatibility data) reads syntax and built-ins; a walk over the
 * syntax tree adds what es-check does not know (SYNTAX). Each file's findings are kept under
 * node_modules/.cache by its content, so a file that did not change is not read again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { runChecks } from 'es-check';
import type { EsCheckError } from 'es-check';
import { parseSync } from 'vite';
import type { Plugin } from 'vite';

/** Each browser's first version, from esbuild-style targets (`chrome88`, `safari16.4`). */
export type Floors = Partial<Record<'chrome' | 'edge' | 'firefox' | 'safari', string>>;

/**
 * Scripts a browser loads only when a feature test passes: each is held to the browsers that pass
 * it instead of the matrix. The current pdf.js (5.6) is loaded where core/platform/browser.ts
 * `runsCurrentPdfJs` finds what it calls, the newest of which (Map.prototype.getOrInsertComputed)
 * came with these versions; every other browser gets pdf.js 2.4.456, which is held to the matrix.
 */
export const GATED: { name: string; source: RegExp; target: string[] }[] = [
  { name: 'pdf.js 5', source: /(^|\/)node_modules\/pdfjs-dist\//, target: ['chrome145', 'edge145', 'firefox144', 'safari26.2'] },
];

/** Built-ins a library calls only where they exist, or defines where they do not: by source and name. */
export const GUARDED: { feature: string; source: RegExp; why: string }[] = [
  { feature: 'MathSumPrecise', source: /(^|\/)node_modules\/pdfjs-dist\//, why: 'pdf.js defines Math.sumPrecise where it is missing' },
  {
    feature: 'Uint8ArrayFromHex',
    source: /(^|\/)node_modules\/@noble\/hashes\//,
    why: 'noble-hashes calls it only where Uint8Array.fromHex and toHex both exist',
  },
];

/**
 * Built-ins that dependencies call without a guard and the matrix lacks, each with a stand-in of
 * the same behaviour (scripts/stand-ins/) that the build puts in the calling modules instead:
 * dagre's layout, exceljs and noble-hashes' option checks call Object.hasOwn (Chrome 93); dagre's
 * ordering copies its layers with structuredClone (Chrome 98). The page's own globals are left
 * alone; core/ and elements/ do not use these built-ins (tests/scripts/browser-matrix.test.ts).
 * es-check cannot see past a stand-in, nor see structuredClone, which is not ECMAScript.
 */
const STAND_INS: Record<string, string> = {
  'Object.hasOwn': 'object-has-own.ts',
  structuredClone: 'structured-clone.ts',
};

/** Syntax es-check does not report, with the first versions that have it (Edge as Chrome). */
const SYNTAX = {
  regexpIndices: { what: 'the RegExp flag d (match indices)', chrome: '90', firefox: '88', safari: '15' },
  regexpSets: { what: 'the RegExp flag v (sets)', chrome: '112', firefox: '116', safari: '17' },
  importAttributes: { what: 'import attributes (`with { type }`)', chrome: '123', firefox: '138', safari: '17.2' },
  stringNames: { what: 'a string name in an import or export list', chrome: '90', firefox: '87', safari: '14.1' },
  // V8 before 9.1 throws on `a?.b(...x, y)`: why a Chrome 88 target lowers every optional chain.
  optionalCallSpread: { what: 'a spread before the last argument of a call in an optional chain', chrome: '91', firefox: '74', safari: '13.1' },
} as const;
type SyntaxName = keyof typeof SYNTAX;

export function floorsOf(target: string | readonly string[]): Floors {
  const floors: Floors = {};
  for (const entry of typeof target === 'string' ? [target] : target) {
    const match = /^(chrome|edge|firefox|safari)(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new Error(`syntax check: build.target must name browsers (chrome88, safari16.4, ...), got ${entry}`);
    floors[match[1] as keyof Floors] = match[2];
  }
  return floors;
}

/** The browserslist query of the same browsers; Safari on iOS is the same engine and versions. */
export function browserslistQuery(floors: Floors): string {
  const names: Record<keyof Floors, string[]> = { chrome: ['chrome'], edge: ['edge'], firefox: ['firefox'], safari: ['safari', 'ios_saf'] };
  return (Object.keys(floors) as (keyof Floors)[]).flatMap((browser) => names[browser].map((name) => `${name} >= ${floors[browser]}`)).join(', ');
}

function olderThan(version: string, first: string): boolean {
  const [a, b] = [version.split('.').map(Number), first.split('.').map(Number)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

type Node = { type?: string; [key: string]: unknown };

/** A string known before run time: a literal, or a template without expressions (as minified). */
function constantText(node: Node | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node?.type === 'TemplateLiteral' ? (node.quasis as { value: { cooked?: string } }[]) : [];
  return quasis.length === 1 ? quasis[0]!.value.cooked : undefined;
}

function regexpFlagsOf(node: Node): string | undefined {
  const regex = node.regex as { flags?: string } | undefined;
  if (node.type === 'Literal' && regex) return regex.flags;
  const callee = node.callee as Node | undefined;
  const isRegExp = (node.type === 'NewExpression' || node.type === 'CallExpression') && callee?.type === 'Identifier' && callee.name === 'RegExp';
  return isRegExp ? constantText((node.arguments as Node[])[1]) : undefined;
}

/** The calls along an optional chain's spine (`a?.b(...)(...)`), not those in its arguments. */
function chainCalls(chain: Node): Node[] {
  const calls: Node[] = [];
  for (let link = chain.expression as Node | undefined; link; ) {
    if (link.type === 'CallExpression') calls.push(link);
    link = (link.type === 'CallExpression' ? link.callee : link.type === 'MemberExpression' ? link.object : undefined) as Node | undefined;
  }
  return calls;
}

const spreadBeforeLast = (call: Node) => (call.arguments as Node[]).some((arg, i, all) => arg.type === 'SpreadElement' && i < all.length - 1);

function syntaxIn(node: Node, found: Set<SyntaxName>): void {
  const flags = regexpFlagsOf(node);
  if (flags?.includes('d')) found.add('regexpIndices');
  if (flags?.includes('v')) found.add('regexpSets');
  if ((Array.isArray(node.attributes) && node.attributes.length > 0) || (node.type === 'ImportExpression' && node.options)) found.add('importAttributes');
  const names = [node.imported, node.exported, node.type === 'ExportSpecifier' ? node.local : undefined] as (Node | undefined)[];
  if (names.some((name) => name?.type === 'Literal')) found.add('stringNames');
  if (node.type === 'ChainExpression' && chainCalls(node).some(spreadBeforeLast)) found.add('optionalCallSpread');
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof child === 'object' && typeof (child as Node).type === 'string') syntaxIn(child as Node, found);
  }
}

function syntaxProblems(fileName: string, code: string, floors: Floors, module: boolean): string[] {
  const { program, errors } = parseSync(fileName, code, { lang: 'js', sourceType: module ? 'module' : 'script' });
  if (errors.length) return [`does not parse: ${errors[0]!.message}`];
  const found = new Set<SyntaxName>();
  syntaxIn(program as unknown as Node, found);
  return [...found].flatMap((name) => {
    const syntax = SYNTAX[name];
    const lacking = (Object.keys(floors) as (keyof Floors)[])
      .map((browser) => ({ browser, version: floors[browser]!, first: syntax[browser === 'edge' ? 'chrome' : browser] }))
      .filter(({ version, first }) => olderThan(version, first));
    return lacking.length ? [`${syntax.what} (${lacking.map(({ browser, version, first }) => `${browser} ${version} requires ${first}`).join(', ')})`] : [];
  });
}

/** A file's findings before the GUARDED list is applied: built-ins by name, and other reasons. */
interface Findings {
  features: { name: string; reason: string }[];
  reasons: string[];
}

function esCheckFindings(errors: EsCheckError[]): Findings {
  const findings: Findings = { features: [], reasons: [] };
  for (const { err, line } of errors) {
    if (!err.features) {
      findings.reasons.push(err.message + (line ? ` (line ${line})` : ''));
      continue;
    }
    // es-check also holds a file to one ECMAScript edition, the newest every target has in full
    // (ES2021 for Chrome 88), so it names features its own per-browser data gives to every browser
    // here (private fields: Chrome 74, Firefox 90, Safari 14.1). Those come without a browser that
    // lacks them, as do the `group` proposals, which no browser shipped (a call of that name is the
    // code's own method: pdf.js 2.4.456's SVG renderer has one). Every other feature it knows has
    // per-browser data.
    for (const name of err.features) {
      const gaps = err.browserDetails?.[name] ?? [];
      if (gaps.length)
        findings.features.push({
          name,
          reason: `${name} (${gaps.map((gap) => `${gap.name} ${gap.version} requires ${gap.requiredVersion || 'a version that has it'}`).join(', ')})`,
        });
    }
  }
  return findings;
}

const ES_CHECK_VERSION: string = (() => {
  const main = createRequire(import.meta.url).resolve('es-check');
  return (JSON.parse(readFileSync(resolve(dirname(main), '..', 'package.json'), 'utf8')) as { version: string }).version;
})();
const CACHE = resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'syntax-check');

/** es-check and the syntax walk on one file, or what they found last time for the same bytes. */
function findingsOf(path: string, fileName: string, module: boolean, floors: Floors): Findings {
  const code = readFileSync(path, 'utf8');
  const query = browserslistQuery(floors);
  const key = createHash('sha256')
    .update(`${ES_CHECK_VERSION}\n${readFileSync(import.meta.filename)}\n${query}\n${module}\n`)
    .update(code)
    .digest('hex');
  const cached = resolve(CACHE, `${key}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as Findings;
  } catch {
    const { errors } = runChecks([{ files: [path], module, checkFeatures: true, checkBrowser: true, browserslistQuery: query }]);
    const findings = esCheckFindings(errors);
    findings.reasons.push(...syntaxProblems(fileName, code, floors, module));
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(cached, JSON.stringify(findings));
    return findings;
  }
}

export interface ScriptFile {
  /** Relative to the output folder. */
  fileName: string;
  /** The modules or files it was built from, to tell gated and guarded code. */
  sources: readonly string[];
  /** ES module (chunks, `.mjs`) or classic script (the service worker, pdf.js 2.4.456's worker). */
  module: boolean;
  /** Statically imported files (a chunk's `imports`). */
  imports?: readonly string[];
}

/** What each file uses that its browsers lack, by file name; empty when all pass. */
export function checkScripts(outDir: string, files: readonly ScriptFile[], target: string | readonly string[]): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const gateOf = (file: ScriptFile) => GATED.find((gate) => file.sources.some((source) => gate.source.test(source)));
  const matrix = floorsOf(target);
  for (const file of files) {
    const gate = gateOf(file);
    const { features, reasons } = findingsOf(resolve(outDir, file.fileName), file.fileName, file.module, gate ? floorsOf(gate.target) : matrix);
    const guarded = (name: string) => GUARDED.some((entry) => entry.feature === name && file.sources.some((source) => entry.source.test(source)));
    // A gated file imported statically would load in every browser, feature test or not.
    const gatedImports = (file.imports ?? []).flatMap((name) => {
      const imported = files.find((other) => other.fileName === name);
      const importedGate = imported && gateOf(imported);
      return importedGate && importedGate !== gate
        ? [`imports ${name} (${importedGate.name}) statically, which only browsers that pass its feature test may load`]
        : [];
    });
    const all = [...features.filter((feature) => !guarded(feature.name)).map((feature) => feature.reason), ...reasons, ...gatedImports];
    if (all.length) problems.set(file.fileName, all);
  }
  return problems;
}

/** Puts the STAND_INS in for the built-ins they replace, in every module of a build. */
function standIns(): Plugin {
  const inject = Object.fromEntries(
    Object.entries(STAND_INS).map(([name, file]): [string, [string, string]] => [name, [resolve(import.meta.dirname, 'stand-ins', file), 'default']]),
  );
  return {
    name: 'syntax-check-stand-ins',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { transform: { inject } } } }),
  };
}

/**
 * The browsers the package supports (README "Browser support"): what every chunk a browser may
 * load is checked against, whatever `build.target` lowers.
 */
export const BROWSER_MATRIX = ['chrome88', 'edge88', 'firefox101', 'safari16.4'] as const;

/**
 * The target the build lowers syntax for: the matrix, except that optional chains stay. V8 before
 * 9.1 (Chrome 88-90) mishandles one form of them only, a spread before the last argument of an
 * optional call, and the check below refuses that form; lowering every chain would cost core
 * about 3 % of its bytes. Anything else newer than Chrome 88 that the raised floor lets through
 * (`#x in obj`, the RegExp `d` flag) the check refuses too, so the build fails rather than ships it.
 */
export function transformTarget(matrix: readonly string[] = BROWSER_MATRIX): string[] {
  return matrix.map((entry) => entry.replace(/^(chrome|edge)(\d+)$/, (whole, name: string, version: string) => (Number(version) < 91 ? `${name}91` : whole)));
}

function check(matrix: readonly string[]): Plugin {
  const target = matrix;
  return {
    name: 'syntax-check',
    apply: 'build',
    writeBundle(options, bundle) {
      const files = Object.values(bundle).flatMap((item): ScriptFile[] => {
        if (item.type === 'chunk') return [{ fileName: item.fileName, sources: Object.keys(item.modules), module: true, imports: item.imports }];
        if (!/\.m?js$/.test(item.fileName)) return [];
        return [{ fileName: item.fileName, sources: item.originalFileNames, module: item.fileName.endsWith('.mjs') }];
      });
      const problems = checkScripts(options.dir ?? 'dist', files, target);
      if (!problems.size) return;
      const lines = [...problems].map(([fileName, reasons]) => `  ${fileName}: ${reasons.join('; ')}`);
      this.error(`browser support matrix (${target.join(', ')}): ${problems.size} file(s) use what a browser lacks:\n${lines.join('\n')}`);
    },
  };
}

/** The vite plugins: the stand-ins, then the check of the build's scripts once they are written. */
export function syntaxCheck(matrix: readonly string[] = BROWSER_MATRIX): Plugin[] {
  return [standIns(), check(matrix)];
}
