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

export interface TokenOwners {
  /** The client an address names (its route's client segment), when it names one. */
  addressClient?: (href: string) => string | undefined;
  /** The client the shell knows from its state (route, app config), once it knows one. */
  knownClient?: () => string | undefined;
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
 * screen nor in history). It belongs to the client the address names (`client_code`, else the
 * route's client segment) and is stored as `{client}-token` straight away. An address that names
 * no client (a short link, an app by id) leaves the token unclaimed: it serves every call until
 * the shell knows its client from the route or the app configuration, and is stored under that
 * one, never under the fallback client a call resolves to before then.
 */
export function createTokenStore(env: TokenEnv, owners: TokenOwners = {}): TokenStore {
  const found = stripParams(env.location.href(), [...ADDRESS_TOKEN_PARAMS, 'client_code']);
  const arrived = found.values.token ?? found.values._token;
  let unclaimed: string | undefined;
  if (arrived) {
    env.location.replace(found.href);
    const owner = found.values.client_code || owners.addressClient?.(found.href);
    if (owner) env.storage.setItem(tokenKey(owner), arrived);
    else unclaimed = arrived;
  }

  function trustedOrigins(): Set<string> {
    const page = env.location.href();
    const origins = [page, env.settings.ipBase, env.settings.baseUrl].map((url) => originOf(url, page));
    return new Set(origins.filter((origin): origin is string => Boolean(origin) && origin !== 'null'));
  }

  return {
    get(client) {
      if (unclaimed) {
        const owner = owners.knownClient?.();
        if (!owner) return unclaimed;
        env.storage.setItem(tokenKey(owner), unclaimed);
        unclaimed = undefined;
      }
      return env.storage.getItem(tokenKey(client)) ?? undefined;
    },
    set: (client, token) => env.storage.setItem(tokenKey(client), token),
    remove(client) {
      unclaimed = undefined;
      env.storage.removeItem(tokenKey(client));
    },
    isTrusted(url) {
      const origin = originOf(url, env.location.href());
      return origin !== undefined && trustedOrigins().has(origin);
    },
  };
}
