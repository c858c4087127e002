/**
 * A web-test-runner set-up for testing the elements against the reference server: spread it
 * into a web-test-runner.config.mjs.
 *
 *   import { platformTestRunner } from 'app-shell-platform/testing';
 *   export default { files: ['test/**\/*.test.ts'], ...platformTestRunner({ seed: 7 }) };
 */
import type { BrowserLauncher, TestRunnerConfig, TestRunnerCoreConfig, TestRunnerPlugin } from '@web/test-runner';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { Middleware } from 'koa';
import { LANE_COOKIE, LanePool, lanesOf } from './lanes.ts';
import { assertInstalled, loadOptional, SERVER_PACKAGES } from './optional.ts';
import { platformServers } from './servers.ts';
import type { PlatformServersOptions } from './servers.ts';

/** Chromium's flags that let it run headless as root in a container, without background chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A desktop window unless a test asks for another: Chromium's default 800×600 is the shell's
 * mobile screen class (≤ 992 px, spec §4), which draws the mobile layout.
 */
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/**
 * A headless Chromium launcher (the browser at `executablePath`, else `$CHROMIUM_PATH`, else
 * `/usr/bin/chromium`), its pages 1280×800, one per test file. A native alert, confirm or
 * beforeunload left open would block the file, so they are answered at once.
 */
export function chromiumLauncher(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): BrowserLauncher {
  // Loaded here, not on import: a project that only starts the server (vitest) needs no runner.
  const { chromeLauncher } = loadOptional<typeof import('@web/test-runner-chrome')>('@web/test-runner-chrome', 'chromiumLauncher');
  let lanes: LanePool | undefined;
  const contexts = new Map<number, Promise<BrowserContext>>();
  // Lane 0 is the runner's own context; the others get one each, made on first use and kept.
  const laneContext = (lane: number, browser: Browser, own: BrowserContext, config: TestRunnerCoreConfig): Promise<BrowserContext> => {
    if (lane === 0) return Promise.resolve(own);
    let made = contexts.get(lane);
    if (!made) {
      made = browser.createBrowserContext().then(async (laneOwn) => {
        await laneOwn.setCookie({ name: LANE_COOKIE, value: String(lane), domain: config.hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
        return laneOwn;
      });
      contexts.set(lane, made);
    }
    return made;
  };
  return freshPagePerFile(
    chromeLauncher({
      launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS, defaultViewport: DESKTOP_VIEWPORT },
      createPage: async ({ config, browser, context }) => {
        lanes ??= new LanePool(lanesOf(config));
        const lane = await lanes.take();
        let page: Page;
        try {
          page = await (await laneContext(lane, browser, context, config)).newPage();
        } catch (error) {
          lanes.release(lane);
          throw error;
        }
        page.once('close', () => lanes?.release(lane));
        // Files side by side: each page counts as focused (focus, blur and :focus-visible as in a
        // window of its own), whichever one the browser last raised. One lane's page has focus anyway.
        if (lanes.size > 1) {
          const cdp = await page.createCDPSession();
          await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
        }
        // web-test-runner sets 800×600 before every test file; that one size is read as the desktop
        // default, any size a test asks for (setViewport) is kept.
        const setViewport = page.setViewport.bind(page);
        page.setViewport = (viewport) => setViewport(viewport && viewport.width === 800 && viewport.height === 600 ? DESKTOP_VIEWPORT : viewport);
        await page.setViewport(DESKTOP_VIEWPORT);
        // A beforeunload prompt is accepted (dismissing it would cancel the move to the next file).
        page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined));
        return page;
      },
    }),
  );
}

interface RecyclingLauncher {
  activePages: Map<string, { puppeteerPage: { close(): Promise<void> } }>;
  inactivePages: unknown[];
  stopSession(sessionId: string): Promise<unknown>;
}

/**
 * Each test file gets a page of its own, and the page of a finished file is closed rather than
 * reused: a file that leaves work running in its page (a PDF being drawn, a worker) could keep
 * the reused page from loading the next file ("tests did not start").
 */
function freshPagePerFile(launcher: BrowserLauncher): BrowserLauncher {
  const recycling = launcher as unknown as RecyclingLauncher;
  const stop = recycling.stopSession.bind(launcher);
  recycling.stopSession = async (sessionId) => {
    const page = recycling.activePages.get(sessionId);
    const result = await stop(sessionId);
    if (page) {
      recycling.inactivePages = recycling.inactivePages.filter((candidate) => candidate !== page);
      void page.puppeteerPage.close().catch(() => undefined);
    }
    return result;
  };
  return launcher;
}

function reactBuild(): 'production' | 'development' {
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

/**
 * The test page. React's code looks for `process.env.NODE_ENV`: the page says what this process
 * says (vite's dependency bundles follow it too), so `NODE_ENV=production` set before vite starts
 * tests React's production build (faster, without its development warnings), anything else the
 * development build.
 */
export function testRunnerHtml(testFramework: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="utf-8"><title>browser test</title></head>
  <body>
    <script>window.process = { env: { NODE_ENV: '${reactBuild()}' } };</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;
}

export interface PlatformTestRunnerOptions extends PlatformServersOptions {
  /** The Chromium to run (default `$CHROMIUM_PATH`, else `/usr/bin/chromium`). */
  chromiumPath?: string;
  /** Milliseconds a test may take (default 20 000). */
  testTimeoutMs?: number;
}

/** What `platformTestRunner` gives: spread it into the config, adding plugins or middleware after its own. */
export interface PlatformTestRunnerConfig extends TestRunnerConfig {
  plugins: TestRunnerPlugin[];
  middleware: Middleware[];
  browsers: BrowserLauncher[];
}

/**
 * Everything but `files`: Chromium, the reference server (test hooks, `options.seed` and
 * `options.rows`) and the test modules on one origin (served by vite with `options.viteConfig`,
 * else by the runner with esbuild), mocha with a 20 s test timeout, and `options.lanes` test
 * files at a time (default 1), each lane with a reference server and browser context of its own.
 */
export function platformTestRunner(options: PlatformTestRunnerOptions = {}): PlatformTestRunnerConfig {
  // Every missing package in one message, rather than one per attempt.
  const needed = ['@web/test-runner-chrome', ...(options.viteConfig ? ['vite'] : ['@web/dev-server-esbuild']), ...SERVER_PACKAGES];
  assertInstalled(needed, 'platformTestRunner');
  const servers = platformServers(options);
  return {
    nodeResolve: servers.nodeResolve,
    concurrency: lanesOf({ concurrency: options.lanes }),
    concurrentBrowsers: 1,
    browsers: [chromiumLauncher(options.chromiumPath)],
    plugins: [...servers.plugins],
    middleware: [servers.middleware],
    testFramework: { config: { timeout: options.testTimeoutMs ?? 20000, ui: 'bdd' } },
    testsStartTimeout: 60000,
    testsFinishTimeout: 180000,
    browserStartTimeout: 60000,
    filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
    testRunnerHtml,
  };
}
