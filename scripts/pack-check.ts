// `npm run pack:check`: the package as a portal team gets it. Packs the tarball (npm's prepack
// builds first), checks what is in it, installs it into an empty project with nothing else of
// this repository, imports every entry in Node (no DOM), type-checks a plain TypeScript host, a
// React 19 TSX host, a Vue host and the README's tester file against the installed types, and
// runs the README's tester example in Chromium against the reference server the package ships.
// The testing extras a tester adds (the test runner, SQLite, TypeScript, @types/*) are linked from
// this repository's node_modules, as an install of them would place them: no network needed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CONSUMER_FILES, readmeBlock } from './pack-check-files.ts';
import { checkPackedFiles } from './pack-contents.ts';

const repo = resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL_BUDGET_BYTES = 20 * 1024 * 1024;
/** What a tester installs besides the package (docs/testing.md), and what a host type-checks with. */
const LINKED = [
  '@web/test-runner',
  '@web/test-runner-chrome',
  '@web/dev-server-esbuild',
  'better-sqlite3',
  'exceljs',
  'typescript',
  '@types/mocha',
  '@types/react',
  'vue',
  // A React host's own React, which the React entry imports (optional peer dependencies).
  'react',
  'react-dom',
];

/** Entries that import a peer dependency the bare install lacks: imported once it is linked. */
const NEEDS_PEER: Record<string, string> = { './react': 'react and react-dom, its optional peer dependencies' };

function step(title: string): void {
  console.log(`\npack:check: ${title}`);
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface PackResult {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

/** `--built`: dist/ was built just before (npm test's browser run), so npm's prepack build is skipped. */
const alreadyBuilt = process.argv.includes('--built');

function pack(work: string): string {
  step(alreadyBuilt ? 'npm pack (of the build just made)' : 'npm pack (prepack builds)');
  if (alreadyBuilt && !existsSync(join(repo, 'dist/testing-node/index.js'))) throw new Error('--built, but dist/ is not built: run npm run build');
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', work, ...(alreadyBuilt ? ['--ignore-scripts'] : [])], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
    // vitest or a shell may have set NODE_ENV=test, which would build React's development JSX.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const json = output.slice(output.indexOf('[\n'));
  const [result] = JSON.parse(json) as PackResult[];
  if (!result) throw new Error('npm pack printed no result');
  const problems = checkPackedFiles(result.files.map((file) => file.path));
  if (problems.length) throw new Error(`the tarball is wrong:\n  ${problems.join('\n  ')}`);
  console.log(`  ${result.filename}: ${result.files.length} files, ${megabytes(result.size)} MB packed, ${megabytes(result.unpackedSize)} MB unpacked`);
  return join(work, result.filename);
}

function install(work: string, tarball: string): string {
  step('install the tarball into an empty project');
  const project = join(work, 'consumer');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2));
  run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  const installed = sizeOf(join(project, 'node_modules'));
  const packages = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
  console.log(`  node_modules: ${megabytes(installed)} MB on disk, packages: ${packages.join(', ')}`);
  if (installed > INSTALL_BUDGET_BYTES) throw new Error(`the install takes ${megabytes(installed)} MB, over 20 MB`);
  if (packages.length !== 1) throw new Error(`the install brought other packages: ${packages.join(', ')}`);
  return project;
}

function importEntries(project: string, withPeers: boolean): void {
  step(withPeers ? 'import the entries that need a peer dependency, now linked' : 'import every entry in Node (no DOM)');
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules/app-shell-platform/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const entries = Object.keys(manifest.exports).filter((entry) => !entry.endsWith('.json') && entry in NEEDS_PEER === withPeers);
  if (!withPeers) for (const [entry, peers] of Object.entries(NEEDS_PEER)) console.log(`  app-shell-platform${entry.slice(1)}: later, with ${peers}`);
  const script = `
    import { createRequire } from 'node:module';
    const entries = ${JSON.stringify(entries)};
    for (const entry of entries) {
      const name = 'app-shell-platform' + entry.slice(1);
      const module = await import(name);
      console.log('  ' + name + ': ' + Object.keys(module).length + ' exports');
    }
    const require = createRequire(import.meta.url);
    const elements = require('app-shell-platform/custom-elements.json');
    console.log('  app-shell-platform/custom-elements.json: ' + elements.modules.length + ' modules');
    if (typeof globalThis.customElements !== 'undefined') throw new Error('a DOM in Node?');
  `;
  process.stdout.write(run(process.execPath, ['--input-type=module', '-e', script], project));
}

function linkTestingExtras(project: string): void {
  for (const name of LINKED) {
    const target = join(repo, 'node_modules', name);
    if (!existsSync(target)) throw new Error(`${name} is not installed in this repository`);
    mkdirSync(dirname(join(project, 'node_modules', name)), { recursive: true });
    symlinkSync(target, join(project, 'node_modules', name), 'dir');
  }
}

function typeCheck(project: string, readme: string): void {
  step('type-check the hosts and the tester file against the installed types');
  for (const [path, text] of Object.entries(CONSUMER_FILES)) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  mkdirSync(join(project, 'test'), { recursive: true });
  writeFileSync(join(project, 'test/customers.test.ts'), readmeBlock(readme, 'test/customers.test.ts'));
  writeFileSync(join(project, 'web-test-runner.config.mjs'), readmeBlock(readme, 'web-test-runner.config.mjs'));
  const tsc = join(project, 'node_modules/typescript/bin/tsc');
  for (const config of Object.keys(CONSUMER_FILES).filter((path) => path.startsWith('tsconfig.'))) {
    try {
      run(process.execPath, [tsc, '-p', config], project);
      console.log(`  ${config}: no errors`);
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      throw new Error(`${config} does not type-check:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
    }
  }
}

/** Runs the README's tester example as `npx web-test-runner` would; resolves with its output. */
function runTesterExample(project: string, tests: number): Promise<void> {
  step('run the README tester example in Chromium (the installed package, its reference server)');
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: chromium };
  delete env.WTR_VITE_CACHE_DIR;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(project, 'node_modules/@web/test-runner/dist/bin.js')], { cwd: project, env, detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      reject(new Error(`web-test-runner did not finish in 180 s:\n${output}`));
    }, 180_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !new RegExp(`\\b${tests} passed, 0 failed`).test(output) || /Could not import your test module/.test(output)) {
        reject(new Error(`the README tester example failed (exit ${code}):\n${output}`));
        return;
      }
      console.log(`  ${tests} tests passed`);
      resolvePromise();
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'pack-check-'));
  try {
    const tarball = pack(work);
    const project = install(work, tarball);
    importEntries(project, false);
    linkTestingExtras(project);
    importEntries(project, true);
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    typeCheck(project, readme);
    if (!existsSync(chromium)) execFileSync('bash', [join(repo, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
    const tests = readmeBlock(readme, 'test/customers.test.ts').match(/^\s*it\(/gm)?.length ?? 0;
    if (!tests) throw new Error('the README tester example has no tests');
    await runTesterExample(project, tests);
    console.log(`\npack:check: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (!process.env.PACK_CHECK_KEEP) rmSync(work, { recursive: true, force: true });
    else console.log(`pack:check: kept ${work}`);
  }
}

main().catch((error: unknown) => {
  console.error(`\npack:check: FAILED\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
