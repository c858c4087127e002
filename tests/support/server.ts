/**
 * Starts the reference platform server for a test: a fresh SQLite file in the OS temp folder,
 * test hooks on, a free loopback port. Logs in exactly as the shell does (RSA-OAEP via jsencrypt).
 *
 *   const srv = await startTestServer();
 *   const { token, xsrf } = await srv.login('alice');
 *   ...
 *   await srv.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../demo/server/index.ts';

export type FaultKind = 'garbled' | 'html' | 'empty' | 'drop';

export interface TestServerOptions {
  /** Customers to seed (default: the 60 named demo customers). */
  rows?: number;
  /** Reuse a database file (e.g. to test a restart); default a fresh temp file. */
  dbPath?: string;
  /** Session lifetime in milliseconds. */
  tokenTtlMs?: number;
  /** RSA key size of the login keys (default 1024). */
  keyBits?: 1024 | 2048 | 4096;
}

export interface LoginResult {
  token: string;
  xsrf: string;
  user: Record<string, unknown>;
}

export interface TestHooks {
  /** Expires one token, or every session when none is given. */
  expireToken(token?: string): Promise<void>;
  /** Delays every call (or only calls of `action`) by `ms`; 0 turns it off. */
  latency(ms: number, action?: string): Promise<void>;
  /**
   * Makes the next `count` calls of `action` ("*" = any) fail with `code` (default error.fail), an
   * HTTP status, or a broken reply `kind`: garbled (truncated JSON, 200), html (a proxy's page,
   * 200), empty (200, no body), drop (the socket closed, no reply).
   */
  fail(action: string, count: number, opts?: { code?: string; http?: number; msg?: string; kind?: FaultKind }): Promise<void>;
  /** Holds every /bundles/* request back for `ms` (0: off), as a bundle that never loads. */
  bundleHang(ms: number): Promise<void>;
  /** Requests seen for an entity and/or action since the last reset. */
  count(entity?: string, action?: string): Promise<number>;
  resetCounts(): Promise<void>;
  /** Clears counts, planned failures, latency, the login throttle and the bundle hang. */
  reset(): Promise<void>;
}

export interface TestServer {
  url: string;
  port: number;
  /** The database file (kept until close()). */
  dbPath: string;
  close(): Promise<void>;
  hooks: TestHooks;
  login(account: string, password?: string): Promise<LoginResult>;
}

interface JSEncryptLike {
  setPublicKey(pem: string): void;
  encryptOAEP(text: string): string | false;
}

let JSEncryptCtor: (new () => JSEncryptLike) | undefined;

/** jsencrypt cannot be imported as ESM in plain Node (extensionless imports): load its CommonJS build. */
function jsencrypt(): new () => JSEncryptLike {
  if (!JSEncryptCtor) {
    const require = createRequire(import.meta.url);
    const mod = require('jsencrypt') as { default?: new () => JSEncryptLike; JSEncrypt?: new () => JSEncryptLike };
    JSEncryptCtor = mod.default ?? mod.JSEncrypt ?? (mod as unknown as new () => JSEncryptLike);
  }
  return JSEncryptCtor;
}

/** Encrypts a password with the server's public key, as the shell's login form does. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const enc = new (jsencrypt())();
  enc.setPublicKey(publicKeyPem);
  const out = enc.encryptOAEP(password);
  if (!out) throw new Error('jsencrypt could not encrypt the password');
  return out;
}

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
}

/**
 * Requests through node:http rather than the global fetch: under happy-dom the global fetch is the
 * window's, which applies CORS and drops Set-Cookie.
 */
function httpJson(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(url, { method, headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined });
        } catch {
          reject(new Error(`${method} ${url}: HTTP ${res.statusCode}, not JSON: ${text.slice(0, 200)}`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = opts.dbPath ? undefined : mkdtempSync(join(tmpdir(), 'platform-test-'));
  const dbPath = opts.dbPath ?? join(dir!, 'platform.db');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath,
    testHooks: true,
    ...(opts.rows !== undefined ? { rows: opts.rows } : {}),
    ...(opts.tokenTtlMs !== undefined ? { tokenTtlMs: opts.tokenTtlMs } : {}),
    ...(opts.keyBits !== undefined ? { keyBits: opts.keyBits } : {}),
  });
  const { url } = server;

  const hook = async (name: string, body?: Record<string, unknown>, query = ''): Promise<Record<string, unknown>> => {
    const res = await httpJson(body ? 'POST' : 'GET', `${url}/__test/${name}${query}`, body);
    const json = res.json as { code: string; msg: string; data: Record<string, unknown> };
    if (json.code !== '0') throw new Error(`test hook ${name} failed: ${json.msg}`);
    return json.data;
  };

  const hooks: TestHooks = {
    expireToken: async (token) => void (await hook('expire-token', token ? { token } : {})),
    latency: async (ms, action) => void (await hook('latency', action ? { ms, action } : { ms })),
    fail: async (action, count, o = {}) => void (await hook('fail', { action, count, ...o })),
    count: async (entity, action) => {
      const q = new URLSearchParams();
      if (entity) q.set('entity', entity);
      if (action) q.set('action', action);
      return (await hook('count', undefined, `?${q.toString()}`)).count as number;
    },
    resetCounts: async () => void (await hook('reset-counts', {})),
    bundleHang: async (ms) => void (await hook('bundle-hang', { ms })),
    reset: async () => void (await hook('reset', {})),
  };

  const login = async (account: string, password = 'demo123'): Promise<LoginResult> => {
    const keyRes = await httpJson('GET', `${url}/api/v1/demo/crm/FM_USER/getPublicKey`);
    const cookie = ([] as string[]).concat(keyRes.headers['set-cookie'] ?? []).join('; ');
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const key = keyRes.json as { data: { publicKey: string; keyId?: string } };
    const res = await httpJson('POST', `${url}/api/v1/demo/crm/FM_USER/checkLoginNoDecrypt`,
      { account, password: encryptPassword(key.data.publicKey, password), keyId: key.data.keyId }, { cookie: `XSRF-TOKEN=${xsrf}` });
    const json = res.json as { code: string; msg: string; data: { token: string; xsrf: string; user: Record<string, unknown> } };
    if (json.code !== '0') throw new Error(`login of ${account} failed: ${json.code} ${json.msg}`);
    return { token: json.data.token, xsrf: json.data.xsrf, user: json.data.user };
  };

  return {
    url,
    port: server.port,
    dbPath,
    hooks,
    login,
    close: async () => {
      await server.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
