/**
 * A host page with another Shoelace 2.x (2.15.1, the npm alias `shoelace-old`) loaded before or
 * after the elements have drawn (pages/shoelace-first.html, pages/shoelace-after.html). Whichever
 * registers first holds the sl-* names (Shoelace 2 warns and steps aside on a second
 * registration); the host's controls and the elements' list draw either way.
 */
import { assert, equal } from '../../support/assert.ts';
import { forgetSession } from './sign-in.ts';
import { hostShoelaceDraws, listDraws, openPage } from './side-by-side.ts';

const loaded = {
  first: (win: Window & typeof globalThis) => win.customElements.get('sl-button') && win.customElements.get('entity-list'),
  after: (win: Window & typeof globalThis) => (win as unknown as { hostShoelaceLoaded?: boolean }).hostShoelaceLoaded,
};

describe('another Shoelace 2.x on the host page', () => {
  beforeEach(forgetSession);
  afterEach(forgetSession);

  for (const [order, version] of [
    ['first', '2.15.1'],
    ['after', '2.20.1'],
  ] as const) {
    it(`loaded ${order === 'first' ? 'before' : 'after'} the elements: the host\u2019s Shoelace and the list both draw`, async function (this: MochaContext) {
      this.timeout(60000);
      const page = await openPage(`shoelace-${order}`, loaded[order]);
      try {
        equal(await hostShoelaceDraws(page), version, `the sl-* names belong to the Shoelace loaded first (${version})`);
        assert((await listDraws(page, 'entity-list')) > 0, 'the list draws rows');
      } finally {
        page.frame.remove();
      }
    });
  }
});
