import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, createCustomer, mountElement, uniqueName, PASSWORD } from '../pages/page-helpers.ts';
import type { TestPlatform } from '../pages/page-helpers.ts';

type Leaky = Window & { __configLeak?: number; __handlerRan?: string[] };
type FormElement = HTMLElement & { config?: unknown };

async function platformIn(mode: 'strict' | 'compat'): Promise<TestPlatform> {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: mode },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
  }) as TestPlatform;
  setDefaultPlatform(platform);
  await platform.session.login({ account: 'admin', password: PASSWORD });
  return platform;
}

async function editForm(id: string, config: Record<string, unknown>) {
  const mounted = await mountElement(`<entity-form entity="CUSTOMER" page-id="page-customer-edit" state="edit" record-id="${id}"></entity-form>`);
  (mounted.element as FormElement).config = config;
  await waitFor(() => $(mounted.root, '.form [data-field="PHONE"] input'), 'the edit form', 10000);
  return mounted;
}

const phone = (root: ShadowRoot) => ($(root, '.form [data-field="PHONE"] input') as HTMLInputElement).value;

describe('entity-form: named handlers and configuration text modes', () => {
  const w = window as Leaky;
  beforeEach(() => {
    delete w.__configLeak;
    w.__handlerRan = [];
  });
  afterEach(unmountAll);

  it('strict mode runs named handlers, never evaluates text, and names the page in its error', async () => {
    const platform = await platformIn('strict');
    const registry = pageRegistry(platform)!;
    registry.registerHandler('crm.test.mounted', (ctx) => {
      const c = ctx as { setValue(name: string, value: unknown): void; page: { FLAG?: string }; on(event: string, fn: () => void): void };
      w.__handlerRan!.push('mounted');
      c.setValue('PHONE', `named-${c.page.FLAG}`);
      c.on('destroyed', () => w.__handlerRan!.push('destroyed by ctx.on'));
    });
    registry.registerHandler('crm.test.destroyed', () => void w.__handlerRan!.push('destroyed'));
    registry.registerHandler('crm.test.script', () => void w.__handlerRan!.push('compileJS'));
    const id = await createCustomer(platform, { NAME: uniqueName('Strict test') });

    const { root } = await editForm(id, { mounted: ' crm.test.mounted ', destroyed: 'crm.test.destroyed', compileJS: 'crm.test.script' });
    await waitFor(() => phone(root) === 'named-edit', 'the value the named handler set', 10000);
    assert(!$(root, '.script-error'), 'no error for registered names');
    unmountAll();
    await waitFor(() => w.__handlerRan!.includes('destroyed'), 'the named destroyed handler');
    equal(w.__handlerRan!.slice().sort().join(','), 'compileJS,destroyed,destroyed by ctx.on,mounted');

    const second = await editForm(id, { mounted: 'window.__configLeak = 1', compileJS: 'window.__configLeak = 2' });
    const error = await waitFor(() => $(second.root, '.script-error'), 'the strict-mode error on the page', 10000);
    match(error.textContent, /客户|page-customer-edit/, 'the error names the page');
    match(error.textContent, /严格模式|strict mode/);
    await sleep(100);
    equal(w.__configLeak, undefined, 'configuration text stayed inert');
    assert($(second.root, '.form [data-field="NAME"] input'), 'the form still works');
  });

  it('compat mode still runs script text and resolves registered names first', async () => {
    const platform = await platformIn('compat');
    pageRegistry(platform)!.registerHandler('crm.test.compat', () => void w.__handlerRan!.push('named'));
    const id = await createCustomer(platform, { NAME: uniqueName('Compat test') });
    const { root } = await editForm(id, { mounted: 'window.__configLeak = 1', compileJS: 'crm.test.compat' });
    await waitFor(() => w.__configLeak === 1, 'the evaluated mounted script', 10000);
    equal(w.__handlerRan!.join(','), 'named');
    assert(!$(root, '.script-error'), 'no error');
    assert(
      typeof (window as { frame?: { registry?: { registerHandler?: unknown } } }).frame?.registry?.registerHandler === 'function',
      'bundles reach registerHandler on window.frame',
    );
  });
});
