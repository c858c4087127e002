/**
 * What the elements need from core as they arrive in a host page, beside the concepts' own faces
 * and kept out of core's first chunk (DESIGN §6): the product's Trusted Types policy and the
 * trusted values it gives (`../sanitize/trusted-types.ts`), and the wait for a shell's first
 * screen (`../state/first-screen.ts`). Those concepts' `index.ts` are in the first chunk; these
 * modules load with the elements' first module. Re-exports only: a face that named a module the
 * first load does not hold would bring it along (hidden styles: `../styles/`; pdf.js: `../pdf/`).
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
export { FIRST_SCREEN_WAIT_MS, afterFirstScreen } from '../state/first-screen.ts';
