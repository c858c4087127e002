import { assert, equal, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, waitFor } from '../../support/dom.ts';
import { $, countCalls, hook, PASSWORD, rowsOf, typeInto } from './page-helpers.ts';

describe('legacy portal page', () => {
  it('embeds a list and a form that share one session, with no CSS crossing either way', async function (this: MochaContext) {
    this.timeout(40000);
    await setViewport(1280, 1240);
    for (const key of Object.keys(localStorage)) if (/token|draft/.test(key)) localStorage.removeItem(key);
    await hook('reset-counts');
    const frame = document.createElement('iframe');
    frame.src = '/portal.html';
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff';
    document.body.append(frame);
    const doc = await waitFor(() => frame.contentDocument?.querySelector('entity-form')?.shadowRoot && frame.contentDocument, 'the portal', 20000);
    const list = doc.querySelector('entity-list')!;
    const form = doc.querySelector('entity-form')!;
    const listRoot = list.shadowRoot!;
    const formRoot = form.shadowRoot!;

    const signIn = await waitFor(() => $(listRoot, '.sign-in'), 'one sign-in form, in the list', 20000);
    assert(!$(formRoot, '.sign-in'), 'the form waits for the same sign-in');
    typeInto($(signIn, '[data-field="account"]')!, 'alice');
    typeInto($(signIn, '[data-field="password"]')!, PASSWORD);
    await sleep(50);
    $(signIn, 'sl-button[variant="primary"]')!.click();

    await waitFor(() => rowsOf(listRoot).length > 0, 'the customers after one sign-in', 15000);
    await waitFor(() => $(formRoot, '.state.empty'), 'the form signed in too');
    equal(await countCalls('FM_USER', 'checkLoginNoDecrypt'), 1, 'one login call');
    const tokens = Object.keys(frame.contentWindow!.localStorage).filter((key) => key.endsWith('-token'));
    equal(tokens.length, 1, `one stored token (${tokens.join(',')})`);

    rowsOf(listRoot)[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitFor(() => $(formRoot, '.detail-grid'), 'the opened record in the form', 15000);
    await waitFor(() => $(formRoot, '.child-section'), 'its contacts section');
    match(doc.getElementById('log')!.textContent, /row-open/);

    // Legacy CSS (dark-red underlined Georgia headings, tables with 2px borders) stays outside.
    const style = (element: Element) => frame.contentWindow!.getComputedStyle(element);
    equal(style(doc.querySelector('#sidebar td')!).borderTopWidth, '2px', 'the portal keeps its own table style');
    const heading = doc.querySelector('#sidebar h3')!;
    equal(style(heading).color, 'rgb(122, 0, 0)', 'the elements do not restyle the portal');
    const innerHeading = $(formRoot, '.page-head h2')!;
    assert(style(innerHeading).color !== 'rgb(122, 0, 0)', 'no legacy heading colour inside');
    assert(!style(innerHeading).textDecorationLine.includes('underline'), 'no legacy underline inside');
    assert(!/Georgia/.test(style(innerHeading).fontFamily), 'no legacy heading font inside');
    await sleep(300);
    await saveScreenshot('portal');
    frame.remove();
  });
});
