/**
 * Spec §8/§9: a script chunk that has not arrived after 120 s is a load error. Every lazy chunk
 * of the elements (element bodies, page kinds, shell screens, core's page concepts, the HTML
 * sanitiser, pdf.js) goes through `withLoadTimeout` (core/errors/load-timeout.ts, which core's
 * own lazy chunks use too), so a stalled connection ends in the error
 * panel and its retry instead of a spinner that never stops.
 */
import { PlatformError } from '../../core/errors/index.ts';
import { CHUNK_TIMEOUT_CODE } from '../../core/errors/load-timeout.ts';

export { chunkLoadTimeout, setChunkLoadTimeout, withLoadTimeout, CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_CODE } from '../../core/errors/load-timeout.ts';

/** [zh-CN, en-US]: what the error panel says for a chunk that timed out. */
export const CHUNK_TIMEOUT_TEXT = [
  '页面资源加载超时（120 秒），请检查网络后重试',
  'Part of the app did not load within 120 seconds: check the connection and retry',
] as const;

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
