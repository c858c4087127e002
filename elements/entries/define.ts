/**
 * `app-shell-platform/define`: the four elements, registered only when the host asks, under the
 * names it chooses. `defineElements({ prefix: 'v2' })` registers `v2-app-shell`, `v2-entity-list`,
 * `v2-entity-form` and `v2-pdf-viewer` and leaves the plain names alone, so another version of
 * the package (or another product) can keep them on the same page.
 */
import './setup.ts';
import { AppShellElement } from '../app-shell/app-shell.element.ts';
import { EntityFormElement } from '../entity-form/entity-form.element.ts';
import { EntityListElement } from '../entity-list/entity-list.element.ts';
import { PdfViewerElement } from '../pdf-viewer/pdf-viewer.element.ts';
import { registerTag, setBuildPrefix } from '../shared/tags.ts';
import type { ElementTag } from '../shared/tags.ts';

const elements: Record<ElementTag, CustomElementConstructor> = {
  'app-shell': AppShellElement,
  'entity-list': EntityListElement,
  'entity-form': EntityFormElement,
  'pdf-viewer': PdfViewerElement,
};

export interface DefineOptions {
  /** Registers `<prefix>-<tag>` (e.g. `acme-entity-list`); without one, the plain names. */
  prefix?: string;
}

/** A custom element name's prefix: lower case, starting with a letter, no dash at either end. */
const PREFIX = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Registers the four elements, under `prefix` when given. Names the page already has are left
 * as they are. Does nothing where custom elements do not exist (a server-side render).
 */
export function defineElements(options: DefineOptions = {}): void {
  const prefix = options.prefix ?? '';
  if (prefix && !PREFIX.test(prefix))
    throw new TypeError(`defineElements: "${prefix}" is not a valid tag prefix (lower-case letters, digits and inner dashes)`);
  setBuildPrefix(prefix);
  for (const [tag, elementClass] of Object.entries(elements) as [ElementTag, CustomElementConstructor][]) registerTag(tag, elementClass, prefix);
}

export { AppShellElement, EntityFormElement, EntityListElement, PdfViewerElement };
export { emit } from '../shared/emit.ts';
export type { ElementTag };
export type * from './public-types.ts';
