/**
 * Saving: a form in a popup or drawer closes after its save and the list behind it refreshes
 * (unless the config's afterAction says otherwise); a click during the save says
 * "正在提交，请稍后..." once, never twice, and nothing of it outlives the success; a pattern
 * check never shows the raw expression.
 */
import { afterSave } from '../../../elements/pages/form/form-logic.ts';
import { assert, equal } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import { $, $$, countCalls, createCustomer, freshPlatform, hook, mountElement, rowsOf, typeInto, uniqueName } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

const SUBMITTING = '正在提交，请稍后...';
const input = (root: ParentNode, name: string) => $(root, `.form [data-field="${name}"] input`) as HTMLInputElement | null;
const count = (list: string[], text: string) => list.filter((message) => message === text).length;

async function openMenu(root: ShadowRoot, text: string): Promise<void> {
  const label = await waitFor(() => $$(root, 'sl-tree-item > .menu-label').find((l) => l.textContent?.trim() === text), `menu ${text}`, 10000);
  label.parentElement!.click();
}

async function customerList(root: ShadowRoot): Promise<HTMLElement> {
  await openMenu(root, '客户管理');
  await openMenu(root, '客户列表');
  const list = await waitFor(() => q<HTMLElement>(root, '.list-page'), 'the list page', 15000);
  await waitFor(() => rowsOf(list).length > 0, 'rows', 10000);
  return list;
}

/** Every notice shown from now on, in order (the notifier keeps only the visible ones). */
function recordNotices(platform: { notifier: TestPlatform['notifier'] }): string[] {
  const seen: string[] = [];
  let before = new Set(platform.notifier.$notifications.get());
  platform.notifier.$notifications.listen((list) => {
    for (const notice of list) if (!before.has(notice)) seen.push(notice.message);
    before = new Set(list);
  });
  return seen;
}

