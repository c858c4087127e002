/**
 * The sign-in an element shows in place when there is no session: it signs in with what its
 * fields show at the moment of the click, also when they were filled without input events (a
 * password manager's fill) or the click came before the page drew the typed values.
 */
import { assert } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, freshPlatform, hook, mountElement, PASSWORD, rowsOf } from '../pages/page-helpers.ts';

describe('entity-list: the sign-in in place', () => {
  afterEach(() => unmountAll());

  it('signs in with the values its fields show, whether or not they announced them', async () => {
    await hook('expire-token', {});
    await freshPlatform(null);
    const { root } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>');
    const signIn = await waitFor(() => $(root, '.sign-in'), 'the sign-in form', 15000);
    await customElements.whenDefined('sl-input');
    // Filled as a password manager fills them: the values, and no event.
    ($(signIn, '[data-field="account"]') as HTMLInputElement).value = 'alice';
    ($(signIn, '[data-field="password"]') as HTMLInputElement).value = PASSWORD;
    $(signIn, '.sign-in-submit')!.click();
    await waitFor(() => rowsOf(root).length > 0, 'the customers after the sign-in', 20000);
    assert(!$(root, '.sign-in'), 'the sign-in form is gone');
  });
});
