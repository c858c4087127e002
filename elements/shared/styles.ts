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
