import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENTITY_PAGES } from '../../elements/pages/register.ts';
import { FIRST_SCREEN, ROUTE_BUDGETS, onDemandConcepts, pageKindsFrom, readPageKinds, routeFigures, routesOverBudget } from '../../scripts/route-budgets.ts';
import type { PageKindSource, RouteChunkFacts } from '../../scripts/route-budgets.ts';
import { gzipSize } from '../../scripts/size-budgets.ts';

/** Text that gzip cannot shrink: about `bytes` compressed bytes. */
function noise(bytes: number): string {
  return randomBytes(bytes).toString('base64');
}

function chunk(fileName: string, size: number, extra: Partial<RouteChunkFacts> = {}): RouteChunkFacts {
  return { fileName, code: noise(size), isEntry: false, name: fileName, imports: [], dynamicImports: [], moduleIds: [], ...extra };
}

const ROOT = resolve(import.meta.dirname, '../..');
const at = (path: string) => [`/repo/${path}`];

/** A small build: the layout, a list page, a statistics page with its chart's drawing, a task page with its concept and the process chart it shows. */
function build(): RouteChunkFacts[] {
  return [
    chunk('elements.js', 2000, { isEntry: true, name: 'elements', imports: ['chunks/core.js', 'chunks/react.js'] }),
    chunk('chunks/core.js', 10_000, { moduleIds: at('core/index.ts') }),
    chunk('chunks/react.js', 20_000),
    chunk('chunks/app-shell.js', 3000, {
      moduleIds: [...at('elements/app-shell/app-shell.tsx'), ...at('elements/shared/element-root.tsx')],
      imports: ['chunks/react.js'],
    }),
    chunk('chunks/layout.js', 8000, { moduleIds: at('elements/shell/layout.tsx'), imports: ['chunks/shoelace-tree.js'] }),
    chunk('chunks/shoelace-tree.js', 4000),
    chunk('chunks/page-concepts.js', 9000, { moduleIds: at('core/instance/page-concepts.ts'), dynamicImports: ['chunks/work.js'] }),
    chunk('chunks/purifier.js', 7000, { moduleIds: at('core/sanitize/purifier.ts') }),
    chunk('chunks/ListPage.js', 12_000, {
      moduleIds: at('elements/pages/list/ListPage.tsx'),
      imports: ['chunks/grid.js', 'chunks/shoelace-tree.js'],
      dynamicImports: ['chunks/AttachmentViewer.js'],
    }),
    chunk('chunks/grid.js', 6000),
    chunk('chunks/AttachmentViewer.js', 30_000, { moduleIds: at('elements/pages/fields/AttachmentViewer.tsx') }),
    chunk('chunks/StatisticsPage.js', 5000, {
      moduleIds: at('elements/pages/statistics/StatisticsPage.tsx'),
      imports: ['chunks/grid.js', 'chunks/charts.js'],
    }),
    // The charts' shared chunk loads every drawing on demand; a page waits only for its own.
    chunk('chunks/charts.js', 3000, {
      moduleIds: at('elements/pages/charts/CategoryChart.tsx'),
      dynamicImports: ['chunks/category-drawing.js', 'chunks/process-drawing.js'],
    }),
    chunk('chunks/category-drawing.js', 2000, { moduleIds: at('elements/pages/charts/category-drawing.ts'), imports: ['chunks/echarts.js'] }),
    chunk('chunks/process-drawing.js', 3000, { moduleIds: at('elements/pages/process-chart/process-drawing.ts'), imports: ['chunks/echarts.js'] }),
    chunk('chunks/echarts.js', 150_000, { moduleIds: ['/repo/node_modules/echarts/lib/echarts.js'] }),
    chunk('chunks/process-chart.js', 4000, { moduleIds: at('elements/pages/process-chart/index.ts'), imports: ['chunks/charts.js'] }),
    chunk('chunks/reports.js', 4000, { moduleIds: at('core/reports/index.ts') }),
    chunk('chunks/TaskPage.js', 20_000, { moduleIds: at('elements/pages/task/TaskPage.tsx'), imports: ['chunks/grid.js'] }),
    chunk('chunks/work.js', 5000, { moduleIds: at('core/work/index.ts') }),
  ];
}

/** The product's table, with a task page that shows its process chart at once (as a page may). */
const TABLE: typeof FIRST_SCREEN = { ...FIRST_SCREEN, task: { shows: ['processChart'] } };

const KINDS: PageKindSource[] = [
  { kind: 'list', module: 'elements/pages/list/ListPage.tsx' },
  { kind: 'statistics', module: 'elements/pages/statistics/StatisticsPage.tsx', concept: 'core/reports/index.ts' },
  { kind: 'task', module: 'elements/pages/task/TaskPage.tsx', concept: 'core/work/index.ts' },
  { kind: 'processChart', module: 'elements/pages/process-chart/index.ts', concept: 'core/work/index.ts' },
];

const bytesOf = (chunks: RouteChunkFacts[], files: string[]) =>
  files.reduce((sum, file) => sum + gzipSize(chunks.find((chunk) => chunk.fileName === file)!.code), 0);

const figureOf = (kind: string) => routeFigures(build(), { kinds: KINDS, firstScreen: TABLE }).find((figure) => figure.kind === kind)!;

