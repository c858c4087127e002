/**
 * Signing in through an element's own sign-in form, as a visitor of a host page does, and what a
 * test needs around it: the session the page's elements keep in localStorage, forgotten before
 * and after so that each page starts signed out.
 */
import { $, rowsOf, text, typeInto } from '../../support/demo-page.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { PASSWORD } from '../pages/page-helpers.ts';

export function forgetSession(): void {
  for (const key of Object.keys(localStorage)) if (/token|draft|language/.test(key)) localStorage.removeItem(key);
}

/** Signs in as alice (the demo client's user) through the sign-in form `root` shows. */
export async function signInThrough(root: ShadowRoot): Promise<void> {
  const signIn = await waitFor(() => $(root, '.sign-in'), 'the sign-in form', 20000);
  typeInto($(signIn, '[data-field="account"]')!, 'alice');
  typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
  await sleep(50);
  $(signIn, 'sl-button[variant="primary"]')!.click();
}

/** Waits for a list's rows; on a time-out, says what the list shows instead (an error, a form). */
export async function rowsShown(root: ShadowRoot, what: string): Promise<number> {
  try {
    await waitFor(() => rowsOf(root).length > 0, `${what}: rows`, 20000);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the list shows: ${text(root as unknown as Element).slice(0, 200)}`);
  }
  return rowsOf(root).length;
}
