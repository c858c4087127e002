import { strToU8, zipSync } from 'fflate';
import { assert, equal, match } from '../support/assert.ts';
import { setViewport } from '../support/commands.ts';
import { $, $$, openFrame, rowsOf, text, typeInto } from '../support/demo-page.ts';
import { sleep, waitFor } from '../support/dom.ts';

/**
 * The demo pages as the reference server serves them (`/__site/...` is the server's own `/...`:
 * its headers and the built `dist/elements.js`), under their Content-Security-Policy: scripts from
 * the origin only, no eval on the strict pages, Trusted Types required. The server collects the
 * browser's violation reports (test hooks on); a journey through the shell, the portal and the
 * compat page must leave none, and a planted violation must show up (so none means none).
 */

type Win = Window & typeof globalThis;
const PASSWORD = 'demo123';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** Uploads a docx of these paragraphs with the session the shell stored (token and XSRF cookie). */
async function uploadDocx(paragraphs: string[]): Promise<string> {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  const bytes = zipSync({
    '[Content_Types].xml': strToU8(TYPES),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
  });
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), '季度报告.docx');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  const reply = await fetch('/api/v1/demo/crm/FM_FILE/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${localStorage.getItem('demo-token')}`, xsrf_token: xsrf },
  });
  const json = (await reply.json()) as { code: string; msg: string; data: { id: string } };
  equal(json.code, '0', `upload: ${json.msg}`);
  return json.data.id;
}

/** Dark pixels of a canvas: drawn text shows as many of them, an empty page as none. */
function inkOf(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128) dark += 1;
  return dark;
}

interface Report {
  'csp-report'?: { 'violated-directive'?: string; 'effective-directive'?: string; 'blocked-uri'?: string; 'source-file'?: string };
}

async function reports(): Promise<Report[]> {
  // Reports are sent by the browser on its own schedule: give it a moment.
  await sleep(800);
  const reply = await fetch('/__test/csp-reports');
  return ((await reply.json()) as { data: Report[] }).data;
}

const describeReports = (list: Report[]) =>
  list
    .map((r) => `${r['csp-report']?.['violated-directive'] ?? '?'} ${r['csp-report']?.['blocked-uri'] ?? ''} ${r['csp-report']?.['source-file'] ?? ''}`)
    .join('; ');

async function signInIfAsked(root: ShadowRoot): Promise<void> {
  const signIn = $(root, '.sign-in');
  if (!signIn) return;
  typeInto($(signIn, '[data-field="account"]')!, 'alice');
  typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
  await sleep(50);
  $(signIn, 'sl-button[variant="primary"]')!.click();
}

