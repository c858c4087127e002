// Writes the package's type declarations to dist/types/: TypeScript's declaration output for the
// sources, kept to the files the public entries reach, with imports a consumer's compiler resolves
// under any module resolution (`./x.ts` becomes `./x.js`). The few libraries whose types the public
// API names (nanostores' stores, async-validator's rules, dayjs) are bundled into dist/ and are not
// dependencies of the package, so their declarations are copied under dist/types/vendor/.
// React and Vue types are named only by the React and Vue entries, whose hosts have them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** Source entries (without extension) whose declarations the package's exports name. */
export const DECLARATION_ENTRIES = [
  'elements/index',
  'elements/entries/entity-list',
  'elements/entries/entity-form',
  'elements/entries/app-shell',
  'elements/entries/pdf-viewer',
  'elements/entries/define',
  'elements/entries/react',
  'elements/entries/vue',
  'core/index',
  'core/pages',
  'testing/index',
] as const;

/** Packages only a framework entry's host provides: allowed in that entry's closure alone. */
const HOST_PACKAGES: Record<string, string> = {
  react: 'elements/entries/react.d.ts',
  vue: 'elements/entries/vue.d.ts',
};

interface Vendored {
  /** Where the package's declarations are, inside node_modules. */
  from: string;
  /** The file an import of the package means, relative to `from`. */
  main: string;
  /** Declaration files to copy, relative to `from`. */
  files: (dir: string) => string[];
  /** Adjusts a copied file (dayjs's CommonJS `export =` becomes a default export). */
  patch?: (text: string, file: string) => string;
}

const VENDORED: Record<string, Vendored> = {
  nanostores: { from: 'nanostores', main: 'index.d.ts', files: (dir) => declarationFiles(dir) },
  'async-validator': { from: 'async-validator/dist-types', main: 'index.d.ts', files: (dir) => declarationFiles(dir) },
  dayjs: {
    from: 'dayjs',
    main: 'index.d.ts',
    files: () => ['index.d.ts', 'locale/types.d.ts'],
    patch: (text, file) =>
      file === 'index.d.ts'
        ? text
            .replace('/// <reference path="./locale/index.d.ts" />', '/// <reference path="./locale/types.d.ts" />')
            .replace(/^export = dayjs;?$/m, 'export default dayjs;')
        : text,
  },
};

function declarationFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : declarationFiles(path, base);
    return entry.name.endsWith('.d.ts') ? [relative(base, path).split('\\').join('/')] : [];
  });
}

