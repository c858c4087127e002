/**
 * Two builds of the elements on one page, each under its own tag prefix through the `define`
 * entry (`defineElements({ prefix })`), as pages/two-builds.html loads them: both draw rows, and
 * the plain names stay free for a third.
 */
import { assert, equal } from '../../support/assert.ts';
import { forgetSession } from './sign-in.ts';
import { listDraws, openPage } from './side-by-side.ts';

interface Builds {
  first: { EntityListElement: CustomElementConstructor };
  second: { EntityListElement: CustomElementConstructor };
}

describe('two builds of the elements side by side', () => {
  beforeEach(forgetSession);
  afterEach(forgetSession);

  it('v1- and v2- elements both draw; the plain names stay free', async function (this: MochaContext) {
    this.timeout(90000);
    const page = await openPage('two-builds', (win) => (win as unknown as { builds?: Builds }).builds);
    try {
      const { first, second } = (page.win as unknown as { builds: Builds }).builds;
      assert(first.EntityListElement !== second.EntityListElement, 'two module graphs, two element classes');
      equal(page.win.customElements.get('v1-entity-list'), first.EntityListElement, 'v1-entity-list is the first build\u2019s');
      equal(page.win.customElements.get('v2-entity-list'), second.EntityListElement, 'v2-entity-list is the second build\u2019s');
      for (const tag of ['app-shell', 'entity-list', 'entity-form', 'pdf-viewer']) equal(page.win.customElements.get(tag), undefined, `<${tag}> stays free`);
      assert((await listDraws(page, 'v1-entity-list')) > 0, 'the first build draws rows');
      assert((await listDraws(page, 'v2-entity-list')) > 0, 'the second build draws rows');
    } finally {
      page.frame.remove();
    }
  });
});
