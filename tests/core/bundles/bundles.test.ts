// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBundles, createPageRegistry, exposeFrame } from '../../../core/bundles/index.ts';
import { SCRIPT_TIMEOUT_MS, STYLESHEET_MAX_TRIES, STYLESHEET_POLL_MS } from '../../../core/bundles/inject.ts';
import { FIRST_SCREEN_WAIT_MS } from '../../../core/state/first-screen.ts';
import { createContext } from '../../../core/instance/index.ts';
import { STARTUP_LIMIT_MS } from '../../../core/http/index.ts';

interface FakeElement {
  tag: string;
  src?: string;
  href?: string;
  rel?: string;
  async?: boolean;
  sheet?: unknown;
  onload?: () => void;
  onerror?: () => void;
}

/** A document that records injected tags; tests decide when each one loads. */
function fakeDocument() {
  const appended: FakeElement[] = [];
  const styleSheets: Array<{ href: string }> = [];
  const doc = {
    createElement: (tag: string) => ({ tag }) as FakeElement,
    head: { appendChild: (element: FakeElement) => void appended.push(element) },
    styleSheets,
  };
  return { doc: doc as unknown as Document, appended, styleSheets };
}

function setup(
  reply: unknown = {
    entitys: [
      { CODE: 'a', path: ['/b/app.js', '/b/app.css'] },
      { CODE: 'b', path: ['/b/more.js'] },
    ],
  },
) {
  const page = fakeDocument();
  const request = vi.fn(async () => reply);
  const errors: unknown[][] = [];
  const warnings: string[] = [];
  const context = createContext({
    console: { error: (...args: unknown[]) => void errors.push(args), warn: (text: string) => void warnings.push(text), info() {}, log() {} },
  });
  const bundles = createBundles(context, { request, document: page.doc });
  return { ...page, request, bundles, errors, warnings, context };
}

afterEach(() => vi.useRealTimers());