const SPECIFIER = /((?:from|import)\s*\(?\s*)(['"])([^'"]+)\2/g;
const SIDE_EFFECT_IMPORT = /^import\s+['"][^'"]+['"];?\s*$/gm;

/** `./x.ts` / `./x.tsx` / `./x` (a file or a folder) → the `.js` path whose `.d.ts` exists. */
function jsSpecifier(specifier: string, fromFile: string, exists: (file: string) => boolean): string {
  const target = posix.normalize(posix.join(posix.dirname(fromFile), specifier)).replace(/\.(tsx?|js|mjs)$/, '');
  const relativeTo = (file: string) => {
    const path = posix.relative(posix.dirname(fromFile), file);
    return path.startsWith('.') ? path : `./${path}`;
  };
  if (exists(`${target}.d.ts`)) return relativeTo(`${target}.js`);
  if (exists(`${target}/index.d.ts`)) return relativeTo(`${target}/index.js`);
  throw new Error(`declarations: ${fromFile} imports ${specifier}, which has no declaration file`);
}

export interface DeclarationFile {
  path: string;
  text: string;
}

/**
 * The files the entries reach from TypeScript's output (`read` gives a file of it, or null), with
 * relative imports rewritten and side-effect imports of packages dropped. Throws on a package the
 * public types may not name.
 */
export function publicDeclarations(entries: readonly string[], read: (path: string) => string | null): { files: DeclarationFile[]; vendored: Set<string> } {
  const files = new Map<string, string>();
  const vendored = new Set<string>();
  const visit = (path: string, entry: string) => {
    if (files.has(path)) return;
    const source = read(path);
    if (source === null) throw new Error(`declarations: ${path} was not emitted`);
    files.set(path, '');
    const reached: string[] = [];
    const text = source
      .replace(SIDE_EFFECT_IMPORT, (line) => (/['"]\./.test(line) ? line : ''))
      .replace(SPECIFIER, (whole, head: string, quote: string, specifier: string) => {
        if (specifier.startsWith('.')) {
          const rewritten = jsSpecifier(specifier, path, (file) => read(file) !== null);
          reached.push(posix.join(posix.dirname(path), rewritten).replace(/\.js$/, '.d.ts'));
          return `${head}${quote}${rewritten}${quote}`;
        }
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (HOST_PACKAGES[name]) {
          if (HOST_PACKAGES[name] !== entry) throw new Error(`declarations: ${path} names '${specifier}', which only ${HOST_PACKAGES[name]} may name`);
          return whole;
        }
        if (!VENDORED[name] || specifier !== name) throw new Error(`declarations: ${path} names '${specifier}', a package consumers do not have`);
        vendored.add(name);
        const target = posix.join('vendor', name, VENDORED[name].main.replace(/\.d\.ts$/, '.js'));
        const fromHere = posix.relative(posix.dirname(path), target);
        return `${head}${quote}${fromHere.startsWith('.') ? fromHere : `./${fromHere}`}${quote}`;
      });
    files.set(path, text);
    for (const next of reached) visit(next, entry);
  };
  for (const entry of entries) visit(`${entry}.d.ts`, `${entry}.d.ts`);
  return { files: [...files].map(([path, text]) => ({ path, text })), vendored };
}

/** A vendored package's declarations, with extensionless relative imports made explicit. */
function vendorFiles(name: string): DeclarationFile[] {
  const spec = VENDORED[name]!;
  const dir = join(root, 'node_modules', spec.from);
  const list = spec.files(dir);
  const listed = new Set(list);
  return list.map((file) => {
    const text = readFileSync(join(dir, file), 'utf8').replace(SPECIFIER, (whole, head: string, quote: string, specifier: string) => {
      // A path that names no file is in a comment's example: left as it is.
      try {
        return `${head}${quote}${jsSpecifier(specifier, file, (candidate) => listed.has(candidate))}${quote}`;
      } catch {
        return whole;
      }
    });
    return { path: posix.join('vendor', name, file), text: spec.patch ? spec.patch(text, file) : text };
  });
}

function emitDeclarations(outDir: string): void {
  const config = join(outDir, 'tsconfig.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: join(outDir, 'out'), rootDir: root, types: [] },
      include: [join(root, 'core'), join(root, 'elements'), join(root, 'testing/index.ts')],
      exclude: [],
    }),
  );
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', config], { stdio: 'inherit' });
}

/** Emits, prunes and writes dist/types/ (see the module comment). */
export function writeDeclarations(): number {
  const work = mkdtempSync(join(tmpdir(), 'declarations-'));
  try {
    emitDeclarations(work);
    const out = join(work, 'out');
    const read = (path: string) => (existsSync(join(out, path)) ? readFileSync(join(out, path), 'utf8') : null);
    const { files, vendored } = publicDeclarations(DECLARATION_ENTRIES, read);
    const target = join(root, 'dist/types');
    rmSync(target, { recursive: true, force: true });
    for (const file of [...files, ...[...vendored].flatMap(vendorFiles)]) {
      mkdirSync(dirname(join(target, file.path)), { recursive: true });
      writeFileSync(join(target, file.path), file.text);
    }
    return files.length;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = writeDeclarations();
  console.log(`declarations: ${count} files in dist/types`);
  if (!existsSync(join(root, 'dist/types/elements/index.d.ts'))) process.exitCode = 1;
}
