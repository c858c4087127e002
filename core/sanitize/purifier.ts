/**
 * DOMPurify set up with the product's hooks (see `./index.ts`); loaded on demand by
 * `loadSanitizer()`, so that pages which never show HTML never download it.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify } from 'dompurify';
import { sanitizeStyleDeclarations, sanitizeStyleSheet } from './css.ts';
import { hasScriptScheme } from './scheme.ts';

export const CONFIG: Config = {
  // Keep a leading <style>: without it the parser moves it to <head> and DOMPurify drops it.
  FORCE_BODY: true,
  ADD_ATTR: ['class', 'style'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

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

export function currentPurifier(): DOMPurify | undefined {
  const win = typeof window === 'undefined' ? undefined : window;
  if (!win?.document) return undefined;
  if (purifier === undefined || purifierWindow !== win) {
    purifier = setUp(win);
    purifierWindow = win;
  }
  return purifier.isSupported ? purifier : undefined;
}


/** Sanitises with DOMPurify, or returns undefined where it cannot run (no DOM). */
export function purify(html: string): string | undefined {
  const instance = currentPurifier();
  return instance ? (instance.sanitize(html, CONFIG) as unknown as string) : undefined;
}
