/**
 * A form whose page config and metadata core has loaded already (a form opened again, a second
 * element of the same entity) draws its fields in its first pass: no loading state in between,
 * no request, and the person's draft is in the fields from the start.
 */
import { assert, equal } from '../../support/assert.ts';
import { typeText } from '../../support/commands.ts';
import { createFakePlatform, defaultUser } from '../../support/fake-platform.ts';
import type { FakeCall } from '../../support/fake-platform.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { BENCH_CODE_KEY, BENCH_ENTITY, BENCH_OPTIONS, FIELD_COUNT, benchMeta, benchPageConfig } from '../../bench/pages/form-plain-fields.ts';
import { $$, mountElement } from '../pages/page-helpers.ts';
import { getDefaultPlatform } from '../../../core/index.ts';

const fields = (root: ShadowRoot) => $$(root, '.form [data-field]').length;

/** What the element's shadow root showed at each change: 'loading', or the number of fields. */
function watchStates(element: HTMLElement): string[] {
  const seen: string[] = [];
  const root = element.shadowRoot!;
  new MutationObserver(() => {
    if (root.querySelector('.state.loading')) seen.push('loading');
    else if (fields(root) > 0) seen.push(String(fields(root)));
  }).observe(root, { childList: true, subtree: true });
  return seen;
}

function fakeServer() {
  return createFakePlatform({
    'FM_PAGE_CONFIG/getPageConfig': benchPageConfig(),
    'FM_ENTITY/getMeta': benchMeta(),
    'FM_CODE_DEFINE/getCodes': (call: FakeCall) => (call.params.key === BENCH_CODE_KEY ? BENCH_OPTIONS : []),
    '*': null,
  });
}

async function mountForm(): Promise<{ root: ShadowRoot; seen: string[] }> {
  const host = document.createElement('div');
  document.body.append(host);
  const form = document.createElement('entity-form');
  form.setAttribute('entity', BENCH_ENTITY);
  form.setAttribute('state', 'add');
  await customElements.whenDefined('entity-form');
  const seen = watchStates(form);
  host.append(form);
  await waitFor(() => fields(form.shadowRoot!) === FIELD_COUNT, 'all fields', 15000);
  return { root: form.shadowRoot!, seen };
}

describe('entity-form: drawn in one pass from loaded metadata', () => {
  afterEach(() => {
    unmountAll();
    for (const form of document.querySelectorAll('entity-form')) form.parentElement?.remove();
  });

  it('the first form loads; a second one of the same entity shows its fields at once, asking nothing', async () => {
    const { calls } = fakeServer();
    // The first element brings up the page concepts and loads the config and metadata.
    await mountElement(`<entity-form entity="${BENCH_ENTITY}" state="add"></entity-form>`);
    const first = await mountForm();
    const asked = calls.length;
    const second = await mountForm();
    equal(second.seen[0], String(FIELD_COUNT), `the first thing drawn is the whole form (${second.seen.slice(0, 3).join(', ')})`);
    assert(!second.seen.includes('loading'), 'no loading state on the way');
    equal(
      calls.filter((c) => c.route === 'FM_PAGE_CONFIG/getPageConfig' || c.route === 'FM_ENTITY/getMeta').length,
      calls.slice(0, asked).filter((c) => c.route === 'FM_PAGE_CONFIG/getPageConfig' || c.route === 'FM_ENTITY/getMeta').length,
      'no config or metadata asked again',
    );
    assert(first.root !== second.root, 'two elements');
  });

  it('a draft of the new record is in the fields from the first pass', async () => {
    fakeServer();
    const { root } = await mountForm();
    const input = root.querySelector<HTMLInputElement>('.form [data-field="F001"] input')!;
    input.focus();
    await typeText('draft text');
    // The draft is written once typing pauses; unmounting keeps it.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (const form of document.querySelectorAll('entity-form')) form.remove();

    const again = await mountForm();
    const shown = again.root.querySelector<HTMLInputElement>('.form [data-field="F001"] input')!;
    equal(shown.value, 'draft text');
    assert(!again.seen.includes('loading'), 'no loading state on the way');
    assert(again.root.querySelector('.draft-notice'), 'the draft is announced');
  });

  it('forms connecting together on a page with a token but no user yet: one session check, each call once', async () => {
    const { platform, calls, replies } = fakeServer();
    replies['FM_USER/getUser'] = { bean: defaultUser() };
    platform.state.$user.set(null);
    platform.http.token.set('token-1');
    const forms = Array.from({ length: 3 }, () => {
      const form = document.createElement('entity-form');
      form.setAttribute('entity', BENCH_ENTITY);
      form.setAttribute('state', 'add');
      return form;
    });
    const host = document.createElement('div');
    document.body.append(host);
    host.append(...forms);
    for (const form of forms) await waitFor(() => form.shadowRoot && fields(form.shadowRoot) === FIELD_COUNT, 'all fields of each form', 15000);
    const count = (route: string) => calls.filter((c) => c.route === route).length;
    equal(count('FM_USER/getUser'), 1, 'one session check for the page');
    equal(count('FM_ENTITY/getMeta'), 1, 'the metadata once');
    equal(count('FM_PAGE_CONFIG/getPageConfig'), 1, 'the page config once');
    equal(count('FM_CODE_DEFINE/getCodes'), 1, 'the code list once');
    for (const form of forms) assert(!form.shadowRoot!.querySelector('.form [aria-busy="true"]'), 'no field still loading');
  });

  it('a shortcut that fails leaves the form to its load: the fields still come, with no error panel', async () => {
    fakeServer();
    await mountForm();
    const core = getDefaultPlatform() as unknown as { forms: { buildFieldsNow: unknown }; meta: { peekPageConfig: unknown } };
    const original = { buildFieldsNow: core.forms.buildFieldsNow, peekPageConfig: core.meta.peekPageConfig };
    try {
      core.forms.buildFieldsNow = () => {
        throw new Error('buildFieldsNow failed');
      };
      const fieldsLoaded = await mountForm();
      assert(!fieldsLoaded.root.querySelector('[part~="error-panel"]'), 'no error panel');
      core.meta.peekPageConfig = () => {
        throw new Error('peekPageConfig failed');
      };
      const pageLoaded = await mountForm();
      assert(!pageLoaded.root.querySelector('[part~="error-panel"]'), 'no error panel');
    } finally {
      core.forms.buildFieldsNow = original.buildFieldsNow;
      core.meta.peekPageConfig = original.peekPageConfig;
    }
  });
});
