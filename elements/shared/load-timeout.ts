/**
 * Spec §8/§9: a script chunk that has not arrived after 120 s is a load error. Every lazy chunk
 * of the elements (element bodies, page kinds, shell screens, core's page concepts, the HTML
 * sanitiser, pdf.js) goes through `withLoadTimeout` (core/errors/load-timeout.ts, which core's
 * own lazy chunks use too), so a stalled connection ends in the error
 * panel and its retry instead of a spinner that never stops.
 */
import { CHUNK_TIMEOUT_CODE, PlatformError } from '../../core/errors/index.ts';
import { defineWords } from '../../core/i18n/index.ts';

export { chunkLoadTimeout, setChunkLoadTimeout, withLoadTimeout, CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_CODE } from '../../core/errors/index.ts';

const LOAD_WORDS = {
  /** What the error panel says for a chunk that timed out. */
  chunkTimeout: ['页面资源加载超时（120 秒），请检查网络后重试', 'Part of the app did not load within 120 seconds: check the connection and retry'],
} as const;

/** [zh-CN, en-US]: what the error panel says for a chunk that timed out. */
export const CHUNK_TIMEOUT_TEXT = LOAD_WORDS.chunkTimeout;

const loadWords = defineWords('chunk-load', LOAD_WORDS);

/** Where a failed load keeps the ways to ask for it again (a property of the error itself, not module state). */
const RETRIES = Symbol('retry load');

type Retryable = { [RETRIES]?: (() => void)[] };

/**
 * What a failed lazy load rejects with: the error itself when it is an object (an Error, a
 * PlatformError), else an Error saying it. `retry` is kept on it: the error panel's retry
 * (`retryFailedLoad`) runs it, so the load is asked for again by the region's next render.
 */
export function failedLoad(error: unknown, retry: () => void): unknown {
  const taggable = error !== null && typeof error === 'object' && Object.isExtensible(error);
  const slot = (taggable ? error : new Error(readableMessage(error), { cause: error })) as Retryable;
  if (!slot[RETRIES]) Object.defineProperty(slot, RETRIES, { value: [], configurable: true });
  slot[RETRIES]!.push(retry);
  return slot;
}

function readableMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = error !== null && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/** The error panel's retry: the loads that failed with `error` may be asked for again. */
export function retryFailedLoad(error: unknown): void {
  if (error === null || typeof error !== 'object') return;
  const retries = (error as Retryable)[RETRIES];
  if (!retries) return;
  for (const retry of retries.splice(0)) retry();
}

export function isChunkTimeout(error: unknown): boolean {
  return error instanceof PlatformError && error.code === CHUNK_TIMEOUT_CODE;
}

export function chunkTimeoutMessage(language: string): string {
  return loadWords(language)('chunkTimeout');
}
