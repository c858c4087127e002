/** DESIGN §3: the public elements' attributes, properties, events, prefixes and window.frame. */
import { defineElements } from '../../../elements/index.ts';
import { assert, equal } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, cellTexts, createCustomer, freshPlatform, mountElement, rowsOf, uniqueName } from '../pages/page-helpers.ts';

const LIST_ATTRS = 'entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:480px"';

describe('public element API', () => {
  afterEach(unmountAll);

  it('registers the elements under a prefix too, and the prefixed list works', async () => {
    await freshPlatform();
    defineElements({ prefix: 'acme' });
    for (const tag of ['acme-app-shell', 'acme-entity-list', 'acme-entity-form']) assert(customElements.get(tag), `${tag} is defined`);
    const { root } = await mountElement(`<acme-entity-list ${LIST_ATTRS}></acme-entity-list>`);
    await waitFor(() => rowsOf(root).length > 0, 'rows in the prefixed list', 10000);
  });

  it('filters the list by its query property, and the host can veto an operation', async () => {
    const platform = await freshPlatform();
    const name = uniqueName('Query prop');
    await createCustomer(platform, { NAME: name, LEVEL: 'C', ACTIVE: '1' });
    const { element, root } = await mountElement(`<entity-list ${LIST_ATTRS}></entity-list>`);
    (element as HTMLElementTagNameMap['entity-list']).query = { conditions: [{ field: 'NAME', mode: 'equal', value: name }] };
    await waitFor(() => rowsOf(root).length === 1 && cellTexts(rowsOf(root)[0]!).includes(name), 'only the record the query names', 10000);

    const requests: string[] = [];
    document.addEventListener(
      'action-request',
      (event) => {
        requests.push(event.detail.operate);
        assert(event.composed && event.bubbles && event.cancelable, 'a bubbling, composed, cancelable event');
        event.preventDefault();
      },
      { once: true },
    );
    $(rowsOf(root)[0]!, '.check input')!.click();
    await waitFor(() => rowsOf(root)[0]!.getAttribute('aria-selected') === 'true', 'selected');
    $(root, 'sl-button[data-operate="delete"]')!.click();
    await waitFor(() => requests.length === 1, 'action-request on the document');
    equal(requests[0], 'delete');
    await sleep(300);
    assert(!$(root, 'sl-dialog.confirm-dialog'), 'the vetoed delete does not even ask');
    equal(rowsOf(root).length, 1, 'the record is still there');
  });

  it('pre-fills an add form from its values property', async () => {
    await freshPlatform();
    const { element, root } = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
    (element as HTMLElementTagNameMap['entity-form']).values = { NAME: 'Prefilled Ltd', PHONE: '010-1234' };
    const input = await waitFor(() => $(root, '.form [data-field="NAME"] input') as HTMLInputElement | null, 'the add form', 10000);
    await waitFor(() => input.value === 'Prefilled Ltd', 'the name from values');
    equal(($(root, '.form [data-field="PHONE"] input') as HTMLInputElement).value, '010-1234');
  });

  it('exposes registry, core and version on window.frame', () => {
    const frame = (window as { frame?: { registry?: { register?: unknown; registerHandler?: unknown }; core?: unknown; version?: unknown } }).frame;
    assert(frame, 'window.frame');
    equal(typeof frame.registry?.register, 'function');
    equal(typeof frame.registry?.registerHandler, 'function');
    assert(frame.core && typeof frame.core === 'object', 'core');
    assert(/^\d+\.\d+\.\d+/.test(String(frame.version)), 'a version');
  });
});
