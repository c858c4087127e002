// @vitest-environment happy-dom
// The elements from another origin than the page (a CDN): pdf.js's worker and the service worker.
// The browser run of the same: tests/e2e/cross-origin.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { bootstrapCode, isCrossOrigin, workerStartUrl } from '../../elements/pdf-viewer/worker-url.ts';
import { elementsOnPageOrigin } from '../../elements/service-worker/register.ts';

const PAGE = 'https://portal.example/desk/index.html';
const CDN_WORKER = 'https://cdn.example/app-shell/1.0.0/assets/pdf.worker.min-abc.mjs';

describe("pdf.js's worker from another origin", () => {
  it('starts a worker of the page origin from its own URL', () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    expect(workerStartUrl('/dist/assets/pdf.worker.min-abc.mjs', 'module', undefined, PAGE)).toBe('/dist/assets/pdf.worker.min-abc.mjs');
    expect(isCrossOrigin('https://portal.example/x.js', PAGE)).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

  it('starts a worker of another origin through a blob: bootstrap that loads it', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:https://portal.example/1'));
    expect(workerStartUrl(CDN_WORKER, 'module', 'app-shell-platform', PAGE)).toBe('blob:https://portal.example/1');
    expect(blobs[0]!.type).toBe('text/javascript');
    const code = await blobs[0]!.text();
    expect(code).toContain(`await import("${CDN_WORKER}");`);
    // Messages posted before the import is done reach the worker's listeners afterwards.
    expect(code.indexOf("addEventListener('message'")).toBeLessThan(code.indexOf('await import'));
    expect(code.indexOf('dispatchEvent')).toBeGreaterThan(code.indexOf('await import'));
  });

  it('a classic worker (pdf.js 2.4.456) imports its script, through a policy of the product name when one is given', () => {
    expect(bootstrapCode('https://cdn.example/pdf.worker.js', 'classic')).toBe('importScripts("https://cdn.example/pdf.worker.js");');
    const code = bootstrapCode('https://cdn.example/pdf.worker.js', 'classic', 'app-shell-platform');
    expect(code).toContain('createPolicy("app-shell-platform"');
    expect(code).toContain('importScripts(url);');
    // What the worker would run: without Trusted Types the plain URL goes to importScripts.
    const imported: unknown[] = [];
    new Function('self', 'importScripts', code)({}, (url: unknown) => imported.push(url));
    expect(imported).toEqual(['https://cdn.example/pdf.worker.js']);
  });

  it('a URL cannot break out of the bootstrap code', () => {
    const code = bootstrapCode('https://cdn.example/a");alert(1);//', 'module');
    expect(code).toContain('await import("https://cdn.example/a\\");alert(1);//");');
  });
});

describe('the service worker', () => {
  it('is registered only when the elements come from the page origin', () => {
    expect(elementsOnPageOrigin('https://portal.example/dist/chunks/register-abc.js', PAGE)).toBe(true);
    expect(elementsOnPageOrigin('https://cdn.example/app-shell/chunks/register-abc.js', PAGE)).toBe(false);
    expect(elementsOnPageOrigin('http://portal.example/dist/chunks/register-abc.js', PAGE)).toBe(false);
  });
});
