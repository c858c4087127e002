import type { ElementContext } from 'axe-core';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { blockingViolations, describeViolations } from '../../support/axe.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, rowsOf, typeInto } from '../../support/demo-page.ts';
import { loginAs, menuItem, q, startShell } from '../app-shell/shell-helpers.ts';

/** Fails with every serious or critical axe violation of the page as it stands. */
async function expectNoBlockingViolation(page: string, win: Window = window, context?: ElementContext): Promise<void> {
  // Shoelace's dialogs and drawers animate in: axe reads colours, so let them settle first.
  await sleep(400);
  const violations = await blockingViolations(win, context);
  if (violations.length) throw new Error(`${page}: ${violations.length} serious or critical axe violation(s)\n${describeViolations(violations)}`);
}

async function openCustomerList(root: ShadowRoot): Promise<HTMLElement> {
  (await menuItem(root, 'mod-customer-list')).click();
  const list = await waitFor(() => q<HTMLElement>(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the list page in a tab', 15000);
  await waitFor(() => rowsOf(list).length > 0, 'the first rows', 15000);
  return list;
}

describe('accessibility: axe-core finds no serious or critical violation', () => {
  before(() => setViewport(1280, 860));
  afterEach(unmountAll);

  it('on the login page', async () => {
    const { root } = await startShell();
    await waitFor(() => q(root, '[data-field="account"]'), 'the login form', 15000);
    await expectNoBlockingViolation('login');
    await saveScreenshot('a11y-login');
  });

  it('on the list page', async function (this: MochaContext) {
    this.timeout(40000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const list = await openCustomerList(root);
    await expectNoBlockingViolation('list');
    q(list, '.pager')!.scrollIntoView();
    await saveScreenshot('a11y-list-pager');
  });

  it('on the form page (add, in its popup, with a validation message)', async function (this: MochaContext) {
    this.timeout(40000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const list = await openCustomerList(root);
    $(list, 'sl-button[data-operate="add"]')!.click();
    const popup = await waitFor(() => q(root, 'sl-dialog.popup'), 'the add popup');
    const form = await waitFor(() => $(popup, '.form-page[data-state="add"]'), 'the add form', 15000);
    await waitFor(() => $(form, '[data-field="NAME"] input'), 'the name field');
    $(form, '.save-button')!.click();
    await waitFor(() => $(form, '[data-field="NAME"] .error-text'), 'the name message');
    await expectNoBlockingViolation('form');
  });

  it('on the detail page (in its drawer, with the child section)', async function (this: MochaContext) {
    this.timeout(40000);
    const { root } = await startShell();
    await loginAs(root, 'bob');
    const list = await openCustomerList(root);
    rowsOf(list)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    const drawer = await waitFor(() => q(root, 'sl-drawer.drawer'), 'the detail drawer');
    await waitFor(() => $(drawer, '.detail-grid'), 'the detail', 15000);
    await waitFor(() => $(drawer, '.child-section'), 'the child section', 15000);
    await expectNoBlockingViolation('detail');
  });

  it('on the legacy portal page: the list and the form embedded in a host page, signed out and with a record open', async function (this: MochaContext) {
    this.timeout(60000);
    for (const key of Object.keys(localStorage)) if (/token|draft/.test(key)) localStorage.removeItem(key);
    const frame = document.createElement('iframe');
    frame.src = '/portal.html';
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff';
    document.body.append(frame);
    // The portal's own markup (a marquee, 2px tables) plays a legacy host page: it is not ours.
    const elements = { include: [['entity-list'], ['entity-form']] } as ElementContext;
    try {
      const doc = await waitFor(() => frame.contentDocument?.querySelector('entity-form')?.shadowRoot && frame.contentDocument, 'the portal', 20000);
      const listRoot = doc.querySelector('entity-list')!.shadowRoot!;
      const formRoot = doc.querySelector('entity-form')!.shadowRoot!;
      const signIn = await waitFor(() => $(listRoot, '.sign-in'), 'the sign-in form', 20000);
      await expectNoBlockingViolation('portal sign-in', frame.contentWindow!, elements);

      typeInto($(signIn, '[data-field="account"]')!, 'alice');
      typeInto($(signIn, '[data-field="password"]')!, 'demo123');
      await sleep(50);
      $(signIn, 'sl-button[variant="primary"]')!.click();
      await waitFor(() => rowsOf(listRoot).length > 0, 'the customers after sign-in', 15000);
      rowsOf(listRoot)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
      await waitFor(() => $(formRoot, '.detail-grid'), 'the opened record in the form', 15000);
      await expectNoBlockingViolation('portal list and record', frame.contentWindow!, elements);
    } finally {
      frame.remove();
    }
  });
});
