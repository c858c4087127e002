/**
 * `app-shell-platform`: registers every public custom element of the product (DESIGN.md §3)
 * under its plain name. `defineElements({ prefix })` adds prefixed names for hosts that already
 * use one of them. In Node (a server-side render) importing it registers nothing and throws nothing.
 */
// Before anything that may write to an HTML or script sink.
import './entries/setup.ts';
import { AppShellElement, EntityFormElement, EntityListElement, PdfViewerElement, defineElements } from './entries/define.ts';

defineElements();

export { AppShellElement, EntityFormElement, EntityListElement, PdfViewerElement, defineElements };
export type { DefineOptions, ElementTag } from './entries/define.ts';
export { emit } from './shared/emit.ts';
export type * from './entries/public-types.ts';
