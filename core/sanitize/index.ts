/**
 * HTML sanitising (spec §5, DESIGN §2): the one function every place that renders HTML from data
 * or configuration must use (`richtext` attributes, help texts, messages, tips).
 *
 * DOMPurify with its default safe lists, plus:
 * - `style` and `class` attributes allowed; `style` attributes and `<style>` elements filtered to a
 *   whitelist of CSS properties with no `url()`, `expression()`, `@import` or script schemes
 *   (`./css.ts`); `type` allowed on `<style>`;
 * - any attribute whose value holds a `javascript:` (or `vbscript:`) scheme is removed, also when
 *   hidden by entities, whitespace, control characters or case.
 *
 * DOMPurify is not part of core's first chunk: `loadSanitizer()` brings it (the elements call it
 * with the first page that can show HTML, before that page renders). Until it has loaded, and
 * without a window (plain Node) where DOMPurify cannot parse, the input comes back as escaped
 * text: safe to render, never interpreted. DOMPurify gives wrong results under happy-dom, so the
 * XSS corpus runs in Chromium (`tests/core/sanitize/sanitize.browser.test.ts`).
 */
import { hasScriptScheme } from './scheme.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';

type Purify = (html: string, hideStyles?: boolean) => string | undefined;

let purifyLoaded: Purify | undefined;
let loading: Promise<void> | undefined;

/** Loads DOMPurify (once); `sanitizeHtml` uses it from then on. Never rejects: on failure HTML stays escaped text. */
export function loadSanitizer(): Promise<void> {
  loading ??= withLoadTimeout(import('./purifier.ts'), 'sanitiser').then(
    (module) => {
      purifyLoaded = module.purify;
    },
    (error: unknown) => {
      loading = undefined;
      console.error('[sanitize] the HTML sanitiser could not be loaded; HTML is shown as text', error);
    },
  );
  return loading;
}

/** True once DOMPurify is in: HTML is then sanitised rather than escaped. */
export function sanitizerReady(): boolean {
  return purifyLoaded !== undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text of `html` escaped so that it renders literally. */
export function escapeHtml(html: string): string {
  return html.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * Returns HTML safe to insert with `innerHTML` / `dangerouslySetInnerHTML`. `null`/`undefined`
 * give ''. Before `loadSanitizer()` has finished, or without a DOM, returns the input escaped as text.
 * `hideStyles` leaves style attributes renamed `data-sanitized-style` (`./style-attributes.ts`):
 * for a strict `style-src`, where the elements apply them through CSSOM after insertion.
 */
export function sanitizeHtml(html: string | null | undefined, hideStyles?: boolean): string {
  if (html === null || html === undefined || html === '') return '';
  const text = String(html);
  return purifyLoaded?.(text, hideStyles) ?? escapeHtml(text);
}

export { hasScriptScheme };
