/**
 * Registers every public custom element of the product (DESIGN.md §3). Importing this module
 * defines the plain names; `defineElements({ prefix })` adds prefixed names for hosts that
 * already use one of them.
 */
// Before anything that may write to an HTML or script sink.
import './shared/trusted-types.ts';
import { AppShellElement } from './app-shell/app-shell.element.ts';
import { EntityListElement } from './entity-list/entity-list.element.ts';
import { EntityFormElement } from './entity-form/entity-form.element.ts';
import { PdfViewerElement } from './pdf-viewer/pdf-viewer.element.ts';
import { registerEntityPages } from './pages/register.ts';
import { pageRegistry } from './shared/concepts.ts';
import { getDefaultPlatform } from '../core/index.ts';
import { defineAlias } from './shared/define.tsx';

/** tag → constructor; each `<tag>.element.ts` registers its plain name when imported. */
const elements: Record<string, CustomElementConstructor> = {
  'app-shell': AppShellElement,
  'entity-list': EntityListElement,
  'entity-form': EntityFormElement,
  'pdf-viewer': PdfViewerElement,
};

// The list, form, detail, statistics and PDF pages, by kind, for the shell and external bundles.
registerEntityPages(pageRegistry(getDefaultPlatform()));

export interface DefineOptions {
  /** Registers `<prefix>-<tag>` as well, e.g. `acme-entity-list`. */
  prefix?: string;
}

export function defineElements(options: DefineOptions = {}): void {
  if (!options.prefix) return;
  for (const [tag, constructor] of Object.entries(elements)) {
    defineAlias(`${options.prefix}-${tag}`, constructor);
  }
}

export { emit } from './shared/emit.ts';
export type { PageProps } from './shared/page-props.ts';
export type { AppShellProps, ShellErrorDetail, ShellReadyDetail } from './app-shell/app-shell.tsx';
export type { ActionDoneDetail, ActionRequestDetail, EntityListProps, RowOpenDetail, SelectionChangeDetail } from './entity-list/entity-list.tsx';
export type { EntityFormProps, FormCancelDetail, FormSavedDetail, FormSubmitDetail } from './entity-form/entity-form.tsx';
export type { PdfErrorDetail, PdfLoadedDetail, PdfViewerProps } from './pdf-viewer/pdf-viewer.tsx';
