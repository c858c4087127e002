// Test-runner command `save-screenshot`: the browser asks, puppeteer takes a PNG of the page and
// writes it to tests/screenshots/<name>.png (git-ignored; checked by eye).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../screenshots');

export function screenshotPlugin() {
  return {
    name: 'save-screenshot',
    async executeCommand({ command, payload, session }) {
      if (command !== 'save-screenshot') return undefined;
      const name = String(payload?.name ?? 'screenshot').replace(/[^\w.-]+/g, '-');
      mkdirSync(dir, { recursive: true });
      const page = session.browser.getPage(session.id);
      const path = join(dir, `${name}.png`);
      await page.screenshot({ path, fullPage: Boolean(payload?.fullPage) });
      return { path };
    },
  };
}
