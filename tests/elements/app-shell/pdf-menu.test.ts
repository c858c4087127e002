import { menuOpenOptions } from '../../../elements/shell/menu-data.ts';
import type { MenuModule } from '../../../elements/shell/menu-data.ts';
import { assert, equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from './shell-helpers.ts';

/** The menu entry as demo/server/db/seed-platform.ts seeds it (FLAG pdf, OPEN_TYPE 2: a popup). */
const MANUAL_ENTRY: MenuModule = {
  ID: 'mod-product-manual',
  NAME: '产品手册',
  FLAG: 'pdf',
  OPEN_TYPE: '2',
  URL: '/api/v1/demo/crm/onlineview?fileId=file-manual',
};

describe('app-shell: the product manual menu entry', () => {
  afterEach(unmountAll);

  it('opens the manual in a popup pdf-viewer instead of an unknown page', async () => {
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    // What the side menu does when the entry is chosen.
    core.router.open(menuOpenOptions(MANUAL_ENTRY, '产品手册'));
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the popup');
    assert(!q(root, '[data-unknown-page]'), 'the pdf page is registered');
    const viewer = await waitFor(() => popup.querySelector('pdf-viewer'), 'the viewer in the popup');
    equal(viewer.getAttribute('src'), MANUAL_ENTRY.URL);
    const viewerRoot = await waitFor(() => viewer.shadowRoot, 'the viewer shadow root');
    await waitFor(() => viewerRoot.querySelector('.page[data-page="1"][data-state="rendered"] canvas'), 'page 1 of the manual', 15000);
    equal(viewerRoot.querySelectorAll('.page').length, 5);
    const box = viewerRoot.querySelector<HTMLElement>('.scroller')!.getBoundingClientRect();
    assert(box.height > 200 && box.width > 300, `the viewer has room in the popup (${box.width}x${box.height})`);
  });
});
