// @vitest-environment happy-dom
/**
 * The manifest (scripts/custom-elements-manifest.ts, written to dist/custom-elements.json) says
 * what the elements' code does, read from the sources: the modules are the shipped entries; the
 * attributes and properties are the element classes' `props` and their <Name>Props types; the
 * events are exactly those the element's code emits; the parts are exactly the `part` names its
 * code draws; its own custom properties are listed. What only a running class can show (observed
 * attributes, properties on an instance) is tests/elements/shared/custom-elements-manifest.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_MODULE, buildManifest, expandAliases, interfaceBody, localAliases, parseTagLine, readJsDoc } from '../../scripts/custom-elements-manifest.ts';
import type { ManifestDeclaration } from '../../scripts/custom-elements-manifest.ts';
import { customPropertiesRead, drawnBy, emittedEvents, hostCustomProperties, partsIn, root, sourcesUnder, unreadableParts } from './element-sources.ts';

const manifest = buildManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations.map((declaration) => ({ path: module.path, declaration })));
const TAGS = ['app-shell', 'entity-form', 'entity-list', 'pdf-viewer'];
const names = (items: Array<{ name: string }>) => items.map((item) => item.name).sort();
const sourceOf = (path: string) => readFileSync(join(root, path), 'utf8');
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** vite.config.ts's library entries: output name → source (`name: resolve(root, '...')` and the mapped list of elements/entries). */
function viteEntries(): Map<string, string> {
  const config = sourceOf('vite.config.ts');
  const entries = new Map<string, string>();
  for (const found of config.matchAll(/(?:'([\w-]+)'|(\w+)):\s*resolve\(root,\s*'([^']+)'\)/g)) entries.set(found[1] ?? found[2]!, found[3]!);
  const mapped = /\[([^\]]+)\]\.map\(\(name\) => \[name, resolve\(root, `([^`]*)\$\{name\}([^`]*)`\)\]\)/.exec(config);
  for (const name of mapped ? [...mapped[1]!.matchAll(/'([\w-]+)'/g)].map((found) => found[1]!) : []) entries.set(name, `${mapped![2]}${name}${mapped![3]}`);
  return entries;
}

/** `props: { baseUrl: 'string', settings: 'object' }` of an element file. */
function propKinds(elementSource: string): Map<string, string> {
  const literal = /\bprops:\s*\{([^}]*)\}/.exec(elementSource)?.[1] ?? '';
  return new Map([...literal.matchAll(/(\w+):\s*'(string|object)'/g)].map((found) => [found[1]!, found[2]!]));
}

/** `{ a?: string; b: Row }` → { a: 'string', b: 'Row' }. */
function membersOf(body: string): Map<string, string> {
  return new Map(
    body
      .slice(2, -2)
      .split('; ')
      .map((member) => /^(\w+)\??:\s*(.+)$/.exec(member)!)
      .map((found) => [found[1]!, found[2]!]),
  );
}

/** `'row-open': CustomEvent<RowOpenDetail>` entries of an event map interface → row-open → RowOpenDetail. */
function eventMap(name: string, typesSource: string): Map<string, string> {
  return new Map([...interfaceBody(name, typesSource)!.matchAll(/'([\w-]+)': CustomEvent<(\w+)>/g)].map((found) => [found[1]!, found[2]!]));
}

const elementSources = sourcesUnder('elements');
const emitted = emittedEvents(elementSources.filter((source) => source.path !== 'elements/shared/emit.ts'));

