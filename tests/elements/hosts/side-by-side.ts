/**
 * What the side-by-side tests share: a host page of tests/elements/hosts/pages/ opened in a frame
 * (tests/support/wtr-pages.mjs serves it; the test's own page has the sources' elements
 * registered, a host page has only what it loads), an element of it drawn until its list shows
 * rows, and the host's own Shoelace controls drawn.
 */
import { assert } from '../../support/assert.ts';
import { $, openFrame, rowsOf } from '../../support/demo-page.ts';
import { waitFor } from '../../support/dom.ts';
import { rowsShown, signInThrough } from './sign-in.ts';

export interface HostFrame {
  frame: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis;
}

/** Opens /__pages/<name>.html and waits for `ready` to hold in it. */
export async function openPage(name: string, ready: (win: Window & typeof globalThis) => unknown): Promise<HostFrame> {
  const frame = openFrame(`/__pages/${name}.html`);
  const win = await waitFor(
    () => {
      const view = frame.contentWindow as (Window & typeof globalThis) | null;
      return view?.document.readyState === 'complete' && ready(view) ? view : null;
    },
    `the page ${name}`,
    20000,
  );
  return { frame, doc: win.document, win };
}

/** The page's `tag` element: signs in if it asks, then waits for rows. */
export async function listDraws(page: HostFrame, tag: string): Promise<number> {
  const root = await waitFor(() => page.doc.querySelector(tag)?.shadowRoot, `<${tag}> upgraded`, 20000);
  await waitFor(() => $(root, '.sign-in') ?? rowsOf(root)[0], `<${tag}> asks to sign in or shows rows`, 20000);
  if ($(root, '.sign-in')) await signInThrough(root);
  return rowsShown(root, `<${tag}>`);
}

/** The host's own `<sl-button>` and `<sl-input>`: upgraded, with their shadow parts, visible. Gives the sl-* version. */
export async function hostShoelaceDraws(page: HostFrame): Promise<string> {
  const button = page.doc.querySelector('body > sl-button')!;
  const input = page.doc.querySelector('body > sl-input')!;
  await waitFor(
    () => button.shadowRoot?.querySelector('[part~="base"]') && input.shadowRoot?.querySelector('[part~="input"]'),
    'the host\u2019s Shoelace parts',
    10000,
  );
  assert(button.getBoundingClientRect().height > 0 && input.getBoundingClientRect().height > 0, 'the host\u2019s Shoelace controls have a size');
  return String((page.win.customElements.get('sl-button') as unknown as { version?: string }).version);
}
