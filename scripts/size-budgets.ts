/**
 * The size budgets of DESIGN §6, computed from the chunks of a build: used by the build itself
 * (vite.config.ts fails it on a miss) and printed by `npm run bench` (tests/bench/size.bench.ts).
 * Sizes are gzip level 6 per file, summed: what a compressing server sends.
 */
import { gzipSync } from 'node:zlib';

export interface ChunkFacts {
  fileName: string;
  code: string;
  isEntry: boolean;
  name: string;
  imports: readonly string[];
  facadeModuleId?: string | null;
  moduleIds: readonly string[];
}

export interface SizeFigure {
  name: string;
  bytes: number;
  budget?: number;
  /** A miss fails the build (false: reported as OVER BUDGET by the bench and warned by the build). */
  enforced?: boolean;
  files: string[];
}

const KB = 1024;
export const BUDGETS = {
  /** core's entry and what it imports statically. */
  core: 25 * KB,
  /** elements.js and its static imports: what draws the login form, without React (DESIGN §6). */
  login: 70 * KB,
} as const;

/** Libraries the service worker never precaches (DESIGN §6); dagre is the charts' layout, papaparse reads spreadsheets' CSV. */
const HEAVY = /node_modules\/(pdfjs-dist|pdfjs-dist-legacy|echarts|zrender|@dagrejs|exceljs|xlsx|papaparse|@breezystack\/lamejs|lamejs)\//;

/** A chunk holding one of the heavy libraries (the service worker leaves them out of its precache too). */
export const isHeavyChunk = (moduleIds: readonly string[]): boolean => moduleIds.some((id) => HEAVY.test(id));

const gzipSizes = new Map<string, number>();
export function gzipSize(code: string): number {
  let size = gzipSizes.get(code);
  if (size === undefined) {
    size = gzipSync(code, { level: 6 }).length;
    gzipSizes.set(code, size);
  }
  return size;
}

/** The chunks `roots` import statically, transitively, themselves included, by file name. */
export function staticClosure<T extends Pick<ChunkFacts, 'fileName' | 'imports'>>(roots: readonly T[], byName: ReadonlyMap<string, T>): Map<string, T> {
  const seen = new Map<string, T>();
  const visit = (chunk: T) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return seen;
}

const closure = (roots: ChunkFacts[], byName: Map<string, ChunkFacts>): ChunkFacts[] => [...staticClosure(roots, byName).values()];

function figure(name: string, chunks: ChunkFacts[], budget?: number, enforced = true): SizeFigure {
  return { name, bytes: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0), budget, enforced, files: chunks.map((chunk) => chunk.fileName) };
}

/**
 * The budgeted figures of a build (entries `core` and `elements`). Page kinds have their own
 * (scripts/route-budgets.ts); the old "everything but heavy libraries" budget is retired: it
 * counted pages no user opens together.
 */
export function sizeFigures(chunks: ChunkFacts[]): SizeFigure[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = (name: string) => chunks.find((chunk) => chunk.isEntry && chunk.name === name);
  const core = entry('core');
  const elements = entry('elements');
  if (!core || !elements) throw new Error(`size budgets: entries core and elements expected, got ${chunks.map((chunk) => chunk.fileName).join(', ')}`);
  return [figure('core', closure([core], byName), BUDGETS.core), figure('login JS (elements.js + static imports)', closure([elements], byName), BUDGETS.login)];
}

export function overBudget(figures: SizeFigure[]): SizeFigure[] {
  return figures.filter((entry) => entry.budget !== undefined && entry.bytes > entry.budget);
}

export const kilobytes = (bytes: number) => Number((bytes / KB).toFixed(1));
