/**
 * DOMPurify set up with the product's hooks (see `./index.ts`); loaded on demand by
 * `loadSanitizer()`, so that pages which never show HTML never download it.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify } from 'dompurify';
import { sanitizeStyleDeclarations, sanitizeStyleSheet } from './css.ts';
import { hasScriptScheme } from './scheme.ts';
import { HIDDEN_SHEET, HIDDEN_STYLE, hideStyleAttributes, restoreStyleAttributes } from './style-attributes.ts';

export const CONFIG: Config = {
  // Keep a leading <style>: without it the parser moves it to <head> and DOMPurify drops it.
  FORCE_BODY: true,
  ADD_ATTR: ['class', 'style'],
  // `<style>` travels as `<xmp data-sanitized-sheet>` (./style-attributes.ts); any xmp becomes a filtered sheet.
  ADD_TAGS: ['xmp'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: DOMPurify | undefined;
let purifierWindow: unknown;

function setUp(win: Window & typeof globalThis): DOMPurify {
  const instance = createDOMPurify(win);
  instance.addHook('uponSanitizeElement', (node, data) => {
    if ((data.tagName === 'style' || data.tagName === 'xmp') && node.textContent) node.textContent = sanitizeStyleSheet(node.textContent);
    if (data.tagName === 'xmp') (node as Element).setAttribute(HIDDEN_SHEET, '');
  });
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (hasScriptScheme(data.attrValue)) {
      data.keepAttr = false;
      return;
    }
    // The renamed style attribute (./style-attributes.ts) is filtered as the style it stands for.
    if (data.attrName === 'style' || data.attrName === HIDDEN_STYLE) {
      const clean = sanitizeStyleDeclarations(data.attrValue);
      if (clean) data.attrValue = clean;
      else data.keepAttr = false;
    } else if (data.attrName === 'type' && /^(?:style|xmp)$/i.test(node.nodeName)) {
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

/**
 * Sanitises with DOMPurify, or returns undefined where it cannot run (no DOM). Style attributes
 * travel renamed through DOMPurify's parser (no `style-src` violation, ./style-attributes.ts) and
 * come back as `style`, unless `hideStyles` keeps them renamed for the elements to apply.
 */
export function purify(html: string, hideStyles = false): string | undefined {
  const instance = currentPurifier();
  if (!instance) return undefined;
  const clean = instance.sanitize(hideStyleAttributes(html), CONFIG) as unknown as string;
  return hideStyles ? clean : restoreStyleAttributes(clean);
}
