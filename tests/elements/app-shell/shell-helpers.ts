import '../../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { conceptsOf, pageRegistry } from '../../../elements/shared/concepts.ts';
import type { ShellConcepts } from '../../../elements/shared/concepts.ts';
import { deepQuery, mount, waitFor } from '../../support/dom.ts';

export const PASSWORD = 'demo123';

export interface ShellUnderTest {
  shell: HTMLElement;
  root: ShadowRoot;
  platform: Platform;
  core: ShellConcepts;
}

/**
 * A fresh platform per test (memory address and storage, so tests neither share a session nor
 * move the runner's page), then an `<app-shell>` on it, talking to the reference server.
 */
export async function startShell(start = '/'): Promise<ShellUnderTest> {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true },
    location: createMemoryLocation(`${location.origin}/#${start}`),
    storage: createMemoryStorage(),
  });
  setDefaultPlatform(platform);
  // elements/index.ts registered the entity pages in the page's first instance; this one too.
  registerEntityPages(pageRegistry(platform));
  const shell = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
  const root = await waitFor(() => shell.shadowRoot, 'the shadow root');
  return { shell, root, platform, core: conceptsOf(platform) };
}

export function q<E extends Element = HTMLElement>(root: ParentNode, selector: string): E | null {
  return root.querySelector<E>(selector);
}

/**
 * Whether focus is on `overlay` or inside it, its shadow root included. A Shoelace dialog or
 * drawer moves focus in once it is open and listening for Escape: a test presses keys after it.
 */
export function focusWithin(overlay: Element): boolean {
  for (let active = document.activeElement; active; active = active.shadowRoot?.activeElement ?? null) {
    if (active === overlay || overlay.contains(active)) return true;
  }
  return false;
}

/** Fills the login form and submits it the way a user does (the Shoelace submit button). */
export async function submitLogin(root: ShadowRoot, account: string, password: string): Promise<void> {
  const accountInput = await waitFor(() => q<HTMLInputElement>(root, '[data-field="account"]'), 'the account field');
  const passwordInput = q<HTMLInputElement>(root, '[data-field="password"]')!;
  accountInput.value = account;
  passwordInput.value = password;
  q(root, '.login-submit')!.click();
}

export async function loginAs(root: ShadowRoot, account: string): Promise<void> {
  await submitLogin(root, account, PASSWORD);
  await waitFor(() => q(root, '.top-bar'), `the app layout after ${account} logs in`, 15000);
}

export async function menuItem(root: ShadowRoot, moduleId: string): Promise<HTMLElement> {
  return waitFor(() => q(root, `sl-tree-item[data-module="${moduleId}"]`), `menu item ${moduleId}`);
}

export function tabs(root: ShadowRoot): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
}

export function activeTabText(root: ShadowRoot): string {
  return q(root, '[role="tab"][aria-selected="true"]')?.textContent ?? '';
}

/** Chooses an entry of the user menu (role, theme, language, password, logout). */
export async function chooseUserMenu(root: ShadowRoot, value: string): Promise<void> {
  const item = await waitFor(() => q<HTMLElement>(root, `sl-menu-item[data-value="${value}"]`), `user menu item ${value}`);
  item.click();
}

export { deepQuery };
