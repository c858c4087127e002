// Pages the browser tests open in a frame, served on the test runner's origin (which is the
// reference server's for /dist/, /api/ and /__site/) so that nothing of the test page (its
// sources, the elements vite serves) is in them:
// - /__readme/embed.html: the README's embed snippet (the ```html block under "## Embed an element
//   in your page") as it is written, read on each request (tests/elements/hosts/readme-embed.test.ts);
// - /__pages/<name>.html: tests/elements/hosts/pages/<name>.html, host pages of the side-by-side tests.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const README_EMBED_PAGE = '/__readme/embed.html';

/** The snippet, exactly as the README shows it. */
export function readmeEmbedSnippet(readme) {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Embed an element in your page\n'));
  const block = section && /```html\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md: no ```html block under "## Embed an element in your page"');
  return block[1];
}

function embedPage(root) {
  const snippet = readmeEmbedSnippet(readFileSync(resolve(root, 'README.md'), 'utf8'));
  return `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>README embed snippet</title></head>\n<body>\n${snippet}</body>\n</html>\n`;
}

/** A koa middleware for web-test-runner's `middleware` list, before the one that proxies the rest. */
export function testPages(root = process.cwd()) {
  return async (ctx, next) => {
    const page = /^\/__pages\/([a-z0-9-]+)\.html$/.exec(ctx.path)?.[1];
    const file = page && resolve(root, 'tests/elements/hosts/pages', `${page}.html`);
    if (ctx.path !== README_EMBED_PAGE && !(file && existsSync(file))) return next();
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = ctx.path === README_EMBED_PAGE ? embedPage(root) : readFileSync(file, 'utf8');
  };
}