describe('the demo pages under their Content-Security-Policy', () => {
  let frame: HTMLIFrameElement | undefined;
  before(async () => {
    await setViewport(1280, 860);
    await fetch('/__test/reset', { method: 'POST', body: '{}' });
  });
  beforeEach(async () => {
    await fetch('/__test/csp-reports/clear', { method: 'POST', body: '{}' });
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('serves the strict pages without eval and with Trusted Types, the compat page with eval only', async () => {
    for (const page of ['index.html', 'portal.html']) {
      const csp = (await fetch(`/__site/${page}`)).headers.get('content-security-policy') ?? '';
      match(csp, /script-src 'self';/, `${page}: scripts from the origin only`);
      match(csp, /style-src 'self';/, `${page}: styles from the origin only, none inline`);
      match(csp, /require-trusted-types-for 'script'/, `${page}: Trusted Types`);
      match(csp, /trusted-types app-shell-platform lit-html dompurify(;|$)/, `${page}: the policies by name, no default`);
    }
    match((await fetch('/__site/compat.html')).headers.get('content-security-policy') ?? '', /script-src 'self' 'unsafe-eval';/);
  });

  it('the full shell: login, a list, a detail, a saved edit and a PDF, with no violation', async function (this: MochaContext) {
    this.timeout(60000);
    localStorage.clear();
    frame = openFrame('/__site/index.html');
    const win = () => frame!.contentWindow as Win;
    const root = await waitFor(() => win()?.document.querySelector('app-shell')?.shadowRoot, 'the shell', 20000);
    const account = await waitFor(() => $(root, '[data-field="account"]'), 'the login form', 20000);
    (account as HTMLInputElement).value = 'alice';
    ($(root, '[data-field="password"]') as HTMLInputElement).value = PASSWORD;
    await sleep(50);
    $(root, '.login-submit')!.click();
    (await waitFor(() => $(root, 'sl-tree-item[data-module="mod-customer-list"]'), 'the menu', 20000)).click();
    const list = await waitFor(() => $(root, '[role="tabpanel"]:not([hidden]) .list-page'), 'the list page', 15000);
    await waitFor(() => rowsOf(list).length > 0, 'the rows', 15000);

    rowsOf(list)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    const drawer = await waitFor(() => $(root, 'sl-drawer.drawer'), 'the detail drawer', 15000);
    await waitFor(() => text($(drawer, '.detail-grid')).length > 0, 'the detail', 15000);
    drawer.shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!.click();
    await waitFor(() => !$(root, 'sl-drawer.drawer'), 'the drawer closed');

    const first = rowsOf(list)[0]!;
    $(first, '.check input')!.click();
    await waitFor(() => rowsOf(list)[0]?.getAttribute('aria-selected') === 'true', 'the row selected');
    $(list, 'sl-button[data-operate="edit"]')!.click();
    const form = await waitFor(() => $($(root, 'sl-dialog.popup'), '.form-page[data-state="edit"]'), 'the edit form', 15000);
    const phone = await waitFor(() => $(form, '.form [data-field="PHONE"] input'), 'the phone field', 15000);
    await waitFor(() => ($(form, '[data-field="NAME"] input') as HTMLInputElement | null)?.value, 'the record loaded', 15000);
    typeInto(phone, `021-${Date.now() % 100000000}`);
    await sleep(50);
    $(form, '.save-button')!.click();
    await waitFor(() => $$(root, '.notifications sl-alert').some((a) => /保存成功|saved/i.test(text(a))), 'the saved notice', 15000);

    // pdf-viewer on the same page: pdf.js, its worker and its character maps under the policy.
    const viewer = win().document.createElement('pdf-viewer');
    viewer.setAttribute('src', '/api/v1/demo/crm/onlineview?fileId=file-manual');
    viewer.style.cssText = 'position:fixed;right:0;bottom:0;width:480px;height:400px;z-index:10';
    win().document.body.append(viewer);
    await waitFor(() => viewer.shadowRoot?.querySelector('.page[data-page="1"][data-state="rendered"] canvas'), 'the manual drawn', 20000);

    // An office preview with Chinese text: drawn with pdf.js's character maps from the build.
    const id = await uploadDocx(Array.from({ length: 12 }, (_, i) => `第${i + 1}段：季度销售报告，华东地区客户回访记录与合同续签计划。`));
    viewer.setAttribute('src', `/api/v1/demo/crm/onlineview?fileId=${id}`);
    const canvas = await waitFor(
      () => viewer.shadowRoot?.querySelector<HTMLCanvasElement>('.page[data-page="1"][data-state="rendered"] canvas'),
      'the preview drawn',
      20000,
    );
    const ink = inkOf(canvas);
    // Twelve lines of CJK text leave thousands of dark pixels; without the maps, none.
    assert(ink > 1000, `the Chinese text of the preview is drawn (${ink} dark pixels)`);

    const found = await reports();
    equal(found.length, 0, `no violation (${describeReports(found)})`);
  });

  it('the portal and the compat page (whose configuration script runs): no violation', async function (this: MochaContext) {
    this.timeout(60000);
    frame = openFrame('/__site/portal.html');
    let doc = await waitFor(() => frame!.contentDocument?.querySelector('entity-list')?.shadowRoot && frame!.contentDocument, 'the portal', 20000);
    const listRoot = doc.querySelector('entity-list')!.shadowRoot!;
    await sleep(300);
    await signInIfAsked(listRoot);
    await waitFor(() => rowsOf(listRoot).length > 0, 'the portal rows', 20000);
    rowsOf(listRoot)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitFor(() => $(doc.querySelector('entity-form')!.shadowRoot, '.detail-grid'), 'the record in the portal form', 15000);
    frame.remove();

    frame = openFrame('/__site/compat.html');
    doc = await waitFor(() => frame!.contentDocument?.querySelector('entity-form')?.shadowRoot && frame!.contentDocument, 'the compat page', 20000);
    const logged: string[] = [];
    const console = (frame.contentWindow as Win).console;
    const info = console.info.bind(console);
    console.info = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      info(...args);
    };
    const formRoot = doc.querySelector('entity-form')!.shadowRoot!;
    await sleep(300);
    await signInIfAsked(formRoot);
    await waitFor(() => $(formRoot, '.form [data-field="PHONE"] input'), 'the scripted form', 20000);
    await waitFor(() => logged.some((line) => line.includes('customer edit page ready')), 'the configuration script ran', 10000);

    const found = await reports();
    equal(found.length, 0, `no violation (${describeReports(found)})`);
  });

  it('a string that would run script is stopped and reported, so "no report" above means no violation', async function (this: MochaContext) {
    this.timeout(30000);
    frame = openFrame('/__site/index.html');
    const win = await waitFor(
      () => (frame!.contentWindow as Win)?.document.querySelector('app-shell')?.shadowRoot && (frame!.contentWindow as Win),
      'the shell',
      20000,
    );
    // The elements make their own named policy and no `default`: a plain string at a sink is refused.
    const box = win.document.createElement('div');
    let htmlRefused = false;
    try {
      box.innerHTML = '<img src="x" onerror="window.__ran = 1"><b>kept</b>';
    } catch {
      htmlRefused = true;
    }
    assert(htmlRefused && !box.firstChild, 'a plain HTML string is refused (no default policy)');
    // The product's policy (kept for a second build of the package) sanitises what it admits.
    const policy = (win as unknown as Record<symbol, { createHTML(html: string): string; createScriptURL(url: string): string }>)[
      Symbol.for('app-shell-platform.trusted-types-policy')
    ]!;
    await waitFor(
      () => {
        box.innerHTML = policy.createHTML('<img src="x" onerror="window.__ran = 1"><b>kept</b>');
        return box.querySelector('b');
      },
      'the sanitiser',
      10000,
    );
    equal(box.querySelector('img')?.getAttribute('onerror') ?? null, null, 'HTML is sanitised by the product policy');
    equal(box.querySelector('b')?.textContent, 'kept');
    let urlRefused = false;
    try {
      policy.createScriptURL('https://evil.example/steal.js');
    } catch {
      urlRefused = true;
    }
    assert(urlRefused, 'the product policy refuses a script URL of another origin');
    const script = win.document.createElement('script');
    let refused = false;
    try {
      script.src = 'https://evil.example/steal.js';
    } catch {
      refused = true;
    }
    assert(refused, 'a script from another origin is refused');
    assert(!(win as unknown as { __ran?: number }).__ran, 'nothing ran');
    let found: Report[] = [];
    for (let i = 0; i < 10 && found.length === 0; i++) found = await reports();
    assert(found.length > 0, 'the violation was reported');
    match(describeReports(found), /require-trusted-types-for/);
  });
});
