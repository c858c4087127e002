/**
 * `<entity-list>` with 10,000 rows in one page (the page config's `pageSize`): the list's find
 * call is answered here with generated customers, every other call goes to the reference server.
 * Only a window of rows is in the DOM; scrolling, the keyboard and selecting all reach every row.
 */
import { assert, equal } from '../../support/assert.ts';
import { executeCommand, press } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, cellTexts, freshPlatform, rowsOf } from '../pages/page-helpers.ts';

const COUNT = 10_000;
/** Rows in view of a 640 px list plus the overscan above and below (kit/virtual.ts). */
const MOST_ROWS_IN_DOM = 40;
const LIST_FIND = /\/api\/v1\/demo\/crm\/(CUSTOMER|meta-customer)\/find$/;

const rows = Array.from({ length: COUNT }, (_, i) => ({
  ID: i + 1,
  NAME: `Customer ${i + 1}`,
  LEVEL: 'ABCD'[i % 4],
  REGION: 'CN-SH',
  EMAIL: `c${i + 1}@example.com`,
  PHONE: '021-5550000',
  CREDIT: (i % 50) * 1000,
  SIGNED_ON: '2024-05-01',
  ACTIVE: i % 3 ? 1 : 0,
  LOG_VERSION: 1,
}));

const realFetch = window.fetch;

/** Answers the list's find of `COUNT` rows; everything else reaches the server. */
function answerBigFind(): void {
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { pageSize?: number }) : {};
    if (LIST_FIND.test(url.pathname) && body.pageSize === COUNT) {
      const reply = JSON.stringify({ code: '0', msg: '', data: { entitys: rows, total: COUNT } });
      return Promise.resolve(new Response(reply, { status: 200, headers: { 'content-type': 'application/json' } }));
    }
    return realFetch(input, init);
  };
}

async function openBigList() {
  await freshPlatform();
  answerBigFind();
  await customElements.whenDefined('entity-list');
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  const element = document.createElement('entity-list') as HTMLElementTagNameMap['entity-list'];
  element.entity = 'CUSTOMER';
  element.config = { pageSize: COUNT };
  element.style.cssText = 'display:block;height:640px';
  holder.append(element);
  document.body.append(holder);
  const root = await waitFor(() => element.shadowRoot, 'the shadow root');
  const grid = await waitFor(
    () => ($(root, '[role="grid"]')?.getAttribute('aria-rowcount') === String(COUNT + 1) ? $(root, '[role="grid"]') : null),
    'the 10,000 rows',
    15000,
  );
  return { element, root, grid: grid! };
}

const selectAllBox = (root: ShadowRoot) => $(root, '.grid-head .check input[type="checkbox"]') as HTMLInputElement;

describe('entity-list: 10,000 rows', () => {
  afterEach(() => {
    window.fetch = realFetch;
    unmountAll();
  });

  it('keeps a window of rows in the DOM and scrolls to the last row', async () => {
    const { root, grid } = await openBigList();
    await waitFor(() => rowsOf(root).length > 0, 'the first rows');
    assert(rowsOf(root).length <= MOST_ROWS_IN_DOM, `a window of rows (${rowsOf(root).length})`);
    equal(cellTexts(rowsOf(root)[0]!)[1], 'Customer 1');
    assert($(root, '.pager-total')!.textContent!.includes(String(COUNT)), 'the pager counts every row');

    grid.scrollTop = grid.scrollHeight;
    const last = await waitFor(() => $(root, `.grid-row[aria-rowindex="${COUNT + 1}"]`), 'the last row');
    equal(cellTexts(last)[1], `Customer ${COUNT}`);
    assert(rowsOf(root).length <= MOST_ROWS_IN_DOM, `still a window of rows (${rowsOf(root).length})`);

    grid.scrollTop = 0;
    await waitFor(() => $(root, '.grid-row[aria-rowindex="2"]'), 'the first row again');
  });

  it('selects every row with the head box, and a row off again', async () => {
    const { element, root } = await openBigList();
    const selections: string[][] = [];
    element.addEventListener('selection-change', (e) => selections.push((e as CustomEvent<{ keys: string[] }>).detail.keys));
    await waitFor(() => rowsOf(root).length > 0, 'the first rows');

    selectAllBox(root).click();
    await waitFor(() => selections.length === 1, 'selection-change');
    equal(selections[0]!.length, COUNT, 'the keys of every row');
    equal(new Set(selections[0]).size, COUNT, 'each key once');
    assert(selections[0]!.includes('1') && selections[0]!.includes(String(COUNT)), 'the first and the last key');
    assert(
      rowsOf(root).every((row) => row.getAttribute('aria-selected') === 'true'),
      'every shown row selected',
    );
    assert(selectAllBox(root).checked && !selectAllBox(root).indeterminate, 'the head box checked');
    assert($(root, '.selection-count')!.textContent!.includes(String(COUNT)), 'the count shown');

    $(rowsOf(root)[0]!, '.check input')!.click();
    await waitFor(() => selections.length === 2, 'selection-change after a row');
    equal(selections[1]!.length, COUNT - 1, 'one row fewer');
    assert(!selections[1]!.includes('1'), 'the first row is off');
    await waitFor(() => selectAllBox(root).indeterminate, 'the head box mixed');

    selectAllBox(root).click();
    await waitFor(() => selections.length === 3, 'selection-change after the head box');
    equal(selections[2]!.length, COUNT, 'all again');
    selectAllBox(root).click();
    await waitFor(() => selections.length === 4, 'selection-change after clearing');
    equal(selections[3]!.length, 0, 'none');
    assert(
      rowsOf(root).every((row) => row.getAttribute('aria-selected') === 'false'),
      'no row selected',
    );
  });

  it('moves to the last and first row with End and Home, and selects with the keyboard', async () => {
    const { element, root, grid } = await openBigList();
    const selections: string[][] = [];
    element.addEventListener('selection-change', (e) => selections.push((e as CustomEvent<{ keys: string[] }>).detail.keys));
    await waitFor(() => rowsOf(root).length > 0, 'the first rows');
    grid.focus();

    await press('End');
    const lastId = await waitFor(
      () => grid.getAttribute('aria-activedescendant')?.endsWith(`-row-${COUNT - 1}`) && grid.getAttribute('aria-activedescendant'),
      'the last row active',
    );
    const last = await waitFor(() => root.getElementById(lastId), 'the active row drawn');
    equal(last.getAttribute('aria-rowindex'), String(COUNT + 1));
    assert(last.classList.contains('active'), 'marked active');
    await press('Space');
    await waitFor(() => selections.length === 1, 'selection-change');
    equal(selections[0]!.join(), String(COUNT), 'the last row selected');

    await press('Home');
    const firstId = await waitFor(
      () => grid.getAttribute('aria-activedescendant')?.endsWith('-row-0') && grid.getAttribute('aria-activedescendant'),
      'the first row active',
    );
    await waitFor(() => root.getElementById(firstId), 'the first row drawn');
    equal(grid.scrollTop, 0, 'scrolled to the top');

    await executeCommand('send-keys', { down: 'Control' });
    await press('a');
    await executeCommand('send-keys', { up: 'Control' });
    await waitFor(() => selections.length === 2, 'selection-change for Ctrl+A');
    equal(selections[1]!.length, COUNT, 'Ctrl+A selects every row');
    assert(rowsOf(root).length <= MOST_ROWS_IN_DOM, 'still a window of rows');
  });
});
