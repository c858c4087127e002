/**
 * Styles under a strict CSP (docs/core-architecture.md "Trusted Types and styles"): the sanitiser
 * hands `style` attributes and `<style>` sheets on renamed (`../sanitize/style-attributes.ts`), and
 * rich text applies them through CSSOM. A face of its own, loaded with rich text: the sanitiser's
 * face is in core's first chunk, which these helpers are not.
 */
export { HIDDEN_SHEET, HIDDEN_STYLE, applyHiddenStyles, styleDeclarationList } from '../sanitize/style-attributes.ts';
export type { StyleDeclaration } from '../sanitize/style-attributes.ts';
