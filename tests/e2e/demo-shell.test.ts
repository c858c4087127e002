import { equal, match } from '../support/assert.ts';
import { saveScreenshot } from '../support/commands.ts';
import { waitFor } from '../support/dom.ts';

/**
 * The demo page as a visitor gets it (its own `window.frameSettings`, address bar, storage),
 * in a frame of the test page: log in, land in the app, open a list from the menu.
 */
describe('demo page: the full shell at /', () => {
  let frame: HTMLIFrameElement;
  after(() => frame?.remove());

  it('logs in, opens the app and a list page from the menu', async function (this: MochaContext) {
    this.timeout(60000);
    frame = document.createElement('iframe');
    frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;background:white';
    frame.src = '/index.html';
    document.body.append(frame);
    const win = () => frame.contentWindow as (Window & typeof globalThis) | null;
    win()?.localStorage.clear();
    const root = await waitFor(() => win()?.document.querySelector('app-shell')?.shadowRoot, 'the shell in the demo page', 20000);
    const account = await waitFor(() => root.querySelector<HTMLInputElement>('[data-field="account"]'), 'the login form', 20000);
    match(win()!.location.hash, /^#\/login\/demo\/crm\/sales/);
    account.value = 'alice';
    root.querySelector<HTMLInputElement>('[data-field="password"]')!.value = 'demo123';
    root.querySelector<HTMLElement>('.login-submit')!.click();
    await waitFor(() => root.querySelector('.top-bar'), 'the app layout', 20000);
    match(win()!.location.hash, /^#\/app\/demo\/crm\/sales\/sales/);
    equal(win()!.document.title.length > 0, true, 'the page title is the app name');
    const list = await waitFor(() => root.querySelector<HTMLElement>('sl-tree-item[data-module="mod-customer-list"]'), 'the customer list menu item');
    list.click();
    await waitFor(() => root.querySelector('[role="tab"][aria-selected="true"]'), 'the list tab');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await saveScreenshot('demo-shell-list');
  });
});
