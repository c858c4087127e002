/**
 * What an element's own code draws, read from the sources: the files its class reaches through
 * static and dynamic imports. A nested custom element (another `*.element.ts`) is a boundary: what
 * it draws lives in its own shadow root, where the outer element's `::part` cannot reach.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

export interface Source {
  path: string;
  text: string;
}

const read = (file: string): Source => ({ path: relative(root, file).split('\\').join('/'), text: readFileSync(file, 'utf8') });

/** Every source under a folder of the repository (TypeScript and CSS; no .d.ts). */
export function sourcesUnder(dir: string): Source[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [read(join(root, path))] : [];
  });
}

/** Relative modules a file loads at run time: `import`, `export ... from`, `import()`, CSS `?inline`. */
function importsOf(file: string, text: string): string[] {
  const found = text.matchAll(/\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g);
  return [...found].flatMap((match) => {
    if (match[1]) return [];
    const target = resolve(dirname(file), (match[2] ?? match[3]!).replace(/\?.*$/, ''));
    if (!existsSync(target)) throw new Error(`${relative(root, file)} imports ${match[2] ?? match[3]}, which the scan cannot find`);
    return [target];
  });
}

/**
 * The sources `starts` reach under elements/ (core draws nothing), stopping at other elements'
 * classes. Importing a `type` only is not a dependency at run time.
 */
export function reachedFrom(...starts: string[]): Source[] {
  const begin = new Set(starts.map((start) => resolve(root, start)));
  const seen = new Map<string, Source>();
  const todo = [...begin];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !file.startsWith(join(root, 'elements'))) continue;
    const source = read(file);
    seen.set(file, source);
    if (file.endsWith('.element.ts') && !begin.has(file)) continue;
    if (/\.tsx?$/.test(file)) todo.push(...importsOf(file, source.text));
  }
  return [...seen.values()];
}

/**
 * The sources that draw into one element's shadow root. app-shell opens pages by kind from the
 * page registry, not by import, so its tree also holds the registered pages (elements/pages/register.ts).
 */
export function drawnBy(tag: string): Source[] {
  const element = `elements/${tag}/${tag}.element.ts`;
  if (tag === 'app-shell') return reachedFrom(element, 'elements/pages/register.ts');
  const sources = reachedFrom(element);
  // A reference picker opens the find page from the page registry (kind `entityFind`), and the
  // find page draws the registry's `list` page: reached by kind, not by import.
  return sources.some((source) => source.path.endsWith('fields/RefPicker.tsx'))
    ? reachedFrom(element, 'elements/pages/list/FindPage.tsx', 'elements/pages/list/ListPage.tsx')
    : sources;
}

/** `part` names written in markup: JSX `part="x"`, a props object's `part: 'x'`, DOM code's `setAttribute('part', 'x')`. */
export function partsIn(sources: Source[]): string[] {
  const written = /\bpart(?:="|:\s*')([\w-]+)['"]|setAttribute\(\s*'part',\s*'([\w-]+)'\s*\)/g;
  return [
    ...new Set(
      sources.filter((source) => !source.path.endsWith('.css')).flatMap(({ text }) => [...text.matchAll(written)].map((found) => found[1] ?? found[2]!)),
    ),
  ].sort();
}

/** A `part` written some other way (a variable, a template): the scan could not read it. */
export function unreadableParts(sources: Source[]): string[] {
  return sources.flatMap(({ path, text }) =>
    [...text.matchAll(/<[a-z][\w-]*\b[^<>]*?\bpart=\{([^}]*)\}|setAttribute\(\s*'part',\s*([^'\s][^)]*)\)/g)].map(
      (found) => `${path}: ${found[0].slice(0, 80)}`,
    ),
  );
}

/** Custom properties the sources read (`var(--x`), CSS files and styles in TypeScript alike. */
export function customPropertiesRead(sources: Source[]): Set<string> {
  return new Set(sources.flatMap(({ text }) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((found) => found[1]!)));
}

/**
 * Custom properties the element declares on its host (`:host { --x: ... }`): its own knobs, which a
 * page overrides on the element. Shoelace's tokens are not the element's own.
 */
export function hostCustomProperties(sources: Source[]): string[] {
  const rules = sources.flatMap(({ text }) => [...text.matchAll(/(?:^|[}\s]):host\b[^{]*\{([^}]*)\}/g)].map((found) => found[1]!));
  const declared = rules.flatMap((body) => [...body.matchAll(/(--[\w-]+)\s*:/g)].map((found) => found[1]!));
  return [...new Set(declared.filter((name) => !name.startsWith('--sl-')))].sort();
}

export interface Emitted {
  file: string;
  name: string | null;
  cancelable: boolean;
  call: string;
}

/** Every `emit(host, ...)` / `emit<T>(host, ...)` call; `name` is null when it is not a string literal. */
export function emittedEvents(sources: Source[]): Emitted[] {
  return sources.flatMap(({ path, text }) =>
    // Not the helper's own definition (`function emit<T>(host: ...`).
    [...text.matchAll(/(?<!function )\bemit(?:<[^>]*>)?\(\s*([^,]+),\s*([^,)]+)([^;\n]*)/g)].map((found) => ({
      file: path,
      name: /^'([\w-]+)'$/.exec(found[2]!.trim())?.[1] ?? null,
      cancelable: /cancelable:\s*true/.test(found[3]!),
      call: found[0].slice(0, 120),
    })),
  );
}
