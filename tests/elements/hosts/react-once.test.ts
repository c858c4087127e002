/**
 * The React host page runs one React: its app bundles the elements through the package's React
 * entry (dist/react/index.js, React left to the host), so the page neither loads the main entry
 * (which carries its own React) nor a second react-dom. The signal is react-dom's own: each copy
 * marks the nodes it renders with `__reactFiber$<key>` and its roots with `__reactContainer$<key>`,
 * the key drawn at random when that copy loads. One key across the host's app and the elements'
 * shadow roots is one react-dom rendering both.
 */
import { assert, deepEqual, equal } from '../../support/assert.ts';
import { $, openFrame } from '../../support/demo-page.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { forgetSession, rowsShown, signInThrough } from './sign-in.ts';

/** The random keys of the react-dom copies that rendered `nodes`. */
function reactKeys(nodes: Iterable<Node>): Set<string> {
  const keys = new Set<string>();
  for (const node of nodes) {
    for (const name of Object.keys(node)) {
      const key = /^__react(?:Fiber|Container|Props)\$(\w+)$/.exec(name)?.[1];
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** Every node of `root`, inside open shadow roots too. */
function* everyNode(root: Node): Generator<Node> {
  yield root;
  if (root instanceof Element && root.shadowRoot) yield* everyNode(root.shadowRoot);
  for (const child of root.childNodes) yield* everyNode(child);
}

describe('the react host page loads React once', () => {
  beforeEach(forgetSession);
  afterEach(forgetSession);

  it('one react-dom renders the host and the elements; no main entry; no render loop', async function (this: MochaContext) {
    this.timeout(60000);
    const frame = openFrame('/__site/hosts/react.html');
    try {
      const doc = await waitFor(() => frame.contentDocument?.querySelector('entity-list')?.shadowRoot && frame.contentDocument, 'the host page', 20000);
      const list = doc.querySelector('entity-list')!.shadowRoot!;
      await signInThrough(list);
      await rowsShown(list, 'the react host list');

      const hostKeys = reactKeys(everyNode(doc.getElementById('app')!.firstChild!));
      const listKeys = reactKeys(everyNode(list));
      const formKeys = reactKeys(everyNode(doc.querySelector('entity-form')!.shadowRoot!));
      equal(hostKeys.size, 1, `the host app is rendered by one react-dom (${[...hostKeys].join(', ')})`);
      deepEqual([...listKeys], [...hostKeys], 'the list is rendered by the host\u2019s react-dom');
      deepEqual([...formKeys], [...hostKeys], 'the form is rendered by the host\u2019s react-dom');
      deepEqual([...reactKeys(everyNode(doc))], [...hostKeys], 'no other react-dom on the page');

      const scripts = frame
        .contentWindow!.performance.getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
      deepEqual(
        scripts.filter((path) => path.startsWith('/dist/') && !path.startsWith('/dist/hosts/')),
        [],
        'the page loads no script of the main build (its own React)',
      );
      assert(scripts.includes('/dist/hosts/react.js'), `the host app loaded (${scripts.join(', ')})`);

      // A render loop keeps changing the DOM and asking the server: once the list has finished
      // drawing (its tree and the rest of its rows come a moment after the first row), a quiet
      // page does neither.
      await sleep(1500);
      const requestsBefore = frame.contentWindow!.performance.getEntriesByType('resource').length;
      let mutations = 0;
      const seen = new Map<string, number>();
      const describe = (record: MutationRecord) =>
        `${record.type} ${(record.target as Element).localName ?? record.target.nodeName}${record.attributeName ? `[${record.attributeName}]` : ''}`;
      const observer = new MutationObserver((records) => {
        mutations += records.length;
        for (const record of records) seen.set(describe(record), (seen.get(describe(record)) ?? 0) + 1);
      });
      observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
      for (const root of [list, doc.querySelector('entity-form')!.shadowRoot!])
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      await sleep(2000);
      observer.disconnect();
      const changes = [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([what, count]) => `${what} ×${count}`)
        .join(', ');
      const events = [...doc.querySelectorAll('[data-host="events"] li[data-event]')].map((item) => item.getAttribute('data-event'));
      const eventCounts = [...new Set(events)].map((name) => `${name} ×${events.filter((event) => event === name).length}`).join(', ');
      assert(
        mutations < 20,
        `the page settles: ${mutations} DOM changes in 2 s once the rows showed (${changes}; the host's event log: ${eventCounts || 'empty'})`,
      );
      equal(frame.contentWindow!.performance.getEntriesByType('resource').length - requestsBefore, 0, 'no requests in 2 s once the rows showed');
      assert(!$(doc, '.host-problem'), 'the host found the shared session');
    } finally {
      frame.remove();
    }
  });
});
