import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget, sizeFigures } from '../../scripts/size-budgets.ts';
import type { ChunkFacts } from '../../scripts/size-budgets.ts';

/** Text that gzip cannot shrink: about `bytes` compressed bytes. */
function noise(bytes: number): string {
  return randomBytes(bytes).toString('base64');
}

function chunk(fileName: string, size: number, extra: Partial<ChunkFacts> = {}): ChunkFacts {
  return { fileName, code: noise(size), isEntry: false, name: fileName, imports: [], moduleIds: [], ...extra };
}

describe('size budgets (DESIGN §6)', () => {
  it('counts core with its static imports, the first load with the app-shell body, and leaves pdf.js out of the rest', () => {
    const chunks = [
      chunk('core.js', 1000, { isEntry: true, name: 'core', imports: ['chunks/core.js'] }),
      chunk('chunks/core.js', 10_000),
      chunk('elements.js', 2000, { isEntry: true, name: 'elements', imports: ['chunks/core.js'] }),
      chunk('chunks/app-shell.js', 3000, { facadeModuleId: '/repo/elements/app-shell/app-shell.tsx' }),
      chunk('chunks/pdf.js', 400_000, { moduleIds: ['/repo/node_modules/pdfjs-dist/build/pdf.mjs'] }),
    ];
    const [core, first, rest] = sizeFigures(chunks);
    expect(core!.files).toEqual(['core.js', 'chunks/core.js']);
    expect(first!.files.sort()).toEqual(['chunks/app-shell.js', 'chunks/core.js', 'elements.js']);
    expect(rest!.files).not.toContain('chunks/pdf.js');
    expect(overBudget([core!, first!, rest!])).toEqual([]);
  });

  it('reports a core over its budget as a miss that fails the build', () => {
    const chunks = [
      chunk('core.js', 500, { isEntry: true, name: 'core', imports: ['chunks/core.js'] }),
      chunk('chunks/core.js', BUDGETS.core + 2048),
      chunk('elements.js', 500, { isEntry: true, name: 'elements' }),
    ];
    const misses = overBudget(sizeFigures(chunks));
    expect(misses.map((miss) => [miss.name, miss.enforced])).toEqual([['core', true]]);
  });
});
