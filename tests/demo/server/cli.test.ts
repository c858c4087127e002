// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../demo/server/index.ts';
import { startTestServer } from '../../support/server.ts';
import { client } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runCli(args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', ...args], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 15000);
    const onData = (b: Buffer): void => {
      out += b.toString();
      const m = /ready in \d+ ms: (http:\/\/\S+?)\/?\s/.exec(out);
      if (m && out.includes('admin')) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// The command line is tried on SQLite files (--db, --reset on a file): the run without
// TEST_DATABASE_URL covers it; on PostgreSQL the two-processes test starts the CLI with --database-url.
describe.skipIf(process.env.TEST_DATABASE_URL)('command line', () => {
  it('starts on the given port with a fresh database, prints the URL and the demo logins, and answers error.nologin without a token', async () => {
    const { child, url, output } = await runCli(['--port', '0', '--host', '127.0.0.1', '--db', join(dir, 'cli.db'), '--reset']);
    try {
      expect(output()).toMatch(/alice[\s\S]*bob[\s\S]*carol[\s\S]*admin/);
      expect(output()).toContain('demo123');
      const res = await fetch(`${url}/api/v1/demo/crm/CUSTOMER/list`, { method: 'POST', body: '{}' });
      expect(await res.json()).toMatchObject({ code: 'error.nologin' });
      expect((await fetch(`${url}/__test/count`)).status).toBe(404);
    } finally {
      await stop(child);
    }
  });

  it('--cors-origin allows the pages of the origins listed, and a list item that is no origin stops the start', async () => {
    const { child, url, output } = await runCli([
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--db',
      join(dir, 'cors.db'),
      '--cors-origin',
      'http://portal.example:8443,https://intranet.example',
    ]);
    try {
      // The origins are printed after the ready line the start waits for: give the rest a moment.
      await expect.poll(output, { timeout: 5000 }).toContain('http://portal.example:8443, https://intranet.example');
      const ask = (origin: string) =>
        fetch(`${url}/api/v1/demo/crm/CUSTOMER/save`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect((await ask('https://intranet.example')).headers.get('access-control-allow-origin')).toBe('https://intranet.example');
      expect((await ask('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await stop(child);
    }
    await expect(runCli(['--port', '0', '--db', join(dir, 'cors.db'), '--cors-origin', 'portal.example'])).rejects.toThrow(/cors origin must be an origin/);
  });

  it('--reset reseeds: a saved row is gone after it', async () => {
    const dbPath = join(dir, 'reset.db');
    const first = await startTestServer({ dbPath });
    const api = client(first, await first.login('bob'));
    expect((await api.post('CUSTOMER', 'save', { data: { NAME: '临时客户' } })).code).toBe('0');
    expect((await api.post('CUSTOMER', 'getCount', {})).data.count).toBe(61);
    await first.close();
    const again = await startServer({ port: 0, dbPath, reset: true });
    await again.close();
    const third = await startTestServer({ dbPath });
    try {
      expect((await client(third, await third.login('bob')).post('CUSTOMER', 'getCount', {})).data.count).toBe(60);
    } finally {
      await third.close();
    }
  });
});
