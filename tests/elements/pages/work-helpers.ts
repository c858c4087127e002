/**
 * Shared steps of the work page tests: a signed-in shell on the reference server, and opening a
 * demo menu entry the way a user does (the folder, then the entry).
 */
import { waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q, startShell } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';

export async function shellAs(account: string): Promise<ShellUnderTest> {
  const shell = await startShell();
  await loginAs(shell.root, account);
  return shell;
}

/** Clicks the menu folder, then its entry; resolves with the page element the entry opened. */
export async function openEntry(root: ShadowRoot, folderId: string, entryId: string, pageSelector: string): Promise<HTMLElement> {
  (await menuItem(root, folderId)).click();
  (await menuItem(root, entryId)).click();
  return waitFor(() => q(root, pageSelector), `the page ${pageSelector} from ${entryId}`, 15000);
}

export { q };
