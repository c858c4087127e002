/**
 * The reference server's test hooks (`/__test/*`, on when it starts with test hooks), as one typed
 * object: the faults a test injects (latency, failures with a code or an HTTP status, broken
 * replies), request counts, expired sessions. The same object serves Node (over HTTP to the
 * server's address) and the browser (same-origin calls through the test runner's proxy).
 */

/**
 * Broken replies the server can send instead of the platform's envelope (they may come with
 * status 200): `garbled` truncated JSON, `html` a proxy's page, `empty` no body, `drop` the
 * connection closed without a reply.
 */
export type FaultKind = 'garbled' | 'html' | 'empty' | 'drop';

/** How the planned failures of `hooks.fail` fail. */
export interface FailOptions {
  /** The envelope's error code (default `error.fail`), with status 200 as the platform answers. */
  code?: string;
  /** Answer with this HTTP status instead of an envelope. */
  http?: number;
  /** The envelope's message. */
  msg?: string;
  /** A broken reply instead of an envelope. */
  kind?: FaultKind;
}

export interface TestHooks {
  /** Expires one session token, or every session when none is given. */
  expireToken(token?: string): Promise<void>;
  /** Delays every call (or only the calls of `action`, e.g. `find`) by `ms`; 0 turns it off. */
  latency(ms: number, action?: string): Promise<void>;
  /**
   * Makes the next `count` calls of `action` (`"*"` any action) fail as `options` say (an error
   * code by default); `count` 0 cancels the planned failures of that action.
   */
  fail(action: string, count: number, options?: FailOptions): Promise<void>;
  /** Holds every `/bundles/*` request back for `ms` (0: off), as a bundle that never loads. */
  bundleHang(ms: number): Promise<void>;
  /** Requests the server saw for an entity and/or action since the last reset. */
  count(entity?: string, action?: string): Promise<number>;
  /** Sets the request counts back to 0. */
  resetCounts(): Promise<void>;
  /** Clears counts, planned failures, latency, the login throttle and the bundle hang. */
  reset(): Promise<void>;
}

/** Sends one hook call (`GET` without a body) and resolves with the reply's JSON. */
export type HookTransport = (path: string, body?: Record<string, unknown>) => Promise<unknown>;

interface HookEnvelope {
  code?: string;
  msg?: string;
  data?: Record<string, unknown> | null;
}

/** Test hooks over `send`; a hook the server refuses fails with its message. */
export function createTestHooks(send: HookTransport): TestHooks {
  const call = async (name: string, body?: Record<string, unknown>, query = ''): Promise<Record<string, unknown>> => {
    const reply = (await send(`/__test/${name}${query}`, body)) as HookEnvelope | null | undefined;
    if (!reply || reply.code !== '0') {
      throw new Error(`test hook ${name} failed: ${reply?.msg ?? 'no reply (is the server started with test hooks?)'}`);
    }
    return reply.data ?? {};
  };
  return {
    expireToken: async (token) => void (await call('expire-token', token ? { token } : {})),
    latency: async (ms, action) => void (await call('latency', action ? { ms, action } : { ms })),
    fail: async (action, count, options = {}) => void (await call('fail', { action, count, ...options })),
    bundleHang: async (ms) => void (await call('bundle-hang', { ms })),
    count: async (entity, action) => {
      const query = new URLSearchParams();
      if (entity) query.set('entity', entity);
      if (action) query.set('action', action);
      return Number((await call('count', undefined, `?${query.toString()}`)).count ?? 0);
    },
    resetCounts: async () => void (await call('reset-counts', {})),
    reset: async () => void (await call('reset', {})),
  };
}

/**
 * The hooks of the server behind the test page (the test runner's proxy sends `/__test/*` to
 * it), for browser tests.
 */
export const serverHooks: TestHooks = createTestHooks(async (path, body) => {
  const reply = await fetch(path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  return reply.json().catch(() => null);
});
