/**
 * `dist/THIRD-PARTY-LICENSES.md`: every npm package whose code the main build ships, read from
 * the bundle's own module ids (and the emitted files' origins, such as pdf.js's workers), so the
 * list follows the dependencies without anyone keeping it. A package whose licence is not
 * permissive fails the build, except the copyleft packages of SEPARATE below, which must sit in a
 * lazy chunk of their own with their licence text beside it (README "Licence": replaceable).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Separate {
  /** The chunk's name (`chunks/<chunk>-<hash>.js`) and of its licence file (`licenses/<chunk>.LICENSE.txt`). */
  chunk: string;
  /** The licence we checked the texts for; a package that changes it needs a new look. */
  licence: string;
  /** Full licence texts in scripts/licenses shipped with it (the package itself has only a note). */
  texts: string[];
}

/** LGPL-3.0 is the GPL-3.0 plus extra permissions, and asks for both texts to travel with the code (§4b). */
export const SEPARATE: Readonly<Record<string, Separate>> = {
  '@breezystack/lamejs': { chunk: 'lamejs', licence: 'LGPL-3.0', texts: ['LGPL-3.0.txt', 'GPL-3.0.txt'] },
};

const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-CLAUSE',
  'BSD-3-CLAUSE',
  '0BSD',
  'APACHE-2.0',
  'UNLICENSE',
  'CC0-1.0',
  'ZLIB',
  'BLUEOAK-1.0.0',
  'PYTHON-2.0',
]);

export interface PackageRef {
  /** The folder under node_modules: the installed name, an npm alias's own name included. */
  name: string;
  dir: string;
}

