import { assert, equal } from '../support/assert.ts';
import { setViewport } from '../support/commands.ts';
import { $, $$, openFrame, rowsOf, typeInto } from '../support/demo-page.ts';
import { sleep, waitFor } from '../support/dom.ts';

/**
 * The acceptance of "Trusted Types and styles under a strict CSP": the reference server's
 * `strict.html` (`/__site/...` is the server's own page with its headers) says `script-src 'self'`
 * plus a nonce (for its inline script), `style-src 'self'` (no 'unsafe-inline'),
 * `require-trusted-types-for 'script'` and a `trusted-types` list of just the elements' policies plus the host's `default`; the host makes its
 * own `default` policy, which refuses everything, before or after the elements load. A plain string
 * written to an HTML or script sink, a `<style>` element or a parsed `style` attribute would be a
 * violation (or break a screen): a signed-in list with rows, a form with a styled rich-text field
 * and icons must show with none, and no uncaught error.
 */

type Win = Window & typeof globalThis & { hostRecord: { violations: string[]; errors: string[]; defaultPolicy?: boolean } };
const STYLED_NOTES =
  '<p style="color: rgb(200, 0, 0); font-weight: bold; position: fixed">styled <span style="text-decoration: underline">note</span></p>' +
  '<style>.richtext em { color: rgb(0, 120, 0) }</style><p><em>sheet</em></p>';

interface Report {
  'csp-report'?: Record<string, string>;
}

async function serverReports(): Promise<Report[]> {
  await sleep(800);
  return ((await (await fetch('/__test/csp-reports')).json()) as { data: Report[] }).data;
}

/** Puts styled rich text into customer 2's notes with the session the elements stored. */
async function styleNotesOfCustomer2(): Promise<void> {
  const headers = { Authorization: `Bearer ${localStorage.getItem('demo-token')}`, 'Content-Type': 'application/json' };
  const got = (await (await fetch('/api/v1/demo/crm/CUSTOMER/get', { method: 'POST', headers, body: JSON.stringify({ id: 2 }) })).json()) as {
    code: string;
    data: { bean: { data: Record<string, unknown> } };
  };
  equal(got.code, '0', 'read customer 2');
  const data = { ...got.data.bean.data, NOTES: STYLED_NOTES };
  const saved = (await (await fetch('/api/v1/demo/crm/CUSTOMER/update', { method: 'POST', headers, body: JSON.stringify({ data }) })).json()) as {
    code: string;
    msg: string;
  };
  equal(saved.code, '0', `save the notes: ${saved.msg}`);
}

/** Every sl-icon under a root, through nested shadow roots. */
function iconsUnder(root: ParentNode, found: Element[] = []): Element[] {
  for (const element of root.querySelectorAll('*')) {
    if (element.localName === 'sl-icon') found.push(element);
    if (element.shadowRoot) iconsUnder(element.shadowRoot, found);
  }
  return found;
}

describe('a strict host page (style-src self, Trusted Types, its own refusing default policy)', () => {
  let frame: HTMLIFrameElement | undefined;
  before(async () => {
    await setViewport(1280, 900);
    await fetch('/__test/reset', { method: 'POST', body: '{}' });
  });
  beforeEach(async () => {
    await fetch('/__test/csp-reports/clear', { method: 'POST', body: '{}' });
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('serves strict.html with no inline styles and the policies by name', async () => {
    const csp = (await fetch('/__site/strict.html')).headers.get('content-security-policy') ?? '';
    assert(/style-src 'self'(;|$)/.test(csp), `style-src 'self' only: ${csp}`);
    assert(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/.test(csp), `scripts from the origin and the reply's nonce: ${csp}`);
    assert(/trusted-types app-shell-platform lit-html dompurify default(;|$)/.test(csp), `the policy names: ${csp}`);
    const index = (await fetch('/__site/index.html')).headers.get('content-security-policy') ?? '';
    assert(!index.includes('unsafe-inline'), `no 'unsafe-inline' on the shell's page: ${index}`);
  });

  for (const when of ['before', 'after']) {
    it(`the host's default policy made ${when} the elements load: rows, styles, rich text, icons, no violation`, async function (this: MochaContext) {
      this.timeout(60000);
      localStorage.clear();
      frame = openFrame(`/__site/strict.html?default=${when}`);
      const win = () => frame!.contentWindow as Win;
      const doc = await waitFor(() => win()?.document.querySelector('entity-list')?.shadowRoot && win().document, 'the strict page', 20000);
      const list = doc.querySelector('entity-list')!.shadowRoot!;
      const signIn = await waitFor(() => $(list, '.sign-in') ?? (rowsOf(list).length > 0 ? list : null), 'the sign-in form or rows', 20000);
      if (signIn !== list) {
        typeInto($(signIn, '[data-field="account"]')!, 'alice');
        typeInto($(signIn, '[data-field="password"]')!, 'demo123');
        await sleep(50);
        $(signIn, 'sl-button[variant="primary"]')!.click();
      }
      await waitFor(() => rowsOf(list).length > 0, 'the rows', 20000);
      // Styled: the page's sheets are adopted (a <style> element would have been blocked).
      equal(getComputedStyle($(list, '.entity-page')!).display, 'flex', 'the list page styled');
      equal(list.querySelectorAll('style').length, 0, 'no style element in the list');

      await styleNotesOfCustomer2();
      const form = doc.querySelector('entity-form')!;
      form.setAttribute('record-id', '2');
      const root = form.shadowRoot!;
      const styled = await waitFor(() => $$(root, '.richtext p').find((p) => p.textContent?.startsWith('styled')), "customer 2's rich-text notes", 20000);
      equal(getComputedStyle(styled).color, 'rgb(200, 0, 0)', 'a whitelisted style attribute applied');
      equal(getComputedStyle(styled).fontWeight, '700');
      equal(getComputedStyle(styled).position, 'static', 'a style outside the whitelist dropped');
      equal(getComputedStyle($(styled, 'span')!).textDecorationLine, 'underline');
      equal(getComputedStyle($(root, '.richtext em')!).color, 'rgb(0, 120, 0)', 'a whitelisted style sheet applied');
      equal($$(root, '[data-sanitized-style]').length, 0, 'no hidden style left');

      const icons = await waitFor(
        () => {
          const drawn = iconsUnder(doc).filter((icon) => icon.shadowRoot?.querySelector('svg *'));
          return drawn.length > 0 ? drawn : null;
        },
        'icons drawn',
        10000,
      );
      assert(icons.length > 0, 'icons drawn');

      await sleep(500);
      const record = win().hostRecord;
      equal(record.defaultPolicy, true, "the host's default policy exists");
      equal(record.violations.length, 0, `no violation seen by the page (${record.violations.join('; ')})`);
      equal(record.errors.length, 0, `no uncaught error (${record.errors.join('; ')})`);
      const reports = await serverReports();
      equal(reports.length, 0, `no violation reported (${JSON.stringify(reports.map((r) => r['csp-report']))})`);
    });
  }
});
