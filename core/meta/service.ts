import type { BoundedCache, PlatformCaches } from '../cache/index.ts';
import type { PlatformContext } from '../instance/context.ts';

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

export interface MetaHttp {
  request<T = unknown>(spec: MetaRequest): Promise<T>;
}

/** What each metadata service shares. */
export interface MetaServiceContext {
  context: PlatformContext;
  http: MetaHttp;
  caches: PlatformCaches;
  /** The current language code, for error messages. */
  language(): string;
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
