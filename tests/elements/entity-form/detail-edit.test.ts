/**
 * Detail → edit: a detail page's 编辑 shows the entity's edit page (its config, its field states,
 * its heading), every field editable; cancel and a save come back to the detail. In the shell's
 * drawer and in `<entity-form state="detail">`.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import { isNotFound, withoutDetailStates } from '../../../elements/pages/form/use-form-view.ts';
import { $, $$, createCustomer, freshPlatform, hook, mountElement, rowsOf, typeInto, uniqueName } from '../pages/page-helpers.ts';

const input = (root: ParentNode, name: string) => $(root, `.form [data-field="${name}"] input`) as HTMLInputElement | null;
const heading = (root: ParentNode) => $(root, '.page-head h2')?.textContent ?? '';
const buttonNamed = (root: ParentNode, text: string) => $$(root, '.form-actions sl-button').find((b) => b.textContent?.trim() === text);

/** Every field of the edit form takes input: none is read-only or disabled. */
function assertAllEditable(form: ParentNode) {
  const controls = $$(form, '.form [data-field] input, .form [data-field] textarea, .form [data-field] select');
  assert(controls.length >= 5, `the edit form draws its inputs (${controls.length})`);
  const locked = controls.filter((c) => (c as HTMLInputElement).readOnly || (c as HTMLInputElement).disabled);
  equal(locked.length, 0, `read-only inputs: ${locked.map((c) => c.closest('[data-field]')?.getAttribute('data-field')).join(', ')}`);
  equal($$(form, '.detail-grid').length, 0, 'no detail grid left');
}

async function openMenu(root: ShadowRoot, text: string): Promise<void> {
  const label = await waitFor(() => $$(root, 'sl-tree-item > .menu-label').find((l) => l.textContent?.trim() === text), `menu ${text}`, 10000);
  label.parentElement!.click();
}

describe('detail → edit', () => {
  afterEach(unmountAll);

  it('an entity without an edit page edits with the detail config, its DETAIL states dropped', () => {
    const content = { fields: [{ attriName: 'A', state: 'DETAIL' }, { attriName: 'B', state: 'HIDDEN' }, { attriName: 'C' }] };
    const fields = withoutDetailStates(content).fields!;
    equal(fields[0]!.state, undefined);
    equal(fields[1]!.state, 'HIDDEN');
    equal(content.fields[0]!.state, 'DETAIL', 'the cached config is not changed');
    assert(isNotFound({ code: 'error.notfound' }) && !isNotFound({ code: 'error.fail' }) && !isNotFound(null), 'only a not-found lookup falls back');
  });

  it('in the shell drawer: every field editable, the edit heading and title, cancel and save back to the detail', async function (this: MochaContext) {
    this.timeout(60000);
    await setViewport(1440, 900);
    const { root, core } = await startShell();
    await loginAs(root, 'admin');
    await openMenu(root, '客户管理');
    await openMenu(root, '客户列表');
    const list = await waitFor(() => q(root, '.list-page'), 'the list page', 15000);
    await waitFor(() => rowsOf(list).length > 0, 'rows', 10000);
    rowsOf(list)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    const drawer = await waitFor(() => q(root, 'sl-drawer.drawer'), 'the drawer', 10000);
    await waitFor(() => $(drawer, '.detail-grid'), 'the detail', 10000);
    equal(heading(drawer), '客户详情');

    buttonNamed(drawer, '编辑')!.click();
    await waitFor(() => input(drawer, 'NAME'), 'the edit form', 10000);
    equal(heading(drawer), '编辑客户');
    assertAllEditable(drawer);
    // The drawer's title follows the page's heading.
    await waitFor(() => /编辑/.test(drawer.getAttribute('label') ?? ''), 'the drawer title says 编辑', 5000).catch(() =>
      match(drawer.getAttribute('label') ?? '', /编辑/),
    );
    await sleep(300);
    await saveScreenshot('detail-edit-drawer');

    // Cancel: back to the detail, the drawer stays.
    buttonNamed(drawer, '取消')!.click();
    await waitFor(() => $(drawer, '.detail-grid'), 'the detail after cancel', 10000);
    equal(heading(drawer), '客户详情');
    assert(core.workspace.$drawer.get(), 'the drawer stays open after cancel');

    // Save: back to the detail with the new value, the list shows it.
    buttonNamed(drawer, '编辑')!.click();
    const phone = await waitFor(() => input(drawer, 'PHONE'), 'the phone field', 10000);
    const value = `021-${Date.now() % 100000000}`;
    typeInto(phone, value);
    await sleep(100);
    $(drawer, '.save-button')!.click();
    await waitFor(() => $(drawer, '.detail-grid')?.textContent?.includes(value), 'the detail with the saved phone', 10000);
    equal(heading(drawer), '客户详情');
    assert(!input(drawer, 'NAME'), 'no inputs in the detail');
  });

  it('in <entity-form state="detail">: the edit page config, and back to the detail', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('admin');
    const id = await createCustomer(platform, { NAME: uniqueName('Detail edit'), LEVEL: 'B', PHONE: '021-1' });
    const { element, root } = await mountElement(
      `<entity-form entity="CUSTOMER" page-id="page-customer-detail" state="detail" record-id="${id}"></entity-form>`,
    );
    await waitFor(() => $(root, '.detail-grid'), 'the detail', 10000);
    equal(heading(root), '客户详情');
    buttonNamed(root, '编辑')!.click();
    await waitFor(() => input(root, 'NAME'), 'the edit form', 10000);
    equal(heading(root), '编辑客户');
    assertAllEditable(root);
    // The edit page config's own parts come with it (its contacts section).
    equal($(root, '.form-page')?.getAttribute('data-state'), 'edit');

    let saved = 0;
    element.addEventListener('form-saved', () => {
      saved += 1;
    });
    typeInto(input(root, 'PHONE')!, '021-99887766');
    await sleep(100);
    $(root, '.save-button')!.click();
    await waitFor(() => $(root, '.detail-grid')?.textContent?.includes('021-99887766'), 'the detail with the saved phone', 10000);
    equal(saved, 1, 'form-saved once');
    equal(heading(root), '客户详情');

    buttonNamed(root, '编辑')!.click();
    await waitFor(() => input(root, 'NAME'), 'the edit form again', 10000);
    let cancelled = 0;
    element.addEventListener('form-cancel', () => {
      cancelled += 1;
    });
    buttonNamed(root, '取消')!.click();
    await waitFor(() => $(root, '.detail-grid'), 'the detail after cancel', 10000);
    equal(cancelled, 0, 'cancelling the switched edit returns to the detail, it does not cancel the element');
  });

  it('with no edit page on the server, edits with the detail config and every field editable', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await freshPlatform('admin');
    const id = await createCustomer(platform, { NAME: uniqueName('No edit page'), LEVEL: 'B' });
    const { root } = await mountElement(`<entity-form entity="CUSTOMER" page-id="page-customer-detail" state="detail" record-id="${id}"></entity-form>`);
    await waitFor(() => $(root, '.detail-grid'), 'the detail', 10000);
    await hook('fail', { action: 'getPageConfig', count: 1, code: 'error.notfound' });
    buttonNamed(root, '编辑')!.click();
    await waitFor(() => input(root, 'NAME'), 'the edit form from the detail config', 10000);
    assertAllEditable(root);
    buttonNamed(root, '取消')!.click();
    await waitFor(() => $(root, '.detail-grid'), 'the detail after cancel', 10000);
  });
});
