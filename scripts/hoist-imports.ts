/**
 * A chunk where loading starts (an entry, or the target of an `import()`) names every chunk it
 * needs, not only the ones it imports itself, so that a browser fetches a whole branch of the
 * module graph at once instead of one level per round trip (rollup's `hoistTransitiveImports`,
 * which rolldown does not have). Opening a form cold went through nine such levels (an element's
 * body, React, the form, its parts, Shoelace's parts...). A target leaves out what every chunk
 * importing it has loaded already (core, React for a page): those cost bytes and fetch nothing.
 *
 * The added imports are bare (`import"./x.js";`) and come after the chunk's own: by the time the
 * engine reaches one, the module it names has been evaluated through the chunk's own imports, so
 * evaluation order is what it was. A chunk reached only through a cycle back to the importing
 * chunk is not hoisted: there, the cycle decides the order, and a hoisted import could change it.
 */
import { dirname, posix, relative } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkImports {
  fileName: string;
  isEntry: boolean;
  /** Static imports, as output file names. */
  imports: readonly string[];
  /** `import()` targets, as output file names. */
  dynamicImports: readonly string[];
}

/**
 * For each entry and `import()` target, the chunks it reaches through static imports but neither
 * imports itself nor finds loaded (for a target: loaded with every chunk that imports it), in the
 * order a depth-first walk of its imports finds them. The walk does not pass through a chunk that
 * leads back to the one it starts from.
 */
export function transitiveImports(chunks: readonly ChunkImports[]): Map<string, string[]> {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports.filter((name) => name !== chunk.fileName)]));
  const dynamicImportersOf = new Map<string, string[]>();
  for (const chunk of chunks)
    for (const target of chunk.dynamicImports) dynamicImportersOf.set(target, [...(dynamicImportersOf.get(target) ?? []), chunk.fileName]);
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const importersOf = new Map<string, string[]>();
  for (const [name, imports] of importsOf) for (const imported of imports) importersOf.set(imported, [...(importersOf.get(imported) ?? []), name]);

  const reach = (start: string, next: (name: string) => readonly string[], blocked: ReadonlySet<string> = new Set()): string[] => {
    const seen = new Set<string>([start]);
    const order: string[] = [];
    const visit = (name: string) => {
      for (const other of next(name)) {
        if (seen.has(other) || blocked.has(other)) continue;
        seen.add(other);
        order.push(other);
        visit(other);
      }
    };
    visit(start);
    return order;
  };

  const staticImports = (other: string) => (importsOf.get(other) ?? []).filter((dep) => importsOf.has(dep));
  const roots = [...importsOf.keys()].filter((name) => entries.has(name) || dynamicImportersOf.has(name));
  const closure = new Map(roots.map((root) => [root, new Set([root, ...reach(root, staticImports)])]));
  // The roots a chunk is loaded with: an `import()` in it runs with one of their closures loaded.
  const rootsOf = new Map<string, string[]>();
  for (const [root, members] of closure) for (const member of members) rootsOf.set(member, [...(rootsOf.get(member) ?? []), root]);
  const intersect = (sets: Set<string>[]) => {
    const [first, ...rest] = sets;
    return new Set([...(first ?? [])].filter((name) => rest.every((other) => other.has(name))));
  };

  // What is loaded when a target's `import()` runs: for every chunk importing it, whatever loaded
  // with each of that chunk's roots, those roots' own targets' context included. Grown from
  // nothing to a fixed point, so that a cycle of `import()`s counts nothing it does not prove.
  const context = new Map<string, Set<string>>(roots.map((root) => [root, new Set<string>()]));
  const loaded = (root: string) => new Set([...closure.get(root)!, ...context.get(root)!]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const root of roots) {
      if (entries.has(root)) continue;
      const importers = dynamicImportersOf.get(root) ?? [];
      const next = intersect(importers.flatMap((importer) => (rootsOf.get(importer) ?? []).map(loaded)));
      if (next.size > context.get(root)!.size) {
        context.set(root, next);
        changed = true;
      }
    }
  }

  const result = new Map<string, string[]>();
  for (const name of roots) {
    // Chunks in a cycle with this one: reached from it and leading back to it.
    const leadsBack = new Set(reach(name, (other) => importersOf.get(other) ?? []));
    const cycle = new Set([name, ...reach(name, staticImports).filter((other) => leadsBack.has(other))]);
    const skipped = new Set([...importsOf.get(name)!, ...context.get(name)!]);
    const hoisted = reach(name, staticImports, cycle).filter((other) => !skipped.has(other));
    if (hoisted.length) result.set(name, hoisted);
  }
  return result;
}

/** The import specifier of `target` in `from` (both output file names). */
export function specifier(from: string, target: string): string {
  const path = relative(dirname(from), target).split('\\').join(posix.sep);
  return path.startsWith('.') ? path : `./${path}`;
}

/** Adds the bare imports to every chunk of an ES build, before any other plugin reads the bundle. */
export function hoistImports(): Plugin {
  return {
    name: 'hoist-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(options, bundle) {
        if (options.format !== 'es') return;
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const hoisted = transitiveImports(chunks);
        for (const chunk of chunks) {
          const names = hoisted.get(chunk.fileName);
          if (!names) continue;
          // On a line of its own: a chunk may end in a comment.
          chunk.code = `${chunk.code}\n${names.map((name) => `import${JSON.stringify(specifier(chunk.fileName, name))};`).join('')}\n`;
          chunk.imports = [...chunk.imports, ...names];
        }
      },
    },
  };
}
