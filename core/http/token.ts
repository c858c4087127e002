import type { KeyValueStorage, PlatformLocation, PlatformSettings } from '../instance/env.ts';

/** Address parameters that carry a token (spec §7) and must never stay in the address bar. */
export const ADDRESS_TOKEN_PARAMS = ['token', '_token'] as const;

export const tokenKey = (client: string): string => `${client}-token`;

/**
 * Removes query parameters from a URL, both from the search part and from the query of a hash
 * route (`#/app/demo/crm?token=...`), since hash mode keeps its query after the `#`.
 */
export function stripParams(href: string, names: readonly string[]): { href: string; values: Record<string, string> } {
  const url = new URL(href);
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) values[name] = value;
    url.searchParams.delete(name);
  }
  const hash = url.hash;
  const mark = hash.indexOf('?');
  if (mark >= 0) {
    const query = new URLSearchParams(hash.slice(mark + 1));
    for (const name of names) {
      const value = query.get(name);
      if (value !== null) values[name] ??= value;
      query.delete(name);
    }
    const rest = query.toString();
    url.hash = hash.slice(0, mark) + (rest ? `?${rest}` : '');
  }
  return { href: url.href, values };
}

export interface TokenStore {
  /** The token for a client: one arriving in the address first, then local storage. */
  get(client: string): string | undefined;
  set(client: string, token: string): void;
  remove(client: string): void;
  /** A URL on the page origin or on the configured platform server: the only places a token may go. */
  isTrusted(url: string): boolean;
}

interface TokenEnv {
  storage: KeyValueStorage;
  location: PlatformLocation;
  settings: PlatformSettings;
}

function originOf(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/**
 * Takes a token from the address at once (and strips it with `replace`, so it neither stays on
 * screen nor in history); it is stored under `{client}-token` when the client is first known.
 */
export function createTokenStore(env: TokenEnv): TokenStore {
  const found = stripParams(env.location.href(), [...ADDRESS_TOKEN_PARAMS, 'client_code']);
  let pending = found.values.token ?? found.values._token;
  const pendingClient = found.values.client_code;
  if (pending) env.location.replace(found.href);

  function trustedOrigins(): Set<string> {
    const page = env.location.href();
    const origins = [page, env.settings.ipBase, env.settings.baseUrl].map((url) => originOf(url, page));
    return new Set(origins.filter((origin): origin is string => Boolean(origin) && origin !== 'null'));
  }

  return {
    get(client) {
      if (pending) {
        env.storage.setItem(tokenKey(pendingClient ?? client), pending);
        pending = undefined;
      }
      return env.storage.getItem(tokenKey(client)) ?? undefined;
    },
    set: (client, token) => env.storage.setItem(tokenKey(client), token),
    remove(client) {
      pending = undefined;
      env.storage.removeItem(tokenKey(client));
    },
    isTrusted(url) {
      const origin = originOf(url, env.location.href());
      return origin !== undefined && trustedOrigins().has(origin);
    },
  };
}
