/**
 * `app-shell-platform/app-shell`: registers `<app-shell>` alone, with what it needs, as the main entry
 * would (a name the page already has is left as it is).
 */
import './setup.ts';
import { AppShellElement } from '../app-shell/app-shell.element.ts';
import { registerTag } from '../shared/tags.ts';

registerTag('app-shell', AppShellElement);

export { AppShellElement };
export { emit } from '../shared/emit.ts';
export type * from '../app-shell/app-shell.types.ts';
