// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runsCurrentPdfJs } from '../../../core/platform/browser.ts';

const fn = () => undefined;

/** A global object with what an engine has: `apis` as `owner.member` names. */
function engine(apis: readonly string[]): object {
  const scope: Record<string, Record<string, unknown>> = {};
  for (const api of apis) {
    const [owner, ...rest] = api.split('.');
    const member = rest.pop()!;
    let target = (scope[owner!] ??= {});
    for (const key of rest) target = (target[key] ??= {}) as Record<string, unknown>;
    target[member] = fn;
  }
  return scope;
}

// What pdf.js 5.6 calls without a fallback, newest first.
const PDFJS_5_NEEDS = [
  'Map.prototype.getOrInsertComputed',
  'Promise.try',
  'Uint8Array.fromBase64',
  'Uint8Array.prototype.toBase64',
  'Uint8Array.prototype.toHex',
  'Promise.withResolvers',
  'ArrayBuffer.prototype.transferToFixedLength',
  'Array.prototype.findLast',
];
// Chrome 119 to 127: Promise.withResolvers and older, not Promise.try (128) or getOrInsertComputed (145).
const CHROME_119 = ['Promise.withResolvers', 'ArrayBuffer.prototype.transferToFixedLength', 'Array.prototype.findLast'];

describe('the PDF viewer build, by feature test (spec §9: old engines get pdf.js 2.4.456)', () => {
  it('is the current build where every API it calls is there', () => {
    expect(runsCurrentPdfJs(engine(PDFJS_5_NEEDS))).toBe(true);
  });

  it('is 2.4.456 where any one of them is missing', () => {
    for (const missing of PDFJS_5_NEEDS) {
      expect(runsCurrentPdfJs(engine(PDFJS_5_NEEDS.filter((api) => api !== missing))), missing).toBe(false);
    }
  });

  it('is 2.4.456 for the engines of the matrix that are too old, whatever their version says', () => {
    // Chrome 88 (the messaging webviews) has none of them; a Chrome 119 has some: a version
    // number above 90 is no sign that pdf.js 5 runs.
    expect(runsCurrentPdfJs(engine([]))).toBe(false);
    expect(runsCurrentPdfJs(engine(CHROME_119))).toBe(false);
  });

  it("reads the page's own global object by default", () => {
    const complete = PDFJS_5_NEEDS.every((api) => {
      const value = api.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], globalThis);
      return typeof value === 'function';
    });
    expect(runsCurrentPdfJs()).toBe(complete);
  });
});

describe('the viewer loads the build chosen', () => {
  // loadPdfJs keeps its module per page: each case starts from a fresh module graph.
  afterEach(() => vi.resetModules());

  it('chooses by the same test', async () => {
    const { pdfBuildFor } = await import('../../../elements/pdf-viewer/pdfjs.ts');
    expect(pdfBuildFor(engine(PDFJS_5_NEEDS))).toBe('current');
    expect(pdfBuildFor(engine(CHROME_119))).toBe('old');
  });

  it('loads pdf.js 2.4.456 (its es5 build) as the old build', async () => {
    const { loadPdfJs } = await import('../../../elements/pdf-viewer/pdfjs.ts');
    const lib = await loadPdfJs('old');
    expect(lib.version).toBe('2.4.456');
    expect(String(lib.GlobalWorkerOptions.workerSrc)).toMatch(/pdfjs-dist-legacy\/es5\/build\/pdf\.worker\.js/);
  });

  it('loads the current build (5.x, not its legacy build) as the current one', async () => {
    const { loadPdfJs } = await import('../../../elements/pdf-viewer/pdfjs.ts');
    const lib = await loadPdfJs('current');
    expect(lib.version).toMatch(/^5\./);
    expect(String(lib.GlobalWorkerOptions.workerSrc)).toMatch(/pdfjs-dist\/build\/pdf\.worker\.min\.mjs/);
  });
});
