import { describe, expect, it } from 'vitest';
import { specifier, transitiveImports } from '../../scripts/hoist-imports.ts';
import type { ChunkImports } from '../../scripts/hoist-imports.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): ChunkImports => ({
  fileName,
  imports,
  dynamicImports,
  isEntry,
});

describe('transitiveImports', () => {
  it('lists for an entry every chunk it reaches that it does not import itself, deepest branches included', () => {
    const hoisted = transitiveImports([
      chunk('entry.js', ['chunks/a.js', 'chunks/b.js'], [], true),
      chunk('chunks/a.js', ['chunks/c.js']),
      chunk('chunks/b.js'),
      chunk('chunks/c.js', ['chunks/d.js']),
      chunk('chunks/d.js'),
    ]);
    expect(hoisted.get('entry.js')).toEqual(['chunks/c.js', 'chunks/d.js']);
  });

  it('adds nothing to a chunk where loading does not start: its importer names its chunks', () => {
    const hoisted = transitiveImports([
      chunk('entry.js', ['chunks/a.js'], [], true),
      chunk('chunks/a.js', ['chunks/b.js']),
      chunk('chunks/b.js', ['chunks/c.js']),
      chunk('chunks/c.js'),
    ]);
    expect([...hoisted.keys()]).toEqual(['entry.js']);
  });

  it('leaves out of an import() target what every chunk importing it has loaded already', () => {
    const hoisted = transitiveImports([
      chunk('entry.js', ['chunks/react.js'], ['chunks/page.js'], true),
      chunk('other.js', ['chunks/react.js', 'chunks/only-here.js'], ['chunks/page.js'], true),
      chunk('chunks/page.js', ['chunks/parts.js']),
      chunk('chunks/parts.js', ['chunks/react.js', 'chunks/only-here.js', 'chunks/deep.js']),
      chunk('chunks/react.js'),
      chunk('chunks/only-here.js'),
      chunk('chunks/deep.js'),
    ]);
    // react.js is loaded with both importers; only-here.js with one of them.
    expect(hoisted.get('chunks/page.js')).toEqual(['chunks/only-here.js', 'chunks/deep.js']);
  });

  it('counts what a target finds loaded through the target that imports it', () => {
    const hoisted = transitiveImports([
      chunk('entry.js', [], ['chunks/layout.js'], true),
      chunk('chunks/layout.js', ['chunks/kit.js'], ['chunks/page.js']),
      chunk('chunks/kit.js', ['chunks/library.js']),
      chunk('chunks/library.js'),
      chunk('chunks/page.js', ['chunks/own.js']),
      chunk('chunks/own.js', ['chunks/library.js', 'chunks/page-part.js']),
      chunk('chunks/page-part.js'),
    ]);
    expect(hoisted.get('chunks/layout.js')).toEqual(['chunks/library.js']);
    expect(hoisted.get('chunks/page.js')).toEqual(['chunks/page-part.js']);
  });

  it('does not hoist through a chunk that leads back to the one it starts from', () => {
    const hoisted = transitiveImports([
      chunk('entry.js', ['chunks/a.js', 'chunks/b.js'], [], true),
      chunk('chunks/a.js', ['entry.js', 'chunks/c.js']),
      chunk('chunks/b.js', ['chunks/d.js']),
      chunk('chunks/c.js'),
      chunk('chunks/d.js'),
    ]);
    // c.js is reached only through a.js, which is in a cycle with the entry: the cycle orders it.
    expect(hoisted.get('entry.js')).toEqual(['chunks/d.js']);
  });

  it('ends on a cycle of import()s', () => {
    const hoisted = transitiveImports([
      chunk('entry.js', [], ['chunks/a.js'], true),
      chunk('chunks/a.js', ['chunks/x.js'], ['chunks/b.js']),
      chunk('chunks/b.js', ['chunks/y.js'], ['chunks/a.js']),
      chunk('chunks/x.js', ['chunks/z.js']),
      chunk('chunks/y.js', ['chunks/z.js']),
      chunk('chunks/z.js'),
    ]);
    expect(hoisted.get('chunks/a.js')).toEqual(['chunks/z.js']);
    // b.js is imported from a.js only, which has z.js loaded already.
    expect(hoisted.get('chunks/b.js')).toBeUndefined();
  });
});

describe('specifier', () => {
  it('names a chunk relative to the importing file', () => {
    expect(specifier('elements.js', 'chunks/a.js')).toBe('./chunks/a.js');
    expect(specifier('chunks/a.js', 'chunks/b.js')).toBe('./b.js');
    expect(specifier('react/index.js', 'chunks/b.js')).toBe('../chunks/b.js');
  });
});
