/**
 * The per-route budgets of DESIGN §6, computed from the chunks of a build: what each registered
 * page kind's first open after the layout downloads, gzip level 6 per chunk (scripts/size-budgets.ts),
 * summed. Used by the build (vite.config.ts fails it on a miss) and printed by `npm run bench`
 * (tests/bench/page-kinds.bench.ts, which measures the same in Chromium too).
 *
 * A kind's figure counts the chunks it needs that the layout did not bring:
 * - the layout: the elements entry, the app-shell body, the layout and core's page concepts (with
 *   the HTML sanitiser, which the layout's `PagesReady` loads beside them), each with its static imports;
 * - a kind: the module its registration loads (elements/pages/register.ts), the on-demand concept of
 *   core it waits for (`withConcept`, core/instance/page-concepts.ts), the route page for kinds
 *   shown without the layout, what it waits for before its first screen is drawn (FIRST_SCREEN: a
 *   chart's drawing, pdf.js, the kinds it shows through the registry), and what all of those import
 *   statically, transitively.
 * The page view's page-scripts frame (elements/pages/kit/page-scripts-frame.tsx, about 1 KB, for a
 * page opened with a page config whose kind does not run its scripts itself) is not counted: whether
 * it loads depends on how the page is opened. The kinds are read from the sources as text so that
 * this module stays free of vite and React.
 */
import { readFileSync } from 'node:fs';
import { basename, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipSize, staticClosure } from './size-budgets.ts';
import type { ChunkFacts } from './size-budgets.ts';

/** A chunk of the build as the route figures read it: the size budgets' facts and the chunks it imports on demand. */
export interface RouteChunkFacts extends ChunkFacts {
  dynamicImports: readonly string[];
}

export interface PageKindSource {
  kind: string;
  /** The module the kind's registration loads, from the repository root (`elements/pages/list/ListPage.tsx`). */
  module: string;
  /** The on-demand concept of core it waits for, as its module (`core/work/index.ts`). */
  concept?: string;
}

/** A file the build emits beside its chunks (a worker's script, a stylesheet), as the bundle holds it. */
export interface AssetFacts {
  fileName: string;
  source: string | Uint8Array;
}

export interface RouteOptions {
  /** The registered kinds (default: read from the repository's sources). */
  kinds?: readonly PageKindSource[];
  /** The build's emitted files: a script or stylesheet a needed chunk points at by its address is counted with it (pdf.js's worker). */
  assets?: readonly AssetFacts[];
  /** What kinds wait for before their first screen (default FIRST_SCREEN). */
  firstScreen?: typeof FIRST_SCREEN;
}

export interface RouteFigure {
  kind: string;
  /** JS and CSS the page's document loads: what the budget holds. */
  bytes: number;
  /** Worker scripts it starts (pdf.js's), fetched beside the page and run off its main thread: printed, not budgeted. */
  workerBytes: number;
  budget: number;
  files: string[];
}

const KB = 1024;

/**
 * Budgets per page kind (DESIGN §6): 70 KB gzip of new JS and CSS, 250 KB for the PDF viewer and
 * the pages whose job is an ECharts chart: statistics, a report's chart, and the dashboard, whose
 * widgets include report charts. A report's preview (a table; its chart is the reportChart kind)
 * and a number card draw no chart and keep the common budget.
 */
export const ROUTE_BUDGETS: { readonly default: number; readonly [kind: string]: number } = {
  default: 70 * KB,
  statistics: 250 * KB,
  reportChart: 250 * KB,
  dashboard: 250 * KB,
  pdf: 250 * KB,
};

/**
 * What a kind waits for on demand before its first screen is drawn, beyond its static imports:
 * `draws`, modules it loads as it mounts (a chart's drawing with ECharts, the PDF viewer's body and
 * pdf.js), and `shows`, other registered kinds it draws through the page registry (a task shows its
 * process's chart, a dashboard its widgets, the page designer its preview). Anything else loaded on
 * demand (an attachment's viewer, the voice recorder, a spreadsheet reader) waits for a user's
 * action and is no part of the first open. Module paths are from the repository root; a path the
 * build does not hold fails the figures (a renamed drawing must be renamed here too).
 */
