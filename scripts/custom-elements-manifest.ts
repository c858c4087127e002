// Writes dist/custom-elements.json (the Custom Elements Manifest read by IDEs and docs) from the
// JSDoc of each `elements/<tag>/<tag>.element.ts`: @summary @attr @prop @fires @csspart @cssprop.
// Paths are relative to the package root and name the shipped files (dist/<tag>.js and the main
// dist/elements.js), since that is what an IDE resolves in an installed package. An event's type
// is the `CustomEvent<Detail>` of its element's <Name>EventMap (in `<tag>.types.ts`), with the
// detail interface written out, so a reader of the manifest sees every field.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** The main entry: registers every element (vite.config.ts builds it from elements/index.ts). */
export const MAIN_MODULE = 'dist/elements.js';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}

export interface TagLine {
  tag: string;
  type?: string;
  name: string;
  description: string;
}

export type ManifestAttribute = Described & { fieldName: string };
export type ManifestMember = Described & { kind: 'field'; attribute?: string; reflects?: boolean };

export interface ManifestDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  members: ManifestMember[];
  events: Described[];
  cssParts: Described[];
  cssProperties: Described[];
}

interface Reference {
  name: string;
  module: string;
}
export type ManifestExport = { kind: 'js'; name: string; declaration: Reference } | { kind: 'custom-element-definition'; name: string; declaration: Reference };

export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ManifestDeclaration[];
  exports: ManifestExport[];
}

export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: ManifestModule[];
}

/** The index just past the `}` matching the `{` at `from`, or -1. */
function closingBrace(text: string, from: number): number {
  let depth = 0;
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) return at + 1;
  }
  return -1;
}

/**
 * `@attr {string} base-url - Where the app lives` → { tag, type, name, description }. The type
 * may hold braces of its own (`{Record<string, unknown> & { conditions?: Condition[] }}`).
 */
export function parseTagLine(line: string): TagLine | null {
  const head = /^@(\w+)\s*/.exec(line.trim());
  if (!head) return null;
  let rest = line.trim().slice(head[0].length);
  let type: string | undefined;
  if (rest.startsWith('{')) {
    const end = closingBrace(rest, 0);
    if (end < 0) return null;
    type = rest.slice(1, end - 1).trim();
    rest = rest.slice(end).trimStart();
  }
  const found = /^(\S+)(?:\s+-?\s*([\s\S]*))?$/.exec(rest);
  if (!found) return null;
  return { tag: head[1]!, type, name: found[1]!, description: (found[2] ?? '').trim() };
}

interface JsDoc {
  description: string;
  tags: TagLine[];
  summary: string;
}

/**
 * The element's doc block (the one with `@tag`): the text before the first tag is the
 * description; a line that does not start a tag continues the tag above it, so a wrapped
 * summary or description arrives whole.
 */
export function readJsDoc(source: string): JsDoc | null {
  for (const found of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = found[1]!.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim());
    if (!lines.some((line) => line.startsWith('@tag'))) continue;
    const prose: string[] = [];
    const raw: string[] = [];
    for (const line of lines) {
      if (line.startsWith('@')) raw.push(line);
      else if (raw.length && line) raw[raw.length - 1] += ` ${line}`;
      else if (!raw.length) prose.push(line);
    }
    const summary = raw.find((line) => line.startsWith('@summary'))?.replace(/^@summary\s*/, '') ?? '';
    const tags = raw
      .filter((line) => !/^@(summary|tag)\b/.test(line))
      .map(parseTagLine)
      .filter((entry): entry is TagLine => entry !== null);
    const paragraphs = prose
      .join('\n')
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim());
    const description = paragraphs.filter(Boolean).join('\n\n');
    return { description, tags, summary };
  }
  return null;
}

function describe(entry: TagLine): Described {
  return {
    name: entry.name,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.type ? { type: { text: entry.type } } : {}),
  };
}

/** `page-id` → `pageId`: the property r2wc gives an attribute. */
export const fieldNameOf = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `export type Name = ...;` of one file, so a detail reads `'add' | 'edit' | 'detail'`, not a name the package does not export. */
export function localAliases(source: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const found of source.matchAll(/export type (\w+) = ([^;]+);/g)) aliases.set(found[1]!, found[2]!.replace(/\s+/g, ' ').trim());
  return aliases;
}

export function expandAliases(text: string, aliases: Map<string, string>): string {
  return text.replace(/\b\w+\b/g, (word) => aliases.get(word) ?? word);
}

