/**
 * What the PDF viewer asks core (docs/core-architecture.md "Loading"): which pdf.js build the
 * browser runs, a feature test (`../platform/browser.ts`). A face of its own, loaded with the
 * viewer: the platform concept's face is in core's first chunk, which this test is not.
 */
export { runsCurrentPdfJs } from '../platform/browser.ts';