describe('business bundles (spec §1, §7, §8, §9)', () => {
  it('lists the bundle urls of the system and injects each js and css once', async () => {
    vi.useFakeTimers();
    const { bundles, appended, styleSheets, request } = setup();
    const done = bundles.load('demo', 'crm');
    // The loader's own module comes on the first load (kept out of core's first chunk).
    await vi.waitFor(() => expect(request).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ entity: 'FM_SYSTEM_WEBPACK', action: 'listWebpackUrl', params: { system: 'crm' } }));
    expect(appended.map((element) => [element.tag, element.src ?? element.href])).toEqual([
      ['script', '/b/app.js'],
      ['link', '/b/app.css'],
      ['script', '/b/more.js'],
    ]);
    appended.filter((element) => element.tag === 'script').forEach((script) => script.onload?.());
    styleSheets.push({ href: '/b/app.css' });
    await vi.advanceTimersByTimeAsync(STYLESHEET_POLL_MS);
    await expect(done).resolves.toBeUndefined();

    await bundles.load('demo', 'crm');
    expect(request).toHaveBeenCalledTimes(1);
    expect(bundles.loadedUrls()).toEqual(['/b/app.js', '/b/app.css', '/b/more.js']);
  });

  it("waits while a shell's first screen is on its way, so the login form loads first", async () => {
    const { bundles, request, appended, context } = setup({ entitys: [{ path: ['/b/app.js'] }] });
    context.state.$firstScreenPending.set(true);
    const done = bundles.load('demo', 'crm');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(request).not.toHaveBeenCalled();
    expect(bundles.$loading.get()).toBe(true);
    context.state.$firstScreenPending.set(false);
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    appended[0]!.onload?.();
    await done;
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a first screen that never shows holds bundles back 10 s at most', async () => {
    vi.useFakeTimers();
    const { bundles, request, context } = setup({ entitys: [] });
    context.state.$firstScreenPending.set(true);
    const done = bundles.load('demo', 'crm');
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(request).toHaveBeenCalledTimes(1);
    expect(FIRST_SCREEN_WAIT_MS).toBe(10_000);
  });

  it('a slow library is waited for up to the start-up limit, said in the console, and goes on loading once', async () => {
    vi.useFakeTimers();
    const { bundles, appended, request, warnings, context } = setup({ entitys: [{ path: ['/b/slow.js'] }] });
    context.env.settings.startupLimitMs = 2000;
    let waited = false;
    const wait = bundles.load('demo', 'crm').then(() => void (waited = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(waited).toBe(false);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(warnings).toEqual(['[bundles] Part of the app did not load within 2 seconds (bundles of demo/crm); the page is drawn, they go on loading']);
    // Still on its way: a page of a kind nobody registered yet shows as loading.
    expect(bundles.$loading.get()).toBe(true);
    appended[0]!.onload?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(bundles.$loading.get()).toBe(false);
    // Loaded once: the next page of the same client and system finds it there.
    await bundles.load('demo', 'crm');
    expect(request).toHaveBeenCalledTimes(1);
    expect(appended).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('without a start-up limit set, the wait is the shell’s 15 s', async () => {
    vi.useFakeTimers();
    const { bundles, warnings } = setup({ entitys: [{ path: ['/b/slow.js'] }] });
    void bundles.load('demo', 'crm');
    await vi.advanceTimersByTimeAsync(STARTUP_LIMIT_MS - 1);
    expect(warnings).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(warnings).toHaveLength(1);
    expect(STARTUP_LIMIT_MS).toBe(15_000);
  });

  it('another system shares the urls already injected', async () => {
    const { bundles, appended, request } = setup({ entitys: [{ path: ['/b/shared.js'] }] });
    const first = bundles.load('demo', 'crm');
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    appended[0]!.onload?.();
    await first;
    await bundles.load('demo', 'other');
    expect(request).toHaveBeenCalledTimes(2);
    expect(appended).toHaveLength(1);
  });

  it('a script that never loads times out after 120 s: logged, resolves with nothing', async () => {
    vi.useFakeTimers();
    const { bundles, errors } = setup({ entitys: [{ path: ['/b/slow.js'] }] });
    const done = bundles.load('demo', 'crm');
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(String(errors[0]?.[1])).toContain('timed out');
  });

  it('uses the constants of spec §9: 120000 ms script time-out, stylesheet polled every 20 ms up to 300000 tries', () => {
    expect(SCRIPT_TIMEOUT_MS).toBe(120000);
    expect(STYLESHEET_POLL_MS).toBe(20);
    expect(STYLESHEET_MAX_TRIES).toBe(300000);
  });

  it('a stylesheet that never shows up is polled every 20 ms, given up after 300000 tries, logged, resolves with nothing', async () => {
    const page = fakeDocument();
    const queue: Array<() => void> = [];
    const delays = new Set<number>();
    const timers = {
      setTimeout: (callback: () => void, ms: number) => (delays.add(ms), queue.push(callback)),
      clearTimeout: () => {},
    };
    const errors: unknown[][] = [];
    const context = createContext({ console: { error: (...args: unknown[]) => void errors.push(args), warn() {}, info() {}, log() {} } });
    const bundles = createBundles(context, { request: async () => ({ entitys: [{ path: ['/b/never.css'] }] }), document: page.doc, timers });
    const done = bundles.load('demo', 'crm');
    await vi.waitFor(() => expect(page.appended).toHaveLength(1));
    let polls = 0;
    while (queue.length) {
      queue.shift()!();
      polls += 1;
    }
    await expect(done).resolves.toBeUndefined();
    // The first check runs at once; every further one waits one 20 ms tick.
    expect(polls).toBe(STYLESHEET_MAX_TRIES - 1);
    expect([...delays]).toEqual([20]);
    expect(String(errors[0]?.[1])).toContain('did not load');
  });

  it('a failing script or list call is logged and resolves with nothing', async () => {
    const { bundles, appended, errors } = setup({ entitys: [{ path: ['/b/broken.js'] }] });
    const done = bundles.load('demo', 'crm');
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    appended[0]!.onerror?.();
    await expect(done).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toBe('Bundle of demo/crm failed to load (/b/broken.js); the shell goes on without it');

    const failing = setup();
    failing.request.mockRejectedValueOnce(new Error('offline'));
    await expect(failing.bundles.load('demo', 'crm')).resolves.toBeUndefined();
    expect(failing.errors).toHaveLength(1);
    expect(failing.errors[0]![0]).toBe('Bundles of demo/crm failed to load (FM_SYSTEM_WEBPACK/listWebpackUrl); the shell goes on without them');
  });
});

describe('page registry and window.frame', () => {
  it('registers pages and exposes registry, core and version', () => {
    const registry = createPageRegistry<string>();
    registry.register('list', 'ListComponent');
    registry.registerAll({ detail: 'DetailComponent' });
    expect(registry.get('list')).toBe('ListComponent');
    expect(registry.has('detail')).toBe(true);
    expect(registry.names()).toEqual(['list', 'detail']);

    const target: { frame?: unknown } = {};
    const core = { name: 'core' };
    exposeFrame({ registry: registry as never, core, version: '1.2.3' }, target);
    expect(target.frame).toEqual({ registry, core, version: '1.2.3', builds: [{ registry, core, version: '1.2.3' }] });
  });
});

describe('named handlers (DESIGN §4, strict mode)', () => {
  it('registers and finds handlers by name, ignoring surrounding blanks', () => {
    const registry = createPageRegistry();
    const mounted = vi.fn();
    registry.registerHandler('crm.customer.mounted', mounted);
    expect(registry.handler('crm.customer.mounted')).toBe(mounted);
    expect(registry.handler('  crm.customer.mounted\n')).toBe(mounted);
    expect(registry.handlerNames()).toEqual(['crm.customer.mounted']);
    expect(registry.handler('crm.customer.destroyed')).toBeUndefined();
  });

  it('never finds Object.prototype members, and rejects bad registrations', () => {
    const registry = createPageRegistry();
    expect(registry.handler('constructor')).toBeUndefined();
    expect(registry.handler('__proto__')).toBeUndefined();
    expect(registry.handler(undefined as unknown as string)).toBeUndefined();
    expect(() => registry.registerHandler(' ', () => undefined)).toThrow(TypeError);
    expect(() => registry.registerHandler('x', 'alert(1)' as never)).toThrow(/must be a function/);
  });
});
