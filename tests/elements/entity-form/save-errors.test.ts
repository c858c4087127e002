/**
 * A failed save out of sight: the form scrolled to its Save button, the server stopped, refusing,
 * or the input invalid. Each failure says so as a toast and brings the first thing to fix into the
 * screen (the first invalid field, focused, else the banner), clear of the sticky header, on a
 * desktop and on a phone, in a tab and in a drawer; nothing typed is lost.
 */
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { assert, equal } from '../../support/assert.ts';
import { deepActiveElement, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import { $, $$, hook, typeInto, uniqueName } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

const INVALID = '请检查标红的字段';
const input = (root: ParentNode, name: string) => $(root, `.form [data-field="${name}"] input`) as HTMLInputElement | null;

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 640 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** The lowest edge of whatever stays on top of the page while it scrolls (the shell's bars). */
function coveredTop(root: ShadowRoot): number {
  return $$(root, '.top-bar, .tab-bar, [part~="tabs"]')
    .map((bar) => bar.getBoundingClientRect())
    .filter((r) => r.height > 0 && r.top <= 1)
    .reduce((bottom, r) => Math.max(bottom, r.bottom), 0);
}

/** Wholly on the screen and below the bars that stay on top. */
function inView(root: ShadowRoot, element: Element, what: string): void {
  const r = element.getBoundingClientRect();
  const top = coveredTop(root);
  assert(r.height > 0, `${what} is drawn`);
  assert(
    r.top >= top - 1 && r.bottom <= window.innerHeight + 1,
    `${what} on the screen (${Math.round(r.top)}–${Math.round(r.bottom)}, bars to ${Math.round(top)}, screen ${window.innerHeight})`,
  );
}

/** The focus is in the box, maybe inside a control's own shadow root. */
function focusedWithin(box: Element): boolean {
  let node: Node | null = deepActiveElement();
  while (node) {
    if (box.contains(node)) return true;
    const top = node.getRootNode();
    node = top instanceof ShadowRoot ? top.host : null;
  }
  return false;
}

/** An sl-alert's box (the host is `display: contents`): its base part once drawn. */
const alertBox = (alert: Element): Element => alert.shadowRoot?.querySelector('[part~="base"]') ?? alert;

/** The toast of `message` is shown, on the screen. */
async function toast(root: ShadowRoot, message: string): Promise<HTMLElement> {
  const alert = await waitFor(() => $$(root, '.notifications sl-alert').find((a) => a.textContent?.includes(message)), `the toast "${message}"`, 15000);
  const r = await waitFor(() => {
    const box = alertBox(alert).getBoundingClientRect();
    return box.height > 0 ? box : null;
  }, `the toast "${message}" drawn`);
  assert(
    r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth + 1,
    `the toast "${message}" on the screen (${JSON.stringify(r)} in ${window.innerWidth}×${window.innerHeight})`,
  );
  return alert;
}

/** A customer whose form is long: its contacts make the page a few screens high. */
async function longCustomer(platform: TestPlatform, name: string): Promise<string> {
  const contacts = Array.from({ length: 14 }, (_, i) => ({ NAME: `联系人${i + 1}`, TITLE: '采购', PHONE: `021-555${i}` }));
  const reply = await platform.http.request<{ id: string | number }>({
    entity: 'CUSTOMER',
    action: 'save',
    method: 'POST',
    data: { data: { NAME: name, LEVEL: 'B' }, children: { CONTACT: contacts } },
  });
  return String(reply.id);
}

async function editTab(account: string) {
  const { root, core, platform } = await startShell();
  await loginAs(root, account);
  const id = await longCustomer(platform as TestPlatform, uniqueName('Save error'));
  core.router.open({ kind: 'edit', entity: 'CUSTOMER', pageId: 'page-customer-edit', recordId: id, query: {}, title: '编辑客户' });
  const form = await waitFor(() => q<HTMLElement>(root, '.form-page[data-state="edit"]'), 'the edit form', 15000);
  await waitFor(() => input(form, 'PHONE'), 'the fields', 10000);
  return { root, core, platform, form };
}

/** Down at the Save button, the top of the form out of sight. */
async function scrollToSave(form: HTMLElement): Promise<HTMLElement> {
  const save = $(form, '.save-button')!;
  // The end of the form: on a phone its Save bar is stuck to the bottom of the screen, always in view.
  form.scrollIntoView({ block: 'end' });
  await sleep(100);
  assert($(form, '.form [data-field="NAME"]')!.getBoundingClientRect().bottom < 0, 'a long form: its first field is above the screen');
  return save;
}

describe('a failed save out of sight', () => {
  afterEach(async () => {
    await hook('offline', { on: false });
    await hook('fail', { action: 'update', count: 0 });
    unmountAll();
  });
  after(() => setViewport(1280, 860));

  for (const viewport of VIEWPORTS) {
    it(`${viewport.name} ${viewport.width} px: the server stopped, then a required field emptied`, async function (this: MochaContext) {
      this.timeout(90000);
      await setViewport(viewport.width, viewport.height);
      await waitFor(() => window.innerWidth === viewport.width, `the ${viewport.width} px viewport`);
      const { root, form } = await editTab('admin');
      const phone = `021-${Date.now() % 100000000}`;
      typeInto(input(form, 'PHONE')!, phone);
      await sleep(100);

      await hook('offline', { on: true });
      (await scrollToSave(form)).click();
      const banner = await waitFor(() => $(form, '.form-error'), 'the banner', 20000);
      await toast(root, banner.textContent!.trim());
      await sleep(50);
      inView(root, alertBox(banner), 'the banner');
      await saveScreenshot(`save-error-offline-${viewport.name}`);
      await hook('offline', { on: false });
      equal(input(form, 'PHONE')?.value, phone, 'the input kept');

      const name = input(form, 'NAME')!;
      typeInto(name, '');
      await sleep(100);
      (await scrollToSave(form)).click();
      await toast(root, INVALID);
      const field = await waitFor(
        () => ($(form, '.form [data-field="NAME"] [part~="field-message"]') ? $(form, '.form [data-field="NAME"]') : null),
        'the name message',
      );
      await sleep(50);
      inView(root, field, 'the first invalid field');
      assert(focusedWithin(field), `the first invalid field focused (${deepActiveElement()?.tagName})`);
      await saveScreenshot(`save-error-invalid-${viewport.name}`);
    });
  }

  it('in a drawer on a phone: a refusal of the server is a toast and the drawer shows its banner', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(375, 812);
    await waitFor(() => window.innerWidth === 375, 'the 375 px viewport');
    const { root, core, platform } = await startShell();
    await loginAs(root, 'admin');
    const id = await longCustomer(platform as TestPlatform, uniqueName('Drawer error'));
    core.router.open({ openType: 5, kind: 'edit', entity: 'CUSTOMER', pageId: 'page-customer-edit', recordId: id, query: {}, title: '编辑' });
    const drawer = await waitFor(() => q(root, 'sl-drawer.drawer'), 'the edit drawer', 10000);
    const phone = `021-${Date.now() % 100000000}`;
    typeInto(await waitFor(() => input(drawer, 'PHONE'), 'the phone field', 10000), phone);
    await sleep(100);
    await hook('fail', { action: 'update', count: 1, code: 'error.param', msg: '联系电话已被其他客户使用' });
    const save = $(drawer, '.save-button')!;
    save.scrollIntoView({ block: 'end' });
    save.click();
    await toast(root, '联系电话已被其他客户使用');
    const banner = await waitFor(() => $(drawer, '.form-error'), 'the banner in the drawer');
    await sleep(50);
    inView(root, alertBox(banner), 'the banner in the drawer');
    equal(input(drawer, 'PHONE')?.value, phone, 'the input kept');
    assert(core.workspace.$drawer.get(), 'the drawer stays open');
    await saveScreenshot('save-error-drawer-phone');
  });
});
