import { assert, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import { callCount, mobileLayout, phoneViewport } from './mobile-helpers.ts';
import { cards, openCustomersFromBottomBar, recordRoundTrip } from './record-flow.ts';

function pointer(type: string, target: Element, x = 40, y = 40): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, isPrimary: true, button: 0, pointerType: 'touch', clientX: x, clientY: y }));
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
    await recordRoundTrip(root, core, '021-55556666', true);
  });

  it("shows the role's move menu over the whole screen and closes it after a pick", async function (this: MochaContext) {
    this.timeout(60000);
    const { root } = await startShell();
    await loginAs(root, 'alice');
    await waitFor(() => mobileLayout(root), 'the mobile layout');
    q(root, '.mobile-top-bar .menu-toggle')!.click();
    const menu = await waitFor(() => q(root, '#mobile-menu:not([hidden])'), 'the menu');
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
