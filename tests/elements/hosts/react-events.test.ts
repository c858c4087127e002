/**
 * The React host page (demo/hosts/react) passes its list inline objects, new on every render
 * (`config={{ ...LIST_CONFIG }}`, `query={levelQuery(level)}`), and its `selection-change`
 * handler sets state, which renders the host again. An element that took each new but equal
 * object as a change would draw again and report the selection again: the host's log grew from
 * 14 to 229 entries in 9 s. Here each user action gives one event and one request at most.
 */
import { assert, equal } from '../../support/assert.ts';
import { $, $$, openFrame, rowsOf, selectValue, text, typeInto } from '../../support/demo-page.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { countCalls, PASSWORD } from '../pages/page-helpers.ts';

function forgetSession(): void {
  for (const key of Object.keys(localStorage)) if (/token|draft|language/.test(key)) localStorage.removeItem(key);
}

/** Waits for a count the server keeps to reach `expected`. */
async function untilCount(read: () => Promise<number>, expected: number, what: string): Promise<void> {
  const deadline = performance.now() + 15000;
  while ((await read()) !== expected) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what} (${await read()} of ${expected})`);
    await sleep(100);
  }
}

describe('the react host page with inline object props', () => {
  beforeEach(forgetSession);
  afterEach(forgetSession);

  it('stays at one event and one request per action while its handler sets state', async function (this: MochaContext) {
    this.timeout(60000);
    const frame = openFrame('/__site/hosts/react.html');
    try {
      const doc = await waitFor(() => frame.contentDocument?.querySelector('entity-list')?.shadowRoot && frame.contentDocument, 'the host page', 20000);
      const element = doc.querySelector('entity-list')!;
      const list = element.shadowRoot!;
      const signIn = await waitFor(() => $(list, '.sign-in'), 'the sign-in form', 20000);
      typeInto($(signIn, '[data-field="account"]')!, 'alice');
      typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
      await sleep(50);
      $(signIn, 'sl-button[variant="primary"]')!.click();
      await waitFor(() => rowsOf(list).length > 0, 'the customers', 20000);
      await sleep(500);

      let selections = 0;
      element.addEventListener('selection-change', () => (selections += 1));
      const finds = () => countCalls('meta-customer', 'find');
      const logged = () => $$(doc, '[data-host="events"] li[data-event]').length;
      const asked = await finds();

      // The host's handler sets state: the host renders again, with new inline objects.
      $(rowsOf(list)[0]!, '.check input')!.click();
      await waitFor(() => text($(doc, '[data-host="selection"]')) === '已选 1 条', 'the host counted the selection');
      await sleep(3000);
      equal(selections, 1, 'one selection-change for one click');
      equal(logged(), 1, 'one entry in the host\u2019s log');
      equal(await finds(), asked, 'no list request for the host\u2019s renders');

      // A new query from the host is one request; the renders it causes ask nothing more.
      selectValue($(doc, '[data-host="level"]')!, 'A');
      await untilCount(finds, asked + 1, 'the request for the new query');
      await waitFor(() => rowsOf(list).length > 0 && rowsOf(list).every((row) => text(row).includes('重点客户')), 'key accounts only', 15000);
      await sleep(3000);
      equal(await finds(), asked + 1, 'one request for one change of the query');
      assert(logged() <= 2, `the host\u2019s log stays bounded (${logged()} entries)`);
      assert(selections <= 2, `at most the selection the new rows cleared is reported (${selections})`);
    } finally {
      frame.remove();
    }
  });
});
