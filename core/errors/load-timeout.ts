/**
 * Spec §8/§9: a script chunk that has not arrived after 120 s is a load error. Core's own lazy
 * chunks (page concepts, sanitiser, bundle loader, JSON5 reader, validator, password encryptor,
 * system variables) and the elements' (elements/shared/load-timeout.ts) wait through
 * `withLoadTimeout`, so a stalled connection ends in an error with a retry, never a wait forever.
 */
import { PlatformError } from './platform-error.ts';

/** Spec §9 "Script chunk load time-out". */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const CHUNK_TIMEOUT_CODE = 'error.chunk-timeout';

let timeoutMs = CHUNK_LOAD_TIMEOUT_MS;

/** The wait in force (tests shorten it with `setChunkLoadTimeout`). */
export function chunkLoadTimeout(): number {
  return timeoutMs;
}

/** Tests make a slow import time out quickly; returns the function that puts the old wait back. */
export function setChunkLoadTimeout(ms: number): () => void {
  const before = timeoutMs;
  timeoutMs = ms;
  return () => void (timeoutMs = before);
}

/**
 * The load, or a rejection with code `error.chunk-timeout` once the wait (`ms`, default the chunk
 * time-out) is over. The late chunk
 * is not cancelled (a dynamic import cannot be): the caller drops the promise, so a retry asks again.
 */
export function withLoadTimeout<T>(load: Promise<T>, what: string, ms = timeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new PlatformError(CHUNK_TIMEOUT_CODE, `Part of the app did not load within ${ms / 1000} seconds (${what})`, { what, ms }));
    }, ms);
    load.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
