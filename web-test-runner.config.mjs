// Browser tests in Chromium. Test modules are transformed by vite (React, TSX, CSS `?inline`)
// and the platform calls go to a fresh reference server with test hooks, on the same origin.
import { defaultReporter } from '@web/test-runner';
// The project's own runs use the testing entry's set-up, as a tester's would (docs/testing.md).
import { chromiumLauncher, platformServers, testRunnerHtml } from './tests/support/wtr-servers.mjs';
import { countReporter } from './tests/support/wtr-reporter.mjs';
import { screenshotPlugin } from './tests/support/wtr-screenshot.mjs';
import { printPlugin } from './tests/support/wtr-print.mjs';
import { crossOriginPlugin } from './tests/support/wtr-cross-origin.mjs';
import { testPages } from './tests/support/wtr-pages.mjs';

// The tests import sources (React, TSX, CSS `?inline`): vite serves them with the project's config.
// Two test files at a time (WTR_LANES=1 for one): each file with a reference server and browser
// context of its own (testing/node/lanes.ts). A file spends most of its time waiting on its pages,
// so one lane kept the two cores about half idle: two took the run from about 540 s to 330 s.
// The checks that read a moment of the page (a colour mid-transition, a key pressed before a
// dialog listens) wait for what they need instead of a fixed time.
const LANES = Number(process.env.WTR_LANES) || 2;
// React's production build in the test pages: its development build cost the renderer about 2 CPU-s
// per file (the run took 16 % longer). WTR_REACT_DEV=1 brings back the development build and its
// warnings, for a failure that needs them. vite reads NODE_ENV when it starts and as it transforms.
if (!process.env.WTR_REACT_DEV) process.env.NODE_ENV = 'production';
const servers = platformServers({ viteConfig: 'vite.config.ts', lanes: LANES });

export default {
  rootDir: '.',
  files: ['tests/elements/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.ts', 'tests/**/*.browser.test.ts'],
  concurrency: LANES,
  concurrentBrowsers: 1,
  nodeResolve: false,
  browsers: [chromiumLauncher()],
  plugins: [servers.plugin, screenshotPlugin(), printPlugin(), crossOriginPlugin()],
  // The README's snippet and the side-by-side host pages (tests/support/wtr-pages.mjs), before the
  // proxy, which would send them to vite.
  middleware: [testPages(), servers.middleware],
  testFramework: { config: { timeout: 20000, ui: 'bdd' } },
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
  browserStartTimeout: 60000,
  reporters: [defaultReporter(), countReporter()],
  // Lit (inside Shoelace) announces its dev build in every page; nothing to act on in tests.
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
  testRunnerHtml,
};
