/**
 * A `<pdf-viewer>` placed before the sign-in fails for want of a session (未登录或登录已失效)
 * and loads once the session exists, without a page reload: a sign-in through core, or in
 * another element of the page. A load that fails under the session does not loop.
 */
import { equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, freshPlatform, hook, mountElement, PASSWORD, typeInto } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

const MANUAL = '/api/v1/demo/crm/onlineview?fileId=file-manual';

interface Counted {
  loaded: number;
  errors: string[];
}

/** A signed-out page (no session cookie of an earlier test either) with a viewer of `src`. */
async function viewerSignedOut(src: string): Promise<{ platform: TestPlatform; root: ShadowRoot; seen: Counted }> {
  await hook('expire-token', {});
  const platform = await freshPlatform(null);
  const seen: Counted = { loaded: 0, errors: [] };
  const { element, root } = await mountElement(`<pdf-viewer src="${src}" style="display:block;width:640px;height:480px"></pdf-viewer>`);
  element.addEventListener('pdf-loaded', () => (seen.loaded += 1));
  element.addEventListener('pdf-error', (event) => seen.errors.push((event as CustomEvent<{ message: string }>).detail.message));
  await waitFor(() => seen.errors.length > 0, 'the load error before the sign-in', 15000);
  match(seen.errors[0]!, /未登录|登录已(失效|过期)/, 'it failed for want of a session');
  equal($(root, '.viewer')?.getAttribute('data-state'), 'error');
  return { platform, root, seen };
}

describe('pdf-viewer before the sign-in', () => {
  afterEach(() => unmountAll());

  it('loads once core signs in, and shows the document', async () => {
    const { platform, root, seen } = await viewerSignedOut(MANUAL);
    await platform.session.login({ account: 'admin', password: PASSWORD });
    await waitFor(() => seen.loaded === 1, 'pdf-loaded after the sign-in', 20000);
    equal($(root, '.viewer')?.getAttribute('data-state'), 'ready');
    await waitFor(() => $(root, '.page[data-state="rendered"] canvas'), 'page 1 drawn', 10000);
    equal(seen.errors.length, 1, 'no further error');
  });

  it('loads once the sign-in form of another element signs in', async () => {
    const { seen } = await viewerSignedOut(MANUAL);
    const { root: list } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:480px"></entity-list>');
    const form = await waitFor(() => $(list, '.sign-in'), 'the list\u2019s sign-in form', 15000);
    typeInto($(form, '[data-field="account"]')!, 'admin');
    typeInto($(form, '[data-field="password"]')!, PASSWORD);
    await sleep(50);
    $(form, 'sl-button[variant="primary"]')!.click();
    await waitFor(() => seen.loaded === 1, 'pdf-loaded after the sign-in in the list', 20000);
  });

  it('asks once more per session only: a document that fails under the session stays failed', async () => {
    const { platform, seen } = await viewerSignedOut('/api/v1/demo/crm/onlineview?fileId=no-such-file');
    await platform.session.login({ account: 'admin', password: PASSWORD });
    await waitFor(() => seen.errors.length === 2, 'one more try under the session', 15000);
    await sleep(1000);
    equal(seen.errors.length, 2, 'no loop');
    equal(seen.loaded, 0);
  });
});
