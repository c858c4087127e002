/**
 * What the first open of a page kind downloads after the layout (DESIGN §6: at most 70 KB gzip of
 * new JS and CSS): builds the library with the project's vite config, then for each page kind
 * sums the gzip sizes of the page's chunk, every chunk it imports statically and the drawing
 * chunks the page imports on its first render, less what elements.js, the app-shell body and the
 * layout already loaded. A drawing that waits for the user (the task page's process chart below the
 * fold) is not part of the first open. Figures, not assertions.
 * Run: node --import tsx tests/bench/page-kinds.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { report } from './report.ts';

type Chunk = Rolldown.OutputChunk;

const ROOT = resolve(import.meta.dirname, '../..');
const KB = 1024;

/** A page kind: the module its registry entry imports, and the modules its first render imports at once. */
interface PageKind {
  name: string;
  page: string;
  eager: string[];
  /** A later step of a page kind already opened: what it adds to that kind's first open (no goal). */
  after?: string;
}

const KINDS: PageKind[] = [
  { name: 'process chart', page: 'elements/pages/process-chart/index.ts', eager: ['elements/pages/process-chart/process-drawing.ts'] },
  { name: 'org chart', page: 'elements/pages/org-chart/index.ts', eager: ['elements/pages/org-chart/org-drawing.ts'] },
  { name: 'task', page: 'elements/pages/task/TaskPage.tsx', eager: [] },
  // The task page scrolled down to its process chart: what the chart adds once it is in view.
  {
    name: 'task, its process chart scrolled in',
    page: 'elements/pages/process-chart/index.ts',
    eager: ['elements/pages/process-chart/process-drawing.ts'],
    after: 'task',
  },
];

async function buildChunks(outDir: string): Promise<Chunk[]> {
  process.env.SIZE_BUDGETS = 'report';
  const result = await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.filter((item): item is Chunk => item.type === 'chunk'));
}

function closure(roots: Chunk[], byName: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const gzip = (code: string) => gzipSync(code, { level: 6 }).length;

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'shell-kinds-'));
  try {
    const chunks = await buildChunks(outDir);
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const holding = (module: string) => chunks.find((chunk) => Object.keys(chunk.modules).some((id) => relative(ROOT, id) === module));
    const elements = chunks.find((chunk) => chunk.isEntry && chunk.name === 'elements');
    const shell = ['elements/app-shell/app-shell.tsx', 'elements/shell/layout.tsx'].map(holding);
    if (!elements || shell.some((chunk) => !chunk)) throw new Error('the elements entry, the app-shell body or the layout is missing');
    // What the signed-in shell has loaded before any page opens: elements.js, the app-shell body, the layout.
    const layout = new Set(closure([elements, ...(shell as Chunk[])], byName).map((chunk) => chunk.fileName));
    const opened = new Map<string, Set<string>>();
    for (const kind of KINDS) {
      const roots = [kind.page, ...kind.eager].map((module) => holding(module));
      if (roots.some((chunk) => !chunk)) throw new Error(`${kind.name}: a module is in no chunk`);
      const before = (kind.after && opened.get(kind.after)) || new Set<string>();
      const added = closure(roots as Chunk[], byName).filter((chunk) => !layout.has(chunk.fileName) && !before.has(chunk.fileName));
      opened.set(kind.name, new Set([...before, ...added.map((chunk) => chunk.fileName)]));
      const bytes = added.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
      if (kind.after) report(`page kind ${kind.name} adds`, Number((bytes / KB).toFixed(1)), 'KB');
      else report(`page kind ${kind.name} first open`, Number((bytes / KB).toFixed(1)), 'KB', { value: 70, kind: 'max' });
      for (const chunk of added.sort((a, b) => b.code.length - a.code.length)) {
        const heavy = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength)[0];
        console.log(`    ${(gzip(chunk.code) / KB).toFixed(1).padStart(6)} KB  ${chunk.fileName}  (largest: ${heavy ? relative(ROOT, heavy[0]) : '-'})`);
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
