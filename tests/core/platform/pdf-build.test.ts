import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineVersion, needsOldPdfViewer, OLD_ENGINE_BELOW } from '../../../core/platform/browser.ts';

const CHROME_89 = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36';
const FIREFOX_78 = 'Mozilla/5.0 (X11; Linux x86_64; rv:78.0) Gecko/20100101 Firefox/78.0';
const WXWORK_OLD = 'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.62 XWEB/2691 MMWEBSDK/200201 Mobile Safari/537.36 wxwork/3.0.31';
const CHROME_90 = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.72 Safari/537.36';
const FIREFOX_90 = 'Mozilla/5.0 (X11; Linux x86_64; rv:90.0) Gecko/20100101 Firefox/90.0';
const SAFARI = 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('old PDF viewer build (spec §9: Chrome and Firefox below 90)', () => {
  it('reads the engine and major version from the user agent', () => {
    expect(engineVersion(CHROME_89)).toEqual({ engine: 'chrome', major: 89 });
    expect(engineVersion(FIREFOX_78)).toEqual({ engine: 'firefox', major: 78 });
    expect(engineVersion(SAFARI)).toBeNull();
    expect(OLD_ENGINE_BELOW).toBe(90);
  });

  it('picks the old build below 90 only', () => {
    expect(needsOldPdfViewer(CHROME_89)).toBe(true);
    expect(needsOldPdfViewer(FIREFOX_78)).toBe(true);
    expect(needsOldPdfViewer(WXWORK_OLD)).toBe(true);
    expect(needsOldPdfViewer(CHROME_90)).toBe(false);
    expect(needsOldPdfViewer(FIREFOX_90)).toBe(false);
    expect(needsOldPdfViewer(SAFARI)).toBe(false);
    expect(needsOldPdfViewer('')).toBe(false);
  });
});

describe('the viewer loads the build the user agent needs', () => {
  // loadPdfJs keeps its module per page: each case starts from a fresh module graph.
  afterEach(() => vi.resetModules());

  it('loads pdf.js 2.4.456 (its es5 build) for an old engine', async () => {
    const { loadPdfJs, pdfBuildFor } = await import('../../../elements/pdf-viewer/pdfjs.ts');
    expect(pdfBuildFor(CHROME_89)).toBe('old');
    const lib = await loadPdfJs(CHROME_89);
    expect(lib.version).toBe('2.4.456');
    expect(String(lib.GlobalWorkerOptions.workerSrc)).toMatch(/pdfjs-dist-legacy\/es5\/build\/pdf\.worker\.js/);
  });

  it('loads the current build (5.x, not its legacy build) for a current engine', async () => {
    const { loadPdfJs, pdfBuildFor } = await import('../../../elements/pdf-viewer/pdfjs.ts');
    expect(pdfBuildFor(CHROME_90)).toBe('current');
    const lib = await loadPdfJs(CHROME_90);
    expect(lib.version).toMatch(/^5\./);
    expect(String(lib.GlobalWorkerOptions.workerSrc)).toMatch(/pdfjs-dist\/build\/pdf\.worker\.min\.mjs/);
  });
});
