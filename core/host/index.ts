/**
 * What the elements need from core in a host page beside the concepts' own faces, kept out of
 * core's first chunk (DESIGN §6): the product's Trusted Types policy and the trusted values it
 * gives (`../sanitize/trusted-types.ts`), the sanitiser's hidden styles applied without a sink a
 * strict CSP blocks (`../sanitize/style-attributes.ts`), the wait for a shell's first screen
 * (`../state/first-screen.ts`) and which pdf.js build the browser runs (`../platform/browser.ts`).
 * Those concepts' `index.ts` are in the first chunk; these modules load with the elements that
 * use them. Pure re-exports: importing this face adds no module of its own.
 */
export {
  TRUSTED_TYPES_POLICY,
  createProductPolicy,
  installDefaultTrustedTypesPolicy,
  productPolicy,
  trustedHtmlHidingStyles,
  trustedScriptUrl,
} from '../sanitize/trusted-types.ts';
export type { ProductPolicy, Trusted, TrustedTypesOptions } from '../sanitize/trusted-types.ts';
export { HIDDEN_SHEET, HIDDEN_STYLE, applyHiddenStyles } from '../sanitize/style-attributes.ts';
export { FIRST_SCREEN_WAIT_MS, afterFirstScreen } from '../state/first-screen.ts';
export { runsCurrentPdfJs } from '../platform/browser.ts';
