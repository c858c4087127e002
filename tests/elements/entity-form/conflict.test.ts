/**
 * No lost update, shell side: two editors of one customer. Bob saves through the API while the
 * second editor's form holds their own input; that form's save is refused and resolved in the form.
 */
import { mergeValues, readConflict, sameFieldValue as sameValue, fieldDiffs } from '../../../core/pages.ts';
import type { LiveField } from '../../../elements/pages/form/form-logic.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import { PlatformError } from '../../../core/errors/index.ts';
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { deepActiveElement, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, createCustomer, freshPlatform, mountElement, notices, typeInto, uniqueName, PASSWORD } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

type Row = Record<string, unknown>;

const field = (root: ParentNode, name: string, control = 'input') => $(root, `.form [data-field="${name}"] ${control}`) as HTMLInputElement;
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

async function getCustomer(platform: TestPlatform, id: string): Promise<Row> {
  const reply = await platform.http.request<{ bean: { data: Row } }>({ entity: 'CUSTOMER', action: 'get', params: { id } });
  return reply.bean.data;
}

/** Editor 1 changes the record through the API, at the version they read. */
async function bobSaves(bob: TestPlatform, id: string, changes: Row, children?: Record<string, Row[]>): Promise<void> {
  const stored = await getCustomer(bob, id);
  await bob.http.request({
    entity: 'CUSTOMER',
    action: 'save',
    method: 'POST',
    data: { data: { ID: id, LOG_VERSION: stored.LOG_VERSION, ...changes }, children },
  });
}

/**
 * Bob's platform, then the second editor's, which the elements use (the page's default). Each
 * login issues a new XSRF cookie bound to its session, so Bob keeps the cookies of his own login.
 */
async function twoEditors(language = '010'): Promise<{ bob: TestPlatform; editor: TestPlatform }> {
  let bobCookies: string | null = null;
  const bob = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm' },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
    readCookie: () => bobCookies ?? document.cookie,
  }) as TestPlatform;
  await bob.session.login({ account: 'bob', password: PASSWORD });
  bobCookies = document.cookie;
  bob.i18n.setLanguage(language);
  const editor = await freshPlatform('admin');
  editor.i18n.setLanguage(language);
  return { bob, editor };
}

function draftOf(platform: TestPlatform, id: string): { values: Row } | null {
  const key = platform.drafts.keyFor({ pageId: 'page-customer-edit', recordId: id });
  return key ? platform.drafts.load(key) : null;
}

async function openForm(id: string) {
  const { element, root } = await mountElement(`<entity-form entity="CUSTOMER" page-id="page-customer-edit" state="edit" record-id="${id}"></entity-form>`);
  await waitFor(() => field(root, 'PHONE'), 'the phone field', 10000);
  return { element, root };
}

/** Saves and waits for the conflict panel. */
async function saveIntoConflict(root: ShadowRoot, seq = 1): Promise<HTMLElement> {
  await sleep(50);
  $(root, '.save-button')!.click();
  return waitFor(() => $(root, `.conflict-panel[data-seq="${seq}"]`), `conflict panel ${seq}`, 10000);
}

const savedOnce = (element: HTMLElement) =>
  new Promise<CustomEvent>((resolve) => element.addEventListener('form-saved', (e) => resolve(e as CustomEvent), { once: true }));

