/**
 * Theming for hosts (docs/elements.md "Theming"): a host stylesheet that sets the documented
 * custom properties on the elements and styles their documented ::part() names changes what the
 * list, the form and the shell draw, while nothing is added to or changed in a shadow root.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { setViewport } from '../../support/commands.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, freshPlatform, mountElement, rowsOf } from '../pages/page-helpers.ts';
import { loginAs, startShell } from '../app-shell/shell-helpers.ts';

const BRAND = 'rgb(200, 0, 100)';
const BRAND_DARK = 'rgb(120, 0, 60)';
const INK = 'rgb(10, 20, 30)';
const TINT = 'rgb(250, 240, 200)';

const HOST_CSS = `
  entity-list, entity-form, app-shell {
    --sl-color-primary-600: ${BRAND};
    --sl-color-primary-700: ${BRAND_DARK};
    --sl-font-sans: Georgia, serif;
    --sl-input-border-color: ${BRAND};
  }
  app-shell { --shell-accent: ${BRAND}; --shell-menu-width: 300px; }
  entity-list::part(page-title), entity-form::part(page-title) { color: ${INK}; }
  entity-list::part(list-head) { background-color: ${TINT}; }
  entity-list::part(list-row) { background-color: ${TINT}; }
  entity-list::part(list-pager) { font-style: italic; }
  entity-form::part(field-label) { color: ${BRAND}; font-weight: 700; }
  entity-form::part(form-actions) { background-color: ${TINT}; }
  app-shell::part(header) { background-color: ${INK}; }
`;

/**
 * Waits (5 s at most) until every read shows its end value: colours move through the elements'
 * transitions (Shoelace's --sl-transition-x-fast is 150 ms), which a loaded machine draws later.
 * The checks after it then say what did not arrive.
 */
async function settled(ends: Array<[read: () => string | number, end: string | number]>): Promise<void> {
  await waitFor(() => ends.every(([read, end]) => read() === end) || null, 'the styles to settle', 5000).catch(() => undefined);
}

let sheet: HTMLStyleElement | undefined;
const style = (element: Element) => getComputedStyle(element);

function addHostStylesheet(): void {
  sheet = document.createElement('style');
  sheet.textContent = HOST_CSS;
  document.head.append(sheet);
}

/** What a shadow root holds of styles: host theming must not add or change any of it. */
function shadowStyles(root: ShadowRoot): string {
  return `${root.adoptedStyleSheets.length}:${[...root.querySelectorAll('style')].map((element) => element.textContent?.length ?? 0).join(',')}`;
}

/** The background of a Shoelace button's own base part (inside its shadow root). */
const buttonBackground = (button: Element) => style(button.shadowRoot!.querySelector('[part~="base"]')!).backgroundColor;

describe('theming for hosts: custom properties and ::part()', () => {
  afterEach(() => {
    sheet?.remove();
    sheet = undefined;
    unmountAll();
  });

  it('restyles the list and the form from the host stylesheet only', async function (this: MochaContext) {
    this.timeout(40000);
    await setViewport(1280, 1000);
    await freshPlatform();
    const list = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:520px"></entity-list>');
    const form = await mountElement('<entity-form entity="CUSTOMER" page-id="page-customer-add" state="add"></entity-form>');
    await waitFor(() => rowsOf(list.root).length > 0, 'the rows', 15000);
    const label = await waitFor(() => $(form.root, '[data-field="NAME"] [part~="field-label"]'), 'the form fields', 15000);
    const input = $(form.root, '[data-field="NAME"] input')!;
    const newButton = $(list.root, '.toolbar sl-button[variant="primary"]')!;
    const row = rowsOf(list.root)[0]!;
    const title = $(list.root, '[part~="page-title"]')!;
    const before = {
      list: shadowStyles(list.root),
      form: shadowStyles(form.root),
      button: buttonBackground(newButton),
      row: style(row).backgroundColor,
      font: style(title).fontFamily,
    };

    addHostStylesheet();
    await settled([
      [() => buttonBackground(newButton), BRAND],
      [() => style(row).backgroundColor, TINT],
      [() => style(label).color, BRAND],
      [() => style(input).borderTopColor, BRAND],
      [() => style(title).color, INK],
    ]);
    equal(buttonBackground(newButton), BRAND, 'the primary button takes the brand colour');
    assert(before.button !== BRAND, 'it had the theme\u2019s colour before');
    match(style(title).fontFamily, /^Georgia/, 'the font token reaches the list');
    assert(!/Georgia/.test(before.font), 'not Georgia before');
    match(style(label).fontFamily, /^Georgia/, 'and the form');
    equal(style(title).color, INK, '::part(page-title) of the list');
    equal(style($(form.root, '[part~="page-title"]')!).color, INK, '::part(page-title) of the form');
    equal(style($(list.root, '[part~="list-head"]')!).backgroundColor, TINT, '::part(list-head)');
    equal(style(row).backgroundColor, TINT, '::part(list-row)');
    assert(before.row !== TINT, 'the row had its own background before');
    equal(style($(list.root, '[part~="list-pager"]')!).fontStyle, 'italic', '::part(list-pager)');
    equal(style(label).color, BRAND, '::part(field-label)');
    equal(style(label).fontWeight, '700');
    equal(style($(form.root, '[part~="form-actions"]')!).backgroundColor, TINT, '::part(form-actions)');
    equal(style(input).borderTopColor, BRAND, '--sl-input-border-color on the native fields');
    equal(shadowStyles(list.root), before.list, 'nothing added to the list\u2019s shadow root');
    equal(shadowStyles(form.root), before.form, 'nothing added to the form\u2019s shadow root');

    sheet!.remove();
    await settled([[() => buttonBackground(newButton), before.button]]);
    equal(buttonBackground(newButton), before.button, 'without the host stylesheet the theme is back');
  });

  it('restyles the shell: accent, menu width, header part and fonts', async function (this: MochaContext) {
    this.timeout(40000);
    await setViewport(1280, 900);
    const { root } = await startShell();
    await loginAs(root, 'admin');
    const header = await waitFor(() => $(root, '[part~="header"]'), 'the header', 15000);
    const menu = $(root, '[part~="menu"]')!;
    const before = { styles: shadowStyles(root), accent: style(header).borderBottomColor, menu: menu.getBoundingClientRect().width };

    addHostStylesheet();
    await settled([
      [() => style(header).borderBottomColor, BRAND],
      [() => style(header).backgroundColor, INK],
      [() => Math.round(menu.getBoundingClientRect().width), 300],
    ]);
    equal(style(header).borderBottomColor, BRAND, '--shell-accent under the header');
    assert(before.accent !== BRAND);
    equal(style(header).backgroundColor, INK, '::part(header)');
    equal(Math.round(menu.getBoundingClientRect().width), 300, '--shell-menu-width');
    assert(Math.round(before.menu) !== 300, `the menu was ${before.menu}px wide before`);
    match(style($(root, '.app-name')!).fontFamily, /^Georgia/, 'the font token reaches the shell');
    equal(shadowStyles(root), before.styles, 'nothing added to the shell\u2019s shadow root');
  });
});
