/**
 * The one way the elements put HTML from data into the page (rich text, help texts, notices):
 * sanitised by core's sanitiser (spec §5), handed to the sink as the product's TrustedHTML
 * (core/sanitize/trusted-types.ts), and its styles applied without anything a strict CSP blocks:
 * - `style` attributes arrive renamed (core/sanitize/style-attributes.ts) and are applied through
 *   CSSOM once parsed;
 * - `<style>` elements (filtered to the whitelist, arriving as `<xmp data-sanitized-sheet>`) are
 *   taken out and adopted by the shadow root as constructable sheets while the HTML is shown.
 * React's `dangerouslySetInnerHTML` would pass a plain string (no TrustedHTML) and parse style
 * attributes, hence a ref.
 */
import { createElement, useLayoutEffect, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { sanitizerReady } from '../../core/index.ts';
import { trustedHtmlHidingStyles } from '../../core/host/index.ts';
import { HIDDEN_SHEET, applyHiddenStyles } from '../../core/styles/index.ts';
import { adoptWhileMounted } from './styles.ts';

/** Puts sanitised HTML into `box`; returns what undoes its adopted sheets. */
export function renderRichHtml(box: HTMLElement, html: string): () => void {
  const template = box.ownerDocument.createElement('template');
  template.innerHTML = trustedHtmlHidingStyles(html) as string;
  const sheets = [...template.content.querySelectorAll(`style, xmp[${HIDDEN_SHEET}]`)].map((style) => {
    style.remove();
    return style.textContent ?? '';
  });
  box.replaceChildren(template.content);
  applyHiddenStyles(box);
  const root = box.getRootNode();
  return sheets.length && 'adoptedStyleSheets' in root ? adoptWhileMounted(root as unknown as DocumentOrShadowRoot, sheets) : () => undefined;
}

type Tag = 'div' | 'span' | 'article' | 'li';

export function RichHtml({ html, as = 'div', ...rest }: { html: string; as?: Tag } & HTMLAttributes<HTMLElement>) {
  const box = useRef<HTMLElement>(null);
  // Before DOMPurify is in the HTML shows as escaped text; its arrival redraws with the HTML.
  const ready = sanitizerReady();
  useLayoutEffect(() => (box.current ? renderRichHtml(box.current, html) : undefined), [html, ready]);
  return createElement(as, { ...rest, ref: box });
}
