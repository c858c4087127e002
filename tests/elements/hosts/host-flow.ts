/**
 * One walk through a host page (plain HTML, React, Vue) as the reference server serves it, with
 * the built elements and host apps: one sign-in for both elements, the list's config and query
 * properties, the host's event log (selection-change, row-open, form-submit, form-saved), the
 * form driven by attributes and its values property, and the language the host shares.
 */
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import { $, $$, openFrame, rowsOf, selectValue, text, typeInto } from '../../support/demo-page.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { countCalls, hook, PASSWORD, uniqueName } from '../pages/page-helpers.ts';

export type HostName = 'plain' | 'react' | 'vue';

const TITLES: Record<HostName, [string, string]> = {
  plain: ['纯 HTML 宿主页', 'Plain HTML host'],
  react: ['React 宿主页', 'React host'],
  vue: ['Vue 3 宿主页', 'Vue 3 host'],
};

interface CspReport {
  'csp-report'?: { 'violated-directive'?: string; 'blocked-uri'?: string };
}

/** What the page's CSP refused while the host ran (the server collects reports with test hooks on). */
async function cspViolations(): Promise<string[]> {
  await sleep(800); // the browser sends reports on its own schedule
  const reply = (await (await fetch('/__test/csp-reports')).json()) as { data: CspReport[] };
  return reply.data.map((report) => `${report['csp-report']?.['violated-directive'] ?? '?'} ${report['csp-report']?.['blocked-uri'] ?? ''}`);
}

function forgetSession(): void {
  for (const key of Object.keys(localStorage)) if (/token|draft|language/.test(key)) localStorage.removeItem(key);
}

interface HostPage {
  doc: Document;
  listRoot: ShadowRoot;
  formRoot: ShadowRoot;
  form: HTMLElement;
  host: (name: string) => HTMLElement;
  events: (name: string) => string[];
}

async function openHost(frame: HTMLIFrameElement): Promise<HostPage> {
  // The elements' script and the host's own are two modules: the elements can be defined before
  // the host's script has drawn its part of the page (its user line is never empty once it has).
  const doc = await waitFor(
    () => {
      const doc = frame.contentDocument;
      return doc?.querySelector('entity-form')?.shadowRoot && doc.querySelector('[data-host="user"]')?.textContent ? doc : undefined;
    },
    'the host page with its elements',
    20000,
  );
  const form = doc.querySelector<HTMLElement>('entity-form')!;
  return {
    doc,
    form,
    listRoot: doc.querySelector('entity-list')!.shadowRoot!,
    formRoot: form.shadowRoot!,
    host: (name) => doc.querySelector<HTMLElement>(`[data-host="${name}"]`)!,
    events: (name) => $$(doc, `[data-host="events"] li[data-event="${name}"]`).map((item) => text(item)),
  };
}

/** One sign-in in the list; the form waits for it and opens with the same session. */
async function signInOnce(page: HostPage, name: HostName): Promise<void> {
  equal(text($(page.doc, 'h1')), TITLES[name][0], 'the host heading, in Chinese first');
  equal(text(page.host('user')), '未登录', 'the host sees no user yet');
  const signIn = await waitFor(() => $(page.listRoot, '.sign-in'), 'one sign-in form, in the list', 20000);
  assert(!$(page.formRoot, '.sign-in'), 'the form waits for the same sign-in');
  typeInto($(signIn, '[data-field="account"]')!, 'alice');
  typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
  await sleep(50);
  $(signIn, 'sl-button[variant="primary"]')!.click();
  await waitFor(() => rowsOf(page.listRoot).length > 0, 'the customers after one sign-in', 20000);
  await waitFor(() => $(page.formRoot, '.state.empty'), 'the form signed in too', 10000);
  equal(await countCalls('FM_USER', 'checkLoginNoDecrypt'), 1, 'one login call for both elements');
  await waitFor(() => /^当前用户：\S/.test(text(page.host('user'))), 'the host shows the shared user');
}