export const FIRST_SCREEN: { readonly [kind: string]: { readonly draws?: readonly string[]; readonly shows?: readonly string[] } } = {
  statistics: { draws: ['elements/pages/charts/category-drawing.ts'] },
  reportChart: { draws: ['elements/pages/charts/category-drawing.ts'] },
  processChart: { draws: ['elements/pages/process-chart/process-drawing.ts'] },
  orgChart: { draws: ['elements/pages/org-chart/org-drawing.ts'] },
  // The viewer's body, pdf.js and the address of its worker (the worker itself is an emitted file, counted through `assets`).
  pdf: {
    draws: ['elements/pdf-viewer/pdf-viewer.tsx', 'node_modules/pdfjs-dist/build/pdf.mjs', 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline'],
  },
  // The task page's process chart loads when it scrolls into view, after the page is drawn.
  // The widget kinds of the demo's home dashboard: number cards, report charts, a short list, links and the home greeting.
  dashboard: { shows: ['number', 'reportChart', 'entityList', 'menuIndex', 'home'] },
  // The page designer previews the config's page through the registry: an entity list for the demo's list configs.
  config: { shows: ['list'] },
};

/** Kinds shown by a route of their own instead of the layout (elements/shell/route-pages.ts): the route page comes with them. */
const ROUTE_ONLY_KINDS = new Set(['config']);

const LAYOUT_MODULES = [
  'elements/shared/element-root.tsx',
  'elements/app-shell/app-shell.tsx',
  'elements/shell/layout.tsx',
  'core/instance/page-concepts.ts',
  'core/sanitize/purifier.ts',
];
const ROUTE_PAGE = 'elements/shell/route-page.tsx';

const REGISTER = 'elements/pages/register.ts';
const PAGE_CONCEPTS = 'core/instance/page-concepts.ts';

/**
 * The registered kinds of elements/pages/register.ts: each `const X = …import('./m')…` with its
 * `withConcept('c', …)` and `withOwnPageScripts(…)`, and the `ENTITY_PAGES` entries `kind: X`.
 * `concepts` maps a concept's name to its module (`onDemandConcepts`).
 */
export function pageKindsFrom(register: string, concepts: Readonly<Record<string, string>>): PageKindSource[] {
  const components = new Map<string, Omit<PageKindSource, 'kind'>>();
  for (const declaration of register.split(/\n(?=const )/)) {
    const name = /^const (\w+) =/.exec(declaration)?.[1];
    const target = /import\('(\.[^']+)'\)/.exec(declaration)?.[1];
    if (!name || !target) continue;
    const concept = /withConcept\(\s*'(\w+)'/.exec(declaration)?.[1];
    if (concept && !concepts[concept])
      throw new Error(`route budgets: ${name} waits for concept '${concept}', which core/instance/page-concepts.ts does not load`);
    components.set(name, {
      module: posix.join(posix.dirname(REGISTER), target),
      concept: concept ? concepts[concept] : undefined,
    });
  }
  const table = /ENTITY_PAGES[^=]*=\s*\{([\s\S]*?)\n\};/.exec(register)?.[1];
  if (!table) throw new Error('route budgets: no ENTITY_PAGES table in elements/pages/register.ts');
  const kinds: PageKindSource[] = [];
  for (const [, kind, name] of table.matchAll(/^\s*(\w+):\s*(\w+),?\s*$/gm)) {
    const component = components.get(name!);
    if (!component) throw new Error(`route budgets: page kind '${kind}' is ${name}, whose module was not found in elements/pages/register.ts`);
    kinds.push({ kind: kind!, ...component });
  }
  return kinds;
}

/** core/instance/page-concepts.ts's ON_DEMAND concepts: name → module from the repository root. */
export function onDemandConcepts(pageConcepts: string): Record<string, string> {
  const concepts: Record<string, string> = {};
  for (const [, name, target] of pageConcepts.matchAll(/^\s*(\w+): async \(platform\) =>\s*\(await import\('(\.[^']+)'\)\)/gm)) {
    concepts[name!] = posix.join(posix.dirname(PAGE_CONCEPTS), target!);
  }
  return concepts;
}

const ROOT = resolve(import.meta.dirname, '..');

/** The page kinds as the repository's sources register them. */
export function readPageKinds(root = ROOT): PageKindSource[] {
  const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
  return pageKindsFrom(read(REGISTER), onDemandConcepts(read(PAGE_CONCEPTS)));
}

/** The chunk that holds a module, `path` from the repository root (module ids are absolute). */
function chunkHolding(chunks: readonly RouteChunkFacts[], path: string): RouteChunkFacts | undefined {
  const tail = `/${path}`;
  return chunks.find((chunk) => chunk.moduleIds.some((id) => id === path || id.endsWith(tail)));
}

/** The chunks `root` can load at all, on demand included: a module a kind draws must be among them. */
function reachable(root: RouteChunkFacts, byName: ReadonlyMap<string, RouteChunkFacts>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: RouteChunkFacts) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(root);
  return seen;
}

/** The chunks the layout brings: a page kind's figure is what it needs beyond them. */
export function layoutChunks(chunks: readonly RouteChunkFacts[]): Map<string, RouteChunkFacts> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const elements = chunks.find((chunk) => chunk.isEntry && chunk.name === 'elements');
  if (!elements) throw new Error(`route budgets: entry elements expected, got ${chunks.map((chunk) => chunk.fileName).join(', ')}`);
  const parts = LAYOUT_MODULES.map((path) => {
    const chunk = chunkHolding(chunks, path);
    if (!chunk) throw new Error(`route budgets: no chunk of the build holds ${path} (the layout): update LAYOUT_MODULES in scripts/route-budgets.ts`);
    return chunk;
  });
  return staticClosure([elements, ...parts], byName);
}

