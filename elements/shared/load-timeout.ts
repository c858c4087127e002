/**
 * Spec §8/§9: a script chunk that has not arrived after 120 s is a load error. Every lazy chunk
 * of the elements (element bodies, page kinds, shell screens, core's page concepts, the HTML
 * sanitiser, pdf.js) goes through `withLoadTimeout`, so a stalled connection ends in the error
 * panel and its retry instead of a spinner that never stops.
 */
import { PlatformError } from '../../core/errors/index.ts';

/** Spec §9 "Script chunk load time-out". */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const CHUNK_TIMEOUT_CODE = 'error.chunk-timeout';

/** [zh-CN, en-US]: what the error panel says for a chunk that timed out. */
export const CHUNK_TIMEOUT_TEXT = [
  '页面资源加载超时（120 秒），请检查网络后重试',
  'Part of the app did not load within 120 seconds: check the connection and retry',
] as const;

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

let generation = 0;

/** Counts the error panels' retries: a failed lazy load is asked for again after the next one. */
export function retryGeneration(): number {
  return generation;
}

export function noteRetry(): void {
  generation += 1;
}

export function isChunkTimeout(error: unknown): boolean {
  return error instanceof PlatformError && error.code === CHUNK_TIMEOUT_CODE;
}

export function chunkTimeoutMessage(language: string): string {
  return CHUNK_TIMEOUT_TEXT[language === '011' ? 1 : 0];
}

/**
 * The load, or a rejection with code `error.chunk-timeout` once the wait is over. The late chunk
 * is not cancelled (a dynamic import cannot be): the caller drops the promise, so a retry asks again.
 */
export function withLoadTimeout<T>(load: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new PlatformError(CHUNK_TIMEOUT_CODE, `${CHUNK_TIMEOUT_TEXT[1]} (${what})`, { what, ms: timeoutMs }));
    }, timeoutMs);
    load.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
