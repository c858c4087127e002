/**
 * A platform without a server: its `fetch` answers `{ENTITY}/{action}` with envelopes built from
 * a table of replies, so browser tests can feed elements any data (fuzzed metadata, broken
 * shapes) quickly. A reply may be a value, a function of the call, or an Error (an error envelope).
 */
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../core/index.ts';
import type { Platform } from '../../core/index.ts';
import { normaliseUser } from '../../core/session/user.ts';

export interface FakeCall {
  route: string;
  params: Record<string, string>;
  body: unknown;
}

export type FakeReply = unknown | ((call: FakeCall) => unknown);

export interface FakePlatform {
  platform: Platform;
  calls: FakeCall[];
  replies: Record<string, FakeReply>;
}

function envelope(data: unknown): Response {
  const body = data instanceof Error ? { code: 'error.test', msg: data.message, data: null } : { code: '0', msg: '', data: data ?? null };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/**
 * Routes nobody asked about answer the `'*'` reply when there is one, else nothing (an empty
 * reply), so unrelated calls stay quiet.
 */
export function createFakePlatform(
  replies: Record<string, FakeReply> = {},
  user: Record<string, unknown> = defaultUser(),
  settings: Record<string, unknown> = {},
): FakePlatform {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    const [entity = '', action = ''] = url.pathname.split('/').filter(Boolean).slice(-2);
    const call: FakeCall = { route: `${entity}/${action}`, params: Object.fromEntries(url.searchParams), body: await readBody(init) };
    calls.push(call);
    const reply = call.route in replies ? replies[call.route] : replies['*'];
    return envelope(typeof reply === 'function' ? (reply as (call: FakeCall) => unknown)(call) : reply);
  };
  const platform = createPlatform({
    fetch: fetch as typeof globalThis.fetch,
    storage: createMemoryStorage(),
    location: createMemoryLocation(`${location.origin}/`),
    settings: { defaultClient: 'demo', defaultSystem: 'crm', ...settings },
  });
  platform.state.$user.set(normaliseUser(user));
  setDefaultPlatform(platform);
  return { platform, calls, replies };
}

export function defaultUser(): Record<string, unknown> {
  return {
    id: 'u1',
    client: 'demo',
    ACCOUNT: 'fuzz',
    NAME: 'Fuzz',
    LANGUAGE: '010',
    roles: [{ ID: 'r1', CODE: 'admin', NAME: 'Admin' }],
    services: { s1: { r1: '1' } },
    serviceRoles: { s1: [{ id: 'r1', code: 'admin', name: 'Admin' }] },
    roleRightCodes: { r1: ['system.config'] },
    roleEntityApiMap: {},
  };
}
