/**
 * Setting a property or an attribute to an equal value changes nothing: no render that asks the
 * server, no event. A host that builds its objects afresh on every render (React's inline
 * `query={{}}`) and sets state on `selection-change` would otherwise loop.
 */
import { equal } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, countCalls, freshPlatform, hook, mountElement, rowsOf } from '../pages/page-helpers.ts';

const LIST = '<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>';
const KEY_ACCOUNTS = () => ({ conditions: [{ field: 'LEVEL', mode: 'equal', value: 'A' }] });

type ListElement = HTMLElement & { query?: unknown; config?: unknown; entity?: string; pageId?: string };

async function openList() {
  await freshPlatform();
  const mounted = await mountElement<ListElement>(LIST);
  await waitFor(() => rowsOf(mounted.root).length > 0, 'the first rows', 10000);
  const selections: string[][] = [];
  mounted.element.addEventListener('selection-change', (event) => selections.push((event as CustomEvent<{ keys: string[] }>).detail.keys));
  return { ...mounted, selections };
}

/** The list requests the server saw so far (the list asks by the entity's id). */
const finds = () => countCalls('meta-customer', 'find');

/** Waits for an asynchronous probe (a count the server keeps) to hold. */
async function until(probe: () => Promise<boolean>, what: string, timeoutMs = 10000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await probe())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Lets a render, its effects and any request they start run their course. */
const settle = () => sleep(400);

describe('entity-list: an equal value changes nothing', () => {
  afterEach(async () => {
    unmountAll();
    await hook('latency', { ms: 0 });
  });

  it('`query = {}` five times: no selection-change, no request, the selection kept', async () => {
    const { element, root, selections } = await openList();
    $(rowsOf(root)[0]!, '.check input')!.click();
    await waitFor(() => selections.length === 1, 'the selection-change of the click');
    const asked = await finds();
    for (let i = 0; i < 5; i++) {
      element.query = {};
      await settle();
    }
    equal(selections.length, 1, 'no selection-change for an equal query');
    equal(await finds(), asked, 'no list request for an equal query');
    equal(rowsOf(root)[0]!.getAttribute('aria-selected'), 'true', 'the selected row stays selected');
  });

  it('an equal query or config object set again asks once, for the first (the changed) value only', async () => {
    const { element, root, selections } = await openList();
    let asked = await finds();
    element.query = KEY_ACCOUNTS();
    await until(async () => (await finds()) === asked + 1, 'one request for the new query');
    await waitFor(() => rowsOf(root).length > 0 && rowsOf(root).every((row) => row.textContent!.includes('重点客户')), 'key accounts only');
    asked += 1;
    for (let i = 0; i < 4; i++) {
      element.query = KEY_ACCOUNTS();
      await settle();
    }
    equal(await finds(), asked, 'no request for the equal queries that followed');

    element.config = { pageSize: 10 };
    await until(async () => (await finds()) === asked + 1, 'one request for the new page size');
    asked += 1;
    for (let i = 0; i < 4; i++) {
      element.config = { pageSize: 10 };
      await settle();
    }
    equal(await finds(), asked, 'no request for the equal configs that followed');
    equal(selections.length, 0, 'no selection-change at all');
  });

  it('an attribute or a string property set to its value changes nothing', async () => {
    const { element, selections } = await openList();
    const asked = await finds();
    for (let i = 0; i < 5; i++) {
      element.setAttribute('entity', 'CUSTOMER');
      element.setAttribute('page-id', 'page-customer-list');
      element.pageId = 'page-customer-list';
      await settle();
    }
    equal(await finds(), asked, 'no request');
    equal(selections.length, 0, 'no selection-change');
  });

  it('an object changed in place and set again is a change', async () => {
    const { element, root } = await openList();
    const query: { conditions?: unknown[] } = {};
    element.query = query;
    await settle();
    const asked = await finds();
    query.conditions = KEY_ACCOUNTS().conditions;
    element.query = query;
    await until(async () => (await finds()) === asked + 1, 'one request for the changed query');
    await waitFor(() => rowsOf(root).length > 0 && rowsOf(root).every((row) => row.textContent!.includes('重点客户')), 'key accounts only');
  });
});
