/**
 * Test hooks, mounted only when the server starts with `--test-hooks` (or `testHooks: true`):
 * expire tokens, add latency, fail the next N calls of an action, count requests.
 */
import type { App } from './http/context.js';
import { expireSessions } from './session.js';

interface FailRule {
  count: number;
  code: string;
  http: number | undefined;
  msg: string | undefined;
}

export interface HookState {
  counts: Map<string, number>;
  latency: { ms: number; action: string | undefined } | undefined;
  fails: Map<string, FailRule>;
}

export const newHookState = (): HookState => ({ counts: new Map(), latency: undefined, fails: new Map() });

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

const num = (v: unknown, d: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
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
      if (count === 0) h.fails.delete(action);
      else h.fails.set(action, { count, code: str(body.code) ?? 'error.fail', http, msg: str(body.msg) });
      return { action, count };
    }
    case 'count':
      return { count: countOf(h, query.get('entity'), query.get('action')) };
    case 'reset-counts':
      h.counts.clear();
      return { count: 0 };
    case 'reset':
      h.counts.clear();
      h.fails.clear();
      h.latency = undefined;
      app.throttle.clear();
      return null;
    case 'reset-throttle':
      app.throttle.clear();
      return null;
    default:
      return undefined;
  }
}
