/**
 * The plain fields of a form are native controls (docs/core-architecture.md, "Native form
 * inputs"): they keep their labels, required marks, messages and keyboard use, take the theme's
 * tokens, expose their documented parts, and a 300-field form draws no Shoelace input for them.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { executeCommand, press, typeText } from '../../support/commands.ts';
import { createFakePlatform } from '../../support/fake-platform.ts';
import type { FakeCall } from '../../support/fake-platform.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { BENCH_CODE_KEY, BENCH_ENTITY, BENCH_OPTIONS, FIELD_COUNT, benchMeta, benchPageConfig } from '../../bench/pages/form-plain-fields.ts';
import { getDefaultPlatform } from '../../../core/index.ts';
import { themeApi } from '../../../elements/shared/theme.ts';
import { $, $$, freshPlatform, mountElement } from '../pages/page-helpers.ts';

const control = (root: ParentNode, name: string) => $(root, `.form [data-field="${name}"] [part~="field-input"]`) as HTMLInputElement;
/** The field whose control has the focus (focus inside a Shoelace input counts for its field). */
const focusedField = (root: ShadowRoot) => root.activeElement?.closest('[data-field]')?.getAttribute('data-field');

async function shiftTab(): Promise<void> {
  await executeCommand('send-keys', { down: 'Shift' });
  await press('Tab');
  await executeCommand('send-keys', { up: 'Shift' });
}

async function addForm() {
  await freshPlatform();
  const mounted = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
  await waitFor(() => control(mounted.root, 'NAME'), 'the add form', 10000);
  return mounted;
}

