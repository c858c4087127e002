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
  it('counts core with its static imports, and the login as elements.js with its static imports (no React body, no lazy chunk)', () => {
    const chunks = [
      chunk('core.js', 1000, { isEntry: true, name: 'core', imports: ['chunks/core.js'] }),
      chunk('chunks/core.js', 10_000),
      chunk('elements.js', 2000, { isEntry: true, name: 'elements', imports: ['chunks/core.js', 'chunks/login-view.js'] }),
      chunk('chunks/login-view.js', 2000),
      chunk('chunks/element-root.js', 60_000, { facadeModuleId: '/repo/elements/shared/element-root.tsx' }),
      chunk('chunks/pdf.js', 400_000, { moduleIds: ['/repo/node_modules/pdfjs-dist/build/pdf.mjs'] }),
    ];
    const [core, login] = sizeFigures(chunks);
    expect(core!.files).toEqual(['core.js', 'chunks/core.js']);
    expect(login!.files.sort()).toEqual(['chunks/core.js', 'chunks/login-view.js', 'elements.js']);
    expect(overBudget([core!, login!])).toEqual([]);
  });

  it('fails the build on a login over 70 KB', () => {
    const chunks = [
      chunk('core.js', 500, { isEntry: true, name: 'core' }),
      chunk('elements.js', 500, { isEntry: true, name: 'elements', imports: ['chunks/react.js'] }),
      chunk('chunks/react.js', BUDGETS.login + 1024),
    ];
    expect(overBudget(sizeFigures(chunks)).map((miss) => [miss.name, miss.enforced])).toEqual([['login JS (elements.js + static imports)', true]]);
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
