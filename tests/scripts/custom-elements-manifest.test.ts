/**
 * The manifest (scripts/custom-elements-manifest.ts, written to dist/custom-elements.json) says
 * what the elements really do: its attributes and properties are the element classes' observed
 * attributes (an @attr is read from its attribute, a @prop is not), its events are exactly those
 * the element code emits through `emit(host, 'name', ...)`, each with a detail type, and its parts
 * are the `part` names in the elements' markup.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../scripts/custom-elements-manifest.ts';
import type { ManifestDeclaration } from '../../scripts/custom-elements-manifest.ts';

const root = resolve(import.meta.dirname, '../..');
const manifest = buildManifest();
const declarations = manifest.modules.map((module) => ({ path: module.path, declaration: module.declarations[0]! }));
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function sourcesUnder(dir: string): Array<{ path: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [{ path: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }] : [];
  });
}

const sources = sourcesUnder(join(root, 'elements')).filter((source) => source.path !== 'elements/shared/emit.ts');

interface Emitted { file: string; name: string | null; cancelable: boolean; call: string }

/** Every `emit(host, ...)` / `emit<T>(host, ...)` call; `name` null when it is not a string literal. */
function emittedEvents(files: Array<{ path: string; text: string }>): Emitted[] {
  return files.flatMap(({ path, text }) =>
    // Not the helper's own definition (`function emit<T>(host: ...`).
    [...text.matchAll(/(?<!function )\bemit(?:<[^>]*>)?\(\s*([^,]+),\s*([^,)]+)([^;\n]*)/g)].map((found) => ({
        file: path,
        name: /^'([\w-]+)'$/.exec(found[2]!.trim())?.[1] ?? null,
        cancelable: /cancelable:\s*true/.test(found[3]!),
        call: found[0].slice(0, 120),
      })),
  );
}

const emitted = emittedEvents(sources);

/** The element whose folder holds a file (`elements/entity-list/...` → `entity-list`). */
const ownerOf = (file: string) => declarations.find(({ path }) => file.startsWith(`${path.split('/').slice(0, 2).join('/')}/`))?.declaration;

describe('custom-elements.json', () => {
  it('describes the four public elements', () => {
    expect(declarations.map(({ declaration }) => declaration.tagName).sort()).toEqual(['app-shell', 'entity-form', 'entity-list', 'pdf-viewer']);
  });

  it.each(declarations)('$declaration.tagName: attributes and properties are what the class observes', async ({ path, declaration }) => {
    await import(/* @vite-ignore */ resolve(root, path));
    const constructor = customElements.get(declaration.tagName) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
    expect(constructor, `<${declaration.tagName}> is defined by ${path}`).toBeTruthy();
    const observed = [...(constructor!.observedAttributes ?? [])].sort();
    const documented = [...declaration.attributes.map((a) => a.name), ...declaration.members.map((m) => kebab(m.name))].sort();
    expect(documented).toEqual(observed);

    const element = document.createElement(declaration.tagName) as HTMLElement & Record<string, unknown>;
    for (const attribute of declaration.attributes) {
      element.setAttribute(attribute.name, 'from-attribute');
      expect(element[attribute.fieldName], `${attribute.name} is read into ${attribute.fieldName}`).toBe('from-attribute');
    }
    for (const member of declaration.members) {
      element.setAttribute(kebab(member.name), '{"from":"attribute"}');
      expect(element[member.name], `${member.name} is a property only`).toBeUndefined();
    }
  });

  it('every emit names its event with a string literal', () => {
    expect(emitted.length).toBeGreaterThan(0);
    expect(emitted.filter((call) => call.name === null).map((call) => `${call.file}: ${call.call}`)).toEqual([]);
  });

  it.each(declarations)('$declaration.tagName: declares exactly the events its code emits, each with a detail type', ({ declaration }) => {
    const own = emitted.filter((call) => ownerOf(call.file) === declaration);
    const names = [...new Set(own.map((call) => call.name!))].sort();
    expect(declaration.events.map((event) => event.name).sort()).toEqual(names);
    for (const event of declaration.events) {
      expect(event.type?.text, `${event.name} has its detail type`).toMatch(/^CustomEvent<\{ .+ \}>$/);
      const cancelable = own.some((call) => call.name === event.name && call.cancelable);
      expect(/cancelable/i.test(event.description ?? ''), `${event.name}: the description says whether it is cancelable`).toBe(cancelable);
    }
  });

  it('an event emitted outside the element folders is declared by an element', () => {
    const declared = new Set(declarations.flatMap(({ declaration }) => declaration.events.map((event) => event.name)));
    const stray = emitted.filter((call) => !ownerOf(call.file) && !declared.has(call.name!));
    expect(stray.map((call) => `${call.file}: ${call.name}`)).toEqual([]);
  });

  it('the parts are the part names of the elements\u2019 markup', () => {
    // JSX `part="x"`, a props object's `part: 'x'`, and DOM code's `setAttribute('part', 'x')`.
    const written = /\bpart(?:="|: ')([\w-]+)['"]|setAttribute\('part', '([\w-]+)'\)/g;
    const inMarkup = new Set(sources.flatMap(({ text }) => [...text.matchAll(written)].map((found) => found[1] ?? found[2]!)));
    const documented = new Set(declarations.flatMap(({ declaration }: { declaration: ManifestDeclaration }) => declaration.cssParts.map((part) => part.name)));
    expect([...inMarkup].filter((name) => !documented.has(name)).sort(), 'parts in the markup that no element documents').toEqual([]);
    expect([...documented].filter((name) => !inMarkup.has(name)).sort(), 'documented parts that nothing draws').toEqual([]);
  });
});

describe('the emit scan', () => {
  it('finds a new undeclared event, so the manifest test fails for it', () => {
    const calls = emittedEvents([{ path: 'elements/entity-list/extra.tsx', text: "onX={() => emit<XDetail>(host, 'row-archived', { key })}\nemit(host, name, detail);" }]);
    expect(calls.map((call) => call.name)).toEqual(['row-archived', null]);
    const list = declarations.find(({ declaration }) => declaration.tagName === 'entity-list')!.declaration;
    expect(list.events.map((event) => event.name)).not.toContain('row-archived');
  });
});
