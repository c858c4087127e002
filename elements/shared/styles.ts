import lightCss from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import darkCss from '@shoelace-style/shoelace/dist/themes/dark.css?inline';
import baseCss from './base.css?inline';

/**
 * Shoelace's themes are written for the document (`:root`) and for `:host`. Inside a shadow root
 * both files would match `:host` and dark would always win, so the dark file is narrowed to
 * `:host(.sl-theme-dark)`: the light tokens apply by default, the dark ones when the host has the
 * class (set from the theme store).
 */
const darkForHost = darkCss.replace(/:host,\s*\.sl-theme-dark\s*\{/, ':host(.sl-theme-dark), .sl-theme-dark {');

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable sheet per distinct CSS text, shared by every element instance. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Adopts the Shoelace themes, the shared base styles and the element's own CSS. */
export function adoptStyles(root: ShadowRoot, ownCss: readonly string[] = []): void {
  root.adoptedStyleSheets = [lightCss, darkForHost, baseCss, ...ownCss].map(sheetFor);
}

/** How many mounted users each sheet added to a root has: it leaves the root with its last user. */
const users = new WeakMap<DocumentOrShadowRoot, Map<CSSStyleSheet, number>>();

/**
 * Adds CSS to a root's adopted sheets (after those already there) until the returned function
 * runs. Under a strict `style-src` a `<style>` element is an inline style CSP blocks; constructable
 * sheets are not. A sheet the root had already (the element's own) is left alone.
 */
export function adoptWhileMounted(root: DocumentOrShadowRoot, cssTexts: readonly string[]): () => void {
  const counts = users.get(root) ?? new Map<CSSStyleSheet, number>();
  users.set(root, counts);
  const managed = [...new Set(cssTexts.filter(Boolean).map(sheetFor))].filter((sheet) => counts.has(sheet) || !root.adoptedStyleSheets.includes(sheet));
  const added = managed.filter((sheet) => !counts.has(sheet));
  for (const sheet of managed) counts.set(sheet, (counts.get(sheet) ?? 0) + 1);
  if (added.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...added];
  return () => {
    const gone = managed.filter((sheet) => {
      const left = (counts.get(sheet) ?? 1) - 1;
      if (left > 0) counts.set(sheet, left);
      else counts.delete(sheet);
      return left <= 0;
    });
    if (gone.length) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !gone.includes(sheet));
  };
}

/**
 * Styles a document of its own (a print frame) without a `<style>` element, which a strict
 * `style-src` blocks there too: the frame inherits its parent's CSP. The sheet must be made by the
 * frame's own window.
 */
export function adoptIntoDocument(page: Document, cssText: string): void {
  const Sheet = (page.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? CSSStyleSheet;
  const sheet = new Sheet();
  sheet.replaceSync(cssText);
  page.adoptedStyleSheets = [...page.adoptedStyleSheets, sheet];
}
