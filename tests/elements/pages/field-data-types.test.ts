/**
 * Field config `dataType` (spec §3) changes how a field draws: list and treeList pick the code
 * list inputs, meta the related-record picker, custom a component a bundle registered (strict
 * mode: nothing evaluated). Against the reference server, in Chromium.
 */
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, createCustomer, mountElement, uniqueName, PASSWORD } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

type FormElement = HTMLElement & { config?: unknown };
interface StarsProps {
  value: unknown;
  readOnly: boolean;
  onChange?: (value: unknown) => void;
  field: { label: string };
}

async function strictPlatform(): Promise<TestPlatform> {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', configTextMode: 'strict' },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
  }) as TestPlatform;
  setDefaultPlatform(platform);
  await platform.loadPageConcepts();
  await platform.session.login({ account: 'admin', password: PASSWORD });
  return platform;
}

/** A renderer as a bundle without React registers it: it draws into its box and takes updates. */
function registerStars(platform: TestPlatform): void {
  let button: HTMLButtonElement | undefined;
  const show = (props: StarsProps) => {
    button!.textContent = `${props.readOnly ? 'ro' : 'rw'}:${String(props.value ?? '')}`;
    button!.onclick = () => props.onChange?.('5');
  };
  pageRegistry(platform)!.register('test.stars', {
    mount(container: HTMLElement, props: StarsProps) {
      button = document.createElement('button');
      button.className = 'stars';
      container.append(button);
      show(props);
    },
    update: show,
  } as never);
}

const FIELDS = [
  { attriName: 'NAME' },
  { attriName: 'PHONE', dataType: 'list', codeKey: 'CUSTOMER_LEVEL' },
  { attriName: 'LEVEL', dataType: 'treeList' },
  { attriName: 'EMAIL', dataType: 'meta', metaId: 'PRODUCT' },
  { attriName: 'NOTES', dataType: 'custom', renderer: 'test.stars' },
  { attriName: 'CREDIT', dataType: 'custom', renderer: 'test.nobody' },
  { attriName: 'SIGNED_ON', dataType: 'list' },
];

describe('field config dataType', () => {
  afterEach(unmountAll);

  it('list, treeList, meta and custom change how the fields of a form draw', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await strictPlatform();
    registerStars(platform);
    const { element, root } = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
    (element as FormElement).config = { fields: FIELDS };
    const phone = await waitFor(() => $(root, '.form [data-field="PHONE"] select'), 'a string attribute drawn as a code-list select', 10000);
    await waitFor(() => $$(phone, 'option').length > 2, 'the CUSTOMER_LEVEL options');
    assert($(root, '.form [data-field="LEVEL"] .tree-select [role="combobox"][aria-haspopup="tree"]'), 'a code attribute drawn as a tree select');
    assert(!$(root, '.form [data-field="LEVEL"] select'), 'not the code select any more');
    assert($(root, '.form [data-field="EMAIL"] .ref-picker'), 'meta: the related-record picker of the named entity');
    const stars = await waitFor(() => $(root, '.form [data-field="NOTES"] button.stars'), 'the registered custom renderer');
    equal(stars.textContent, 'rw:');
    stars.click();
    await waitFor(() => stars.textContent === 'rw:5', 'the value the renderer set came back to it');
    const missing = $(root, '.form [data-field="CREDIT"] [data-custom-missing="test.nobody"]');
    assert(missing, 'an unregistered renderer says so in place');
    match(missing!.textContent ?? '', /test\.nobody/);
    equal(missing!.getAttribute('role'), 'alert');
    // A widget without what it needs keeps the attribute's own input (a date here).
    assert($(root, '.form [data-field="SIGNED_ON"] input'), 'list without a codeKey falls back to the attribute type');
  });

  it('a custom field draws read-only on a detail page', async function (this: MochaContext) {
    this.timeout(40000);
    const platform = await strictPlatform();
    registerStars(platform);
    const id = await createCustomer(platform, { NAME: uniqueName('Custom field'), NOTES: '3' });
    const { element, root } = await mountElement(
      `<entity-form entity="CUSTOMER" page-id="page-customer-detail" state="detail" record-id="${id}"></entity-form>`,
    );
    (element as FormElement).config = {
      fields: [
        { attriName: 'NAME', state: 'DETAIL' },
        { attriName: 'NOTES', dataType: 'custom', renderer: 'test.stars', state: 'DETAIL' },
      ],
    };
    const stars = await waitFor(() => $(root, '[data-field="NOTES"] button.stars'), 'the renderer in the detail page', 10000);
    await waitFor(() => stars.textContent === 'ro:3', 'read-only, with the stored value');
  });
});
