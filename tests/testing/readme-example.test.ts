// @vitest-environment node
/**
 * The README's example test passes as written: its config and test file are copied into a new
 * project that depends on this package through a file: link (no network), and web-test-runner
 * runs them there in Chromium against the reference server, through `app-shell-platform/testing`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The code block that follows the line naming `file` (e.g. `` `test/customers.test.ts`: ``) in the README. */
function readmeBlock(readme: string, file: string): string {
  const at = readme.indexOf(`\`${file}\`:`);
  if (at < 0) throw new Error(`the README shows no ${file}`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block?.[1]) throw new Error(`the README's ${file} has no code block`);
  return block[1];
}

/** The built entries the example imports; a checkout that has not built yet builds now. */
function ensureBuilt(): void {
  if (['testing.js', 'elements.js', 'core.js', 'testing-node/index.js'].every((file) => existsSync(join(repo, 'dist', file)))) return;
  // vitest runs with NODE_ENV=test, which would make the build use React's development JSX.
  const build = spawnSync('npm', ['run', 'build'], { cwd: repo, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  const install = spawnSync('bash', [join(repo, 'scripts/ensure-chromium.sh')], { encoding: 'utf8' });
  if (install.status !== 0 || !existsSync(chromium)) throw new Error(`Chromium is missing at ${chromium}:\n${install.stderr}`);
}

/** A project of a tester: the README's two files, and this package linked as npm links a file: dependency. */
function createProject(readme: string): string {
  const project = mkdtempSync(join(tmpdir(), 'readme-example-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({
    name: 'readme-example',
    private: true,
    type: 'module',
    devDependencies: { 'app-shell-platform': `file:${repo}`, '@web/test-runner': `file:${join(repo, 'node_modules/@web/test-runner')}` },
  }, null, 2));
  const link = (name: string, target: string): void => {
    mkdirSync(dirname(join(project, 'node_modules', name)), { recursive: true });
    symlinkSync(target, join(project, 'node_modules', name), 'dir');
  };
  link('app-shell-platform', repo);
  link('@web/test-runner', join(repo, 'node_modules/@web/test-runner'));
  writeFileSync(join(project, 'web-test-runner.config.mjs'), readmeBlock(readme, 'web-test-runner.config.mjs'));
  mkdirSync(join(project, 'test'));
  writeFileSync(join(project, 'test/customers.test.ts'), readmeBlock(readme, 'test/customers.test.ts'));
  return project;
}

/** Runs the project's web-test-runner as `npx web-test-runner` would; resolves with its exit code and output. */
function runTests(project: string): Promise<{ code: number | null; output: string }> {
  // Its own vite cache, in its own node_modules: a cache shared with another run breaks both.
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: chromium };
  delete env.WTR_VITE_CACHE_DIR;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(project, 'node_modules/@web/test-runner/dist/bin.js')], { cwd: project, env, detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      reject(new Error(`web-test-runner did not finish in 100 s:\n${output}`));
    }, 100_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, output });
    });
  });
}

describe('the README example test', () => {
  let project = '';
  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('passes as written in a project that depends on this package', async () => {
    ensureBuilt();
    ensureChromium();
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const tests = readmeBlock(readme, 'test/customers.test.ts').match(/^\s*it\(/gm)?.length ?? 0;
    expect(tests, 'the example has tests').toBeGreaterThan(0);
    project = createProject(readme);
    const { code, output } = await runTests(project);
    expect(output, output).toContain(`${tests} passed, 0 failed`);
    expect(output).not.toMatch(/Could not import your test module/);
    expect(code, output).toBe(0);
  }, 240_000);
});
