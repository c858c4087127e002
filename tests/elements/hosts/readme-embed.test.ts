/**
 * The README's embed snippet works as written: tests/support/wtr-readme.mjs serves the ```html
 * block of "## Embed an element in your page" as a page; a visitor signs in through the list's
 * sign-in form and sees rows. A setting the snippet needs but does not show fails here (the
 * sign-in would go to the wrong client, "当前用户不属于租户").
 */
import { assert } from '../../support/assert.ts';
import { $, openFrame, text } from '../../support/demo-page.ts';
import { waitFor } from '../../support/dom.ts';
import { forgetSession, rowsShown, signInThrough } from './sign-in.ts';

describe('the README embed snippet', () => {
  beforeEach(forgetSession);
  afterEach(forgetSession);

  it('as written: sign in through the list, rows show, the form opens', async function (this: MochaContext) {
    this.timeout(60000);
    const frame = openFrame('/__readme/embed.html');
    try {
      const doc = await waitFor(
        () => frame.contentDocument?.querySelector('entity-list')?.shadowRoot && frame.contentDocument,
        'the snippet page with its list',
        20000,
      );
      const list = doc.querySelector('entity-list')!.shadowRoot!;
      await signInThrough(list);
      assert((await rowsShown(list, 'the snippet\u2019s list')) > 0, 'the list shows rows');
      const form = doc.querySelector('entity-form')!.shadowRoot!;
      await waitFor(() => $(form, '.form [data-field="NAME"]'), 'the snippet\u2019s add form, signed in by the same sign-in', 20000);
      assert(!/不属于租户|does not belong/.test(text(doc.body) + (list.textContent ?? '')), 'no wrong-client error');
    } finally {
      frame.remove();
    }
  });
});
