/**
 * One element's entry (`app-shell-platform/entity-list`): it registers that element alone, with
 * what it needs to draw its rows; the other names stay free until something asks for them.
 */
import { EntityListElement } from '../../../elements/entries/entity-list.ts';
import { createTestPlatform } from '../../../testing/platform/index.ts';
import { mountElement } from '../../../testing/elements/mount.ts';
import { rowsOf } from '../../../testing/elements/list.ts';
import { unmountAll } from '../../../testing/dom/mount.ts';
import { waitFor } from '../../../testing/dom/wait.ts';
import { assert, equal } from '../../support/assert.ts';

describe('an element entry', () => {
  afterEach(unmountAll);

  it('registers its element only', () => {
    equal(customElements.get('entity-list'), EntityListElement as CustomElementConstructor);
    for (const tag of ['app-shell', 'entity-form']) equal(customElements.get(tag), undefined, `${tag} is not registered`);
  });

  it('draws the list with its rows', async () => {
    await createTestPlatform({ account: 'admin' });
    const { root } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:480px"></entity-list>');
    await waitFor(() => rowsOf(root).length > 0, 'rows in the list', 15000);
    assert(document.querySelector('entity-list') instanceof EntityListElement, 'the page element is the entry\u2019s class');
  });
});
