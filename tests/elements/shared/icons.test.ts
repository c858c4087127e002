import '@shoelace-style/shoelace/dist/components/button/button.js';
import { registerShellIcons, svgFrom } from '../../../elements/shared/icons.ts';
import { assert, equal } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';

describe('icons', () => {
  afterEach(unmountAll);

  it('reads an SVG that names no namespace (Shoelace system icons) as SVG', async () => {
    const bare = '<svg viewBox="0 0 24 24" fill="none"><polyline points="6 9 12 15 18 9"></polyline></svg>';
    const svg = await svgFrom(`data:image/svg+xml,${encodeURIComponent(bare)}`);
    assert(svg, 'an svg');
    equal(svg.namespaceURI, 'http://www.w3.org/2000/svg');
    equal(svg.getAttribute('viewBox'), '0 0 24 24');
    equal(svg.firstElementChild?.namespaceURI, 'http://www.w3.org/2000/svg');
    equal(svg.firstElementChild?.getAttribute('points'), '6 9 12 15 18 9');
  });

  it("draws a button's caret at the font's size, not as an empty 150 px box", async () => {
    registerShellIcons();
    const button = document.createElement('sl-button') as HTMLElement;
    button.setAttribute('caret', '');
    button.setAttribute('size', 'small');
    button.textContent = 'Someone · Role';
    document.body.append(button);
    try {
      const caret = await waitFor(() => button.shadowRoot?.querySelector<HTMLElement>('.button__caret') ?? null, 'the caret');
      const drawn = await waitFor(() => caret.shadowRoot?.querySelector('svg polyline') ?? null, 'the caret drawn', 5000);
      assert(drawn, 'the caret has its line');
      const height = caret.getBoundingClientRect().height;
      assert(height > 0 && height <= 24, `the caret is ${height} px tall`);
      assert(button.getBoundingClientRect().height <= 40, 'the button keeps its small height');
    } finally {
      button.remove();
    }
  });
});
