import '../../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { KeyValueStorage, Platform } from '../../../core/index.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal } from '../../support/assert.ts';
import { mount, unmountAll, waitFor } from '../../support/dom.ts';
import { issueCode } from '../mobile/mobile-helpers.ts';
import { menuItem, PASSWORD, q, submitLogin } from './shell-helpers.ts';

/**
 * A page of the shell at `address` on `storage`: a new page of the same browser when the storage
 * is the one of an earlier page (its session), a reload when the address is where that page was.
 */
async function openPage(address: string, storage: KeyValueStorage) {
  unmountAll();
  const platform: Platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true },
    location: createMemoryLocation(`${location.origin}/${address}`),
    storage,
  });
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  const shell = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
  const root = await waitFor(() => shell.shadowRoot, 'the shadow root');
  return { root, platform };
}

/** A session of `account` made by a code, without cookies (the browser's session cookie is not the test's). */
async function tokenOf(account: string): Promise<string> {
  const code = await issueCode('wxwork', account);
  const reply = await fetch('/api/v1/demo/crm/FM_USER/loginByCode', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Client: 'demo' },
    body: JSON.stringify({ code, platform: 'wxwork', cookies: false }),
  });
  return ((await reply.json()) as { data: { token: string } }).data.token;
}

/** Signs in through the form; the first time the layout's code is compiled for the page, which takes long on a busy machine. */
async function loginAs(root: ShadowRoot, account: string): Promise<void> {
  await submitLogin(root, account, PASSWORD);
  await waitFor(() => q(root, '.top-bar'), `the app layout after ${account} logs in`, 45000);
}

const question = (root: ShadowRoot) => q(root, '[role="alertdialog"]');
const layoutOf = (root: ShadowRoot, platform: Platform, account: string) =>
  waitFor(() => q(root, '.top-bar') && platform.state.$user.get()?.ACCOUNT === account, `the app as ${account}`, 20000);

/** Bob signs in on a fresh page and opens the customer list in a tab; his storage is returned. */
async function bobWithATab(): Promise<{ storage: KeyValueStorage; tabKey: string; name: string }> {
  const storage = createMemoryStorage();
  const { root, platform } = await openPage('#/app/demo/crm/sales', storage);
  await loginAs(root, 'bob');
  (await menuItem(root, 'mod-customer-list')).click();
  const tab = await waitFor(() => platform.workspace.$tabs.get().find((entry) => entry.key === 'module-mod-customer-list'), "bob's customer tab", 15000);
  return { storage, tabKey: tab.key, name: String(platform.state.$user.get()?.NAME) };
}

describe('app-shell: sign-in links over a live session', () => {
  afterEach(unmountAll);

  it("bob opens alice's messaging link: asked; keeping leaves him signed in, after a reload too", async function (this: MochaContext) {
    this.timeout(90000);
    const { storage, tabKey, name } = await bobWithATab();
    const code = await issueCode('wxwork', 'alice');
    const { root, platform } = await openPage(`#/wxwork?code=${code}`, storage);
    const dialog = await waitFor(() => question(root), 'the question', 45000);
    assert(dialog.textContent?.includes(name), `the question names bob (${dialog.textContent})`);
    equal(dialog.getAttribute('aria-modal'), 'true');
    await waitFor(() => (root.activeElement as HTMLElement | null)?.dataset.answer === 'keep', 'the focus on "keep"');
    // Escape means keep.
    (root.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await layoutOf(root, platform, 'bob');
    assert(!question(root), 'the question is gone');
    assert(!/[?&]code=/.test(platform.env.location.href()), `no code in the address (${platform.env.location.href()})`);
    assert(
      platform.workspace.$tabs.get().some((tab) => tab.key === tabKey),
      "bob's tab is still his",
    );
    const reloaded = await openPage(platform.env.location.href().slice(location.origin.length + 1), storage);
    await layoutOf(reloaded.root, reloaded.platform, 'bob');
  });

  it("bob opens a link with alice's token and switches: alice, bob's tabs gone, after a reload too", async function (this: MochaContext) {
    this.timeout(90000);
    const { storage, tabKey } = await bobWithATab();
    const token = await tokenOf('alice');
    const { root, platform } = await openPage(`?token=${token}#/app/demo/crm/sales`, storage);
    await waitFor(() => question(root), 'the question', 45000);
    (await waitFor(() => q<HTMLElement>(root, '[data-answer="switch"]'), 'the switch answer')).click();
    await layoutOf(root, platform, 'alice');
    assert(!platform.workspace.$tabs.get().some((tab) => tab.key === tabKey), "bob's tab is gone");
    equal(storage.getItem('demo-token'), token, "alice's token is the page's");
    assert(!platform.env.location.href().includes(token), 'no token in the address');
    const reloaded = await openPage('#/app/demo/crm/sales', storage);
    await layoutOf(reloaded.root, reloaded.platform, 'alice');
    assert(!reloaded.platform.workspace.$tabs.get().some((tab) => tab.key === tabKey), "bob's tab stays gone");
  });

  it('a token arriving by an address change inside the page asks as well; kept, bob stays where he was', async function (this: MochaContext) {
    this.timeout(90000);
    const storage = createMemoryStorage();
    const { root, platform } = await openPage('#/app/demo/crm/sales', storage);
    await loginAs(root, 'bob');
    const before = platform.state.$route.get()!.path;
    const token = await tokenOf('alice');
    void platform.router.navigate(`/app/demo/crm/sales?token=${token}`);
    (await waitFor(() => q<HTMLElement>(root, '[data-answer="keep"]'), 'the question', 45000)).click();
    await waitFor(() => !question(root) && platform.state.$route.get()?.path === before, 'back where he was');
    equal(platform.state.$user.get()?.ACCOUNT, 'bob');
    assert(!storage.getItem('demo-token')?.includes(token), "alice's token was not kept");
  });

  it("bob's own link just goes on, and with no session a link signs in", async function (this: MochaContext) {
    this.timeout(90000);
    const storage = createMemoryStorage();
    const first = await openPage('#/app/demo/crm/sales', storage);
    await loginAs(first.root, 'bob');
    const own = await openPage(`#/wxwork?code=${await issueCode('wxwork', 'bob')}`, storage);
    await layoutOf(own.root, own.platform, 'bob');
    assert(!question(own.root), 'no question for his own link');
    const fresh = await openPage(`#/wxwork?code=${await issueCode('wxwork', 'alice')}`, createMemoryStorage());
    await layoutOf(fresh.root, fresh.platform, 'alice');
    assert(!question(fresh.root), 'no question without a session');
  });
});
