// Writes dist/custom-elements.json (the Custom Elements Manifest read by IDEs and docs) from the
// JSDoc of each `elements/<tag>/<tag>.element.ts`: @summary @attr @prop @fires @csspart @cssprop.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

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

function declarationOf(file: string) {
  const source = readFileSync(file, 'utf8');
  const tagName = /customElements\.define\(\s*['"]([\w-]+)['"]/.exec(source)?.[1];
  if (!tagName) return null;
  const className = /export\s+(?:const|class)\s+(\w+)/.exec(source)?.[1] ?? tagName;
  const lines = jsDocLines(source);
  const summaryLine = lines.find((line) => line.startsWith('@summary'));
  const description = lines.filter((line) => line && !line.startsWith('@')).join(' ').trim();
  const tags = lines.map(parseTagLine).filter((entry): entry is TagLine => entry !== null);
  const pick = (tag: string) => tags.filter((entry) => entry.tag === tag).map(describe);
  return {
    tagName,
    className,
    declaration: {
      kind: 'class',
      name: className,
      tagName,
      customElement: true,
      summary: summaryLine?.replace(/^@summary\s*/, '') ?? '',
      description,
      attributes: pick('attr'),
      members: pick('prop').map((prop) => ({ kind: 'field', ...prop })),
      events: pick('fires'),
      cssParts: pick('csspart'),
      cssProperties: pick('cssprop'),
    },
  };
}

function elementFiles(): string[] {
  const base = join(root, 'elements');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(base, dir.name)).filter((name) => name.endsWith('.element.ts')).map((name) => join(base, dir.name, name)))
    .sort();
}

const modules = elementFiles().flatMap((file) => {
  const found = declarationOf(file);
  if (!found) return [];
  const path = relative(root, file).split('\\').join('/');
  return [
    {
      kind: 'javascript-module',
      path,
      declarations: [found.declaration],
      exports: [
        { kind: 'js', name: found.className, declaration: { name: found.className, module: path } },
        { kind: 'custom-element-definition', name: found.tagName, declaration: { name: found.className, module: path } },
      ],
    },
  ];
});

const outDir = join(root, 'dist');
if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'custom-elements.json'), `${JSON.stringify({ schemaVersion: '1.0.0', readme: '', modules }, null, 2)}\n`);
console.log(`custom-elements.json: ${modules.map((entry) => entry.declarations[0]!.tagName).join(', ') || 'no elements'}`);
