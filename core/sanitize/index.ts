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
 * Without a window (plain Node), where DOMPurify cannot parse, the input comes back as escaped
 * text: safe to render, never interpreted. DOMPurify gives wrong results under happy-dom, so the
 * XSS corpus runs in Chromium (`tests/core/sanitize/sanitize.browser.test.ts`).
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify } from 'dompurify';
import { sanitizeStyleDeclarations, sanitizeStyleSheet } from './css.ts';

const CONFIG: Config = {
  // Keep a leading <style>: without it the parser moves it to <head> and DOMPurify drops it.
  FORCE_BODY: true,
  ADD_ATTR: ['class', 'style'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** Whitespace, control and invisible characters a browser ignores inside a URL scheme. */
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCRIPT_SCHEME = /(?:java|vb|live)script:/;

/** True when a value, once decoded and squeezed, holds a script scheme. */
export function hasScriptScheme(value: string): boolean {
  const decoded = value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(colon|tab|newline));?/gi, (_all, hex, dec, name) => {
    if (hex) return String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff));
    if (dec) return String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff));
    return name.toLowerCase() === 'colon' ? ':' : ' ';
  });
  return SCRIPT_SCHEME.test(decoded.replace(INVISIBLE, '').toLowerCase());
}

let purifier: DOMPurify | undefined;
let purifierWindow: unknown;

function setUp(win: Window & typeof globalThis): DOMPurify {
  const instance = createDOMPurify(win);
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = sanitizeStyleSheet(node.textContent);
  });
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (hasScriptScheme(data.attrValue)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'style') {
      const clean = sanitizeStyleDeclarations(data.attrValue);
      if (clean) data.attrValue = clean;
      else data.keepAttr = false;
    } else if (data.attrName === 'type' && node.nodeName.toLowerCase() === 'style') {
      // Only CSS may be declared: another type would make the browser ignore our filtering.
      if (!/^\s*text\/css\s*$/i.test(data.attrValue)) data.keepAttr = false;
    }
  });
  return instance;
}

function currentPurifier(): DOMPurify | undefined {
  const win = typeof window === 'undefined' ? undefined : window;
  if (!win?.document) return undefined;
  if (purifier === undefined || purifierWindow !== win) {
    purifier = setUp(win);
    purifierWindow = win;
  }
  return purifier.isSupported ? purifier : undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text of `html` escaped so that it renders literally. */
export function escapeHtml(html: string): string {
  return html.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * Returns HTML safe to insert with `innerHTML` / `dangerouslySetInnerHTML`. `null`/`undefined`
 * give ''. Without a DOM, returns the input escaped as text.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  const text = String(html);
  const instance = currentPurifier();
  if (!instance) return escapeHtml(text);
  return instance.sanitize(text, CONFIG) as unknown as string;
}

export { sanitizeStyleDeclarations, sanitizeStyleSheet } from './css.ts';