describe('custom-elements.json: modules', () => {
  it('describes the four public elements, each once', () => {
    expect(declarations.map(({ declaration }) => declaration.tagName).sort()).toEqual(TAGS);
  });

  it.each(declarations)('$declaration.tagName is declared in its own shipped entry, which vite builds from elements/entries', ({ path, declaration }) => {
    expect(path).toBe(`dist/${declaration.tagName}.js`);
    const source = viteEntries().get(declaration.tagName);
    expect(source, `vite.config.ts builds dist/${declaration.tagName}.js`).toBe(`elements/entries/${declaration.tagName}.ts`);
    const entry = sourceOf(source!);
    expect(entry).toContain(`registerTag('${declaration.tagName}', ${declaration.name})`);
    expect(entry).toMatch(new RegExp(`export \\{[^}]*\\b${declaration.name}\\b[^}]*\\}`));
    const module = manifest.modules.find((candidate) => candidate.path === path)!;
    expect(module.exports).toEqual([
      { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
      { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: path } },
    ]);
  });

  it('the main entry (dist/elements.js, built from elements/index.ts) exports and registers all four', () => {
    expect(viteEntries().get('elements')).toBe('elements/index.ts');
    const main = manifest.modules.find((module) => module.path === MAIN_MODULE)!;
    expect(main.declarations).toEqual([]);
    const index = sourceOf('elements/index.ts');
    const define = sourceOf('elements/entries/define.ts');
    expect(index).toMatch(/^defineElements\(\);$/m);
    for (const { path, declaration } of declarations) {
      const reference = { name: declaration.name, module: path };
      expect(main.exports).toContainEqual({ kind: 'js', name: declaration.name, declaration: reference });
      expect(main.exports).toContainEqual({ kind: 'custom-element-definition', name: declaration.tagName, declaration: reference });
      expect(index).toMatch(new RegExp(`export \\{[^}]*\\b${declaration.name}\\b[^}]*\\}`));
      expect(define).toContain(`'${declaration.tagName}': ${declaration.name},`);
    }
    expect(main.exports).toHaveLength(declarations.length * 2);
  });
});

describe.each(declarations)('custom-elements.json: <$declaration.tagName>', ({ declaration }: { declaration: ManifestDeclaration }) => {
  const tag = declaration.tagName;
  const elementSource = sourceOf(`elements/${tag}/${tag}.element.ts`);
  const typesSource = sourceOf(`elements/${tag}/${tag}.types.ts`);
  const aliases = localAliases(typesSource);
  const drawn = drawnBy(tag);

  it('has a summary, a description, and a description of everything it lists', () => {
    expect(declaration.summary.length).toBeGreaterThan(20);
    expect(declaration.description.length).toBeGreaterThan(40);
    const described = [...declaration.attributes, ...declaration.members, ...declaration.events, ...declaration.cssParts, ...declaration.cssProperties];
    expect(described.filter((item) => !item.description).map((item) => item.name)).toEqual([]);
  });

  it('its attributes are the class\u2019s string props and its property-only members its object props', () => {
    const kinds = propKinds(elementSource);
    const strings = [...kinds].filter(([, kind]) => kind === 'string').map(([name]) => name);
    const objects = [...kinds].filter(([, kind]) => kind === 'object').map(([name]) => name);
    expect(declaration.attributes.map((attribute) => attribute.fieldName).sort()).toEqual(strings.sort());
    expect(declaration.attributes.every((attribute) => attribute.name === kebab(attribute.fieldName) && attribute.type?.text === 'string')).toBe(true);
    expect(names(declaration.members.filter((member) => !member.attribute))).toEqual(objects.sort());
    for (const attribute of declaration.attributes) {
      expect(declaration.members).toContainEqual({
        kind: 'field',
        name: attribute.fieldName,
        type: { text: 'string' },
        description: attribute.description,
        attribute: attribute.name,
        reflects: true,
      });
    }
  });

  it('its members and their types are those of its Props interface', () => {
    const props = membersOf(interfaceBody(`${declaration.name.replace(/Element$/, '')}Props`, typesSource)!);
    expect(names(declaration.members)).toEqual([...props.keys()].sort());
    for (const member of declaration.members) expect(member.type?.text, member.name).toBe(expandAliases(props.get(member.name)!, aliases));
  });

  it('declares exactly the events its code emits, with the detail types of its event map', () => {
    const own = emitted.filter((call) => drawn.some((source) => source.path === call.file));
    expect(names(declaration.events)).toEqual([...new Set(own.map((call) => call.name!))].sort());
    const map = eventMap(`${declaration.name.replace(/Element$/, '')}EventMap`, typesSource);
    expect(names(declaration.events)).toEqual([...map.keys()].sort());
    for (const event of declaration.events) {
      expect(event.type?.text).toBe(`CustomEvent<${expandAliases(interfaceBody(map.get(event.name)!, typesSource)!, aliases)}>`);
      const cancelable = own.some((call) => call.name === event.name && call.cancelable);
      expect(/\bcancelable\b/i.test(event.description ?? ''), `${event.name}: the description says whether it is cancelable`).toBe(cancelable);
    }
  });

  it('lists exactly the parts its code draws', () => {
    expect(unreadableParts(drawn)).toEqual([]);
    expect(names(declaration.cssParts)).toEqual(partsIn(drawn));
  });

  it('lists its own custom properties, and only tokens its styles read', () => {
    const read = customPropertiesRead(drawn);
    const own = hostCustomProperties(drawn);
    const listed = names(declaration.cssProperties);
    expect(
      own.filter((name) => !listed.includes(name)),
      'custom properties declared on :host',
    ).toEqual([]);
    const named = listed.filter((name) => name !== '--sl-*');
    expect(
      listed.filter((name) => name.includes('*') && name !== '--sl-*'),
      'only Shoelace\u2019s tokens are listed by a pattern',
    ).toEqual([]);
    expect(
      named.filter((name) => !read.has(name) && !own.includes(name)),
      'listed but never read',
    ).toEqual([]);
  });
});

