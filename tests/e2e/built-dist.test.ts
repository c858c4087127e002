import { assert, deepEqual, equal, match } from '../support/assert.ts';
import { $, openFrame } from '../support/demo-page.ts';
import { waitFor } from '../support/dom.ts';

/**
 * The built package as a visitor of the demo pages gets it: the reference server's own pages
 * (`/__site/...`) with the built `dist/elements.js` and `dist/custom-elements.json`, never the
 * sources vite serves to the other browser tests, so a broken build fails here. `npm test` builds
 * before the browser tests.
 */

type Win = Window & typeof globalThis;

const PUBLIC_TAGS = ['app-shell', 'entity-form', 'entity-list', 'pdf-viewer'];

interface Manifest {
  schemaVersion?: string;
  modules?: Array<{ path?: string; declarations?: Array<{ tagName?: string; customElement?: boolean }> }>;
}

async function manifestTags(): Promise<string[]> {
  const reply = await fetch('/__site/dist/custom-elements.json');
  equal(reply.status, 200, 'dist/custom-elements.json is served');
  const manifest = (await reply.json()) as Manifest;
  assert(typeof manifest.schemaVersion === 'string', 'the manifest has a schema version');
  return (manifest.modules ?? [])
    .flatMap((module) => (module.declarations ?? []).map((declaration) => declaration.tagName ?? ''))
    .filter(Boolean)
    .sort();
}

/** Script resources a page loaded: the built files only, nothing a dev server makes from sources. */
function scriptsOf(win: Win): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\.(m?js|tsx?)$/.test(path) || path.startsWith('/@'));
}

describe('the built package through the reference server', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('serves dist/custom-elements.json naming every public element, and dist/elements.js as a script', async () => {
    deepEqual(await manifestTags(), PUBLIC_TAGS);
    const script = await fetch('/__site/dist/elements.js');
    equal(script.status, 200, 'dist/elements.js is served');
    match(script.headers.get('content-type'), /javascript/);
    // The entry is small (its code lives in chunks it shares with the per-element entries): built, not the source.
    const text = await script.text();
    assert(/from\s*["']\.\/chunks\//.test(text) && /export\s*\{/.test(text) && !/\.tsx?["']/.test(text), 'dist/elements.js is the built entry');
  });

  it('the demo page runs the built elements.js: every element of the manifest defined, the login form drawn', async function (this: MochaContext) {
    this.timeout(30000);
    localStorage.clear();
    frame = openFrame('/__site/index.html');
    const win = () => frame!.contentWindow as Win;
    const root = await waitFor(() => win()?.document.querySelector('app-shell')?.shadowRoot, 'the shell from the built elements.js', 15000);
    await waitFor(() => $(root, '[data-field="account"]'), 'the login form', 15000);
    for (const tag of await manifestTags()) assert(win().customElements.get(tag), `<${tag}> is defined by the build`);
    const scripts = scriptsOf(win());
    assert(scripts.includes('/dist/elements.js'), `the page loaded /dist/elements.js (${scripts.join(', ')})`);
    const sources = scripts.filter((path) => /^\/@|\.tsx?$|\/node_modules\/|^\/(core|elements)\//.test(path));
    deepEqual(sources, [], 'no script a dev server makes from sources');
  });

  it('the portal page upgrades its entity-list and entity-form from the same build', async function (this: MochaContext) {
    this.timeout(30000);
    frame = openFrame('/__site/portal.html');
    const doc = await waitFor(() => frame!.contentDocument?.querySelector('entity-list')?.shadowRoot && frame!.contentDocument, 'the portal list', 15000);
    await waitFor(() => doc.querySelector('entity-form')?.shadowRoot, 'the portal form', 15000);
    await waitFor(() => (doc.querySelector('entity-list')!.shadowRoot!.childElementCount ?? 0) > 0, 'the list drawn', 15000);
  });
});
