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
  /**
   * The address's token when its client already holds one: held back, unused, until the shell
   * knows whether both are the same person's (a sign-in link must not replace a live session
   * silently). Handed over (and forgotten) when asked for with its client.
   */
  takeHeld(client: string): string | undefined;
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
 * route's client segment) and is stored as `{client}-token` straight away when that client holds
 * no token yet; when it holds one, the arriving token is held (`takeHeld`) for the route guard, which
 * asks the person before another account replaces the live one. An address that names no client
 * (a short link, an app by id) leaves the token unclaimed: it serves the calls of a client that
 * holds no token until the shell knows its client from the route or the app configuration, and
 * is then stored (or held) under that one, never under the fallback client a call resolves to
 * before then.
 */
export function createTokenStore(env: TokenEnv, owners: TokenOwners = {}): TokenStore {
  const found = stripParams(env.location.href(), [...ADDRESS_TOKEN_PARAMS, 'client_code']);
  const arrived = found.values.token ?? found.values._token;
  let arrival: { token: string; client?: string } | undefined;
  if (arrived) {
    env.location.replace(found.href);
    arrival = { token: arrived, client: found.values.client_code || owners.addressClient?.(found.href) || undefined };
  }
  const stored = (client: string) => env.storage.getItem(tokenKey(client)) ?? undefined;

  /** Files the arrival under its client once known: stored when that client has none (or the same), else held. */
  function settle(): void {
    if (arrival && !arrival.client) arrival.client = owners.knownClient?.();
    const client = arrival?.client;
    if (client && (stored(client) ?? arrival!.token) === arrival!.token) {
      env.storage.setItem(tokenKey(client), arrival!.token);
      arrival = undefined;
    }
  }
  settle();

  function trustedOrigins(): Set<string> {
    const page = env.location.href();
    const origins = [page, env.settings.ipBase, env.settings.baseUrl].map((url) => originOf(url, page));
    return new Set(origins.filter((origin): origin is string => Boolean(origin) && origin !== 'null'));
  }

  return {
    get(client) {
      settle();
      return stored(client) ?? (arrival && !arrival.client ? arrival.token : undefined);
    },
    set: (client, token) => env.storage.setItem(tokenKey(client), token),
    remove(client) {
      if (arrival && (!arrival.client || arrival.client === client)) arrival = undefined;
      env.storage.removeItem(tokenKey(client));
    },
    isTrusted(url) {
      const origin = originOf(url, env.location.href());
      return origin !== undefined && trustedOrigins().has(origin);
    },
    takeHeld(client) {
      settle();
      const token = arrival?.client === client ? arrival.token : undefined;
      if (token) arrival = undefined;
      return token;
    },
  };
}