describe('entity-form: native plain fields', () => {
  afterEach(() => {
    unmountAll();
    themeApi(getDefaultPlatform()).setTheme('default');
    document.getElementById('part-probe')?.remove();
  });

  it('labels every plain control, marks the required ones, and ties the message to the field', async () => {
    const { root } = await addForm();
    const plain = $$(root, '.form .form-field.contained [part~="field-input"]').filter((c) => c.tagName !== 'FIELDSET') as HTMLInputElement[];
    assert(plain.length >= 5, `native controls in the form (${plain.length})`);
    for (const input of plain) {
      const label = input.labels?.[0];
      assert(label && label.textContent?.trim(), `${input.name} has a visible label`);
      equal(label!.getAttribute('part'), 'field-label', `${input.name}'s label is the field-label part`);
    }
    const name = control(root, 'NAME');
    equal(name.labels?.[0]?.textContent, '客户名称');
    assert(name.labels?.[0]?.hasAttribute('data-required'), 'the required mark is on the label');
    equal(name.getAttribute('aria-required'), 'true');

    $(root, '.save-button')!.click();
    await waitFor(() => name.getAttribute('aria-invalid') === 'true', 'the name marked invalid');
    const messageId = name.getAttribute('aria-describedby');
    assert(messageId, 'the control points to its message');
    const message = root.getElementById(messageId!);
    match(message?.textContent, /客户名称/);
    equal(message?.getAttribute('part'), 'field-message');
    equal(control(root, 'EMAIL').getAttribute('aria-invalid'), null, 'a valid field is not marked');
  });

  it('takes typing and Tab from the keyboard, in the order of the fields', async () => {
    const { root } = await addForm();
    const name = control(root, 'NAME');
    $(root, '.save-button')!.click();
    await waitFor(() => name.getAttribute('aria-invalid') === 'true', 'the name message');
    name.focus();
    await typeText('Ada Lovelace');
    equal(name.value, 'Ada Lovelace');
    await waitFor(() => !name.hasAttribute('aria-invalid'), 'the message goes once the name is typed');

    await press('Tab');
    equal(focusedField(root), 'LEVEL', 'Tab goes from the name to the level');
    await press('Tab');
    equal(focusedField(root), 'REGION', 'then to the region (a Shoelace tree select)');
    await press('Tab');
    equal(focusedField(root), 'EMAIL', 'then to the email');
    await shiftTab();
    await shiftTab();
    equal(focusedField(root), 'LEVEL', 'Shift+Tab goes back');
  });

  it('opens the tree select from the keyboard, picks a node and closes, drawing no tree while closed', async () => {
    const { root } = await addForm();
    const region = control(root, 'REGION');
    equal(region.getAttribute('role'), 'combobox');
    equal(region.getAttribute('aria-haspopup'), 'tree');
    equal(region.labels?.[0]?.textContent, '所在地区', 'the tree select has its visible label');
    assert(!$(root, '.form sl-tree'), 'no tree drawn while the select is closed');
    region.focus();
    await press('Enter');
    const panel = await waitFor(() => $(root, '[data-field="REGION"] .tree-panel'), 'the tree panel');
    assert(panel.matches(':popover-open'), 'the tree is in the top layer');
    equal(region.getAttribute('aria-expanded'), 'true');
    await press('Escape');
    await waitFor(() => !$(root, '.tree-panel'), 'Escape closes the tree');
    equal(focusedField(root), 'REGION', 'the focus is back on the select');

    region.click();
    await waitFor(() => $(root, '.tree-panel sl-tree-item[data-value="NC"]'), 'the region nodes');
    // The keyboard is in the tree, on its first node: the next one is North China.
    await waitFor(() => root.activeElement?.closest('sl-tree-item')?.getAttribute('data-value') === 'EC', 'the focus on the first node');
    await press('ArrowDown');
    await press('Enter');
    await waitFor(() => region.value === '华北', 'the picked node shown by its name');
    assert(!$(root, '.tree-panel'), 'the tree closes once a node is picked');
    equal(focusedField(root), 'REGION');
    await press('Delete');
    await waitFor(() => region.value === '' && region.placeholder === '选择', 'Delete clears the select');
  });

  it('switches a boolean with the space bar and picks a date from the calendar', async () => {
    await freshPlatform();
    const { root } = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
    const active = await waitFor(() => $(root, '.form [data-field="ACTIVE"] [role="switch"]') as HTMLInputElement | null, 'the switch', 10000);
    const before = active.checked;
    active.focus();
    await press('Space');
    equal(active.checked, !before, 'Space toggles the switch');

    const date = control(root, 'SIGNED_ON');
    $(root, '[data-field="SIGNED_ON"] .field-date-button')!.click();
    const calendar = await waitFor(() => $(root, '[data-field="SIGNED_ON"] [part="field-calendar"]'), 'the calendar');
    const fifteenth = $$(calendar, '.day:not(.other)').find((d) => d.textContent === '15')!;
    fifteenth.click();
    await waitFor(() => /^\d{4}-\d{2}-15$/.test(date.value), 'the picked day in the field');
    assert(!$(root, '[part="field-calendar"]'), 'the calendar closes after a day is picked');
    $(root, '[data-field="SIGNED_ON"] .field-date-button')!.click();
    await waitFor(() => $(root, '[part="field-calendar"]'), 'the calendar again');
    await press('Escape');
    await waitFor(() => !$(root, '[part="field-calendar"]'), 'Escape closes the calendar');
  });

  it('styles the controls with the theme tokens and lets the host page style them through ::part()', async () => {
    const { element, root } = await addForm();
    const name = control(root, 'NAME');
    const light = getComputedStyle(name).backgroundColor;
    themeApi(getDefaultPlatform()).setTheme('dark');
    await waitFor(() => element.classList.contains('sl-theme-dark'), 'the dark theme on the element');
    // The colours change with the theme's short transition.
    await waitFor(() => getComputedStyle(name).backgroundColor !== light, `the dark theme changes the field (from ${light})`);

    const probe = document.createElement('style');
    probe.id = 'part-probe';
    probe.textContent = 'entity-form::part(field-input) { outline-color: rgb(1, 2, 3); } entity-form::part(field-label) { color: rgb(4, 5, 6); }';
    document.head.append(probe);
    equal(getComputedStyle(name).outlineColor, 'rgb(1, 2, 3)');
    equal(getComputedStyle(name.labels![0]!).color, 'rgb(4, 5, 6)');
  });

  it('draws a 300-field form with native controls and no Shoelace input', async () => {
    createFakePlatform({
      'FM_PAGE_CONFIG/getPageConfig': benchPageConfig(),
      'FM_ENTITY/getMeta': benchMeta(),
      'FM_CODE_DEFINE/getCodes': (call: FakeCall) => (call.params.key === BENCH_CODE_KEY ? BENCH_OPTIONS : []),
      '*': null,
    });
    const { root } = await mountElement(`<entity-form entity="${BENCH_ENTITY}" state="add"></entity-form>`);
    await waitFor(() => $$(root, '.form [data-field]').length === FIELD_COUNT, 'all 300 fields', 15000);
    equal($$(root, '.form-grid :is(sl-input, sl-select, sl-textarea, sl-switch, sl-checkbox, sl-radio-group, sl-dropdown)').length, 0, 'no Shoelace input');
    equal($$(root, '.form-grid :is(input, select, textarea)[part~="field-input"]').length, FIELD_COUNT, 'one native control per field');
    const select = control(root, 'F003') as unknown as HTMLSelectElement;
    const texts = () =>
      [...select.options]
        .map((o) => o.textContent)
        .slice(1)
        .join(',');
    await waitFor(() => texts() === BENCH_OPTIONS.map((o) => o.text).join(','), 'the select has its code list');
  });
});
