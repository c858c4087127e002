// @vitest-environment node
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const coreDir = join(root, 'core');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports, statically or dynamically. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

describe('core in plain Node (DESIGN §7)', () => {
  it('imports without a window and builds a platform instance', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const core = await import('../../core/index.ts');
    const platform = core.createPlatform();
    expect(Object.keys(platform)).toEqual(expect.arrayContaining(['http', 'session', 'cache', 'i18n', 'platform', 'workspace', 'access', 'bundles', 'router']));
    await platform.loadPageConcepts();
    expect(Object.keys(platform)).toEqual(expect.arrayContaining(['meta', 'rules', 'forms', 'actions', 'menus', 'drafts']));
    // The in-memory edges work: a tab opens, a route URL is built, nothing touches a DOM.
    platform.workspace.openTab({ key: 'default-home', kind: 'moduleIndex' });
    expect(platform.workspace.$activeTab.get()?.key).toBe('default-home');
    expect(platform.router.href({ name: 'app1', params: { client: 'demo', system: 'crm', app: 'sales' } })).toBe('http://localhost/#/app/demo/crm/sales');
    expect(platform.platform.$theme.get()).toBe('default');
  });

  it('imports in a plain Node process, without the test bundler', async () => {
    const script = `const core = await import(${JSON.stringify(join(coreDir, 'index.ts'))});
      const platform = core.createPlatform();
      console.log(JSON.stringify({ window: typeof window, router: typeof platform.router.navigate }));`;
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, timeout: 60000 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ window: 'undefined', router: 'function' });
  });

  it('never imports React, the web-component wrapper, Shoelace, pdf.js or the elements', () => {
    const offenders: string[] = [];
    for (const file of sources(coreDir)) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (/^(react|react-dom|preact)(\/|$)|^@r2wc\/|^@shoelace-style\/|^pdfjs-dist(\/|$)|(^|\/)elements\//.test(spec))
          offenders.push(`${relative(root, file)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
