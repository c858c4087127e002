import { assert, deepEqual, equal, match } from '../support/assert.ts';
import { saveScreenshot } from '../support/commands.ts';
import { $, openFrame } from '../support/demo-page.ts';
import { waitFor } from '../support/dom.ts';

/**
 * The shell's service worker (spec §8) as a visitor of the demo page gets it: the reference
 * server's own page (`/__site/index.html`, which opts in with `serviceWorker: 'sw.js'`) and the
 * built `dist/sw.js`. After one visit the server stops answering (test hook `offline`: every
 * connection dropped) and the page still starts from the cache; no API reply is in any cache.
 */

type Win = Window & typeof globalThis;

async function hook(name: string, body: unknown = {}): Promise<unknown> {
  const reply = await fetch(`/__test/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return ((await reply.json()) as { data?: unknown }).data;
}

async function forgetWorkers(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  for (const name of await caches.keys()) if (name.startsWith('app-shell-')) await caches.delete(name);
}

/** Every address held in any cache of this origin. */
async function cachedAddresses(): Promise<string[]> {
  const all: string[] = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    all.push(...(await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
  }
  return all;
}

/** Reloads the frame's page and waits until the new document is there. */
async function reload(frame: HTMLIFrameElement): Promise<void> {
  const old = frame.contentDocument;
  frame.contentWindow!.location.reload();
  await waitFor(() => frame.contentDocument !== old && frame.contentDocument?.querySelector('app-shell'), 'the page loaded again', 20000);
}

function shellRoot(frame: HTMLIFrameElement): ShadowRoot | null | undefined {
  return frame.contentDocument?.querySelector('app-shell')?.shadowRoot;
}

async function loginForm(frame: HTMLIFrameElement, what: string): Promise<ShadowRoot> {
  return waitFor(
    () => {
      const root = shellRoot(frame);
      return root && $(root, '[data-field="account"]') ? root : null;
    },
    what,
    20000,
  );
}

describe('the shell offline (service worker, spec §8)', () => {
  let frame: HTMLIFrameElement | undefined;
  before(forgetWorkers);
  after(async () => {
    await hook('offline', { on: false });
    frame?.remove();
    await forgetWorkers();
  });

  it('starts from the cache after one visit, says it runs offline, and caches no reply with user data', async function (this: MochaContext) {
    this.timeout(90000);
    localStorage.clear();
    frame = openFrame('/__site/index.html');
    const first = await loginForm(frame, 'the login form, online');
    const win = () => frame!.contentWindow as Win;
    // A visitor who never signs in gets no worker: it installs with the first sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    equal(await win().navigator.serviceWorker.getRegistration(), undefined, 'no worker before a sign-in');
    ($(first, '[data-field="account"]') as HTMLInputElement).value = 'alice';
    ($(first, '[data-field="password"]') as HTMLInputElement).value = 'demo123';
    ($(first, '.login-submit') as HTMLElement).click();
    await waitFor(() => shellRoot(frame!)?.querySelector('.top-bar'), 'the app after the sign-in', 20000);
    await waitFor(() => win().navigator.serviceWorker.controller, 'the page controlled by the worker', 30000);
    const worker = await win().navigator.serviceWorker.getRegistration();
    match(worker?.active?.scriptURL ?? '', /\/__site\/sw\.js\?dist=%2Fdist%2F$/);
    // Replies with user data pass through the worker while it controls the page.
    await win().fetch('/api/v1/demo/crm/FM_USER/getPublicKey');
    await win().fetch('/api/v1/demo/crm/download?id=file-contract');
    await win().fetch('/__test/count');
    // A second visit, signed out: the shell's own start-up calls go through the worker too.
    await (win() as Win & { frame: { core: { session: { logout(): Promise<void> } } } }).frame.core.session.logout();
    await reload(frame);
    await loginForm(frame, 'the login form again');
    assert(win().navigator.serviceWorker.controller, 'the second visit is controlled from its start');

    await hook('offline', { on: true });
    const offline = await fetch('/__site/index.html').then(
      () => 'answered',
      () => 'no connection',
    );
    equal(offline, 'no connection', 'the server no longer answers');
    await reload(frame);
    // The shell starts from the cache; the app configuration is a reply of the server, never
    // cached, so it says it cannot open the app (spec §8) and offers a retry, with the offline message.
    const root = await waitFor(
      () => {
        const shadow = shellRoot(frame!);
        return shadow && $(shadow, '#error-title') ? shadow : null;
      },
      'the start screen from the cache',
      20000,
    );
    match(root.textContent, /应用配置加载失败，请稍后重试。/);
    await waitFor(
      () => [...root.querySelectorAll('.notifications')].some((node) => node.textContent?.includes('未检测到网络连接，应用正以离线模式运行。')),
      'the offline message',
      20000,
    );
    await saveScreenshot('offline-start');

    const addresses = await cachedAddresses();
    assert(addresses.includes('/dist/elements.js'), `elements.js is cached (${addresses.length} entries)`);
    assert(addresses.includes('/__site/index.html'), 'the demo page is cached');
    assert(addresses.includes('/__site/settings/shell.js'), 'the page settings are cached');
    assert(
      addresses.some((path) => /^\/dist\/chunks\/app-shell-[\w-]+\.js$/.test(path)),
      "the shell's body chunk is cached",
    );
    deepEqual(
      addresses.filter((path) => /\/(api|rule|process|__test|bundles)\/|download|onlineview|token=/.test(path)),
      [],
      'no reply with user data in any cache',
    );

    // The server is back: the retry opens the app.
    await hook('offline', { on: false });
    const retry = [...root.querySelectorAll('sl-button')].find((button) => button.textContent?.trim() === '重试') as HTMLElement;
    retry.click();
    await loginForm(frame, 'the login form once the server answers again');
  });

  it('offers a reload when a new version is deployed, and the reload brings it in', async function (this: MochaContext) {
    this.timeout(90000);
    await hook('offline', { on: false });
    frame?.remove();
    frame = openFrame('/__site/index.html');
    const root = await loginForm(frame, 'the login form');
    const win = () => frame!.contentWindow as Win;
    await waitFor(() => win().navigator.serviceWorker.controller, 'the page controlled by the worker', 30000);
    const before = (await win().navigator.serviceWorker.getRegistration())!;
    const first = before.active!;
    const logged: string[] = [];
    const log = win().console.log;
    win().console.log = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      log.apply(win().console, args);
    };
    await hook('worker-revision');
    await before.update();
    const prompt = await waitFor(() => $(root, '.sw-update'), 'the update prompt', 30000);
    equal(prompt.getAttribute('role'), 'status');
    match(prompt.textContent, /有新内容可用，请刷新页面。/);
    assert(logged.includes('New content is available; please refresh.'), `spec §8's text is logged (${logged.join(' | ')})`);
    const reload = prompt.querySelector('button')!;
    equal(reload.textContent, '刷新');
    const oldWindow = win();
    reload.click();
    await waitFor(
      () =>
        frame!.contentWindow !== oldWindow ||
        !(oldWindow as Win & { document?: Document }).document?.querySelector('app-shell') ||
        frame!.contentWindow?.document.readyState === 'loading',
      'the page reloads',
      20000,
    ).catch(() => undefined);
    await waitFor(
      async () => {
        const now = await win().navigator.serviceWorker.getRegistration();
        return now?.active && now.active !== first && win().navigator.serviceWorker.controller?.scriptURL === now.active.scriptURL && !now.waiting;
      },
      'the new version controls the page',
      30000,
    );
    await loginForm(frame, 'the login form after the update');
    assert(!$(shellRoot(frame)!, '.sw-update'), 'no prompt after the update');
  });
});
