/**
 * Registers every public custom element of the product (DESIGN.md §3). Importing this module
 * defines the plain names; `defineElements({ prefix })` adds prefixed names for hosts that
 * already use one of them.
 */
import { AppShellElement } from './app-shell/app-shell.element.ts';
import { defineAlias } from './shared/define.tsx';

/** tag → constructor; each `<tag>.element.ts` registers its plain name when imported. */
const elements: Record<string, CustomElementConstructor> = {
  'app-shell': AppShellElement,
};

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
