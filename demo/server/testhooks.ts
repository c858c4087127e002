/**
 * Test hooks, mounted only when the server starts with `--test-hooks` (or `testHooks: true`):
 * expire tokens, add latency, fail the next N calls of an action (with an envelope, an HTTP
 * status, or a broken reply of a given kind), hold bundle files back, count requests, stop
 * answering altogether (`offline`), and change the service worker's bytes as a deploy would.
 */
import type { ServerResponse } from 'node:http';
import type { App } from './http/context.js';
import { expireSessions } from './session.js';
import { issueCode } from './platform/oauth-codes.js';

/**
 * Replies that are not the platform's though they may come with status 200 (TOOLCHAIN.md):
 * garbled = truncated JSON, html = a proxy's page, empty = no body, drop = the socket closed.
 */
export const FAULT_KINDS = ['garbled', 'html', 'empty', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

interface FailRule {
  count: number;
  code: string;
  http: number | undefined;
  msg: string | undefined;
  kind: FaultKind | undefined;
}

export interface HookState {
  counts: Map<string, number>;
  latency: { ms: number; action: string | undefined } | undefined;
  fails: Map<string, FailRule>;
  /** Requests for /bundles/* wait this long before they are served (0: served at once). */
  bundleHangMs: number;
  /** Every request but the hooks' has its connection dropped, as with no network. */
  offline: boolean;
  /** Appended to /sw.js when above 0: a new deploy of the shell. */
  workerRevision: number;
  /** While set (`param-reads`), the parameter names each call reads, by `entity/action`. */
  paramReads: Map<string, Set<string>> | undefined;
  /** While set (`throttle-clock`), the time the login throttle reads: its waits neither pass nor grow. */
  throttleAt: number | undefined;
}

export const newHookState = (): HookState => ({
  counts: new Map(),
  latency: undefined,
  fails: new Map(),
  bundleHangMs: 0,
  offline: false,
  workerRevision: 0,
  paramReads: undefined,
  throttleAt: undefined,
});

/** The longest a bundle may be held back (the shell gives a script up after 120 s anyway). */
const MAX_BUNDLE_HANG_MS = 600_000;

const GARBLED = '{"code":"0","msg":"\u5904\u7406\u6210\u529f","data":{"entitys":[{"ID":"1","NAME":"tru';
const PROXY_PAGE = '<!DOCTYPE html><html><head><title>Gateway</title></head><body><h1>Please sign in to the network gateway</h1></body></html>';

/** Answers a planned broken reply of `kind` (always status 200, except drop, which has none). */
export function sendFault(res: ServerResponse, kind: FaultKind): void {
  if (kind === 'drop') return void res.socket?.destroy();
  const [type, body] =
    kind === 'garbled' ? ['application/json; charset=utf-8', GARBLED] : kind === 'html' ? ['text/html; charset=utf-8', PROXY_PAGE] : ['', ''];
  res.statusCode = 200;
  if (type) res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/** The call's parameters, each name read noted while `param-reads` is on. */
export function watchParams(h: HookState, call: string, params: Record<string, unknown>): Record<string, unknown> {
  const reads = h.paramReads;
  if (!reads) return params;
  const seen = reads.get(call) ?? new Set<string>();
  reads.set(call, seen);
  return new Proxy(params, {
    get: (target, key, receiver) => (typeof key === 'string' && seen.add(key), Reflect.get(target, key, receiver)),
    has: (target, key) => (typeof key === 'string' && seen.add(key), Reflect.has(target, key)),
  });
}

export function countRequest(h: HookState, entity: string, action: string): void {
  const key = `${entity}/${action}`;
  h.counts.set(key, (h.counts.get(key) ?? 0) + 1);
}

export function countOf(h: HookState, entity?: string | null, action?: string | null): number {
  let n = 0;
  for (const [key, c] of h.counts) {
    const [e, a] = key.split('/');
    if ((!entity || e === entity) && (!action || a === action)) n += c;
  }
  return n;
}

export function latencyFor(h: HookState, action: string): number {
  const l = h.latency;
  return l && (!l.action || l.action === action) ? l.ms : 0;
}

/** Takes one planned failure for this action (or for "*"), if any. */
export function takeFailure(h: HookState, action: string): FailRule | undefined {
  for (const key of [action, '*']) {
    const rule = h.fails.get(key);
    if (rule && rule.count > 0) {
      rule.count -= 1;
      if (rule.count === 0) h.fails.delete(key);
      return rule;
    }
  }
  return undefined;
}

const num = (v: unknown, d: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : d;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Handles `/__test/{name}`; returns the data of the envelope or undefined for an unknown hook. */
export function runHook(app: App, h: HookState, name: string, query: URLSearchParams, body: Record<string, unknown>): unknown {
  switch (name) {
    case 'expire-token':
      return { count: expireSessions(app, str(body.token) ?? query.get('token') ?? undefined) };
    case 'latency': {
      const ms = Math.max(0, Math.min(num(body.ms ?? query.get('ms'), 0), 60_000));
      h.latency = ms > 0 ? { ms, action: str(body.action) ?? query.get('action') ?? undefined } : undefined;
      return { ms };
    }
    case 'fail': {
      const action = str(body.action) ?? query.get('action') ?? '*';
      const count = Math.max(0, num(body.count ?? query.get('count'), 1));
      const http = body.http === undefined ? undefined : num(body.http, 500);
      const kind = str(body.kind) ?? query.get('kind') ?? undefined;
      if (kind !== undefined && !(FAULT_KINDS as readonly string[]).includes(kind)) return undefined;
      if (count === 0) h.fails.delete(action);
      else h.fails.set(action, { count, code: str(body.code) ?? 'error.fail', http, msg: str(body.msg), kind: kind as FaultKind | undefined });
      return { action, count, kind: kind ?? null };
    }
    case 'bundle-hang': {
      h.bundleHangMs = Math.max(0, Math.min(num(body.ms ?? query.get('ms'), 0), MAX_BUNDLE_HANG_MS));
      return { ms: h.bundleHangMs };
    }
    case 'offline': {
      const on = body.on ?? query.get('on');
      h.offline = on === true || on === 1 || on === '1' || on === 'true';
      return { offline: h.offline };
    }
    case 'worker-revision':
      h.workerRevision += 1;
      return { revision: h.workerRevision };
    case 'count':
      return { count: countOf(h, query.get('entity'), query.get('action')) };
    case 'reset-counts':
      h.counts.clear();
      return { count: 0 };
    case 'reset':
      h.counts.clear();
      h.fails.clear();
      h.latency = undefined;
      h.bundleHangMs = 0;
      h.offline = false;
      app.throttle.clear();
      return null;
    case 'oauth-code': {
      // A fresh single-use code for the messaging sign-in (platform/oauth-codes.ts); ttlMs to test expiry.
      const ttl = body.ttlMs ?? query.get('ttlMs');
      return issueCode(app, str(body.platform) ?? query.get('platform'), str(body.account) ?? query.get('account'), ttl == null ? undefined : num(ttl, 0));
    }
    case 'param-reads': {
      // Records which parameters the calls read (the parameter fuzz test): on, then read and stop.
      const seen = Object.fromEntries([...(h.paramReads ?? new Map<string, Set<string>>())].map(([call, names]) => [call, [...names]]));
      const on = body.on ?? query.get('on');
      h.paramReads = on === true || on === 'true' ? new Map() : undefined;
      return seen;
    }
    case 'read-workers':
      // Query threads ready (db/read-pool.ts): a test of what they do waits for them first.
      return { ready: app.reads.ready() };
    case 'reset-throttle':
      app.throttle.clear();
      return null;
    case 'throttle-clock': {
      // Holds the throttle's clock at `at` (ms), or lets it run again (null): a test of the waits on
      // a busy machine, where slow attempts would outlast them.
      const at = body.at ?? query.get('at');
      h.throttleAt = at == null ? undefined : num(at, Date.now());
      return { at: h.throttleAt ?? null };
    }
    default:
      return undefined;
  }
}