/** pdf.js's worker, an emitted script the viewer starts as a Worker (DESIGN §6 budgets the page's own JS and CSS). */
export const isWorkerScript = (fileName: string): boolean => /(^|\/)[^/]*\.worker[^/]*\.m?js$/.test(fileName);

/** Each registered page kind's first open after the layout, in register.ts's order. */
export function routeFigures(chunks: readonly RouteChunkFacts[], options: RouteOptions = {}): RouteFigure[] {
  const { kinds = readPageKinds(), assets = [], firstScreen = FIRST_SCREEN } = options;
  const scripts = assets.filter((asset) => /\.(m?js|css)$/.test(asset.fileName));
  const assetBytes = new Map(scripts.map((asset) => [asset.fileName, gzipSync(asset.source, { level: 6 }).length]));
  /** The emitted scripts and stylesheets a chunk points at: by their file name, which carries the content's hash. */
  const pointedAt = (chunk: RouteChunkFacts) => scripts.filter((asset) => chunk.code.includes(basename(asset.fileName))).map((asset) => asset.fileName);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const layout = layoutChunks(chunks);
  const byKind = new Map(kinds.map((entry) => [entry.kind, entry]));
  const holding = (path: string, kind: string) => {
    const chunk = chunkHolding(chunks, path);
    if (!chunk) throw new Error(`route budgets: no chunk of the build holds ${path} (page kind ${kind})`);
    return chunk;
  };
  /** The chunks a kind starts from: its module, its concept, what it draws, and the same of the kinds it shows. */
  const rootsOf = (kind: string, seen: Set<string>): RouteChunkFacts[] => {
    const entry = byKind.get(kind);
    if (!entry) throw new Error(`route budgets: page kind ${kind} is not registered`);
    if (seen.has(kind)) return [];
    seen.add(kind);
    const { draws = [], shows = [] } = firstScreen[kind] ?? {};
    const own = holding(entry.module, kind);
    const loads = draws.length ? reachable(own, byName) : new Set<string>();
    const drawn = draws.map((path) => {
      const chunk = holding(path, kind);
      // The table says the page waits for it: a page that no longer loads it at all would be counted for nothing.
      if (!loads.has(chunk.fileName))
        throw new Error(`route budgets: page kind ${kind} no longer loads ${path}: update FIRST_SCREEN in scripts/route-budgets.ts`);
      return chunk;
    });
    return [
      own,
      ...(entry.concept ? [holding(entry.concept, kind)] : []),
      ...(ROUTE_ONLY_KINDS.has(kind) ? [holding(ROUTE_PAGE, kind)] : []),
      ...drawn,
      ...shows.flatMap((shown) => rootsOf(shown, seen)),
    ];
  };
  return kinds.map(({ kind }) => {
    const files = [...staticClosure(rootsOf(kind, new Set()), byName).values()].filter((chunk) => !layout.has(chunk.fileName));
    const emitted = [...new Set(files.flatMap(pointedAt))];
    const sum = (names: string[]) => names.reduce((total, file) => total + assetBytes.get(file)!, 0);
    return {
      kind,
      bytes: files.reduce((total, chunk) => total + gzipSize(chunk.code), 0) + sum(emitted.filter((file) => !isWorkerScript(file))),
      workerBytes: sum(emitted.filter(isWorkerScript)),
      budget: ROUTE_BUDGETS[kind] ?? ROUTE_BUDGETS.default,
      files: [...files.map((chunk) => chunk.fileName), ...emitted],
    };
  });
}

/** The figures over their budget. */
export function routesOverBudget(figures: readonly RouteFigure[]): RouteFigure[] {
  return figures.filter((figure) => figure.bytes > figure.budget);
}
