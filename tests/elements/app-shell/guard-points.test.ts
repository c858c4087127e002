/**
 * The route guard of spec §2 against the reference server, in the shell: an app opened by its id
 * asks a user with several roles and no default for one under the app's own client; the Config
 * route's calls carry the role SYSTEM, after an all-role app too; the client and system's
 * component library (the demo's crm bundle) is in before the first page draws, once, and a slow
 * one holds the page no longer than the start-up limit.
 */
import '../../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { PlatformSettings } from '../../../core/index.ts';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { conceptsOf, pageRegistry } from '../../../elements/shared/concepts.ts';
import { serverHooks, signIn } from '../../../testing/index.ts';
import { assert, equal } from '../../support/assert.ts';
import { mount, unmountAll, waitFor } from '../../support/dom.ts';
import { openConfig } from '../designer/designer-helpers.ts';
import { q } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

interface Call {
  call: string;
  role: string | null;
}

/** The route part of the shell's address. */
const pathOf = (shell: ShellUnderTest) => new URL(shell.platform.env.location.href()).hash.slice(1).split('?')[0];

/** How often the demo's crm bundle ran in this page (it counts itself). */
const crmBundleRuns = () => (window as unknown as { __crmBundleLoaded?: number }).__crmBundleLoaded ?? 0;

/**
 * A shell arriving signed in (a stored session, as after a reload) at `start`, its platform's
 * calls recorded with their Role header.
 */
async function arriveSignedIn(
  account: string,
  start: string,
  settings: PlatformSettings = {},
): Promise<ShellUnderTest & { calls: Call[]; warnings: string[] }> {
  const token = (await signIn(account)).env.storage.getItem('demo-token')!;
  const storage = createMemoryStorage();
  storage.setItem('demo-token', token);
  const calls: Call[] = [];
  const warnings: string[] = [];
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, ...settings },
    location: createMemoryLocation(`${location.origin}/#${start}`),
    storage,
    fetch: (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      if (url.pathname.startsWith('/api/')) calls.push({ call: url.pathname.split('/').slice(-2).join('/'), role: new Headers(init?.headers).get('Role') });
      return fetch(input, init);
    },
    console: {
      error: console.error.bind(console),
      info: console.info.bind(console),
      log: console.log.bind(console),
      warn: (...args: unknown[]) => void warnings.push(args.map(String).join(' ')),
    },
  });
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  const shell = mount<HTMLElement>('<app-shell client="demo" system="crm" app="sales"></app-shell>');
  const root = await waitFor(() => shell.shadowRoot, 'the shadow root');
  return { shell, root, platform, core: conceptsOf(platform), calls, warnings };
}

describe('app-shell: the route guard (spec §2)', () => {
  afterEach(async () => {
    unmountAll();
    await serverHooks.bundleHang(0);
  });

  it('an app opened by its id: the role select under the app’s client, then the app with the chosen role', async function (this: MochaContext) {
    // The first test of the file also waits for the shell's cold start.
    this.timeout(45000);
    const shell = await arriveSignedIn('carol', '/app/service-sales');
    const manager = await waitFor(() => q<HTMLElement>(shell.root, '.role-choice[data-role="manager"]'), 'the role select', 30000).catch((error) => {
      throw new Error(
        `${error} at ${shell.platform.env.location.href()} ${JSON.stringify(shell.platform.state.$route.get())} ${shell.root.innerHTML.slice(0, 300)}`,
      );
    });
    equal(pathOf(shell), '/app/role/select/demo/crm/sales');
    manager.click();
    await waitFor(() => q(shell.root, '.top-bar'), 'the app after the choice', 20000);
    equal(pathOf(shell), '/app/demo/crm/sales/manager');
    equal(shell.platform.state.$route.get()?.name, 'app1');
  });

  it('the Config route’s calls carry the role SYSTEM, after an all-role app too', async () => {
    const shell = await arriveSignedIn('admin', '/app/demo/crm/open');
    await waitFor(() => q(shell.root, '.top-bar'), 'the all-role app', 20000);
    equal(shell.platform.state.$appConfig.get()?.EXTEND_OF_COMPETENCE, 'allRole');
    const from = shell.calls.length;
    await openConfig(shell, 'page', 'page-customer-list', '[data-section="columns"]');
    const made = shell.calls.slice(from);
    assert(
      made.some((entry) => entry.call === 'FM_CONFIG/get'),
      'the designer asked for its config',
    );
    const others = made.filter((entry) => entry.role !== 'role-system').map((entry) => `${entry.call} ${entry.role}`);
    equal(others.join(', '), '', 'every call under SYSTEM');
  });

  it('the component library is in before the first page draws, and is not loaded again on the next pages', async () => {
    const before = crmBundleRuns();
    let atFirstPage: number | undefined;
    const shell = await arriveSignedIn('bob', '/app/demo/crm/sales');
    const stop = shell.platform.state.$route.listen((route) => {
      if (route) atFirstPage ??= crmBundleRuns();
    });
    await waitFor(() => q(shell.root, '.top-bar'), 'the app', 20000);
    stop();
    equal(atFirstPage, before + 1, 'the library ran before the first page');
    await shell.core.router.navigate('/app/demo/crm/sales/sales');
    await waitFor(() => shell.platform.state.$route.get()?.params.role === 'sales', 'the other role');
    await shell.core.router.navigate('/app/demo/crm/sales/manager?moduleId=mod-customer-list');
    await waitFor(() => shell.platform.state.$route.get()?.params.role === 'manager', 'back to manager');
    equal(crmBundleRuns(), before + 1, 'loaded once');
    equal(shell.calls.filter((entry) => entry.call === 'FM_SYSTEM_WEBPACK/listWebpackUrl').length, 1, 'listed once');
  });

  it('a slow library holds the first page no longer than the start-up limit, says so, and arrives later', async function (this: MochaContext) {
    this.timeout(45000);
    const before = crmBundleRuns();
    await serverHooks.bundleHang(6000);
    let atFirstPage: number | undefined;
    const shell = await arriveSignedIn('bob', '/app/demo/crm/sales', { startupLimitMs: 1000 });
    const stop = shell.platform.state.$route.listen((route) => {
      if (route) atFirstPage ??= crmBundleRuns();
    });
    await waitFor(() => q(shell.root, '.top-bar'), 'the app', 20000);
    stop();
    equal(atFirstPage, before, 'the first page drew without waiting for the slow library');
    assert(
      shell.warnings.some((line) => line.includes('bundles of demo/crm') && line.includes('the page is drawn')),
      `the console says so: ${shell.warnings.join(' | ')}`,
    );
    await waitFor(() => crmBundleRuns() === before + 1 || null, 'the library, later', 20000);
  });
});
