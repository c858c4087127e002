import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, freshPlatform, mountElement } from '../pages/page-helpers.ts';
import { loadOldBuild, pdfBuildFor } from '../../../elements/pdf-viewer/pdfjs.ts';
import {
  canvasPixelCap,
  keptViewLimit,
  MAX_CANVAS_PIXELS,
  MAX_CANVAS_PIXELS_MOBILE,
  outputScale,
  parseRotation,
  parseZoom,
  scaleFor,
  viewsToRelease,
  zoomStep,
} from '../../../elements/pdf-viewer/layout.ts';

const MANUAL = '/api/v1/demo/crm/onlineview?fileId=file-manual';
const CATALOGUE = '/api/v1/demo/crm/onlineview?fileId=file-catalogue';

interface Opened {
  element: HTMLElement;
  root: ShadowRoot;
  loaded: Promise<CustomEvent<{ pages: number }>>;
  failed: Promise<CustomEvent<{ message: string; code: string }>>;
}

/** Mounts a viewer and listens for its events before it can fire them. */
async function openViewer(attributes: string, style = 'width:640px;height:480px'): Promise<Opened> {
  const holder = document.createElement('div');
  const loaded = new Promise<CustomEvent<{ pages: number }>>((resolve) =>
    holder.addEventListener('pdf-loaded', (e) => resolve(e as CustomEvent), { once: true }),
  );
  const failed = new Promise<CustomEvent<{ message: string; code: string }>>((resolve) =>
    holder.addEventListener('pdf-error', (e) => resolve(e as CustomEvent), { once: true }),
  );
  const { element, root } = await mountElement(`<pdf-viewer ${attributes} style="${style}"></pdf-viewer>`);
  element.parentElement!.addEventListener('pdf-loaded', (e) => holder.dispatchEvent(new CustomEvent('pdf-loaded', { detail: (e as CustomEvent).detail })));
  element.parentElement!.addEventListener('pdf-error', (e) => holder.dispatchEvent(new CustomEvent('pdf-error', { detail: (e as CustomEvent).detail })));
  return { element, root, loaded, failed };
}

