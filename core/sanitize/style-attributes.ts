/**
 * Styles of rich text under a strict `style-src` (no `'unsafe-inline'`): Chromium reports a
 * violation for every `style` attribute and `<style>` element any parser of the page makes, even
 * in an inert document (DOMParser, `<template>`), and applies none of them. So they never reach a
 * parser under their own names: the text says `data-sanitized-style` and `<xmp data-sanitized-sheet>`
 * before DOMPurify reads it (its hooks filter those exactly as `style`, whoever wrote them), the
 * string `sanitizeHtml` returns says `style` again, and where the elements insert HTML they stay
 * hidden: the filtered declarations are applied through CSSOM (`element.style.setProperty`) and
 * the sheets adopted, which `style-src` allows.
 * Pure string work, tested in Node.
 */
import { styleDeclarationParts } from './css.ts';

export const HIDDEN_STYLE = 'data-sanitized-style';

/** `<style>` elements travel as `<xmp data-sanitized-sheet>`: raw text as well, so parsed the same. */
export const HIDDEN_SHEET = 'data-sanitized-sheet';

/** A start tag, then its attributes one by one (quoted values may hold `>`). */
const TAG = /<([a-zA-Z][^\s/>]*)/g;
const ATTRIBUTE = /([\s/]*)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/y;

type Rename = (name: string) => string | undefined;

/** Renames tag and attribute names in every start tag (an attribute renamed to undefined goes). */
function renameInTags(html: string, tagName: Rename, attributeName: Rename): string {
  let out = '';
  let last = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    out += html.slice(last, match.index) + '<' + (tagName(match[1]!.toLowerCase()) ?? match[1]);
    let at = TAG.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) break;
      const [, space = '', name = '', value = ''] = attribute;
      const renamed = attributeName(name.toLowerCase());
      if (renamed !== undefined) out += space + (renamed || name) + value;
      at = ATTRIBUTE.lastIndex;
    }
    last = at;
    TAG.lastIndex = at;
  }
  return out + html.slice(last);
}

/**
 * `style="…"` → `data-sanitized-style="…"` and `<style>…</style>` → `<xmp data-sanitized-sheet>…</xmp>`
 * in the text: nothing a parser of the page would count against `style-src`.
 */
export function hideStyleAttributes(html: string): string {
  if (!/style/i.test(html)) return html;
  const tags = renameInTags(
    html,
    (tag) => (tag === 'style' ? `xmp ${HIDDEN_SHEET}` : undefined),
    (name) => (name === 'style' ? HIDDEN_STYLE : ''),
  );
  return tags.replace(/<\/style(?=[\s/>]|$)/gi, '</xmp');
}

/** The reverse, for HTML that is given out as a string (DOMPurify's serialised output). */
export function restoreStyleAttributes(html: string): string {
  if (!html.includes('data-sanitized-')) return html;
  const tags = renameInTags(
    html,
    (tag) => (tag === 'xmp' ? 'style' : undefined),
    (name) => (name === HIDDEN_STYLE ? 'style' : name === HIDDEN_SHEET ? undefined : ''),
  );
  return tags.replace(/<\/xmp(?=[\s/>]|$)/gi, '</style');
}

export interface StyleDeclaration {
  property: string;
  value: string;
  priority: '' | 'important';
}

/** The whitelisted declarations of a style text, ready for `style.setProperty`. */
export function styleDeclarationList(text: string): StyleDeclaration[] {
  return styleDeclarationParts(text).map(([property, value]) => {
    const important = /\s*!\s*important$/i.exec(value);
    return { property, value: important ? value.slice(0, important.index) : value, priority: important ? 'important' : '' };
  });
}

/** Applies each element's hidden style through CSSOM and drops the attribute. */
export function applyHiddenStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${HIDDEN_STYLE}]`)) {
    const text = element.getAttribute(HIDDEN_STYLE) ?? '';
    element.removeAttribute(HIDDEN_STYLE);
    for (const { property, value, priority } of styleDeclarationList(text)) element.style?.setProperty(property, value, priority);
  }
}
