// @vitest-environment node
// Security headers of the demo pages and the static files (docs/server-contract.md "Static files").
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, REPO_ROOT, type RunningServer } from '../../../demo/server/index.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';

let srv: TestServer;

beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const directives = (csp: string): Map<string, string> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1).join(' ')]),
  );

describe('demo page headers', () => {
  it.each(['/index.html', '/portal.html', '/'])('%s is strict: scripts from this origin only, no inline, no eval', async (path) => {
    const res = await fetch(`${srv.url}${path}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('has an icon: the pages name /favicon.svg and /favicon.ico answers with it (no 404 on every load)', async () => {
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect(await (await fetch(`${srv.url}/index.html`)).text()).toContain('rel="icon" href="/favicon.svg"');
  });

  it('the compat page adds only unsafe-eval', async () => {
    const res = await fetch(`${srv.url}/compat.html`);
    expect(directives(res.headers.get('content-security-policy') ?? '').get('script-src')).toBe("'self' 'unsafe-eval'");
  });

  it('the demo pages carry no inline script, so the policy holds them whole', () => {
    for (const page of ['index.html', 'portal.html', 'compat.html']) {
      const html = readFileSync(`${REPO_ROOT}/demo/pages/${page}`, 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, `${page}: ${tag}`).toMatch(/\bsrc=/);
      expect(html, page).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('static files are nosniff with a same-origin referrer policy; API replies are nosniff', async () => {
    const js = await fetch(`${srv.url}/settings/shell.js`);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    const api = await fetch(`${srv.url}/api/v1/demo/crm/FM_USER/validLogin`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('frame-ancestors is configurable', async () => {
    let other: RunningServer | undefined;
    try {
      other = await startServer({ port: 0, dbPath: ':memory:', frameAncestors: "'self' https://portal.example.com" });
      const res = await fetch(`${other.url}/portal.html`);
      expect(directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors')).toBe("'self' https://portal.example.com");
    } finally {
      await other?.close();
    }
  });
});
