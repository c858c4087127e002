import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { typeInto } from '../../support/demo-page.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import { callCount, mobileLayout, phoneViewport, visible } from './mobile-helpers.ts';

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.card-list-page .entity-card')];

function pointer(type: string, target: Element, x = 40, y = 40): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, isPrimary: true, button: 0, pointerType: 'touch', clientX: x, clientY: y }));
}

async function openCustomersFromBottomBar(root: ShadowRoot): Promise<void> {
  const entry = await waitFor(() => q<HTMLElement>(root, '.bottom-bar-item[data-module="mod-mobile-customers"]'), 'the move-menu customers in the bottom bar', 15000);
  entry.click();
  await waitFor(() => cards(root).length > 0 && cards(root), 'the customers as cards', 15000);
}

describe('mobile layout at 375×812', () => {
  before(phoneViewport);
  after(() => setViewport(1280, 860));
  afterEach(unmountAll);

  it('opens a module from the bottom bar as cards, a record, edits and saves it, and goes back', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await startShell();
    await loginAs(root, 'alice');
    await waitFor(() => mobileLayout(root), 'the mobile layout');
    assert(!q(root, '[role="tablist"]'), 'no tab bar on a phone');
    await openCustomersFromBottomBar(root);
    equal(q(root, '.mobile-title')?.textContent, '我的客户', 'the page title in the header');
    // One column of cards, each as wide as the screen allows.
    const [first, second] = cards(root);
    assert(second && first!.getBoundingClientRect().left === second.getBoundingClientRect().left, 'the cards in one column');
    await sleep(300);
    await saveScreenshot('mobile-list');

    // The record: the card's title opens its detail, full screen.
    q(cards(root)[0]!, '.card-open')!.click();
    const sheet = await waitFor(() => q(root, 'sl-drawer.drawer') ?? q(root, 'sl-dialog.popup'), 'the record', 15000);
    const panel = sheet.shadowRoot!.querySelector<HTMLElement>('[part~="panel"]')!;
    await waitFor(() => Math.round(panel.getBoundingClientRect().width) === 375, 'the record over the whole width', 5000);
    const edit = await waitFor(() => [...sheet.querySelectorAll<HTMLElement>('sl-button')].find((button) => button.textContent?.trim() === '编辑'), 'the edit button', 15000);
    edit.click();
    const form = await waitFor(() => (q(root, 'sl-dialog.popup') ?? sheet).querySelector<HTMLElement>('.form-page[data-state="edit"]'), 'the edit form', 15000);
    const phone = await waitFor(() => form.querySelector<HTMLInputElement>('[data-field="PHONE"] input'), 'the phone field');
    // One column: every field starts at the same left edge.
    const lefts = new Set([...form.querySelectorAll('.form-grid > .form-field')].map((field) => Math.round(field.getBoundingClientRect().left)));
    equal(lefts.size, 1, 'the form in one column');
    assert(form.querySelector('[data-field="LEVEL"] select'), 'a code field is the native select');
    await sleep(300);
    await saveScreenshot('mobile-form');
    typeInto(phone, '021-55556666');
    await sleep(50);
    form.querySelector<HTMLElement>('.save-button')!.click();
    // A save in a detail's edit comes back to the detail, which shows the saved value.
    await waitFor(() => root.querySelector('.form-page[data-state="detail"]')?.textContent?.includes('021-55556666'), 'the detail with the saved phone', 15000);

    // Back: the record on top of the list closes first, then the previous page shows.
    q(root, '.mobile-back')!.click();
    await waitFor(() => !q(root, 'sl-drawer.drawer') && !q(root, 'sl-dialog.popup'), 'back closes the record', 10000);
    await waitFor(() => cards(root)[0]?.textContent?.includes('021-55556666'), 'the saved phone on the card', 10000);
    q(root, '.bottom-bar-item[data-module="mod-order-list"]')!.click();
    await waitFor(() => q(root, '.mobile-title')?.textContent === '订单列表', 'the orders page', 15000);
    const before = core.workspace.$tabs.get().length;
    q(root, '.mobile-back')!.click();
    await waitFor(() => core.workspace.$tabs.get().length === before - 1 && q(root, '.mobile-title')?.textContent === '我的客户', 'back shows the previous page', 5000);
    assert(visible(q(root, '.card-list-page')), 'the customers are shown again');
  });

  it('shows the role\'s move menu over the whole screen and closes it after a pick', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'alice');
    await waitFor(() => mobileLayout(root), 'the mobile layout');
    q(root, '.mobile-top-bar .menu-toggle')!.click();
    const menu = await waitFor(() => (q(root, '#mobile-menu:not([hidden])')), 'the menu');
    await waitFor(() => menu.querySelector('sl-tree-item[data-module="mod-mobile-customers"]'), 'the move entry in the menu', 15000);
    assert(!menu.querySelector('sl-tree-item[data-module="mod-customer-list"]'), 'a pc-only entry is not in the mobile menu');
    const box = menu.getBoundingClientRect();
    assert(box.width === 375 && box.height === 812, `the menu covers the screen (${box.width}×${box.height})`);
    await sleep(300);
    await saveScreenshot('mobile-menu');
    menu.querySelector<HTMLElement>('sl-tree-item[data-module="mod-mobile-customers"]')!.click();
    await waitFor(() => q(root, '#mobile-menu')?.hidden && cards(root).length > 0, 'the menu closed and the page open', 15000);
  });

  it('a long press on a card opens its operations; a short press or a moving finger does not', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'alice');
    await openCustomersFromBottomBar(root);
    const card = cards(root)[0]!;
    pointer('pointerdown', card);
    await sleep(400);
    pointer('pointerup', card);
    await sleep(1300);
    assert(!q(root, '.row-sheet'), 'a short press opens nothing');
    pointer('pointerdown', card);
    await sleep(200);
    pointer('pointermove', card, 40, 90);
    await sleep(1500);
    pointer('pointerup', card, 40, 90);
    assert(!q(root, '.row-sheet'), 'a finger that moved (a scroll) opens nothing');
    pointer('pointerdown', card);
    const sheet = await waitFor(() => q(root, '.row-sheet'), 'the operations sheet', 4000);
    pointer('pointerup', card);
    match(sheet.getAttribute('aria-label') ?? '', /的操作$/, 'the sheet names the record');
    assert(sheet.querySelector('[data-operate="edit"]'), 'the row operations are in the sheet');
    await sleep(200);
    await saveScreenshot('mobile-long-press');
    sheet.querySelector<HTMLElement>('[data-operate="edit"]')!.click();
    await waitFor(() => !q(root, '.row-sheet'), 'the sheet closes');
    await waitFor(() => q(root, 'sl-dialog.popup .form-page[data-state="edit"]'), 'the operation ran: the edit form', 15000);
  });

  it('pulling down at the top of the cards reloads them', async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'alice');
    await openCustomersFromBottomBar(root);
    const page = q(root, '.card-list-page')!;
    await sleep(300);
    const before = (await callCount('find')) + (await callCount('list'));
    const touch = (type: string, y: number) => {
      const point = new Touch({ identifier: 1, target: page, clientX: 100, clientY: y });
      page.dispatchEvent(new TouchEvent(type, { bubbles: true, composed: true, touches: type === 'touchend' ? [] : [point], changedTouches: [point] }));
    };
    touch('touchstart', 150);
    touch('touchmove', 200);
    touch('touchmove', 260);
    await waitFor(() => /松开刷新/.test(q(root, '.pull-indicator')?.textContent ?? ''), 'release to refresh');
    touch('touchend', 260);
    let after = before;
    for (let tries = 0; tries < 100 && after <= before; tries += 1) {
      await sleep(100);
      after = (await callCount('find')) + (await callCount('list'));
    }
    assert(after > before, 'the list asked the server again');
  });
});
