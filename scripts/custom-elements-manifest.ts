// Writes dist/custom-elements.json (the Custom Elements Manifest read by IDEs and docs) from the
// JSDoc of each `elements/<tag>/<tag>.element.ts`: @summary @attr @prop @fires @csspart @cssprop.
// An event's type is the `CustomEvent<Detail>` its element declares in GlobalEventHandlersEventMap,
// with the detail interface written out, so a reader of the manifest sees every field.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}

interface TagLine {
  tag: string;
  type?: string;
  name: string;
  description: string;
}

export interface ManifestDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: Array<Described & { fieldName: string }>;
  members: Array<Described & { kind: 'field' }>;
  events: Described[];
  cssParts: Described[];
  cssProperties: Described[];
}

export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: Array<{ kind: 'javascript-module'; path: string; declarations: ManifestDeclaration[]; exports: unknown[] }>;
}

/** `@attr {string} base-url - Where the app lives` → { tag, type, name, description }. */
function parseTagLine(line: string): TagLine | null {
  const found = /^@(\w+)\s+(?:\{([^}]*)\}\s+)?(\S+)(?:\s+-?\s*(.*))?$/.exec(line.trim());
  if (!found) return null;
  return { tag: found[1]!, type: found[2], name: found[3]!, description: (found[4] ?? '').trim() };
}

function jsDocLines(source: string): string[] {
  const block = /\/\*\*([\s\S]*?)\*\//g;
  for (const found of source.matchAll(block)) {
    const lines = found[1]!.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
    if (lines.some((line) => line.startsWith('@summary'))) return lines;
  }
  return [];
}

function describe(entry: TagLine): Described {
  return {
    name: entry.name,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.type ? { type: { text: entry.type } } : {}),
  };
}

/** `page-id` → `pageId`: the property r2wc gives an attribute. */
const fieldNameOf = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every TypeScript source under elements/, read once. */
function elementSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) sources.set(path, readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'elements'));
  return sources;
}

/** The body of `export interface name { ... }` as one line without comments, or null. */
function interfaceBody(name: string, sources: Map<string, string>): string | null {
  for (const source of sources.values()) {
    const start = new RegExp(`export interface ${name}\\b[^{]*\\{`).exec(source);
    if (!start) continue;
    let depth = 1;
    let at = start.index + start[0].length;
    const from = at;
    while (depth > 0 && at < source.length) {
      if (source[at] === '{') depth += 1;
      else if (source[at] === '}') depth -= 1;
      at += 1;
    }
    const body = source.slice(from, at - 1).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
    const members = body.split(/[;\n]/).map((member) => member.trim().replace(/\s+/g, ' ')).filter(Boolean);
    return `{ ${members.join('; ')} }`;
  }
  return null;
}

/** Event name → `CustomEvent<{ ...detail }>` from the element's GlobalEventHandlersEventMap entries. */
function eventTypes(source: string, sources: Map<string, string>): Map<string, string> {
  const types = new Map<string, string>();
  for (const found of source.matchAll(/'([\w-]+)':\s*CustomEvent<(\w+)>/g)) {
    const body = interfaceBody(found[2]!, sources);
    types.set(found[1]!, `CustomEvent<${body ?? found[2]!}>`);
  }
  return types;
}

function declarationOf(file: string, sources: Map<string, string>): ManifestDeclaration | null {
  const source = readFileSync(file, 'utf8');
  const tagName = /@tag\s+([\w-]+)/.exec(source)?.[1];
  if (!tagName) return null;
  const className = /export\s+(?:const|class)\s+(\w+)/.exec(source)?.[1] ?? tagName;
  const lines = jsDocLines(source);
  const summaryLine = lines.find((line) => line.startsWith('@summary'));
  const description = lines.filter((line) => line && !line.startsWith('@')).join(' ').trim();
  const tags = lines.map(parseTagLine).filter((entry): entry is TagLine => entry !== null);
  const pick = (tag: string) => tags.filter((entry) => entry.tag === tag).map(describe);
  const detailTypes = eventTypes(source, sources);
  return {
    kind: 'class',
    name: className,
    tagName,
    customElement: true,
    summary: summaryLine?.replace(/^@summary\s*/, '') ?? '',
    description,
    attributes: pick('attr').map((attribute) => ({ ...attribute, fieldName: fieldNameOf(attribute.name) })),
    members: pick('prop').map((prop) => ({ kind: 'field', ...prop })),
    events: pick('fires').map((event) => ({ ...event, ...(detailTypes.has(event.name) ? { type: { text: detailTypes.get(event.name)! } } : {}) })),
    cssParts: pick('csspart'),
    cssProperties: pick('cssprop'),
  };
}

function elementFiles(): string[] {
  const base = join(root, 'elements');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(base, dir.name)).filter((name) => name.endsWith('.element.ts')).map((name) => join(base, dir.name, name)))
    .sort();
}

/** The manifest of the public elements, from their sources. */
export function buildManifest(): Manifest {
  const sources = elementSources();
  const modules = elementFiles().flatMap((file) => {
    const declaration = declarationOf(file, sources);
    if (!declaration) return [];
    const path = relative(root, file).split('\\').join('/');
    const reference = { name: declaration.name, module: path };
    return [{
      kind: 'javascript-module' as const,
      path,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: declaration.name, declaration: reference },
        { kind: 'custom-element-definition', name: declaration.tagName, declaration: reference },
      ],
    }];
  });
  return { schemaVersion: '1.0.0', readme: '', modules };
}

function writeManifest(): void {
  const manifest = buildManifest();
  const outDir = join(root, 'dist');
  if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tags = manifest.modules.map((entry) => entry.declarations[0]!.tagName);
  console.log(`custom-elements.json: ${tags.join(', ') || 'no elements'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeManifest();