describe('route budgets (DESIGN §6: each page kind after the layout)', () => {
  it("counts a kind's chunk and its static imports that the layout did not bring, not what waits for a user's action", () => {
    const chunks = build();
    const [list] = routeFigures(chunks, { kinds: KINDS, firstScreen: TABLE });
    expect(list!.files.sort()).toEqual(['chunks/ListPage.js', 'chunks/grid.js']);
    expect(list!.bytes).toBe(bytesOf(chunks, list!.files));
    expect(list!.budget).toBe(ROUTE_BUDGETS.default);
  });

  it("counts the chart's drawing a statistics page waits for, not the other drawings, and its concept, against the chart budget", () => {
    const statistics = figureOf('statistics');
    expect(statistics.files.sort()).toEqual([
      'chunks/StatisticsPage.js',
      'chunks/category-drawing.js',
      'chunks/charts.js',
      'chunks/echarts.js',
      'chunks/grid.js',
      'chunks/reports.js',
    ]);
    expect(statistics.budget).toBe(250 * 1024);
    expect(routesOverBudget([statistics])).toEqual([]);
  });

  it('counts the kinds a page shows through the registry (a task its process chart), and reports the miss', () => {
    const task = figureOf('task');
    expect(task.files.sort()).toEqual([
      'chunks/TaskPage.js',
      'chunks/charts.js',
      'chunks/echarts.js',
      'chunks/grid.js',
      'chunks/process-chart.js',
      'chunks/process-drawing.js',
      'chunks/work.js',
    ]);
    expect(routesOverBudget(routeFigures(build(), { kinds: KINDS, firstScreen: TABLE })).map((figure) => figure.kind)).toEqual(['task', 'processChart']);
  });

  it('counts the script a needed chunk points at by its address (a worker), once', () => {
    const chunks = build().map((chunk) =>
      chunk.fileName === 'chunks/process-drawing.js' ? { ...chunk, code: `${chunk.code};new URL("../assets/layout.worker-abc.js",import.meta.url)` } : chunk,
    );
    const worker = noise(40_000);
    const assets = [
      { fileName: 'assets/layout.worker-abc.js', source: worker },
      { fileName: 'assets/logo-abc.png', source: new Uint8Array(50_000) },
    ];
    const plain = routeFigures(chunks, { kinds: KINDS, firstScreen: TABLE }).find((figure) => figure.kind === 'task')!;
    const task = routeFigures(chunks, { kinds: KINDS, firstScreen: TABLE, assets }).find((figure) => figure.kind === 'task')!;
    expect(task.files).toEqual([...plain.files, 'assets/layout.worker-abc.js']);
    // A worker runs off the page's main thread: printed beside the page's figure, not in it.
    expect(task.bytes).toBe(plain.bytes);
    expect(task.workerBytes).toBe(gzipSync(worker, { level: 6 }).length);
  });

  it('fails the figures when a module a kind waits for is not in the build', () => {
    const chunks = build().filter((chunk) => chunk.fileName !== 'chunks/process-drawing.js');
    expect(() => routeFigures(chunks, { kinds: KINDS, firstScreen: TABLE })).toThrow(/process-drawing\.ts \(page kind processChart\)/);
  });

  it('fails the figures when a kind no longer loads what the table says it draws (a chart drawn another way)', () => {
    const chunks = build().map((chunk) => (chunk.fileName === 'chunks/charts.js' ? { ...chunk, dynamicImports: ['chunks/category-drawing.js'] } : chunk));
    expect(() => routeFigures(chunks, { kinds: KINDS, firstScreen: TABLE })).toThrow(
      /processChart no longer loads elements\/pages\/process-chart\/process-drawing\.ts/,
    );
  });

  it('reads the kinds, their modules and concepts from the registration as written', () => {
    const concepts = onDemandConcepts(
      [
        "  imports: async (platform) =>\n    (await import('../imports/index.ts')).createImports(platform, {",
        "  work: async (platform) =>\n    (await import('../work/index.ts')).createWork(",
      ].join('\n'),
    );
    expect(concepts).toEqual({ imports: 'core/imports/index.ts', work: 'core/work/index.ts' });
    const register = [
      "const ListPage = withOwnPageScripts(lazyComponent<PageProps>(() => import('./list/ListPage.tsx').then((module) => module.default)));",
      'const TaskPage = withConcept(',
      "  'work',",
      "  lazyComponent<PageProps>(() => import('./task/TaskPage.tsx').then((module) => module.default), 'task'),",
      ');',
      '',
      'export const ENTITY_PAGES: Record<string, ComponentType<PageProps>> = {',
      '  list: ListPage,',
      '  // a comment',
      '  task: TaskPage,',
      '};',
    ].join('\n');
    expect(pageKindsFrom(register, concepts)).toEqual([
      { kind: 'list', module: 'elements/pages/list/ListPage.tsx', concept: undefined },
      { kind: 'task', module: 'elements/pages/task/TaskPage.tsx', concept: 'core/work/index.ts' },
    ]);
  });

  it('finds every kind elements/pages/register.ts registers, each with a module', () => {
    const kinds = readPageKinds();
    expect(kinds.map((entry) => entry.kind)).toEqual(Object.keys(ENTITY_PAGES));
    expect(kinds.find((entry) => entry.kind === 'taskList')).toMatchObject({
      module: 'elements/pages/task-list/TaskListPage.tsx',
      concept: 'core/work/index.ts',
    });
    expect(kinds.find((entry) => entry.kind === 'config')).toMatchObject({ module: 'elements/pages/designer/index.ts', concept: 'core/designer/designer.ts' });
    for (const [kind, { draws = [], shows = [] }] of Object.entries(FIRST_SCREEN)) {
      expect(ENTITY_PAGES, kind).toHaveProperty(kind);
      for (const shown of shows) expect(ENTITY_PAGES, `${kind} shows ${shown}`).toHaveProperty(shown);
      for (const path of draws) expect(existsSync(resolve(ROOT, path.split('?')[0]!)), `${kind} draws ${path}`).toBe(true);
    }
  });
});
