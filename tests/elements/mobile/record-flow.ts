/** The record journey on a phone: a module from the bottom bar as cards, a record, edit and save, back. */
import { assert, equal } from '../../support/assert.ts';
import { saveScreenshot } from '../../support/commands.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { typeInto } from '../../support/demo-page.ts';
import { q } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';
import { visible } from './mobile-helpers.ts';

export const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.card-list-page .entity-card')];

export async function openCustomersFromBottomBar(root: ShadowRoot): Promise<void> {
  const entry = await waitFor(
    () => q<HTMLElement>(root, '.bottom-bar-item[data-module="mod-mobile-customers"]'),
    'the move-menu customers in the bottom bar',
    15000,
  );
  entry.click();
  await waitFor(() => cards(root).length > 0 && cards(root), 'the customers as cards', 15000);
}

/** Saves `phoneNumber` as the first customer's phone on the way; `screenshots` saves the list and the form. */
export async function recordRoundTrip(root: ShadowRoot, core: ShellUnderTest['core'], phoneNumber: string, screenshots = false): Promise<void> {
  await openCustomersFromBottomBar(root);
  equal(q(root, '.mobile-title')?.textContent, '我的客户', 'the page title in the header');
  // One column of cards, each as wide as the screen allows.
  const [first, second] = cards(root);
  assert(second && first!.getBoundingClientRect().left === second.getBoundingClientRect().left, 'the cards in one column');
  if (screenshots) await sleep(300).then(() => saveScreenshot('mobile-list'));

  // The record: the card's title opens its detail, full screen.
  q(cards(root)[0]!, '.card-open')!.click();
  const sheet = await waitFor(() => q(root, 'sl-drawer.drawer') ?? q(root, 'sl-dialog.popup'), 'the record', 15000);
  const panel = sheet.shadowRoot!.querySelector<HTMLElement>('[part~="panel"]')!;
  await waitFor(() => Math.round(panel.getBoundingClientRect().width) === 375, 'the record over the whole width', 5000);
  const edit = await waitFor(
    () => [...sheet.querySelectorAll<HTMLElement>('sl-button')].find((button) => button.textContent?.trim() === '编辑'),
    'the edit button',
    15000,
  );
  edit.click();
  const form = await waitFor(() => (q(root, 'sl-dialog.popup') ?? sheet).querySelector<HTMLElement>('.form-page[data-state="edit"]'), 'the edit form', 15000);
  const phone = await waitFor(() => form.querySelector<HTMLInputElement>('[data-field="PHONE"] input'), 'the phone field');
  // One column: every field starts at the same left edge.
  const lefts = new Set([...form.querySelectorAll('.form-grid > .form-field')].map((field) => Math.round(field.getBoundingClientRect().left)));
  equal(lefts.size, 1, 'the form in one column');
  assert(form.querySelector('[data-field="LEVEL"] select'), 'a code field is the native select');
  if (screenshots) await sleep(300).then(() => saveScreenshot('mobile-form'));
  typeInto(phone, phoneNumber);
  await sleep(50);
  form.querySelector<HTMLElement>('.save-button')!.click();
  // A save in a detail's edit comes back to the detail, which shows the saved value.
  await waitFor(() => root.querySelector('.form-page[data-state="detail"]')?.textContent?.includes(phoneNumber), 'the detail with the saved phone', 15000);

  // Back: the record on top of the list closes first, then the previous page shows. Its icon points back (left).
  equal((q(root, '.mobile-back') as (HTMLElement & { name?: string }) | null)?.name, 'chevron-left');
  q(root, '.mobile-back')!.click();
  await waitFor(() => !q(root, 'sl-drawer.drawer') && !q(root, 'sl-dialog.popup'), 'back closes the record', 10000);
  await waitFor(() => cards(root)[0]?.textContent?.includes(phoneNumber), 'the saved phone on the card', 10000);
  q(root, '.bottom-bar-item[data-module="mod-order-list"]')!.click();
  await waitFor(() => q(root, '.mobile-title')?.textContent === '订单列表', 'the orders page', 15000);
  const before = core.workspace.$tabs.get().length;
  q(root, '.mobile-back')!.click();
  await waitFor(
    () => core.workspace.$tabs.get().length === before - 1 && q(root, '.mobile-title')?.textContent === '我的客户',
    'back shows the previous page',
    5000,
  );
  assert(visible(q(root, '.card-list-page')), 'the customers are shown again');
}