/** The list's `config` (page size 10) and `query` (the host's level filter) properties. */
async function listProperties(page: HostPage): Promise<void> {
  assert(rowsOf(page.listRoot).length <= 10, `at most 10 rows from the config property (${rowsOf(page.listRoot).length})`);
  equal(($(page.listRoot, '.pager-size') as HTMLInputElement | null)?.value, '10', 'the pager follows the config property');
  selectValue(page.host('level'), 'A');
  await waitFor(
    () => {
      const rows = rowsOf(page.listRoot);
      return rows.length > 0 && rows.every((row) => text(row).includes('重点客户'));
    },
    'only key accounts after the host sets the query property',
    15000,
  );
}

/** selection-change and row-open reach the host, which opens the record in its form by attribute. */
async function listEvents(page: HostPage): Promise<string> {
  $(rowsOf(page.listRoot)[0]!, '.check input')!.click();
  await waitFor(() => page.events('selection-change').some((entry) => /^selection-change 1: \S/.test(entry)), 'selection-change in the host log');
  equal(text(page.host('selection')), '已选 1 条');
  rowsOf(page.listRoot)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
  const opened = await waitFor(() => page.events('row-open')[0], 'row-open in the host log');
  const key = /^row-open \w+ (\S+)$/.exec(opened)?.[1];
  assert(key, `the row's key in the log (${opened})`);
  await waitFor(() => page.form.getAttribute('record-id') === key, 'the host set record-id on the form');
  await waitFor(() => $(page.formRoot, '.detail-grid'), 'the opened record in the form', 15000);
  assert(!$(page.listRoot, 'sl-dialog[open]'), 'the host prevented the list\u2019s own dialog');
  return key;
}

/** A new customer: state attribute and values property in, form-submit and form-saved out. */
async function addCustomer(page: HostPage): Promise<void> {
  page.host('new').click();
  const name = await waitFor(() => $(page.formRoot, '.form [data-field="NAME"] input') as HTMLInputElement | null, 'the add form', 15000);
  equal(page.form.getAttribute('state'), 'add');
  await waitFor(() => ($(page.formRoot, '.form [data-field="LEVEL"] select') as HTMLSelectElement | null)?.value === 'C', 'the level from the values property');
  typeInto(name, uniqueName('Host customer'));
  $(page.formRoot, '.save-button')!.click();
  const saved = await waitFor(() => page.events('form-saved')[0], 'form-saved in the host log', 15000);
  match(page.events('form-submit')[0] ?? '', /^form-submit add$/, 'form-submit came first');
  const id = /^form-saved add (\S+)$/.exec(saved)?.[1];
  assert(id, `the new record's id in the log (${saved})`);
  await waitFor(() => page.form.getAttribute('state') === 'detail' && page.form.getAttribute('record-id') === id, 'the host shows the saved record');
  await waitFor(() => $(page.formRoot, '.detail-grid'), 'the saved record in detail', 15000);
}

/** The host's language switch switches the elements too (they share the core instance). */
async function switchLanguage(page: HostPage, name: HostName): Promise<void> {
  page.host('language').click();
  await waitFor(() => text($(page.doc, 'h1')) === TITLES[name][1], 'the host in English');
  await waitFor(() => text($(page.listRoot, '.page-head h2')) === 'Customers', 'the list in English too');
  match(text(page.host('user')), /^Signed in as \S/);
  equal(page.doc.documentElement.lang, 'en-US');
  page.host('language').click();
  await waitFor(() => text($(page.doc, 'h1')) === TITLES[name][0], 'back in Chinese');
}

export async function walkHost(name: HostName): Promise<void> {
  forgetSession();
  await hook('reset-counts');
  await fetch('/__test/csp-reports/clear', { method: 'POST', body: '{}' });
  await setViewport(1440, 900);
  const frame = openFrame(`/__site/hosts/${name}.html`);
  try {
    const page = await openHost(frame);
    await signInOnce(page, name);
    await listProperties(page);
    await listEvents(page);
    await addCustomer(page);
    await switchLanguage(page, name);
    await saveScreenshot(`host-${name}`);
    assert(!$(page.doc, '.host-problem'), 'the host found the shared session');
    deepEqual(await cspViolations(), [], 'the host app runs under the demo pages\u2019 CSP and Trusted Types');
  } finally {
    frame.remove();
    forgetSession();
  }
}
