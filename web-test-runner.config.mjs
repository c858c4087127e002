// Browser tests in Chromium. Test modules are transformed by vite (React, TSX, CSS `?inline`)
// and the platform calls go to a fresh reference server with test hooks, on the same origin.
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { platformServersMiddleware, platformServersPlugin } from './tests/support/wtr-servers.mjs';
import { countReporter } from './tests/support/wtr-reporter.mjs';
import { screenshotPlugin } from './tests/support/wtr-screenshot.mjs';
import { printPlugin } from './tests/support/wtr-print.mjs';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default {
  rootDir: '.',
  files: ['tests/elements/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.ts', 'tests/**/*.browser.test.ts'],
  // Two cores: one page at a time keeps the server, vite and Chromium from starving each other.
  concurrency: 1,
  concurrentBrowsers: 1,
  nodeResolve: false,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs },
      // Pages are reused between test files: a native alert/confirm/beforeunload left open would
      // block the next file from starting, so answer them at once.
      createPage: async ({ context }) => {
        const page = await context.newPage();
        // A beforeunload prompt is accepted (dismissing it would cancel the move to the next file).
        page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined));
        return page;
      },
    }),
  ],
  plugins: [platformServersPlugin(), screenshotPlugin(), printPlugin()],
  middleware: [platformServersMiddleware()],
  testFramework: { config: { timeout: 20000, ui: 'bdd' } },
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
  browserStartTimeout: 60000,
  reporters: [defaultReporter(), countReporter()],
  // Lit (inside Shoelace) announces its dev build in every page; nothing to act on in tests.
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
  testRunnerHtml: (testFramework) => `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="utf-8"><title>browser test</title></head>
  <body>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