/** A one-page PDF (`size` pt square, 100 by default) holding a red square; pdf.js rebuilds the missing xref table. */
function squarePdf(size = 100): Uint8Array {
  const content = `1 0 0 rg 0 0 ${size} ${size} re f`;
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size} ${size}] /Contents 4 0 R >> endobj`,
    `4 0 obj << /Length ${content.length} >> stream\n${content}\nendstream endobj`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new TextEncoder().encode(text);
}

const pageBox = (root: ShadowRoot, page: number) => $(root, `.page[data-page="${page}"]`)!;
const rendered = (root: ShadowRoot) => $$(root, '.page[data-state="rendered"]').map((box) => Number(box.dataset.page));
const canvasOf = (root: ShadowRoot, page: number) => pageBox(root, page)?.querySelector('canvas') ?? null;
const drawn = (root: ShadowRoot, page: number) =>
  waitFor(() => pageBox(root, page)?.dataset.state === 'rendered' && canvasOf(root, page), `page ${page} drawn`, 10000);

describe('pdf-viewer', () => {
  before(async () => {
    await setViewport(1000, 800);
    await freshPlatform();
  });
  afterEach(() => unmountAll());

  it('loads a platform PDF with the session tokens, announces its pages and draws page 1', async () => {
    const { root, loaded } = await openViewer(`src="${MANUAL}"`);
    equal((await loaded).detail.pages, 5, 'pdf-loaded carries the page count');
    equal($$(root, '.page').length, 5, 'one box per page');
    const canvas = await drawn(root, 1);
    assert(canvas.width > 500 && canvas.height > canvas.width, `an A4 page at page width (${canvas.width}x${canvas.height})`);
    // page-width: the box fills the scroller less its 16px padding on each side
    equal(pageBox(root, 1).style.width, `${$(root, '.scroller')!.clientWidth - 32}px`);
    equal(pageBox(root, 5).dataset.state, 'empty', 'a page far below is not drawn');
    match($(root, '.page-count')!.textContent, /1 \/ 5/);
    await saveScreenshot('pdf-viewer');
  });

  it('takes a new src while a page draws: the new document is drawn, the old one reports no failure', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original.apply(console, args);
    };
    try {
      const { element, root, loaded } = await openViewer(`src="${MANUAL}"`);
      await loaded;
      // The switch lands while page 1 of the manual is being drawn.
      await waitFor(() => pageBox(root, 1)?.dataset.state === 'rendering' || pageBox(root, 1)?.dataset.state === 'rendered', 'page 1 drawing', 10000);
      element.setAttribute('src', CATALOGUE);
      await waitFor(() => $$(root, '.page').length > 5, 'the catalogue laid out', 10000);
      await drawn(root, 1);
      // The page still answers (a draw loop on the destroyed document would hold the main thread).
      await new Promise((resolve) => setTimeout(resolve, 50));
      deepEqual(
        errors.filter((e) => e.includes('pdf-viewer')),
        [],
        'no page of the replaced document is reported as failed',
      );
    } finally {
      console.error = original;
    }
  });

  it('takes documents one after another before each has loaded: no uncaught error, the last one drawn', async () => {
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(String(event.message));
    window.addEventListener('error', onError);
    try {
      const { http } = await freshPlatform();
      const manual = await (await fetch(http.withTokens(MANUAL))).arrayBuffer();
      const { element, root, loaded } = await openViewer('');
      const viewer = element as HTMLElementTagNameMap['pdf-viewer'];
      viewer.data = squarePdf(100);
      await loaded;
      // Each replaced load is destroyed at a different point of its way through pdf.js's worker:
      // the documents share one worker, which must outlive every one of them.
      for (let delay = 0; delay < 12; delay++) {
        viewer.data = squarePdf(101 + delay);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      viewer.data = manual;
      await waitFor(() => $$(root, '.page').length === 5, 'the last document (the five-page manual) laid out', 10000);
      await drawn(root, 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      deepEqual(uncaught, [], 'no uncaught error from the replaced documents');
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('draws later pages as they scroll in and releases views beyond the cap', async () => {
    const { root, loaded } = await openViewer(`src="${CATALOGUE}"`, 'width:480px;height:420px');
    equal((await loaded).detail.pages, 30);
    await drawn(root, 1);
    const scroller = $(root, '.scroller')!;
    let most = 0;
    for (let page = 2; page <= 30; page += 2) {
      pageBox(root, page).scrollIntoView({ block: 'start' });
      await drawn(root, page);
      const shown = $$(root, '.page').filter((box) => {
        const r = box.getBoundingClientRect();
        const s = scroller.getBoundingClientRect();
        return r.bottom > s.top && r.top < s.bottom;
      }).length;
      most = Math.max(most, rendered(root).length);
      assert(rendered(root).length <= keptViewLimit(shown + 2), `at most the cap of drawn pages (${rendered(root).length})`);
    }
    assert(most >= 10, `up to 10 views stay drawn (${most})`);
    equal(pageBox(root, 1).dataset.state, 'empty', 'page 1 was released');
    equal(pageBox(root, 1).querySelectorAll('canvas').length, 0, 'its canvas is gone');
    assert(parseFloat(pageBox(root, 1).style.height) > 400, 'a released page keeps its size');
    const canvases = $$(root, 'canvas').filter((c) => (c as HTMLCanvasElement).width > 0).length;
    assert(canvases <= 10, `no more than 10 canvases hold pixels (${canvases})`);
  });

  it('turns pages with rotation and sizes them with zoom', async () => {
    const { element, root, loaded } = await openViewer(`src="${MANUAL}" zoom="100%"`);
    await loaded;
    const upright = await drawn(root, 1);
    const ratio = window.devicePixelRatio;
    equal(upright.width, Math.floor(595 * ratio), 'zoom 100%: 595 pt wide');
    equal(upright.height, Math.floor(842 * ratio));

    element.setAttribute('rotation', '90');
    const turned = await waitFor(() => canvasOf(root, 1)?.width === Math.floor(842 * ratio) && canvasOf(root, 1), 'the turned page');
    equal(turned.height, Math.floor(595 * ratio), 'width and height swapped');
    equal(pageBox(root, 1).style.width, '842px');

    element.setAttribute('zoom', '0.5');
    await waitFor(() => canvasOf(root, 1)?.width === Math.floor(842 * 0.5 * ratio), 'the page at half size');
    match($(root, '.zoom-value')!.textContent, /^50%$/);
  });

  it('zooms, fits and turns from its labelled toolbar and the keyboard', async () => {
    const { root, loaded } = await openViewer(`src="${MANUAL}" zoom="1"`);
    await loaded;
    await drawn(root, 1);
    const buttons = $$(root, '.toolbar sl-icon-button');
    assert(buttons.length >= 6 && buttons.every((b) => (b as HTMLElement & { label?: string }).label), 'every button has a label');
    $(root, 'sl-icon-button[data-action="zoom-in"]')!.click();
    await waitFor(() => pageBox(root, 1).style.width === `${Math.floor(595 * 1.1)}px`, 'one zoom step in');
    $(root, 'sl-icon-button[data-action="rotate"]')!.click();
    await waitFor(() => pageBox(root, 1).style.width === `${Math.floor(842 * 1.1)}px`, 'turned by the button');
    $(root, 'sl-icon-button[data-action="fit-width"]')!.click();
    const scroller = $(root, '.scroller')!;
    await waitFor(() => pageBox(root, 1).style.width === `${scroller.clientWidth - 32}px`, 'fit to width');
    equal(scroller.tabIndex, 0, 'the pages can take the focus, so arrow keys scroll them');
    scroller.focus();
    scroller.dispatchEvent(new KeyboardEvent('keydown', { key: '-', bubbles: true }));
    await waitFor(() => parseFloat(pageBox(root, 1).style.width) < scroller.clientWidth - 40, 'zoomed out with "-"');
  });

  it('shows bytes given as the data property', async () => {
    const { http } = await freshPlatform();
    const bytes = await (await fetch(http.withTokens(MANUAL))).arrayBuffer();
    const { element, root, loaded } = await openViewer('');
    match((await waitFor(() => $(root, '.message'), 'the note')).textContent, /未指定|No PDF/, 'a note instead of a blank viewer');
    (element as HTMLElementTagNameMap['pdf-viewer']).data = bytes;
    equal((await loaded).detail.pages, 5);
    await drawn(root, 1);
    equal(bytes.byteLength > 0, true, 'the caller keeps a usable buffer');
  });

  it('prepares a print of every page in a hidden frame', async () => {
    const { root, loaded } = await openViewer(`src="${MANUAL}"`);
    await loaded;
    $(root, 'sl-icon-button[data-action="printer"]')!.click();
    const frame = await waitFor(() => $(root, 'iframe.print-frame[data-pages]') as HTMLIFrameElement | null, 'the print frame', 15000);
    equal(frame.dataset.pages, '5');
    const images = [...frame.contentDocument!.images];
    equal(images.length, 5, 'one image per page');
    assert(
      images.every((img) => img.naturalWidth > 1000),
      'drawn at print resolution',
    );
  });

  it('reports a file that is not a PDF, and an HTTP failure, in the page and as pdf-error', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const text = await openViewer('src="/api/v1/demo/crm/onlineview?fileId=file-readme"');
      const event = await text.failed;
      equal(event.detail.code, 'pdf.not-pdf');
      match(event.detail.message, /不是 PDF|not a PDF/);
      const alert = await waitFor(() => $(text.root, '[role="alert"]'), 'the error message');
      match(alert.textContent, /不是 PDF/);
      unmountAll();

      const missing = await openViewer('src="/api/v1/demo/crm/onlineview?fileId=no-such-file"');
      const failure = await missing.failed;
      assert(/^pdf\.(http|not-pdf)$/.test(failure.detail.code), failure.detail.code);
      assert(failure.detail.message.length > 0, 'a readable reason');
      await waitFor(() => $(missing.root, '[role="alert"]'), 'the error message');
      assert(errors.length >= 2, 'the failures are in the console too');
    } finally {
      console.error = original;
    }
  });

  it("draws a huge page within the screen's canvas cap: the full one on a desktop, the lower one on a phone (spec §9)", async function (this: MochaContext) {
    this.timeout(60000);
    // 3000 pt at 200 %: 36 M CSS pixels, past both caps.
    const pixels = async () => {
      const { element, root, loaded } = await openViewer('zoom="2"', 'width:100%;height:400px');
      (element as HTMLElement & { data?: Uint8Array }).data = squarePdf(3000);
      await loaded;
      const canvas = await drawn(root, 1);
      const count = canvas.width * canvas.height;
      // Unmounted, the viewer gives its canvas's memory back (the canvas is emptied).
      unmountAll();
      return count;
    };
    const { platform } = await freshPlatform();
    // Listened to, the screen class follows the viewport (after its debounce).
    const stop = platform.$screenSize.listen(() => undefined);
    equal(platform.$screenSize.get(), 'medium', 'a 1000 px screen');
    const desktop = await pixels();
    assert(desktop <= MAX_CANVAS_PIXELS && desktop > MAX_CANVAS_PIXELS * 0.99, `the desktop cap, nearly reached (${desktop})`);
    await setViewport(375, 812);
    try {
      await waitFor(() => platform.$screenSize.get() === 'mobile', 'a phone screen', 10000);
      const phone = await pixels();
      assert(phone <= MAX_CANVAS_PIXELS_MOBILE && phone > MAX_CANVAS_PIXELS_MOBILE * 0.99, `the phone cap, nearly reached (${phone})`);
    } finally {
      stop();
      await setViewport(1000, 800);
    }
  });

  it('sends the session tokens only to the platform', async () => {
    const asked: string[] = [];
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return String(input).startsWith('http://203.0.113.9') ? Promise.reject(new TypeError('offline')) : original(input, init);
    };
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const own = await openViewer(`src="${MANUAL}"`);
      await own.loaded;
      match(
        asked.find((url) => url.includes('file-manual')),
        /[?&]token=/,
        'the platform gets the token',
      );
      const other = await openViewer('src="http://203.0.113.9/manual.pdf"');
      equal((await other.failed).detail.code, 'pdf.network');
      const foreign = asked.find((url) => url.startsWith('http://203.0.113.9'));
      assert(foreign && !/token/.test(foreign), `another origin gets no token (${foreign})`);
    } finally {
      window.fetch = original;
      console.error = originalError;
    }
  });
});

describe('pdf-viewer: zoom, rotation and caps', () => {
  it('reads zoom and rotation attributes leniently', () => {
    equal(parseZoom(undefined), 'page-width', 'page-width by default (spec §9)');
    equal(parseZoom('page-fit'), 'page-fit');
    equal(parseZoom('150%'), 1.5);
    equal(parseZoom('0.5'), 0.5);
    equal(parseZoom('99'), 5, 'clamped to the largest scale');
    equal(parseZoom('huge'), 'page-width');
    equal(parseRotation('90'), 90);
    equal(parseRotation(-90), 270);
    equal(parseRotation('450'), 90);
    equal(parseRotation('x'), 0);
  });

  it('fits pages to the box and steps the zoom', () => {
    const a4 = { width: 595, height: 842 };
    equal(scaleFor('page-width', a4, { width: 1190, height: 400 }), 2);
    equal(scaleFor('page-fit', a4, { width: 1190, height: 421 }), 0.5);
    equal(scaleFor(1.25, a4, { width: 10, height: 10 }), 1.25);
    equal(zoomStep(1, 1), 1.1);
    equal(zoomStep(1, -1), 0.9);
    equal(zoomStep(0.999, 1), 1.1, 'a fit just below 100% does not step to 100%');
  });

  it('caps canvas pixels and the number of drawn views (spec §9)', () => {
    // The spec's figures, pinned: 4096² (about 16.7 M) and about 5.2 M pixels.
    equal(MAX_CANVAS_PIXELS, 4096 * 4096);
    equal(MAX_CANVAS_PIXELS, 16_777_216);
    equal(MAX_CANVAS_PIXELS_MOBILE, 5_242_880);
    for (const screen of ['medium', 'large', 'xlarge'] as const) equal(canvasPixelCap(screen), MAX_CANVAS_PIXELS, `the full cap on a ${screen} screen`);
    equal(canvasPixelCap('mobile'), MAX_CANVAS_PIXELS_MOBILE, 'a phone, short of memory, the lower one');
    equal(outputScale({ width: 600, height: 800 }, 2, canvasPixelCap('large')), 2, 'small pages keep the screen ratio');
    const big = outputScale({ width: 4000, height: 5000 }, 2, canvasPixelCap('large'));
    assert(4000 * 5000 * big * big <= MAX_CANVAS_PIXELS + 1, 'a big canvas is scaled down to the cap');
    const mobile = outputScale({ width: 1500, height: 2000 }, 3, canvasPixelCap('mobile'));
    assert(1500 * 2000 * mobile * mobile <= MAX_CANVAS_PIXELS_MOBILE + 1, 'the mobile cap is lower');
    equal(keptViewLimit(1), 10);
    equal(keptViewLimit(6), 13, '2n+1 when many pages are visible');
    deepEqual(viewsToRelease([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], new Set([11, 12])), [1, 2]);
    deepEqual(viewsToRelease([1, 2, 3], new Set([1])), []);
  });

  it('chooses pdf.js by feature test: the current build here, 2.4.456 where an API it calls is missing (spec §9)', () => {
    equal(pdfBuildFor(), 'current', 'this Chromium runs pdf.js 5');
    // This page's own global object, with a Promise of Chrome 119 (withResolvers, no Promise.try).
    const older = Object.assign(Object.create(globalThis) as object, { Promise: { withResolvers: () => undefined } });
    equal(pdfBuildFor(older), 'old');
  });

  it('loads pdf.js 2.4.456, the build of browsers the current one does not run in, and draws a page with it (spec §9)', async () => {
    // Which engines get it is tested in vitest too (tests/core/platform/pdf-build.test.ts).
    const old = await loadOldBuild();
    equal(old.version, '2.4.456');
    match(String(old.GlobalWorkerOptions.workerSrc), /pdf\.worker\.js/);
    const doc = await old.getDocument({ data: squarePdf(), isEvalSupported: false }).promise;
    equal(doc.numPages, 1);
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    const canvasContext = canvas.getContext('2d')!;
    // 2.4.456 draws into a 2D context (the viewer's renderTarget gives it one).
    await page.render({ canvas: null, canvasContext, viewport }).promise;
    const [red, green, blue] = canvasContext.getImageData(50, 50, 1, 1).data;
    deepEqual([red, green, blue], [255, 0, 0], 'the red square is drawn');
    await doc.destroy();
  });
});
