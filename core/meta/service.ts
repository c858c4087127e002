import type { BoundedCache, PlatformCaches } from '../cache/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import type { MetaCheck } from './check.ts';

/**
 * The part of the request layer (core/http, docs/core-architecture.md) metadata needs:
 * `request` resolves with the envelope's data and rejects with a PlatformError. Declared
 * structurally so that tests can pass a small fake.
 */
export interface MetaRequest {
  entity: string;
  action: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  data?: unknown;
  /** Failures are reported by the caller (or swallowed), not by the request layer. */
  silent?: boolean;
}

/** How a load of metadata asks: `silent` reports no failure (a load ahead of the page's own, which reports). */
export interface LoadOptions {
  silent?: boolean;
}

export interface MetaHttp {
  request<T = unknown>(spec: MetaRequest): Promise<T>;
}

/** What each metadata service shares. */
export interface MetaServiceContext {
  context: PlatformContext;
  http: MetaHttp;
  caches: PlatformCaches;
  /** The current language code, for error messages and language-keyed cache entries. */
  language(): string;
  /** Reports wrongly typed metadata once per kind, on the instance's console. */
  check: MetaCheck;
}

/**
 * Cache key of a reply the server words in the request's language (the `Language` header): code
 * texts, entity and attribute labels, node titles. One entry per (key, language), so after a
 * language switch the next call loads the other language once instead of showing the first one's.
 */
export function languageKey(service: Pick<MetaServiceContext, 'language'>, key: string): string {
  return `${service.language()}~${key}`;
}

/** The language-free part of a cache key (a languageKey or a plain key), for evicting every language's entry. */
export function baseKey(entryKey: string): string {
  return entryKey.slice(entryKey.indexOf('~') + 1);
}

/** Typed access to a cache whose values core/cache keeps as `unknown`. */
export function cached<T>(cache: BoundedCache<unknown>, key: string, load: () => Promise<T>): Promise<T> {
  return cache.get(key, load) as Promise<T>;
}

/** Rejects with an error value, resolves otherwise: normalisers return errors, never throw. */
export function unwrap<T>(value: T): Exclude<T, Error> {
  if (value instanceof Error) throw value;
  return value as Exclude<T, Error>;
}
