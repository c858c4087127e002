/**
 * Reading and writing the address in the two router modes (spec §2): hash mode keeps the route
 * after `#` (`/index.html#/app/demo/crm?x=1`), history mode after the base path
 * (`/shell/app/demo/crm?x=1`).
 */
export type RouterMode = 'hash' | 'history';

export interface AddressConfig {
  mode: RouterMode;
  /** Base path in history mode, '' or '/shell'. */
  base: string;
}

export interface Address {
  path: string;
  query: Record<string, string>;
}

export function normaliseBase(base: string | undefined): string {
  const trimmed = (base ?? '').replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function queryString(query: Record<string, string | undefined> = {}): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

function stripBase(pathname: string, base: string): string {
  if (!base) return pathname;
  const lower = pathname.toLowerCase();
  if (lower === base.toLowerCase()) return '/';
  if (lower.startsWith(`${base.toLowerCase()}/`)) return pathname.slice(base.length);
  return pathname;
}

/** The route part of an address. */
export function readAddress(href: string, config: AddressConfig): Address {
  const url = new URL(href);
  if (config.mode === 'history') {
    return { path: stripBase(url.pathname, config.base) || '/', query: queryOf(url.search) };
  }
  const hash = url.hash.replace(/^#/, '');
  const [path = '', search = ''] = hash.split(/\?(.*)/s);
  return { path: path.startsWith('/') ? path : `/${path}`, query: queryOf(search) };
}

/** The full URL showing a route, keeping the page part of the current address in hash mode. */
export function writeAddress(currentHref: string, config: AddressConfig, path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(currentHref);
  if (config.mode === 'history') return `${url.origin}${config.base}${path === '/' && config.base ? '' : path}${queryString(query)}` || '/';
  return `${url.origin}${url.pathname}${url.search}#${path}${queryString(query)}`;
}

/** The address as the `url` query of the error route and the return path of login (spec §2). */
export function currentRouteText(href: string, config: AddressConfig): string {
  const url = new URL(href);
  if (config.mode === 'hash') return url.hash || '#/';
  return `${stripBase(url.pathname, config.base)}${url.search}`;
}

/**
 * The address without the given query params, in the route query and in the page's own search
 * (a deep link may carry the token in either place). Null when nothing had to go.
 */
export function withoutParams(href: string, config: AddressConfig, names: readonly string[]): string | null {
  const url = new URL(href);
  let changed = false;
  for (const name of names) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  if (config.mode === 'hash') {
    const address = readAddress(url.href, config);
    if (names.some((name) => name in address.query)) {
      const kept = Object.fromEntries(Object.entries(address.query).filter(([key]) => !names.includes(key)));
      url.hash = `${address.path}${queryString(kept)}`;
      changed = true;
    }
  }
  return changed ? url.href : null;
}
