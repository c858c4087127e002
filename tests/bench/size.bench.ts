/**
 * Bundle sizes against DESIGN §6: builds the library with the project's vite config into a
 * temporary folder, prints the budgeted figures as bench lines (scripts/size-budgets.ts, the same
 * figures the build fails on), then raw and gzip sizes of
 * - `core`: the core entry plus every chunk it imports statically (aim: under 25 KB gzip),
 * - `elements` initial JS: the elements entry plus its static imports, core included (what
 *   draws the login, without React; aim: under 70 KB gzip),
 * - each lazy chunk (reached only through a dynamic import), with its largest modules,
 * and the largest modules of the core closure. Figures, not assertions: a miss never fails.
 * Run: node --import tsx tests/bench/size.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { kilobytes, sizeFigures } from '../../scripts/size-budgets.ts';
import { report } from './report.ts';

type Chunk = Rolldown.OutputChunk;

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGETS = { core: 25 * 1024, elements: 70 * 1024 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const gzip = (code: string) => gzipSync(code).length;

async function buildChunks(outDir: string): Promise<Chunk[]> {
  // The figures are printed here, misses included: the build's own budget check only reports.
  process.env.SIZE_BUDGETS = 'report';
  const result = await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.filter((item): item is Chunk => item.type === 'chunk'));
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(entry: Chunk, byName: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen.values()];
}

function line(label: string, chunks: Chunk[], budget?: number): string {
  const raw = chunks.reduce((sum, chunk) => sum + chunk.code.length, 0);
  const zipped = chunks.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
  const verdict = budget === undefined ? '' : `   budget ${kb(budget).trim()} gzip: ${zipped <= budget ? 'within' : `over by ${kb(zipped - budget).trim()}`}`;
  return `${label.padEnd(44)} raw ${kb(raw)}   gzip ${kb(zipped)}${verdict}`;
}

/** Largest modules of some chunks by rendered (minified) length. */
function topModules(chunks: Chunk[], count: number): string[] {
  const modules = chunks.flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => [relative(ROOT, id), info.renderedLength] as const));
  return modules
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, length]) => `      ${kb(length)} raw  ${id}`);
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'shell-size-'));
  try {
    const chunks = await buildChunks(outDir);
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entry = (name: string) => chunks.find((chunk) => chunk.isEntry && chunk.name === name);
    const core = entry('core');
    const elements = entry('elements');
    if (!core || !elements) throw new Error(`entries missing: ${chunks.map((chunk) => chunk.fileName).join(', ')}`);
    const coreChunks = staticClosure(core, byName);
    const initial = new Set([...coreChunks, ...staticClosure(elements, byName)].map((chunk) => chunk.fileName));
    const lazy = chunks.filter((chunk) => !initial.has(chunk.fileName));

    const names: Record<string, string> = { core: 'core bytes' };
    for (const figure of sizeFigures(chunks.map((chunk) => ({ ...chunk, moduleIds: Object.keys(chunk.modules) })))) {
      const name = names[figure.name] ?? `size ${figure.name}`;
      report(name, kilobytes(figure.bytes), 'KB', figure.budget === undefined ? undefined : { value: kilobytes(figure.budget), kind: 'max' });
    }
    console.log('Sizes (gzip level 6 per chunk, summed; budgets from DESIGN §6)');
    console.log(line('core (entry + static imports)', coreChunks, BUDGETS.core));
    console.log(topModules(coreChunks, 8).join('\n'));
    console.log(line('elements initial JS (entry + static imports)', staticClosure(elements, byName), BUDGETS.elements));
    console.log(
      topModules(
        staticClosure(elements, byName).filter((chunk) => !coreChunks.includes(chunk)),
        8,
      ).join('\n'),
    );
    console.log(`lazy chunks (${lazy.length}):`);
    for (const chunk of lazy.sort((a, b) => b.code.length - a.code.length)) {
      console.log(line(`  ${chunk.fileName}`, [chunk]));
      console.log(topModules([chunk], 2).join('\n'));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
