// @vitest-environment node
/**
 * The compiled Node side of `app-shell-platform/testing` (testing/node.build.ts) runs in plain
 * Node, as an installed package does: no tsx, no vite, the reference server spawned from its
 * compiled server-main.js. Built into a folder of its own under node_modules/.cache, which
 * resolves this repository's better-sqlite3 and runner as a tester's node_modules would.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
let out = '';

/** Runs an ES module script in plain Node (no loader inherited from vitest) and parses what it prints. */
function runPlainNode(script: string): unknown {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: out, env, encoding: 'utf8', timeout: 60_000 });
  if (child.status !== 0) throw new Error(`plain node failed (${child.status}):\n${child.stdout}\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? 'null');
}

/** index.d.ts and the declarations under types/ it re-exports. */
function declarationFiles(dir: string): string[] {
  const types = readdirSync(join(dir, 'types'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.d.ts'));
  return [join(dir, 'index.d.ts'), ...types.map((file) => join(dir, 'types', file))];
}

describe('the compiled Node side of the testing entry', () => {
  beforeAll(() => {
    mkdirSync(join(repo, 'node_modules/.cache'), { recursive: true });
    out = mkdtempSync(join(repo, 'node_modules/.cache/testing-node-'));
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'testing/node.build.ts', '--out', out], { cwd: repo, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`testing/node.build.ts failed:\n${build.stdout}\n${build.stderr}`);
  }, 60_000);
  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('starts the server in the calling process and signs in', () => {
    const result = runPlainNode(`
      const { startTestServer } = await import('./index.js');
      const server = await startTestServer({ seed: 7 });
      const { user } = await server.login('alice');
      const page = await fetch(server.url + '/index.html');
      await server.close();
      const loaders = process.execArgv.filter((arg) => arg.startsWith('--import') || arg.startsWith('--loader'));
      console.log(JSON.stringify({ account: user.ACCOUNT, page: page.status, loaders }));
    `);
    expect(result).toEqual({ account: 'alice', page: 200, loaders: [] });
  }, 60_000);

  it("starts the runner's reference server from server-main.js, and serves tests without vite", () => {
    const result = runPlainNode(`
      const { platformServers } = await import('./index.js');
      const servers = platformServers({ seed: 7 });
      await servers.plugin.serverStart({ config: { rootDir: process.cwd() } });
      const reply = await fetch(servers.apiUrl() + '/api/v1/demo/crm/FM_USER/getPublicKey').then((r) => r.json());
      await servers.plugin.serverStop();
      console.log(JSON.stringify({ code: reply.code, plugins: servers.plugins.map((p) => p.name), nodeResolve: Boolean(servers.nodeResolve) }));
    `) as { code: string; plugins: string[]; nodeResolve: boolean };
    expect(result.code).toBe('0');
    expect(result.plugins).toHaveLength(2);
    expect(result.nodeResolve).toBe(true);
  }, 60_000);

  it('declares its types without TypeScript imports or repository modules', () => {
    const files = declarationFiles(out);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'\n]*from '([^']+)'/gm)].map((match) => match[1]);
      for (const specifier of imports) expect(specifier, file).toMatch(/^(\.{1,2}\/.*\.js|koa|@web\/test-runner)$/);
    }
  });
});
