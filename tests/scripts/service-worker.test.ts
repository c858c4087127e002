import { describe, expect, it } from 'vitest';
import { buildVersion, type OutputFile, precacheList, SHELL_SET_MODULES, shellSetChunks } from '../../scripts/service-worker.ts';

const chunk = (fileName: string, moduleIds: string[], extra: Partial<OutputFile> = {}): OutputFile => ({
  fileName,
  type: 'chunk',
  code: `/* ${fileName} */`,
  moduleIds,
  imports: [],
  ...extra,
});

/** A build shaped like the product's: the entry, the shell set lazy behind it, pages and heavy libraries lazy too. */
const BUILD: OutputFile[] = [
  chunk('elements.js', ['/repo/elements/index.ts'], { isEntry: true, name: 'elements', imports: ['core.js', 'chunks/boot-abc.js'] }),
  chunk('core.js', ['/repo/core/index.ts'], { isEntry: true, name: 'core' }),
  chunk('entity-list.js', ['/repo/elements/entries/entity-list.ts'], { isEntry: true, name: 'entity-list', imports: ['chunks/list-page-abc.js'] }),
  chunk('chunks/boot-abc.js', ['/repo/elements/app-shell/shell-boot.ts', '/repo/elements/shell/login-view.ts']),
  // React's renderer of the element bodies, lazy behind the login.
  chunk('chunks/element-root-abc.js', ['/repo/elements/shared/element-root.tsx'], {
    facadeModuleId: '/repo/elements/shared/element-root.tsx',
    imports: ['chunks/react-dom-abc.js'],
  }),
  chunk('chunks/react-dom-abc.js', ['/repo/node_modules/react-dom/client.js']),
  chunk('chunks/app-shell-abc.js', ['/repo/elements/app-shell/app-shell.tsx', '/repo/elements/shell/startup-panel.tsx'], {
    facadeModuleId: '/repo/elements/app-shell/app-shell.tsx',
    imports: ['chunks/lazy-abc.js'],
    importedCss: ['assets/shell-abc.css'],
  }),
  chunk('chunks/lazy-abc.js', ['/repo/elements/shared/lazy.tsx']),
  chunk('chunks/layout-abc.js', ['/repo/elements/shell/layout.tsx'], {
    facadeModuleId: '/repo/elements/shell/layout.tsx',
    // A heavy library that became a static import of the shell set: still left out.
    imports: ['chunks/menu-abc.js', 'chunks/charts-abc.js'],
  }),
  chunk('chunks/menu-abc.js', ['/repo/elements/shell/side-menu.tsx']),
  // Pages: cached when first used, not precached.
  chunk('chunks/list-page-abc.js', ['/repo/elements/pages/list/ListPage.tsx'], { imports: ['chunks/pager-abc.js'] }),
  chunk('chunks/pager-abc.js', ['/repo/elements/pages/list/Pager.tsx']),
  chunk('chunks/home-abc.js', ['/repo/elements/pages/home/HomePage.tsx'], { importedCss: ['assets/home-abc.css'] }),
  // Heavy libraries (DESIGN §6).
  chunk('chunks/pdf-abc.js', ['/repo/node_modules/pdfjs-dist/build/pdf.mjs']),
  chunk('chunks/capture-abc.js', ['/repo/node_modules/@breezystack/lamejs/dist/lamejs.js', '/repo/elements/pages/fields/audio/capture.ts']),
  chunk('chunks/charts-abc.js', ['/repo/node_modules/echarts/index.js', '/repo/node_modules/zrender/lib/zrender.js']),
  chunk('chunks/exceljs-abc.js', ['/repo/node_modules/exceljs/dist/exceljs.min.js']),
  { fileName: 'elements.js.map', type: 'asset', source: '{}' },
  { fileName: 'assets/pdf.worker.min-abc.mjs', type: 'asset', source: '' },
  { fileName: 'assets/shell-abc.css', type: 'asset', source: '.shell{}' },
  { fileName: 'assets/home-abc.css', type: 'asset', source: '.home{}' },
];

describe('the service worker precache list', () => {
  it('holds the elements entry, the shell set and their static imports and stylesheets, nothing else', () => {
    expect(precacheList(BUILD)).toEqual([
      'assets/shell-abc.css',
      'chunks/app-shell-abc.js',
      'chunks/boot-abc.js',
      'chunks/element-root-abc.js',
      'chunks/layout-abc.js',
      'chunks/lazy-abc.js',
      'chunks/menu-abc.js',
      'chunks/react-dom-abc.js',
      'core.js',
      'elements.js',
    ]);
  });

  it('leaves out page chunks, other entries, heavy libraries, workers and source maps', () => {
    const list = precacheList(BUILD);
    for (const left of [
      'chunks/list-page-abc.js',
      'chunks/pager-abc.js',
      'chunks/home-abc.js',
      'assets/home-abc.css',
      'entity-list.js',
      'chunks/pdf-abc.js',
      'chunks/capture-abc.js',
      'chunks/charts-abc.js',
      'chunks/exceljs-abc.js',
      'assets/pdf.worker.min-abc.mjs',
      'elements.js.map',
    ]) {
      expect(list, left).not.toContain(left);
    }
  });

  it('leaves out a heavy library even as a named shell set module', () => {
    const list = precacheList(BUILD, [...SHELL_SET_MODULES, 'node_modules/pdfjs-dist/build/pdf.mjs']);
    expect(list).not.toContain('chunks/pdf-abc.js');
  });

  it('follows the list it is given, and passes over a module that is not in the build', () => {
    const { chunks, missing } = shellSetChunks(BUILD, ['elements/shell/layout.tsx', 'elements/shell/gone.tsx']);
    expect(chunks.map((file) => file.fileName)).toEqual(['chunks/layout-abc.js']);
    expect(missing).toEqual(['elements/shell/gone.tsx']);
    expect(precacheList(BUILD, ['elements/shell/gone.tsx'])).toEqual(['chunks/boot-abc.js', 'core.js', 'elements.js']);
    // A module merged into another chunk is found by that chunk's modules.
    expect(precacheList(BUILD, ['elements/shell/startup-panel.tsx'])).toContain('chunks/app-shell-abc.js');
  });

  it('names the shell set by repository paths that exist', async () => {
    const { existsSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    for (const module of SHELL_SET_MODULES) expect(existsSync(resolve(import.meta.dirname, '..', '..', module)), module).toBe(true);
  });

  it('changes the version with any file of the build, so an old runtime cache is dropped', () => {
    const list = precacheList(BUILD);
    const version = buildVersion(BUILD, list);
    expect(buildVersion(BUILD, list)).toBe(version);
    const pageChanged = BUILD.map((file) => (file.fileName === 'chunks/home-abc.js' ? { ...file, fileName: 'chunks/home-def.js' } : file));
    expect(buildVersion(pageChanged, list)).not.toBe(version);
    const shellChanged = BUILD.map((file) => (file.fileName === 'chunks/layout-abc.js' ? { ...file, code: '/* new */' } : file));
    expect(buildVersion(shellChanged, list)).not.toBe(version);
  });
});