describe('saving', () => {
  afterEach(async () => {
    await hook('latency', { ms: 0 });
    unmountAll();
  });

  it('the after-save rule: a popup or drawer closes unless the config says otherwise', () => {
    equal(afterSave(undefined, { overlay: 'popup', fromDetail: false, closable: true }), 'close');
    equal(afterSave('', { overlay: 'drawer', fromDetail: false, closable: true }), 'close');
    equal(afterSave('refresh', { overlay: 'popup', fromDetail: false, closable: true }), 'stay');
    equal(afterSave('close', { overlay: undefined, fromDetail: false, closable: true }), 'close');
    equal(afterSave(undefined, { overlay: undefined, fromDetail: false, closable: true }), 'stay', 'a tab stays');
    equal(afterSave(undefined, { overlay: 'drawer', fromDetail: true, closable: true }), 'stay', 'an edit from its detail goes back to it');
    equal(afterSave('close', { overlay: 'popup', fromDetail: false, closable: false }), 'stay', 'nothing to close it');
  });

  it('in the shell: the add popup closes after its save and the list shows the new customer', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core, platform } = await startShell();
    await loginAs(root, 'admin');
    const seen = recordNotices(platform);
    const list = await customerList(root);
    $(list, '.toolbar [data-operate="add"]')!.click();
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the add popup', 10000);
    const name = await waitFor(() => input(popup, 'NAME'), 'the name field', 10000);
    const customer = uniqueName('Popup save');
    typeInto(name, customer);
    await sleep(100);
    $(popup, '.save-button')!.click();
    await waitFor(() => core.workspace.$popups.get().length === 0, 'the popup closed after the save', 10000);
    await waitFor(() => rowsOf(list).some((row) => row.textContent?.includes(customer)), 'the new customer in the list', 10000);
    equal(count(seen, '保存成功'), 1, `the success notice (${seen.join(' | ')})`);
  });

  it('in the shell: an edit drawer closes after its save and the list refreshes', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core, platform } = await startShell();
    await loginAs(root, 'admin');
    const list = await customerList(root);
    const id = await createCustomer(platform as TestPlatform, { NAME: uniqueName('Drawer save'), LEVEL: 'B' });
    const phone = `021-${Date.now() % 100000000}`;
    core.router.open({ openType: 5, kind: 'edit', entity: 'CUSTOMER', pageId: 'page-customer-edit', recordId: id, query: {}, title: '编辑' });
    const drawer = await waitFor(() => q(root, 'sl-drawer.drawer'), 'the edit drawer', 10000);
    typeInto(await waitFor(() => input(drawer, 'PHONE'), 'the phone field', 10000), phone);
    await sleep(100);
    $(drawer, '.save-button')!.click();
    await waitFor(() => !core.workspace.$drawer.get(), 'the drawer closed after the save', 10000);
    await waitFor(() => rowsOf(list).some((row) => row.textContent?.includes(phone)), 'the list shows the new phone', 10000);
  });

  it('in <entity-list>: its own add dialog closes after the save and the list shows the new customer', async function (this: MochaContext) {
    this.timeout(40000);
    await freshPlatform('admin');
    const { root } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>');
    await waitFor(() => rowsOf(root).length > 0, 'rows', 10000);
    $(root, 'sl-button[data-operate="add"]')!.click();
    const dialog = await waitFor(() => $(root, 'sl-dialog.form-dialog'), 'the add dialog');
    const customer = uniqueName('List dialog save');
    typeInto(await waitFor(() => input(dialog, 'NAME'), 'the name field', 10000), customer);
    await sleep(100);
    $(dialog, '.save-button')!.click();
    await waitFor(() => !$(root, 'sl-dialog.form-dialog'), 'the dialog closed after the save', 10000);
    await waitFor(() => rowsOf(root).some((row) => row.textContent?.includes(customer)), 'the new customer in the list', 10000);
  });

  it('a second click during the save says 正在提交，请稍后... once, and nothing of it after the success', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('admin');
    const seen = recordNotices(platform);
    const { element, root } = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
    typeInto(await waitFor(() => input(root, 'NAME'), 'the name field', 10000), uniqueName('Double click'));
    await sleep(100);
    await hook('latency', { ms: 800, action: 'save' });
    const saves = await countCalls('', 'save');
    const saved = new Promise((resolve) => element.addEventListener('form-saved', resolve, { once: true }));
    $(root, '.save-button')!.click();
    await sleep(150);
    $(root, '.save-button')!.click();
    await saved;
    await sleep(400);
    equal(count(seen, SUBMITTING), 1, `the in-progress message once (${seen.join(' | ')})`);
    const success = seen.indexOf('保存成功');
    assert(success > seen.indexOf(SUBMITTING), `the success after it (${seen.join(' | ')})`);
    equal(seen.slice(success).filter((m) => m === SUBMITTING).length, 0, 'no in-progress message after the success');
    assert(!$$(root, '.form-error').some((b) => b.textContent?.includes(SUBMITTING)), 'no in-progress banner on the form');
    equal(await countCalls('', 'save'), saves + 1, 'one save went out');
  });

  it('a click while a slow save runs past the 2 s lock starts no second save', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('admin');
    const seen = recordNotices(platform);
    const id = await createCustomer(platform, { NAME: uniqueName('Slow save'), LEVEL: 'B' });
    const { element, root } = await mountElement(`<entity-form entity="CUSTOMER" page-id="page-customer-edit" state="edit" record-id="${id}"></entity-form>`);
    typeInto(await waitFor(() => input(root, 'PHONE'), 'the phone field', 10000), '021-12345678');
    await sleep(100);
    await hook('latency', { ms: 3000, action: 'update' });
    const updates = await countCalls('', 'update');
    const saved = new Promise((resolve) => element.addEventListener('form-saved', resolve, { once: true }));
    $(root, '.save-button')!.click();
    await sleep(2300);
    $(root, '.save-button')!.click();
    await saved;
    await sleep(300);
    equal(await countCalls('', 'update'), updates + 1, 'one update went out');
    equal(count(seen, SUBMITTING), 1, `the in-progress message once (${seen.join(' | ')})`);
  });

  it("an email field checks the address with spec §5's email message, never an expression", async function (this: MochaContext) {
    this.timeout(30000);
    await freshPlatform('admin');
    const { root } = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
    typeInto(await waitFor(() => input(root, 'NAME'), 'the name field', 10000), uniqueName('Pattern'));
    typeInto(input(root, 'EMAIL')!, 'not an address');
    await sleep(100);
    $(root, '.save-button')!.click();
    const message = await waitFor(() => $(root, '[data-field="EMAIL"] [part~="field-message"]')?.textContent?.trim(), 'the email message', 10000);
    equal(message, '电子邮箱 不是有效的电子邮箱');
  });
});
