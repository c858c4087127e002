import { assert, equal, match } from '../../support/assert.ts';
import { press, saveScreenshot, setViewport } from '../../support/commands.ts';
import { captureDownload, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, cellTexts, createCustomer, freshPlatform, hook, mountElement, notices, rowsOf, typeInto, uniqueName } from '../pages/page-helpers.ts';

const LIST = '<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>';

async function openList() {
  const platform = await freshPlatform();
  const { element, root } = await mountElement(LIST);
  await waitFor(() => rowsOf(root).length > 0, 'the first rows', 10000);
  return { platform, element, root };
}

async function search(root: ShadowRoot, name: string) {
  typeInto($(root, '.search [data-field="NAME"] input')!, name);
  $(root, '.search-submit')!.click();
}

describe('entity-list: data', () => {
  afterEach(async () => {
    unmountAll();
    await hook('latency', { ms: 0 });
  });

  it('keeps the pager total on one line on a phone', async () => {
    await setViewport(375, 812);
    try {
      const { root } = await openList();
      const total = await waitFor(() => ($(root, '.pager-total')?.textContent?.match(/共 \d+ 条/) ? $(root, '.pager-total') : null), 'the total');
      const lineHeight = Number.parseFloat(getComputedStyle(total!).lineHeight) || 20;
      assert(total!.getBoundingClientRect().height < lineHeight * 1.5, `"${total!.textContent}" on one line`);
    } finally {
      await setViewport(1280, 860);
    }
  });

  it('pages, sorts and searches on the server, showing code and tree labels', async () => {
    const { platform, root } = await openList();
    await setViewport(1280, 860);
    equal($(root, '[role="grid"]')!.getAttribute('aria-rowcount'), '21', 'one page of 20 rows and the header');
    assert(rowsOf(root).length < 20, 'only the rows in view are in the DOM');
    match($(root, '.pager-total')!.textContent, /共 \d+ 条/);
    // The level labels arrive with their code list, which may follow the rows.
    const shown = await waitFor(() => {
      const texts = rowsOf(root).flatMap(cellTexts);
      return texts.some((t) => /^(重点|普通|潜在|流失)客户$/.test(t)) ? texts : null;
    }, 'level labels, not codes');
    assert(!shown.some((t) => /^[ABCD]$/.test(t)), 'no raw level codes');
    await saveScreenshot('entity-list');

    $$(root, '.pager sl-button')[1]!.click();
    await waitFor(() => rowsOf(root)[0]?.getAttribute('aria-rowindex') === '22', 'page 2');
    match($(root, '.pager-pos')!.textContent, /第 2 \//);

    $$(root, '.grid-head .sort')[0]!.click();
    await waitFor(() => $(root, '.grid-head [aria-sort="ascending"]'), 'ascending sort mark');
    const expected = await platform.http.request<{ entitys: Array<{ NAME: string }> }>({
      entity: 'CUSTOMER',
      action: 'find',
      method: 'POST',
      data: { pageIndex: 1, pageSize: 5, sort: [{ field: 'NAME', order: 'asc' }] },
    });
    const names = expected.entitys.map((r) => r.NAME);
    await waitFor(() => cellTexts(rowsOf(root)[0]!)[1] === names[0], `first row ${names[0]}`);
    equal(rowsOf(root)[0]!.getAttribute('aria-rowindex'), '2', 'sorting goes back to page 1');

    await search(root, 'Bank');
    await waitFor(() => rowsOf(root).length > 0 && rowsOf(root).every((r) => cellTexts(r)[1]!.includes('Bank')), 'only banks');
  });

  it('shows an error state with a retry, and an empty state', async () => {
    await freshPlatform();
    await hook('fail', { action: 'find', count: 1, code: 'error.fail', msg: 'database unavailable' });
    const { root } = await mountElement(LIST);
    const error = await waitFor(() => $(root, '.state.error'), 'the error state', 10000);
    assert(error.textContent!.length > 0, 'a message');
    $(error, 'sl-button')!.click();
    await waitFor(() => rowsOf(root).length > 0, 'rows after retry', 10000);
    await search(root, 'no such customer anywhere');
    await waitFor(() => $(root, '.state.empty'), 'the empty state');
  });
});

describe('entity-list: selection and operations', () => {
  afterEach(async () => {
    unmountAll();
    await hook('latency', { ms: 0 });
  });

  it('selects rows with the keyboard and opens one in its own dialog', async () => {
    const { element, root } = await openList();
    const selections: string[][] = [];
    element.addEventListener('selection-change', (e) => selections.push((e as CustomEvent<{ keys: string[] }>).detail.keys));
    const opened: string[] = [];
    element.addEventListener('row-open', (e) => opened.push((e as CustomEvent<{ key: string }>).detail.key));
    const grid = $(root, '[role="grid"]')!;
    grid.focus();
    await press('ArrowDown');
    await press('Space');
    await waitFor(() => selections.length > 0, 'selection-change');
    const second = rowsOf(root)[1]!;
    equal(second.getAttribute('aria-selected'), 'true', 'the second row is selected');
    equal(grid.getAttribute('aria-activedescendant'), second.id, 'the active row is announced');
    equal(selections.at(-1)!.length, 1);
    await press('Enter');
    await waitFor(() => opened.length === 1, 'row-open');
    const dialog = await waitFor(() => $(root, 'sl-dialog.form-dialog'), 'the detail dialog');
    await waitFor(() => $(dialog, '.detail-grid'), 'the detail form in the dialog', 10000);
  });

  it('opens the add form in its own dialog and asks before closing it with unsaved input', async () => {
    const { root } = await openList();
    $(root, 'sl-button[data-operate="add"]')!.click();
    const dialog = await waitFor(() => $(root, 'sl-dialog.form-dialog'), 'the add dialog');
    const name = await waitFor(() => $(dialog, '[data-field="NAME"] input'), 'the add form', 10000);
    typeInto(name, 'Not saved yet');
    await sleep(100);
    const closeButton = await waitFor(() => dialog.shadowRoot?.querySelector<HTMLElement>('[part~="close-button"]'), 'the close button');
    closeButton.click();
    const ask = await waitFor(() => $(root, 'sl-dialog.confirm-dialog'), 'the unsaved-change question');
    $$(ask, 'sl-button')
      .find((b) => b.getAttribute('variant') !== 'primary')!
      .click();
    await sleep(300);
    assert($(root, 'sl-dialog.form-dialog'), 'the form stays open');
    closeButton.click();
    $(await waitFor(() => $(root, 'sl-dialog.confirm-dialog'), 'asked again'), 'sl-button[variant="primary"]')!.click();
    await waitFor(() => !$(root, 'sl-dialog.form-dialog'), 'closed after confirming');
  });

  it('deletes a record after the confirm dialog', async () => {
    const { platform, element, root } = await openList();
    const name = uniqueName('Delete me');
    await createCustomer(platform, { NAME: name, LEVEL: 'C', ACTIVE: '1' });
    await search(root, name);
    await waitFor(() => rowsOf(root).length === 1 && cellTexts(rowsOf(root)[0]!)[1] === name, 'the new record alone');
    const done = new Promise<CustomEvent>((resolve) => element.addEventListener('action-done', (e) => resolve(e as CustomEvent), { once: true }));
    $(rowsOf(root)[0]!, '.check input')!.click();
    await waitFor(() => rowsOf(root)[0]!.getAttribute('aria-selected') === 'true', 'selected');
    $(root, 'sl-button[data-operate="delete"]')!.click();
    const dialog = await waitFor(() => $(root, 'sl-dialog.confirm-dialog'), 'the confirm dialog');
    match(dialog.textContent, /确定删除/);
    $(dialog, 'sl-button[variant="primary"]')!.click();
    equal((await done).detail.operate, 'delete');
    await waitFor(() => $(root, '.state.empty'), 'the record is gone');
  });

  it('stops an operation whose row condition fails, with its tip', async () => {
    const { platform, root } = await openList();
    // A customer of its own: the first rows shown depend on what other tests created.
    const name = uniqueName('Active already');
    await createCustomer(platform, { NAME: name, LEVEL: 'C', ACTIVE: '1' });
    await search(root, name);
    await waitFor(() => rowsOf(root).length === 1 && $(rowsOf(root)[0]!, '.flag.on'), 'the active record alone');
    const row = rowsOf(root)[0]!;
    $(row, '.check input')!.click();
    await waitFor(() => row.getAttribute('aria-selected') === 'true', 'selected');
    $(root, 'sl-button[data-operate="activate"]')!.click();
    await waitFor(() => notices(platform).includes('只能启用未启用的客户'), 'the tip');
  });

  it('holds a second submission of a running operation (submit lock)', async () => {
    const { platform, element, root } = await openList();
    const name = uniqueName('Lock test');
    await createCustomer(platform, { NAME: name, LEVEL: 'C', ACTIVE: '0' });
    await search(root, name);
    await waitFor(() => rowsOf(root).length === 1, 'the inactive record');
    $(rowsOf(root)[0]!, '.check input')!.click();
    await waitFor(() => rowsOf(root)[0]!.getAttribute('aria-selected') === 'true', 'selected');
    await hook('latency', { ms: 1200, action: 'apply' });
    const done = new Promise((resolve) => element.addEventListener('action-done', resolve, { once: true }));
    const button = $(root, 'sl-button[data-operate="activate"]')!;
    button.click();
    await sleep(150);
    button.click();
    await waitFor(() => notices(platform).includes('正在提交，请稍后...'), 'the in-progress message');
    await done;
    await waitFor(() => rowsOf(root)[0] && $(rowsOf(root)[0]!, '.flag.on'), 'the record is active after refresh');
  });

  it('downloads the export with the file name from the server', async () => {
    const { root } = await openList();
    const saved = await captureDownload(() => $(root, 'sl-button[data-operate="export"]')!.click());
    equal(saved.name, '客户列表.csv');
  });
});
