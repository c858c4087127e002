/**
 * The `define` entry (issue: a package portal teams install): importing it registers nothing;
 * `defineElements({ prefix })` registers the four elements under the prefix only, so another
 * version of the package keeps the plain names; the prefixed list draws its rows, and a page that
 * draws an element by name (the PDF viewer) draws this build's prefixed one.
 */
import { defineElements } from '../../../elements/entries/define.ts';
import { elementName } from '../../../elements/shared/tags.ts';
import { PdfViewerElement } from '../../../elements/pdf-viewer/pdf-viewer.element.ts';
import { createTestPlatform } from '../../../testing/platform/index.ts';
import { mountElement } from '../../../testing/elements/mount.ts';
import { rowsOf } from '../../../testing/elements/list.ts';
import { unmountAll } from '../../../testing/dom/mount.ts';
import { waitFor } from '../../../testing/dom/wait.ts';
import { assert, equal } from '../../support/assert.ts';

const TAGS = ['app-shell', 'entity-list', 'entity-form', 'pdf-viewer'];

describe('the define entry', () => {
  afterEach(unmountAll);

  it('registers nothing on import, and only the prefixed names when asked', async () => {
    for (const tag of TAGS) equal(customElements.get(tag), undefined, `${tag} is left to another version`);
    assert(customElements.get('v2-entity-list') === undefined, 'nothing before defineElements');
    defineElements({ prefix: 'v2' });
    for (const tag of TAGS) {
      assert(customElements.get(`v2-${tag}`), `v2-${tag} is defined`);
      equal(customElements.get(tag), undefined, `${tag} is still free`);
    }
    equal(elementName('pdf-viewer', PdfViewerElement), 'v2-pdf-viewer', 'pages draw the PDF viewer under the prefix');
  });

  it('draws a prefixed list with its rows', async () => {
    await createTestPlatform({ account: 'admin' });
    defineElements({ prefix: 'v2' });
    const { root } = await mountElement('<v2-entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:480px"></v2-entity-list>');
    await waitFor(() => rowsOf(root).length > 0, 'rows in the prefixed list', 15000);
  });

  it('refuses a prefix that cannot start a custom element name', () => {
    let message = '';
    try {
      defineElements({ prefix: 'V2!' });
    } catch (error) {
      message = (error as Error).message;
    }
    assert(message.includes('not a valid tag prefix'), message);
  });
});
