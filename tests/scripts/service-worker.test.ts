import { describe, expect, it } from 'vitest';
import { precacheList } from '../../scripts/service-worker.ts';

describe('the service worker precache list', () => {
  it('holds the entries, the chunks and stylesheets, not the heavy libraries, source maps or other assets', () => {
    const list = precacheList([
      { fileName: 'elements.js', type: 'chunk', moduleIds: ['/repo/elements/index.ts'] },
      { fileName: 'core.js', type: 'chunk', moduleIds: ['/repo/core/index.ts'] },
      { fileName: 'chunks/login-screen-abc.js', type: 'chunk', moduleIds: ['/repo/elements/shell/login-screen.tsx'] },
      { fileName: 'chunks/pdf-abc.js', type: 'chunk', moduleIds: ['/repo/node_modules/pdfjs-dist/build/pdf.mjs'] },
      {
        fileName: 'chunks/capture-abc.js',
        type: 'chunk',
        moduleIds: ['/repo/node_modules/@breezystack/lamejs/dist/lamejs.js', '/repo/elements/pages/fields/audio/capture.ts'],
      },
      { fileName: 'chunks/charts-abc.js', type: 'chunk', moduleIds: ['/repo/node_modules/echarts/index.js'] },
      { fileName: 'elements.js.map', type: 'asset' },
      { fileName: 'assets/pdf.worker.min-abc.mjs', type: 'asset' },
      { fileName: 'assets/theme-abc.css', type: 'asset' },
    ]);
    expect(list).toEqual(['assets/theme-abc.css', 'chunks/login-screen-abc.js', 'core.js', 'elements.js']);
  });
});
