/**
 * The shell's finish a newcomer meets first, at 1440×900 against the reference server: a language
 * switch redraws every open tab (titles and contents); the demo page's links panel leaves the menu
 * free and the top bar stays put while the content scrolls; the login's account and password
 * boxes are one height.
 */
import { assert, equal } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { chooseUserMenu, loginAs, menuItem, q, startShell, tabs } from './shell-helpers.ts';

const CJK = /[\u3400-\u9fff]/;
const headers = (panel: Element) => [...panel.querySelectorAll('.grid-head [role="columnheader"]')].map((cell) => cell.textContent ?? '').join(' | ');

/** Whether two boxes overlap (by more than a pixel, borders touching do not count). */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
}

describe('app-shell: the journey finish', () => {
  afterEach(unmountAll);
  beforeEach(() => setViewport(1440, 900));

  it('redraws every open tab, titles and contents, in the language chosen', async function (this: MochaContext) {
    this.timeout(60000);
    const { root, core } = await startShell();
    await loginAs(root, 'admin');
    for (const module of ['mod-customer-list', 'mod-order-list']) {
      (await menuItem(root, module)).click();
      await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .grid-head'), `${module} drawn`, 15000);
    }
    const customers = core.workspace.$tabs.get().find((tab) => tab.moduleId === 'mod-customer-list')!.key;
    assert(
      CJK.test(
        tabs(root)
          .map((tab) => tab.textContent)
          .join(' '),
      ),
      'the tabs start in Chinese',
    );

    await chooseUserMenu(root, 'lang:011');
    await waitFor(() => core.i18n.$language.get() === '011', 'English chosen');
    await waitFor(
      () =>
        /Customer list/.test(
          tabs(root)
            .map((tab) => tab.textContent)
            .join(' '),
        ),
      'the customer list tab title in English',
      10000,
    );
    const titles = tabs(root).map((tab) => tab.textContent ?? '');
    assert(!titles.some((title) => CJK.test(title)), `no Chinese tab title left: ${titles.join(', ')}`);
    const active = () => q(root, '[role="tabpanel"]:not([hidden])')!;
    await waitFor(() => !CJK.test(headers(active())), 'the active tab redrawn in English', 10000);
    core.workspace.activateTab(customers);
    await waitFor(() => active().querySelector('.grid-head') && !CJK.test(headers(active())), 'the other tab redrawn too', 10000);
    await saveScreenshot('tabs-after-language-switch');
  });

  it("keeps the demo page's links panel off the menu, and the top bar in place while the content scrolls", async function (this: MochaContext) {
    this.timeout(60000);
    // The demo page's own panel and styles (demo/pages/index.html, index.css) around the shell.
    const html = await (await fetch('/__site/index.html')).text();
    const css = await (await fetch('/__site/index.css')).text();
    const style = document.createElement('style');
    style.textContent = css;
    const panel = new DOMParser().parseFromString(html, 'text/html').querySelector('.demo-pages')!;
    assert(panel, "the demo page's links panel");
    const { root, shell } = await startShell();
    document.head.append(style);
    shell.after(document.adoptNode(panel));
    try {
      await loginAs(root, 'admin');
      (await menuItem(root, 'mod-customer-list')).click();
      await waitFor(() => q(root, '[role="tabpanel"]:not([hidden]) .grid-row'), 'the list', 15000);
      // Every folder open: the menu at its longest.
      for (const folder of root.querySelectorAll<HTMLElement & { expanded: boolean }>('sl-tree-item')) folder.expanded = true;
      await sleep(500);
      const side = q(root, '.side')!;
      side.scrollTop = side.scrollHeight;
      await sleep(200);
      const entries = [...root.querySelectorAll<HTMLElement>('sl-tree-item')].filter((item) => item.getBoundingClientRect().height > 0);
      const last = entries[entries.length - 1]!;
      const box = panel.getBoundingClientRect();
      const sideBox = side.getBoundingClientRect();
      const visibleSide = new DOMRect(sideBox.left, sideBox.top, sideBox.width, Math.min(sideBox.bottom, innerHeight) - sideBox.top);
      await saveScreenshot('demo-links-panel');
      assert(!overlaps(box, last.getBoundingClientRect()), 'the panel leaves the last menu entry visible');
      assert(!overlaps(box, visibleSide), 'the panel covers no part of the menu');

      // The content scrolls (the page or the tab's panel), the top bar and the menu stay.
      const top = q(root, '.top-bar')!;
      const before = { top: top.getBoundingClientRect().top, side: side.getBoundingClientRect().top };
      const scroller = document.scrollingElement!.scrollHeight > innerHeight + 10 ? document.scrollingElement! : q(root, '[role="tabpanel"]:not([hidden])')!;
      assert(scroller.scrollHeight > scroller.clientHeight + 10, 'something to scroll');
      scroller.scrollTop = 400;
      await sleep(200);
      assert(scroller.scrollTop > 0, 'scrolled');
      equal(top.getBoundingClientRect().top, before.top, 'the top bar stays at the top');
      equal(side.getBoundingClientRect().top, before.side, 'the menu stays under it');
      scroller.scrollTop = 0;
    } finally {
      style.remove();
      panel.remove();
    }
  });

  it("draws the login's account box as high as the password box", async () => {
    const { root } = await startShell();
    const account = await waitFor(() => q(root, '[data-field="account"]'), 'the account field', 15000);
    const password = q(root, '[data-field="password"]')!;
    await sleep(200);
    const height = (element: Element) => Math.round(element.getBoundingClientRect().height);
    assert(height(account) >= 30, `a box to type in (${height(account)} px)`);
    equal(height(account), height(password), 'the account box as high as the password box');
    equal(height(account), height(q(root, '.login-password')!), 'and as its frame with the reveal button');
    await saveScreenshot('login-boxes');
  });
});