/** A module id as a file path: plugins mark virtual modules with \0 and variants with a query (`?url`). */
export function cleanId(id: string): string {
  return id
    .replace(/^\0/, '')
    .replace(/[?#].*$/, '')
    .replaceAll('\\', '/');
}

/** The package a module id comes from (the innermost node_modules folder), or null for our own code. */
export function packageOf(id: string): PackageRef | null {
  const path = cleanId(id);
  const marker = '/node_modules/';
  const at = path.lastIndexOf(marker);
  if (at < 0) return null;
  const [first = '', second = ''] = path.slice(at + marker.length).split('/');
  const name = first.startsWith('@') ? (second ? `${first}/${second}` : '') : first;
  if (!name || name.startsWith('.')) return null;
  return { name, dir: path.slice(0, at + marker.length) + name };
}

/** For output.manualChunks: the chunk of its own a SEPARATE package's module goes to. */
export function separateChunkOf(id: string): string | undefined {
  const ref = packageOf(id);
  return ref ? SEPARATE[ref.name]?.chunk : undefined;
}

export type LicenceClass = 'permissive' | 'lgpl' | 'other';
const RANK: LicenceClass[] = ['permissive', 'lgpl', 'other'];

/**
 * Sorts an SPDX expression: `A OR B` is as free as its freer side (we may pick it), `A AND B` as
 * bound as its stricter one. Anything unreadable or missing counts as `other`.
 */
export function classifyLicence(expression: string | undefined): LicenceClass {
  const tokens = (expression ?? '').replace(/[()]/g, ' $& ').trim().split(/\s+/).filter(Boolean);
  let at = 0;
  const worst = (a: number, b: number) => Math.max(a, b);
  const best = (a: number, b: number) => Math.min(a, b);
  const atom = (): number => {
    const token = tokens[at++];
    if (token === undefined || token === ')') return 2;
    if (token === '(') {
      const inner = either();
      return tokens[at++] === ')' ? inner : 2;
    }
    if (tokens[at]?.toUpperCase() === 'WITH') at += 2;
    const id = token.toUpperCase();
    if (PERMISSIVE.has(id)) return 0;
    return /^LGPL-/.test(id) ? 1 : 2;
  };
  const both = (): number => {
    let rank = atom();
    while (tokens[at]?.toUpperCase() === 'AND') {
      at += 1;
      rank = worst(rank, atom());
    }
    return rank;
  };
  const either = (): number => {
    let rank = both();
    while (tokens[at]?.toUpperCase() === 'OR') {
      at += 1;
      rank = best(rank, both());
    }
    return rank;
  };
  if (!tokens.length) return 'other';
  const rank = either();
  return at === tokens.length ? RANK[rank]! : 'other';
}

/** package.json's licence in its current (`license`) or old (`licenses: [{ type }]`) shape. */
export function declaredLicence(manifest: Record<string, unknown>): string | undefined {
  const typeOf = (value: unknown) => (typeof value === 'string' ? value : (value as { type?: unknown } | null)?.type);
  const single = typeOf(manifest.license);
  if (typeof single === 'string' && single) return single;
  const list = Array.isArray(manifest.licenses) ? manifest.licenses.map(typeOf).filter((value): value is string => typeof value === 'string') : [];
  return list.length ? list.join(' OR ') : undefined;
}

export interface BundledPackage extends PackageRef {
  /** package.json's name (differs from `name` for an npm alias). */
  realName: string;
  /** Empty when the package is not installed here (known only from a prebuilt file's source map). */
  version: string;
  licence: string | undefined;
  /** Licence, copying and notice files of the package, by file name. */
  files: { name: string; text: string }[];
  /** Output files holding its code. */
  outputs: string[];
  /** Prebuilt files of other packages that carry a copy of it. */
  inside: string[];
}

/**
 * Packages a prebuilt file inlined (exceljs's browserify bundle, pdf.js 2's webpack build, dagre's
 * ESM file), read from the source paths of that file's own source map.
 */
export function inlinedNames(sources: readonly string[], outer: string): string[] {
  const names = new Set(sources.map((source) => packageOf(`/${source}`)?.name).filter((name): name is string => !!name && name !== outer));
  return [...names].sort();
}

/**
 * Licences of inlined packages that are not installed here (mostly browserify's stand-ins for
 * Node's crypto, streams and buffers inside exceljs), as each declares it on npm. A new name
 * fails the build until its licence has been checked and added.
 */
export const INLINED: Readonly<Record<string, string>> = {
  '@babel/runtime': 'MIT',
  '@dagrejs/graphlib': 'MIT',
  'asn1.js': 'MIT',
  'bn.js': 'MIT',
  brorand: 'MIT',
  'browser-pack': 'MIT',
  'browserify-aes': 'MIT',
  'browserify-cipher': 'MIT',
  'browserify-des': 'MIT',
  'browserify-rsa': 'MIT',
  'browserify-sign': 'ISC',
  'buffer-xor': 'MIT',
  'cipher-base': 'MIT',
  'core-js': 'MIT',
  'create-ecdh': 'MIT',
  'create-hash': 'MIT',
  'create-hmac': 'MIT',
  'crypto-browserify': 'MIT',
  'des.js': 'MIT',
  'diffie-hellman': 'MIT',
  elliptic: 'MIT',
  events: 'MIT',
  evp_bytestokey: 'MIT',
  'hash-base': 'MIT',
  'hash.js': 'MIT',
  'hmac-drbg': 'MIT',
  'md5.js': 'MIT',
  'miller-rabin': 'MIT',
  'minimalistic-assert': 'ISC',
  'minimalistic-crypto-utils': 'MIT',
  'parse-asn1': 'ISC',
  pbkdf2: 'MIT',
  process: 'MIT',
  'public-encrypt': 'MIT',
  randombytes: 'MIT',
  randomfill: 'MIT',
  'regenerator-runtime': 'MIT',
  ripemd160: 'MIT',
  'sha.js': '(MIT AND BSD-3-Clause)',
  'stream-browserify': 'MIT',
  'timers-browserify': 'MIT',
  util: 'MIT',
  'web-streams-polyfill': 'MIT',
  webpack: 'MIT',
};

/** One entry per name and version, wherever it was found. */
export function mergePackages(found: readonly BundledPackage[]): BundledPackage[] {
  const byKey = new Map<string, BundledPackage>();
  for (const pkg of found) {
    const key = `${pkg.name}@${pkg.version}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { ...pkg, outputs: [...pkg.outputs], inside: [...pkg.inside] });
    else {
      known.outputs = [...new Set([...known.outputs, ...pkg.outputs])];
      known.inside = [...new Set([...known.inside, ...pkg.inside])];
      if (!known.files.length) known.files = pkg.files;
    }
  }
  return [...byKey.values()]
    .map((pkg) => ({ ...pkg, outputs: pkg.outputs.sort(), inside: pkg.inside.sort() }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Why a package may not ship as it is bundled, one sentence each; empty when all is well. */
export function licenceProblems(packages: readonly BundledPackage[]): string[] {
  return packages.flatMap((pkg) => {
    const label = `${pkg.name}${pkg.version ? `@${pkg.version}` : ''} (${pkg.licence ?? 'no licence declared'})`;
    const separate = SEPARATE[pkg.name];
    if (separate) return pkg.licence === separate.licence ? [] : [`${label}: expected ${separate.licence}; check the licence texts shipped with it`];
    if (!pkg.version && !pkg.licence) return [`${label}: inlined in ${pkg.inside.join(', ')} and not installed here; check its licence and add it to INLINED`];
    return classifyLicence(pkg.licence) === 'permissive' ? [] : [`${label}: not a permissive licence; only SEPARATE packages may be copyleft`];
  });
}

export interface ChunkUse {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * A SEPARATE package must be replaceable on its own and cost nothing until used: its chunk holds
 * nothing else and is reached from no entry through static imports (only through a dynamic one).
 */
export function placementProblems(chunks: readonly ChunkUse[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const eager = new Set<string>();
  const visit = (fileName: string) => {
    if (eager.has(fileName)) return;
    eager.add(fileName);
    for (const next of byName.get(fileName)?.imports ?? []) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return chunks.flatMap((chunk) => {
    const owners = new Set(chunk.moduleIds.map((id) => packageOf(id)?.name ?? '(own code)'));
    return [...owners]
      .filter((name) => SEPARATE[name])
      .flatMap((name) => [
        ...(eager.has(chunk.fileName) ? [`${name} is in ${chunk.fileName}, which an entry loads statically`] : []),
        ...(owners.size > 1 ? [`${name} shares ${chunk.fileName} with ${[...owners].filter((other) => other !== name).join(', ')}`] : []),
      ]);
  });
}

export interface NoticeEntry {
  title: string;
  licence: string;
  notes: string[];
  files: { name: string; text: string }[];
}

/** A fence longer than any run of backticks in the text, so a licence cannot close its block. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text.trimEnd()}\n${fence}`;
}

export function renderNotice(entries: readonly NoticeEntry[]): string {
  const head = [
    '# Third-party licences',
    '',
    'app-shell-platform is MIT-licensed (LICENSE). The built files in this folder also contain the',
    'code or data listed here, under the licences given with each; this file is written by the build',
    '(scripts/third-party-licenses.ts) from what it bundled.',
    '',
    ...entries.map((entry) => `- ${entry.title}: ${entry.licence}`),
  ];
  const sections = entries.map((entry) =>
    [
      `## ${entry.title}`,
      '',
      `Licence: ${entry.licence}`,
      ...entry.notes.flatMap((note) => ['', note]),
      '',
      ...entry.files.flatMap((file) => [`${file.name}:`, '', fenced(file.text), '']),
    ].join('\n'),
  );
  return `${head.join('\n')}\n\n${sections.join('\n')}`;
}

export function entryOf(pkg: BundledPackage): NoticeEntry {
  const alias = pkg.realName !== pkg.name ? ` (npm alias of ${pkg.realName}@${pkg.version})` : '';
  const separate = SEPARATE[pkg.name];
  const notes = [
    ...(separate
      ? [
          `Shipped in its own lazily loaded chunk (${pkg.outputs.join(', ')}) so that it can be replaced; its licence with the full ${separate.texts.map((text) => text.replace(/\.txt$/, '')).join(' and ')} texts: licenses/${separate.chunk}.LICENSE.txt.`,
        ]
      : []),
    ...(pkg.inside.length ? [`A copy is inlined in ${pkg.inside.join(', ')} (named in that file's source map).`] : []),
    ...(!pkg.version
      ? ['Not installed here: the licence is the one the package declares on npm, and its licence text is not at hand.']
      : !pkg.files.length
        ? ['The package ships no licence file; the licence is the one its package.json declares.']
        : pkg.inside.length
          ? [`Licence files of the copy installed here (${pkg.version}).`]
          : []),
  ];
  return { title: `${pkg.name}${pkg.version ? ` ${pkg.version}` : ''}${alias}`, licence: pkg.licence ?? 'not declared', notes, files: pkg.files };
}

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([._-].*)?$/i;

function readPackage(ref: PackageRef, outputs: Iterable<string>, inside: string[]): BundledPackage {
  const manifest = JSON.parse(readFileSync(resolve(ref.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const files = readdirSync(ref.dir)
    .filter((name) => LICENCE_FILE.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(resolve(ref.dir, name), 'utf8') }));
  return {
    ...ref,
    realName: String(manifest.name ?? ref.name),
    version: String(manifest.version ?? '?'),
    licence: declaredLicence(manifest),
    files,
    outputs: [...outputs],
    inside,
  };
}

/** The packages of the bundled files under node_modules, with those their own source maps name. */
function packagesOf(files: ReadonlyMap<string, ReadonlySet<string>>): BundledPackage[] {
  const found: BundledPackage[] = [];
  for (const [file, outputs] of files) {
    const ref = packageOf(file);
    if (!ref) continue;
    found.push(readPackage(ref, outputs, []));
    const map = `${file}.map`;
    if (!existsSync(map)) continue;
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    const where = `${ref.name}/${relative(ref.dir, file)}`;
    // Where Node would find it from the outer package: its own node_modules, then the shared one.
    const shared = ref.dir.slice(0, ref.dir.length - ref.name.length);
    for (const name of inlinedNames(sources, ref.name)) {
      const dir = [resolve(ref.dir, 'node_modules', name), resolve(shared, name)].find((candidate) => existsSync(resolve(candidate, 'package.json')));
      found.push(
        dir
          ? readPackage({ name, dir }, outputs, [where])
          : { name, dir: '', realName: name, version: '', licence: INLINED[name], files: [], outputs: [...outputs], inside: [where] },
      );
    }
  }
  return mergePackages(found);
}

/** Files the build copies rather than bundles (vite.config.ts `pdfjsAssets`): not in any module id. */
function copiedEntries(root: string): NoticeEntry[] {
  const cmaps = resolve(root, 'node_modules/pdfjs-dist/cmaps');
  if (!existsSync(cmaps)) return [];
  const { version } = JSON.parse(readFileSync(resolve(cmaps, '../package.json'), 'utf8')) as { version: string };
  return [
    {
      title: `pdf.js character maps (cmaps/, from pdfjs-dist ${version})`,
      // Adobe's CMap resources: the three BSD clauses, in its own LICENSE beside them.
      licence: 'BSD-3-Clause',
      notes: ["Adobe's CMap files for CJK text in PDFs, copied unchanged from node_modules/pdfjs-dist/cmaps."],
      files: [{ name: 'cmaps/LICENSE', text: readFileSync(resolve(cmaps, 'LICENSE'), 'utf8') }],
    },
  ];
}

/** The separate package's licence file: its own note, then the full texts it refers to. */
function separateLicence(pkg: BundledPackage, separate: Separate): string {
  return (
    [
      `${pkg.realName} ${pkg.version}, ${pkg.licence}: in ${pkg.outputs.join(', ')}, loaded on demand; it may be replaced by a compatible build.`,
      ...pkg.files.map((file) => `\n===== ${file.name} (from the package) =====\n\n${file.text.trimEnd()}`),
      ...separate.texts.map((name) => `\n===== ${name} =====\n\n${readFileSync(resolve(import.meta.dirname, 'licenses', name), 'utf8').trimEnd()}`),
    ].join('\n') + '\n'
  );
}

export function thirdPartyLicenses(): Plugin {
  let root = process.cwd();
  return {
    name: 'third-party-licenses',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const files = new Map<string, Set<string>>();
      const note = (path: string, fileName: string) => {
        if (!packageOf(path)) return;
        const file = cleanId(path);
        files.set(file, (files.get(file) ?? new Set()).add(fileName));
      };
      const chunks: ChunkUse[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          // A module tree-shaken to nothing ships no code of its package.
          const moduleIds = Object.entries(item.modules)
            .filter(([, info]) => info.renderedLength > 0)
            .map(([id]) => id);
          chunks.push({ fileName: item.fileName, isEntry: item.isEntry, imports: item.imports, moduleIds });
          for (const id of moduleIds) note(id, item.fileName);
        } else {
          for (const origin of item.originalFileNames ?? []) note(resolve(root, origin), item.fileName);
        }
      }
      const packages = packagesOf(files);
      const problems = [...licenceProblems(packages), ...placementProblems(chunks)];
      if (problems.length) this.error(`third-party licences (README "Licence"):\n  ${problems.join('\n  ')}`);
      const bare = packages.filter((pkg) => pkg.version && !pkg.files.length).map((pkg) => pkg.name);
      if (bare.length) this.warn(`no licence file in ${bare.join(', ')}; THIRD-PARTY-LICENSES.md gives the declared licence only`);
      const absent = packages.filter((pkg) => !pkg.version);
      if (absent.length)
        this.warn(
          `${absent.length} packages inlined in ${[...new Set(absent.flatMap((pkg) => pkg.inside))].join(', ')} are not installed here: THIRD-PARTY-LICENSES.md names them with the licence INLINED gives, without their texts`,
        );

      for (const pkg of packages) {
        const separate = SEPARATE[pkg.name];
        if (separate) this.emitFile({ type: 'asset', fileName: `licenses/${separate.chunk}.LICENSE.txt`, source: separateLicence(pkg, separate) });
      }
      const entries = [...packages.map(entryOf), ...copiedEntries(root)];
      this.emitFile({ type: 'asset', fileName: 'THIRD-PARTY-LICENSES.md', source: renderNotice(entries) });
    },
  };
}
