import { loadSanitizer } from '../../../core/index.ts';
import { adoptWhileMounted, sheetFor } from '../../../elements/shared/styles.ts';
import { renderRichHtml } from '../../../elements/shared/rich-html.tsx';
import { assert, equal } from '../../support/assert.ts';

/**
 * Styles without anything `style-src 'self'` blocks (docs/core-architecture.md "Trusted Types and
 * styles under a strict CSP"): sheets adopted while mounted, rich text's styles through CSSOM.
 */
function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('adopted styles', () => {
  it('adds a sheet once for every user and takes it away with the last', () => {
    const root = shadowRoot();
    const own = sheetFor('.own { color: blue }');
    root.adoptedStyleSheets = [own];
    const first = adoptWhileMounted(root, ['.a { color: red }']);
    const second = adoptWhileMounted(root, ['.a { color: red }', '.b { color: green }']);
    equal(root.adoptedStyleSheets.length, 3, 'the element’s sheet, then .a and .b once each');
    equal(root.adoptedStyleSheets[0], own);
    first();
    equal(root.adoptedStyleSheets.length, 3, '.a stays while the second user is mounted');
    second();
    equal(root.adoptedStyleSheets.length, 1, 'only the element’s own sheet is left');
    const third = adoptWhileMounted(root, ['.own { color: blue }']);
    third();
    equal(root.adoptedStyleSheets[0], own, 'a sheet the element adopted itself is never taken away');
  });

  it('rich text: style attributes through CSSOM, style sheets adopted while shown, none parsed', async () => {
    await loadSanitizer();
    const root = shadowRoot();
    const box = document.createElement('div');
    root.append(box);
    const release = renderRichHtml(box, '<p style="color: rgb(1, 2, 3); position: fixed">a</p><style>em { color: rgb(4, 5, 6) }</style><em>b</em>');
    const p = box.querySelector('p')!;
    equal(getComputedStyle(p).color, 'rgb(1, 2, 3)');
    equal(p.style.position, '', 'position is not on the whitelist');
    equal(getComputedStyle(box.querySelector('em')!).color, 'rgb(4, 5, 6)');
    assert(!box.querySelector('style, xmp, [data-sanitized-style]'), 'nothing hidden or inline left');
    equal(root.adoptedStyleSheets.length, 1);
    release();
    equal(root.adoptedStyleSheets.length, 0, 'the sheet goes with the HTML');
  });
});