describe('custom-elements.json: every emit', () => {
  it('names its event with a string literal', () => {
    expect(emitted.length).toBeGreaterThan(0);
    expect(emitted.filter((call) => call.name === null).map((call) => `${call.file}: ${call.call}`)).toEqual([]);
  });

  it('is in the code of an element that declares it', () => {
    const declared = (file: string, name: string | null) =>
      declarations.some(
        ({ declaration }) => declaration.events.some((event) => event.name === name) && drawnBy(declaration.tagName).some((source) => source.path === file),
      );
    expect(emitted.filter((call) => !declared(call.file, call.name)).map((call) => `${call.file}: ${call.name}`)).toEqual([]);
  });
});

describe('the scans themselves', () => {
  it('find a new undeclared event', () => {
    const calls = emittedEvents([
      { path: 'elements/entity-list/extra.tsx', text: "onX={() => emit<XDetail>(host, 'row-archived', { key })}\nemit(host, name, detail);" },
    ]);
    expect(calls.map((call) => call.name)).toEqual(['row-archived', null]);
  });

  it('find parts written three ways, and flag one they cannot read', () => {
    const text = `<div part="a" /><input {...{ part: 'b' }} />; box.setAttribute('part', 'c'); <span part={name} />; <Card part={data} />`;
    const sources = [{ path: 'x.tsx', text }];
    expect(partsIn(sources)).toEqual(['a', 'b', 'c']);
    expect(unreadableParts(sources)).toHaveLength(1);
  });

  it('read a JSDoc block whole: wrapped tags, braces inside a type, the description before the tags', () => {
    const doc = readJsDoc(
      '/**\n * First line\n * and more.\n *\n * Second.\n *\n * @tag x-y\n * @summary One\n * two.\n * @prop {A & { b?: C[] }} query - Long\n *   text.\n */',
    );
    expect(doc).toEqual({
      description: 'First line and more.\n\nSecond.',
      summary: 'One two.',
      tags: [{ tag: 'prop', type: 'A & { b?: C[] }', name: 'query', description: 'Long text.' }],
    });
    expect(parseTagLine('@cssprop --sl-* - Any token')).toEqual({ tag: 'cssprop', type: undefined, name: '--sl-*', description: 'Any token' });
  });
});
