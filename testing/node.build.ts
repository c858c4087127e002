/**
 * Builds the Node side of `app-shell-platform/testing` for the installed package, after the main
 * build (it serves the built dist/): dist/testing-node/ holds
 * - index.js, the Node entry (testing/node/index.ts), and server-main.js, the reference server's
 *   command line, as plain ESM that runs with `node` alone (an installed package has neither
 *   tsx nor the TypeScript sources), with pure-JS dependencies (json5, fflate, jsencrypt) bundled;
 *   the server is a chunk that index.js loads only when a server starts, so that importing the
 *   entry needs neither SQLite nor exceljs;
 * - the server's demo pages and bundles, which it serves from beside itself;
 * - index.d.ts and types/, the declarations of the entry without `.ts` imports or repository
 *   modules.
 *
 *   node --import tsx testing/node.build.ts [--out DIR]
 *
 * `--out` writes elsewhere than dist/testing-node/ (tests/testing/compiled-node.test.ts builds
 * into a folder of its own, so that it never replaces the files a running test reads).
 */
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 && process.argv[outFlag + 1] ? resolve(process.argv[outFlag + 1]!) : join(root, 'dist/testing-node');

/**
 * Left to the tester's install: native (better-sqlite3), large and needed only by a report
 * export (exceljs), or the runner and the tools it is configured with, which must be the
 * tester's one copy. Everything else the code imports is bundled.
 */
const EXTERNAL = ['better-sqlite3', 'pg', 'exceljs', '@web/test-runner', '@web/test-runner-chrome', '@web/dev-server-esbuild', 'vite'];

/** The only packages the declarations may name: testers install the runner, which brings them. */
const TYPE_PACKAGES = ['@web/test-runner', 'koa'];

const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtinModules.includes(specifier);

async function bundle(): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    // read-worker, pg-worker: the server's threads load them by those names from beside the chunk that starts them.
    entryPoints: {
      index: 'testing/node/index.ts',
      'server-main': 'testing/node/server-main.ts',
      'read-worker': 'demo/server/db/read-worker.ts',
      'pg-worker': 'demo/server/db/pg-worker.ts',
    },
    outdir: out,
    bundle: true,
    // ESM chunks: the server's modules are loaded by index.js only on a server start.
    splitting: true,
    // Flat: the server finds its pages through its own module's folder, whichever chunk holds it.
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // ESM builds first: a bundled CommonJS module's require() of a built-in fails in ESM output.
    mainFields: ['module', 'main'],
    external: EXTERNAL,
    define: { PLATFORM_COMPILED: 'true' },
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  // A bare import that is neither a built-in nor a declared external would fail in a tester's
  // project (a repository module, or a dependency that should have been bundled).
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !isBuiltin(path) && !EXTERNAL.includes(packageOf(path))) {
        throw new Error(`${file} imports ${path}, which is neither bundled nor an expected external`);
      }
    }
    if (readFileSync(join(root, file), 'utf8').includes('Dynamic require of')) {
      throw new Error(`${file} holds a CommonJS require() that fails in ESM: bundle an ESM build of that dependency`);
    }
  }
}

/** Declarations of the relative imports of `file`, and of theirs. */
function declarationsFrom(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  // Without comments: their examples import the package by name.
  const text = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  for (const [, specifier] of text.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      declarationsFrom(dir, join(dirname(file), specifier.replace(/\.ts$/, '.d.ts')), seen);
    } else if (!isBuiltin(specifier) && !TYPE_PACKAGES.includes(packageOf(specifier))) {
      throw new Error(`the declaration ${file} imports ${specifier}, which a tester's project does not have`);
    }
  }
  return seen;
}

/**
 * tsc writes the declarations of every module the entry reaches (the server's too, through its
 * dynamic import); only those the entry's declarations import are kept, their `.ts` imports
 * turned into the `.js` a tester's TypeScript resolves.
 */
function declarations(): void {
  const temp = mkdtempSync(join(tmpdir(), 'testing-node-types-'));
  try {
    const tsc = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/typescript/bin/tsc'),
        '--ignoreConfig',
        'testing/node/index.ts',
        '--declaration',
        '--emitDeclarationOnly',
        '--noCheck',
        '--outDir',
        temp,
        '--rootDir',
        '.',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--target',
        'es2022',
        '--lib',
        'es2023',
        '--allowImportingTsExtensions',
        '--verbatimModuleSyntax',
        '--strict',
        '--skipLibCheck',
        '--types',
        'node',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (tsc.status !== 0) throw new Error(`tsc could not write the declarations:\n${tsc.stdout}${tsc.stderr}`);
    const from = join(temp, 'testing');
    for (const file of declarationsFrom(from, 'node/index.d.ts')) {
      const text = readFileSync(join(from, file), 'utf8').replace(/((?:from|import\()\s*['"]\.[^'"]*)\.ts(['"])/g, '$1.js$2');
      mkdirSync(dirname(join(out, 'types', file)), { recursive: true });
      writeFileSync(join(out, 'types', file), text);
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  writeFileSync(
    join(out, 'index.d.ts'),
    "// The types of index.js: testing/node/index.ts's, written by testing/node.build.ts.\nexport * from './types/node/index.js';\n",
  );
}

/** What the server reads from disk at run time, beside it (demo/server/index.ts, compiled roots). */
function assets(): void {
  // Not the pages' declarations (hosts/kit.d.ts, for the hosts' builds): they import repository sources.
  cpSync(join(root, 'demo/pages'), join(out, 'pages'), { recursive: true, filter: (source) => !source.endsWith('.d.ts') });
  cpSync(join(root, 'demo/server/bundles'), join(out, 'bundles'), { recursive: true });
}

rmSync(out, { recursive: true, force: true });
await bundle();
declarations();
assets();
console.log(`built ${relative(root, out)}/ (index.js, server-main.js, index.d.ts, pages/, bundles/)`);