describe("entity-form: a save over someone else's change", () => {
  afterEach(unmountAll);

  it('keeps the input and its draft and says who changed the record and when', async () => {
    const { bob, editor } = await twoEditors();
    await setViewport(1280, 900);
    const id = await createCustomer(editor, { NAME: uniqueName('Conflict'), LEVEL: 'B', PHONE: '021-1', EMAIL: 'old@example.com' });
    const { element, root } = await openForm(id);
    let saved = 0;
    element.addEventListener('form-saved', () => {
      saved += 1;
    });
    typeInto(field(root, 'PHONE'), '021-2222');
    await bobSaves(bob, id, { PHONE: '021-3333' });

    const panel = await saveIntoConflict(root);
    equal(panel.getAttribute('role'), 'alert');
    match(panel.textContent, /李博/, 'names the editor');
    match(panel.textContent, TIME, 'says when');
    equal(field(root, 'PHONE').value, '021-2222', 'the input stays in the field');
    equal(draftOf(editor, id)?.values.PHONE, '021-2222', 'and in the draft');
    await sleep(300);
    equal(saved, 0, 'no form-saved');
    assert(!notices(editor).some((n) => /保存成功/.test(n)), `no "saved" notice (${notices(editor).join(' | ')})`);
    assert(!$(root, '.form-error'), 'no generic error banner');
    equal((await getCustomer(editor, id)).PHONE, '021-3333', 'nothing was written');
    for (const button of $$(panel, 'sl-button')) assert(button.getAttribute('tabindex') !== '-1', 'buttons are in the tab order');
    await saveScreenshot('entity-form-conflict');
  });

  it('reloads their version after a confirm, dropping the input and its draft', async () => {
    const { bob, editor } = await twoEditors();
    const id = await createCustomer(editor, { NAME: uniqueName('Conflict reload'), LEVEL: 'B', PHONE: '021-1' });
    const { element, root } = await openForm(id);
    typeInto(field(root, 'PHONE'), '021-2222');
    await bobSaves(bob, id, { PHONE: '021-3333', LEVEL: 'C' });
    await saveIntoConflict(root);

    $(root, '.conflict-reload')!.click();
    let dialog = await waitFor(() => $(root, '.confirm-dialog'), 'the confirm');
    $$(dialog, 'sl-button')
      .find((b) => b.getAttribute('variant') !== 'primary')!
      .click();
    await waitFor(() => !$(root, '.confirm-dialog'), 'the confirm closes');
    equal(field(root, 'PHONE').value, '021-2222', 'declined: the input stays');
    assert($(root, '.conflict-panel'), 'declined: the panel stays');

    $(root, '.conflict-reload')!.click();
    dialog = await waitFor(() => $(root, '.confirm-dialog'), 'the confirm again');
    $(dialog, 'sl-button[variant="primary"]')!.click();
    await waitFor(() => field(root, 'PHONE').value === '021-3333', 'their phone');
    equal(field(root, 'LEVEL', 'select').value, 'C', 'their level');
    assert(!$(root, '.conflict-panel'), 'the panel goes');
    await sleep(400);
    equal(draftOf(editor, id), null, 'the draft is gone');

    // Their version is the new baseline: the next save goes through.
    typeInto(field(root, 'EMAIL'), 'after@example.com');
    const done = savedOnce(element);
    await sleep(50);
    $(root, '.save-button')!.click();
    await done;
    const stored = await getCustomer(editor, id);
    deepEqual([stored.PHONE, stored.EMAIL, stored.LEVEL], ['021-3333', 'after@example.com', 'C']);
  });

  it('reviews the differences field by field and saves the merge over their version', async () => {
    const { bob, editor } = await twoEditors();
    const id = await createCustomer(editor, { NAME: uniqueName('Conflict review'), LEVEL: 'B', PHONE: '021-1', EMAIL: 'old@example.com', CREDIT: 1000 });
    const { element, root } = await openForm(id);
    typeInto(field(root, 'PHONE'), '021-2222');
    typeInto(field(root, 'EMAIL'), 'mine@example.com');
    await bobSaves(bob, id, { PHONE: '021-3333', LEVEL: 'C' }, { CONTACT: [{ NAME: 'Li Si', TITLE: 'Buyer' }] });
    await saveIntoConflict(root);

    $(root, '.conflict-review-button')!.click();
    const review = await waitFor(() => $(root, '.conflict-review table'), 'the review table');
    equal(deepActiveElement()?.tagName, 'H3', 'focus moves to the review');
    deepEqual(
      $$(review, 'thead th[scope="col"]').map((th) => th.textContent),
      ['字段', '您的值', '对方的值', '保留'],
    );
    const rows = () => $$(review, 'tbody tr');
    deepEqual(
      rows().map((r) => r.dataset.field ?? r.dataset.relation),
      ['LEVEL', 'EMAIL', 'PHONE', 'CONTACT'],
      'the fields that differ, in form order, then child sections',
    );
    match($(review, 'tr[data-relation="CONTACT"]')!.textContent, /联系人.*0 行.*1 行/, 'a child section summarised');
    const row = (name: string) => $(review, `tr[data-field="${name}"]`)!;
    match(row('LEVEL').textContent, /普通客户.*潜在客户/, 'code values by their labels');
    match(row('LEVEL').querySelector('th')?.textContent, /您未修改/, 'marked as not changed by this editor');
    const checked = (name: string) => (row(name).querySelector('input:checked') as HTMLInputElement).value;
    deepEqual(['PHONE', 'EMAIL', 'LEVEL'].map(checked), ['mine', 'mine', 'theirs'], 'mine where I changed it, theirs where only they did');
    equal(($(review, 'tr[data-relation="CONTACT"] input:checked') as HTMLInputElement).value, 'theirs');
    assert($(row('PHONE'), '[role="radiogroup"]')?.getAttribute('aria-labelledby'), 'each choice is labelled by its field');

    // Cancel leaves the input as it was.
    $(root, '.conflict-cancel')!.click();
    await waitFor(() => !$(root, '.conflict-review'), 'the review closes');
    await waitFor(() => root.activeElement?.classList.contains('conflict-review-button'), 'focus back on the review button');
    equal(field(root, 'PHONE').value, '021-2222');

    $(root, '.conflict-review-button')!.click();
    await waitFor(() => $(root, '.conflict-review tr[data-field="PHONE"]'), 'the review again');
    ($(root, '.conflict-review tr[data-field="PHONE"] input[value="theirs"]') as HTMLInputElement).click();
    await waitFor(() => $(root, '.conflict-review tr[data-field="PHONE"] td.theirs.chosen'), 'their phone chosen');
    await saveScreenshot('entity-form-conflict-review');
    const done = savedOnce(element);
    $(root, '.conflict-save-over')!.click();
    await done;
    await waitFor(() => !$(root, '.conflict-panel'), 'the panel goes');
    await waitFor(() => notices(editor).some((n) => /保存成功/.test(n)), 'the saved notice, once the server said so');
    const stored = await getCustomer(editor, id);
    deepEqual([stored.PHONE, stored.EMAIL, stored.LEVEL, Number(stored.CREDIT)], ['021-3333', 'mine@example.com', 'C', 1000], 'the merged values');
    const contacts =
      (await editor.http.request<{ bean: { children: Record<string, Row[]> } }>({ entity: 'CUSTOMER', action: 'get', params: { id } })).bean.children.CONTACT ??
      [];
    deepEqual(
      contacts.map((c) => c.NAME),
      ['Li Si'],
      'their contact kept',
    );
    equal(field(root, 'EMAIL').value, 'mine@example.com');
    await sleep(400);
    equal(draftOf(editor, id), null, 'the draft goes with the save');
  });

  it('shows the conflict again when yet another change comes in during "save over"', async () => {
    const { bob, editor } = await twoEditors();
    const id = await createCustomer(editor, { NAME: uniqueName('Conflict twice'), LEVEL: 'B', PHONE: '021-1', EMAIL: 'old@example.com' });
    const { element, root } = await openForm(id);
    typeInto(field(root, 'EMAIL'), 'mine@example.com');
    await bobSaves(bob, id, { PHONE: '021-3333' });
    await saveIntoConflict(root);
    $(root, '.conflict-review-button')!.click();
    await waitFor(() => $(root, '.conflict-review tr[data-field="EMAIL"]'), 'the review');

    await bobSaves(bob, id, { PHONE: '021-4444', EMAIL: 'bob@example.com' });
    $(root, '.conflict-save-over')!.click();
    const panel = await waitFor(() => $(root, '.conflict-panel[data-seq="2"]'), 'the second conflict', 10000);
    match(panel.textContent, /李博/);
    assert(!$(root, '.conflict-review'), 'the review closed on the new refusal');
    await waitFor(() => root.activeElement?.classList.contains('conflict-review-button'), 'focus on the review button');
    equal(field(root, 'EMAIL').value, 'mine@example.com', 'the input is still there');
    equal(draftOf(editor, id)?.values.EMAIL, 'mine@example.com', 'and in the draft');
    const between = await getCustomer(editor, id);
    deepEqual([between.PHONE, between.EMAIL], ['021-4444', 'bob@example.com'], 'nothing written over the second change');

    $(root, '.conflict-review-button')!.click();
    const email = await waitFor(() => $(root, '.conflict-review tr[data-field="EMAIL"]'), 'the email differs from their new version');
    match(email.textContent, /mine@example\.com.*bob@example\.com/);
    const done = savedOnce(element);
    $(root, '.conflict-save-over')!.click();
    await done;
    const stored = await getCustomer(editor, id);
    deepEqual([stored.PHONE, stored.EMAIL], ['021-4444', 'mine@example.com']);
  });

  it('speaks English with Language 011 and closes the review with Escape', async () => {
    const { bob, editor } = await twoEditors('011');
    const id = await createCustomer(editor, { NAME: uniqueName('Conflict en'), LEVEL: 'B', PHONE: '021-1' });
    const { root } = await openForm(id);
    typeInto(field(root, 'PHONE'), '021-2222');
    await bobSaves(bob, id, { PHONE: '021-3333' });
    const panel = await saveIntoConflict(root);
    match(panel.textContent, /Bob Li changed this record at \d{4}-\d{2}-\d{2}/);
    match($(root, '.conflict-reload')!.textContent, /Reload their version/);
    $(root, '.conflict-review-button')!.click();
    const review = await waitFor(() => $(root, '.conflict-review'), 'the review');
    deepEqual(
      $$(review, 'thead th').map((th) => th.textContent),
      ['Field', 'Your value', 'Their value', 'Keep'],
    );
    match($(review, '.conflict-save-over')!.textContent, /Save over it/);
    $(review, 'h3')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !$(root, '.conflict-review'), 'Escape closes the review');
    equal(field(root, 'PHONE').value, '021-2222');
  });
});

