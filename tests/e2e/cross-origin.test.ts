import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../core/index.ts';
import { assert, equal } from '../support/assert.ts';
import { executeCommand } from '../support/commands.ts';
import { waitFor } from '../support/dom.ts';
import { fillForm, rowsOf, submitForm } from '../../testing/elements/index.ts';

/**
 * Three origins on loopback (tests/support/wtr-cross-origin.mjs): the page (the runner's), the
 * API (a reference server started with `corsOrigins` of the page's origin) and a "CDN" serving
 * the built dist/ with CORS. The page loads the elements from the CDN, calls the API with the
 * Bearer header (a write included, which needs no XSRF value there) and opens a PDF, whose pdf.js
 * worker comes from the CDN through a blob: bootstrap. `npm test` builds before the browser tests.
 */

interface Origins {
  api: string;
  cdn: string;
}

/** Signs in on the API origin from this page (the core from source, CORS login) and returns the token. */
async function tokenFrom(api: string): Promise<string> {
  const storage = createMemoryStorage();
  const platform = createPlatform({
    settings: { ipBase: api, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm' },
    location: createMemoryLocation(`${location.origin}/`),
    storage,
  });
  await platform.session.login({ account: 'admin', password: 'demo123' });
  const token = storage.getItem('demo-token');
  assert(token, 'the login across origins stored a token');
  return token!;
}

type FrameWindow = Window & typeof globalThis & { warnings: string[] };

/** A wait that failed, with what the element shows, the page's warnings and what the CDN served. */
async function explained(error: Error, element: Element, win: FrameWindow): Promise<never> {
  const served = await executeCommand<string[]>('cross-origin-servers', { log: true });
  const shown = element.shadowRoot?.textContent?.slice(0, 300);
  throw new Error(`${error.message}: it shows "${shown}"; warnings: ${win.warnings.join(' | ')}; the CDN served ${served.join(' ')}`);
}

describe('API and elements on other origins', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    localStorage.removeItem('demo-token');
  });

  it('loads the elements from the CDN, lists, saves and draws a PDF against the API of another origin', async function (this: MochaContext) {
    this.timeout(60000);
    const origins = await executeCommand<Origins>('cross-origin-servers', { origin: location.origin });
    assert(new URL(origins.api).origin !== location.origin && new URL(origins.cdn).origin !== location.origin, 'three origins');
    // The elements read the token of the page's storage, where a sign-in would have put it.
    localStorage.setItem('demo-token', await tokenFrom(origins.api));
    frame = document.createElement('iframe');
    frame.style.cssText = 'width:1000px;height:1400px;border:0';
    frame.src = `/tests/e2e/cross-origin-page.html?${new URLSearchParams({ api: origins.api, cdn: origins.cdn })}`;
    document.body.append(frame);
    const win = () => frame!.contentWindow as FrameWindow;
    const doc = await waitFor(() => frame!.contentDocument?.querySelector('pdf-viewer') && frame!.contentDocument, 'the page', 10000);
    const viewer = doc.querySelector('pdf-viewer')!;

    // Reads: the list's rows come from the API origin.
    const list = doc.querySelector('entity-list')!;
    await waitFor(() => rowsOf(list).length > 0, 'list rows from the API origin', 20000).catch((error: Error) => explained(error, list, win()));

    // A write: the Bearer header, no cookie, no XSRF value.
    const form = doc.querySelector('entity-form') as HTMLElement;
    await waitFor(() => form.shadowRoot?.querySelector('[data-field="NAME"] input, [data-field="NAME"] sl-input'), 'the edit form', 20000);
    const name = `跨域客户 ${Date.now() % 100000}`;
    await fillForm(form, { NAME: name });
    const saved = await submitForm(form);
    equal(String(saved.id), '1', 'the record saved');

    // The PDF: drawn with pdf.js's worker from the CDN, started through a blob: bootstrap.
    // (Without the bootstrap holding pdf.js's first messages, the viewer stayed "loading" here.)
    await waitFor(() => viewer.shadowRoot?.querySelector('.page[data-state="rendered"] canvas'), 'page 1 of the PDF drawn', 30000).catch((error: Error) =>
      explained(error, viewer, win()),
    );
    const cdnPaths = await executeCommand<string[]>('cross-origin-servers', { log: true });
    assert(cdnPaths.includes('/dist/elements.js'), 'the entry came from the CDN');
    assert(
      cdnPaths.some((path) => /^\/dist\/chunks\/.+\.js$/.test(path)),
      'its chunks came from the CDN, relative to it',
    );
    assert(
      cdnPaths.some((path) => /^\/dist\/assets\/pdf\.worker.*\.m?js$/.test(path)),
      `the pdf.js worker came from the CDN (${cdnPaths.filter((p) => p.includes('pdf')).join(', ')})`,
    );
    const workerWarnings = win().warnings.filter((line) => line.includes('[pdf-viewer]'));
    equal(workerWarnings.length, 0, `the worker started through the bootstrap (${workerWarnings.join('; ')})`);
    const pageScripts = win()
      .performance.getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    for (const url of pageScripts) assert([origins.cdn, location.origin].includes(new URL(url).origin), `a script of the page or the CDN: ${url}`);

    // The save reached the API: read back across origins.
    const reply = await fetch(`${origins.api}/api/v1/demo/crm/CUSTOMER/get?id=1`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('demo-token')}` },
    });
    // A reply the page may read at all is one the API allowed for this origin (CORS).
    equal(reply.status, 200);
    const body = (await reply.json()) as { data: { bean: { data: { NAME: string } } } };
    equal(body.data.bean.data.NAME, name);
  });
});