/** The body of `export interface name { ... }` as one line without comments, or null. */
export function interfaceBody(name: string, source: string): string | null {
  const start = new RegExp(`export interface ${name}\\b[^{]*\\{`).exec(source);
  if (!start) return null;
  const end = closingBrace(source, start.index + start[0].length - 1);
  const body = source
    .slice(start.index + start[0].length, end - 1)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');
  const members = body
    .split(/[;\n]/)
    .map((member) => member.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return `{ ${members.join('; ')} }`;
}

/** Event name → `CustomEvent<{ ...detail }>`, from the element's <Name>EventMap in its types file. */
function eventTypes(typesSource: string): Map<string, string> {
  const aliases = localAliases(typesSource);
  const types = new Map<string, string>();
  const map = /export interface \w+EventMap\b[^{]*\{/.exec(typesSource);
  if (!map) return types;
  const body = typesSource.slice(map.index, closingBrace(typesSource, map.index + map[0].length - 1));
  for (const found of body.matchAll(/'([\w-]+)':\s*CustomEvent<(\w+)>/g)) {
    const detail = interfaceBody(found[2]!, typesSource);
    types.set(found[1]!, `CustomEvent<${detail ? expandAliases(detail, aliases) : found[2]!}>`);
  }
  return types;
}

/** The `<tag>.types.ts` beside an element file (its public, React-free types), or ''. */
function typesSourceOf(file: string): string {
  const types = file.replace(/\.element\.ts$/, '.types.ts');
  return existsSync(types) ? readFileSync(types, 'utf8') : '';
}

function declarationOf(file: string): ManifestDeclaration | null {
  const source = readFileSync(file, 'utf8');
  const doc = readJsDoc(source);
  const tagName = doc && /@tag\s+([\w-]+)/.exec(source)?.[1];
  if (!doc || !tagName) return null;
  const className = /export\s+(?:const|class)\s+(\w+)/.exec(source)?.[1] ?? tagName;
  const pick = (tag: string) => doc.tags.filter((entry) => entry.tag === tag).map(describe);
  const detailTypes = eventTypes(typesSourceOf(file));
  const attributes = pick('attr').map((attribute) => ({ ...attribute, fieldName: fieldNameOf(attribute.name) }));
  return {
    kind: 'class',
    name: className,
    tagName,
    customElement: true,
    summary: doc.summary,
    description: doc.description,
    attributes,
    // r2wc gives each attribute a camelCase property and writes a set property back to it.
    members: [
      ...attributes.map(({ fieldName, name, ...rest }): ManifestMember => ({ kind: 'field', name: fieldName, ...rest, attribute: name, reflects: true })),
      ...pick('prop').map((prop): ManifestMember => ({ kind: 'field', ...prop })),
    ],
    events: pick('fires').map((event) => ({ ...event, ...(detailTypes.has(event.name) ? { type: { text: detailTypes.get(event.name)! } } : {}) })),
    cssParts: pick('csspart'),
    cssProperties: pick('cssprop'),
  };
}

export function elementFiles(): string[] {
  const base = join(root, 'elements');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(base, dir.name))
        .filter((name) => name.endsWith('.element.ts'))
        .map((name) => join(base, dir.name, name)),
    )
    .sort();
}

/** The shipped module of one element: `elements/entries/<tag>.ts`, built to `dist/<tag>.js`. */
function moduleOf(tagName: string): string {
  if (!existsSync(join(root, 'elements/entries', `${tagName}.ts`))) {
    throw new Error(`custom-elements.json: <${tagName}> has no entry elements/entries/${tagName}.ts, so no shipped module to name`);
  }
  return `dist/${tagName}.js`;
}

function definitionExports(declaration: ManifestDeclaration, module: string): ManifestExport[] {
  const reference = { name: declaration.name, module };
  return [
    { kind: 'js', name: declaration.name, declaration: reference },
    { kind: 'custom-element-definition', name: declaration.tagName, declaration: reference },
  ];
}

/** The manifest of the public elements, from their sources. */
export function buildManifest(): Manifest {
  const declarations = elementFiles().flatMap((file) => declarationOf(file) ?? []);
  const modules: ManifestModule[] = declarations.map((declaration) => {
    const path = moduleOf(declaration.tagName);
    return { kind: 'javascript-module', path, declarations: [declaration], exports: definitionExports(declaration, path) };
  });
  // The main entry declares nothing itself: it re-exports and registers the classes declared above.
  modules.push({
    kind: 'javascript-module',
    path: MAIN_MODULE,
    declarations: [],
    exports: declarations.flatMap((declaration) => definitionExports(declaration, moduleOf(declaration.tagName))),
  });
  return { schemaVersion: '1.0.0', readme: '', modules };
}

function writeManifest(): void {
  const manifest = buildManifest();
  const outDir = join(root, 'dist');
  if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tags = manifest.modules.flatMap((entry) => entry.declarations.map((declaration) => declaration.tagName));
  console.log(`custom-elements.json: ${tags.join(', ') || 'no elements'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeManifest();