describe('conflict logic', () => {
  const f = (name: string, dataType = 'string', extra: Partial<LiveField> = {}): LiveField => ({
    name,
    label: name,
    dataType,
    state: 'EDIT',
    required: false,
    visible: true,
    requiredNow: false,
    readOnly: false,
    ...extra,
  });

  it("reads the refusal from core's error, the version of the refusal winning", () => {
    const body = {
      code: 'error.conflict',
      msg: 'm',
      data: {
        version: 3,
        updatedBy: 'user-bob',
        updatedByName: 'Bob Li',
        updatedAt: '2026-11-22 15:20:01',
        current: { ID: 1, PHONE: 'x', LOG_VERSION: 2 },
        children: { CONTACT: [{ ID: 9 }] },
      },
    };
    const conflict = readConflict(new PlatformError('error.conflict', 'm', body), 4)!;
    deepEqual(
      [conflict.seq, conflict.version, conflict.updatedByName, conflict.current?.LOG_VERSION, conflict.children.CONTACT?.length],
      [4, 3, 'Bob Li', 3, 1],
    );
    equal(readConflict(new PlatformError('error.param', 'no')), null);
    equal(readConflict(new PlatformError('error.conflict', 'bare'))?.current, undefined, 'a bare refusal has no stored record');
  });

  it('compares values as a person reads them', () => {
    assert(sameValue(null, ''), 'empty is empty');
    assert(sameValue(1000, '1000.00', 'money'), 'numbers in numeric fields');
    assert(!sameValue('0101', '101'), 'text stays text');
    assert(sameValue(true, '1'), 'booleans as the inputs write them');
    assert(!sameValue('a', null));
  });

  it('lists differing visible editable fields and merges the choices over their record', () => {
    const fields = [f('A'), f('B'), f('C', 'string', { readOnly: true }), f('D', 'string', { visible: false }), f('E')];
    const read = { A: '1', B: '1', C: '1', D: '1', E: '1' };
    const mine = { A: '2', B: '1', C: '1', D: '2', E: '2' };
    const theirs = { A: '3', B: '3', C: '3', D: '3', E: '2', LOG_VERSION: 5 };
    const diffs = fieldDiffs(fields, mine, read, theirs);
    deepEqual(
      diffs.map((d) => [d.field.name, d.edited]),
      [
        ['A', true],
        ['B', false],
      ],
    );
    deepEqual(mergeValues(theirs, diffs, {}), { ...theirs, A: '2' }, 'defaults: mine where edited, theirs elsewhere');
    deepEqual(mergeValues(theirs, diffs, { A: 'theirs', B: 'mine' }), { ...theirs, B: '1' });
  });
});
