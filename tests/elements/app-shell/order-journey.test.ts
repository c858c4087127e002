/**
 * A real order, end to end, in both languages on a desktop (1440×900) and a phone (375×812):
 * alice creates an order with two lines (the product picked in its finder fills the unit price,
 * she types the quantity) and sees the subtotals and the amount before saving; she saves it and
 * submits it for approval (the toast says so, the status changes, the form turns read-only); bob
 * approves it from his approval index, and the order list shows it approved. Screenshots at each
 * step (tests/screenshots/order-journey-*.png).
 */
import { assert, match } from '../../support/assert.ts';
import { saveScreenshot, setViewport } from '../../support/commands.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, hook, notices, typeInto } from '../pages/page-helpers.ts';
import { menuItem, PASSWORD, q, startShell, submitLogin } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

interface Run {
  language: '010' | '011';
  width: number;
  height: number;
}

const WORDS = {
  '010': { saved: '保存成功', submitted: '已提交审批（订单审批）', draft: '草稿', approving: '审批中', approved: '已审批', edit: '编辑' },
  '011': {
    saved: 'Saved',
    submitted: 'Submitted for approval (Order approval)',
    draft: 'Draft',
    approving: 'Pending approval',
    approved: 'Approved',
    edit: 'Edit',
  },
} as const;

const phone = (run: Run) => run.width < 992;
const shot = (run: Run, step: string) => sleep(100).then(() => saveScreenshot(`order-journey-${run.language === '010' ? 'zh' : 'en'}-${run.width}-${step}`));

/** The money as the page shows it, with or without group separators. */
const money = (n: number) => new RegExp(n.toLocaleString('en-US').replace(/,/g, ',?'));

async function signIn(account: string, run: Run): Promise<ShellUnderTest> {
  await setViewport(run.width, run.height);
  await waitFor(() => window.innerWidth === run.width, `the ${run.width} px viewport`);
  const shell = await startShell();
  // The first screen of a cold run (vite transforms the shell on first use) may take long under load.
  await waitFor(() => q(shell.root, '[data-field="account"]'), 'the login form', 60000);
  await submitLogin(shell.root, account, PASSWORD);
  await waitFor(() => q(shell.root, '.top-bar, .mobile-layout'), `the app after ${account} signs in`, 60000);
  // The language the user chooses in the shell (the user menu's choice, through core's i18n).
  shell.core.i18n.setLanguage(run.language);
  await waitFor(() => shell.core.i18n.$language.get() === run.language, `language ${run.language}`);
  return shell;
}

/** A menu entry: the side menu on a desktop, the bottom bar or the full-screen menu on a phone. */
async function openModule(shell: ShellUnderTest, run: Run, parent: string, module: string): Promise<void> {
  const { root } = shell;
  if (phone(run)) {
    await waitFor(() => q(root, '.bottom-bar-item'), 'the bottom bar', 20000);
    const bar = q(root, `.bottom-bar-item[data-module="${module}"]`);
    if (bar) return bar.click();
    q(root, '.mobile-top-bar .menu-toggle')!.click();
    await waitFor(() => q(root, '#mobile-menu:not([hidden])'), 'the menu');
  }
  (await menuItem(root, parent)).click();
  (await menuItem(root, module)).click();
}

/** The order list as this screen draws it: the grid's rows, or the phone's cards. */
const listEntries = (root: ShadowRoot) => $$(root, '.list-page .grid-row, .card-list-page .entity-card');

/** Picks a product in the line's finder: a click on its row, then OK. */
async function pickProduct(row: HTMLElement, name: string): Promise<void> {
  $(row, 'td[data-field="PRODUCT_ID"] .ref-find')!.click();
  const finder = await waitFor(() => $(row, 'sl-dialog.find-dialog'), 'the product finder', 15000);
  const product = await waitFor(() => $$(finder, '.grid-row').find((r) => r.textContent?.includes(name)), `the row of ${name}`, 15000);
  // A click anywhere on the row picks it (not only its check box); OK confirms.
  product.querySelector<HTMLElement>('.cell:not(.check)')!.click();
  await waitFor(() => product.classList.contains('selected'), `${name} picked by the row click`);
  const ok = $(finder, '.pick-ok') as HTMLElement & { disabled?: boolean };
  await waitFor(() => !ok.disabled, 'OK enabled');
  ok.click();
  await waitFor(() => !$(row, 'sl-dialog.find-dialog'), 'the finder closed');
}

async function aliceOrders(run: Run, orderNo: string): Promise<void> {
  const words = WORDS[run.language];
  const shell = await signIn('alice', run);
  const { root, platform } = shell;
  await openModule(shell, run, 'mod-order', 'mod-order-list');
  const add = await waitFor(
    () => q<HTMLElement>(root, '.list-page [data-operate="add"], .card-list-page [data-operate="add"]'),
    'the new order operation',
    45000,
  );
  add.click();
  const form = await waitFor(() => q(root, 'sl-dialog.popup .form-page[data-state="add"]'), 'the new order form', 45000);
  const orderNoInput = await waitFor(() => $<HTMLInputElement>(form, '[data-field="ORDER_NO"] input'), 'the order number');
  typeInto(orderNoInput, orderNo);
  const customer = $<HTMLInputElement>(form, '[data-field="CUSTOMER_ID"] input[role="combobox"]')!;
  customer.focus();
  typeInto(customer, '华信');
  const option = await waitFor(() => $$(root, '.ref-options [role="option"]').find((o) => o.textContent?.includes('华信')), 'the customer option', 15000);
  option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  await waitFor(() => customer.value.includes('华信'), 'the customer chosen');

  // Two lines: the product picked in the finder fills the unit price, the quantity is typed.
  const section = $(form, '.child-section[data-relation="ORDER_LINE"]')!;
  const lines = () => $$(section, '.sub-table tbody tr');
  const lineOf = async (index: number, product: string, price: number, quantity: number) => {
    $(section, '.add-row')!.click();
    const row = await waitFor(() => lines()[index], `line ${index + 1}`);
    await pickProduct(row, product);
    const unitPrice = $<HTMLInputElement>(row, 'td[data-field="PRICE"] input')!;
    await waitFor(() => Number(unitPrice.value.replace(/,/g, '')) === price, `the unit price of ${product} filled (${unitPrice.value})`, 15000);
    typeInto($<HTMLInputElement>(row, 'td[data-field="QUANTITY"] input')!, String(quantity));
    await waitFor(() => money(price * quantity).test($(row, 'td[data-field="AMOUNT"]')?.textContent ?? ''), `the subtotal of line ${index + 1}`);
    assert(!$(row, 'td[data-field="AMOUNT"] input'), 'the subtotal is read-only');
  };
  await lineOf(0, '企业服务器 R740', 48000, 1);
  await lineOf(1, '客户管理软件 企业版', 36000, 1);
  const amount = () => $(form, '.form-field[data-field="AMOUNT"]')?.textContent ?? '';
  await waitFor(() => money(84000).test(amount()), `the amount before the save (${amount()})`);
  assert(!$(form, '.form-field[data-field="AMOUNT"] input'), 'the amount is read-only');
  await shot(run, '1-lines');

  const before = notices(platform).length;
  $(form, '.save-button')!.click();
  await waitFor(() => notices(platform).slice(before).includes(words.saved), 'the saved notice', 20000).catch((error) => {
    throw new Error(
      `${error}: ${notices(platform).join(' | ')} | ${$$(form, '[role="alert"]')
        .map((e) => e.textContent)
        .join(' | ')}`,
    );
  });
  await waitFor(() => !q(root, 'sl-dialog.popup'), 'the popup closed after the save', 15000);

  // Placed now, it is the first order of the list (sorted by time), a draft with its amount.
  const entry = await waitFor(
    () => listEntries(root)[0]?.textContent?.includes(orderNo) && listEntries(root)[0],
    'the new order first in the list',
    20000,
  ).catch((error) => {
    throw new Error(`${error}: ${listEntries(root)[0]?.textContent ?? 'no rows'}`);
  });
  match(entry.textContent, new RegExp(words.draft));
  match(entry.textContent, money(84000));
  await shot(run, '2-saved');

  // Its detail: submit for approval, asked, then told; the status changes.
  if (phone(run)) $(entry, '.card-open')!.click();
  else entry.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
  const detail = await waitFor(() => q(root, '.form-page[data-state="detail"]'), 'the order detail', 20000);
  await waitFor(() => money(84000).test($(detail, '[data-field="AMOUNT"]')?.textContent ?? ''), 'the stored amount', 15000);
  await waitFor(() => /\d{4}-\d{2}-\d{2}/.test($(detail, '[data-field="ORDERED_AT"]')?.textContent ?? ''), 'the order time');
  const submit = await waitFor(() => $(detail, '[data-operate="submit"]'), 'the submit operation', 15000);
  submit.click();
  const yes = await waitFor(() => q<HTMLElement>(root, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm dialog');
  yes.click();
  await waitFor(() => notices(platform).includes(words.submitted), 'the submitted notice', 20000).catch((error) => {
    throw new Error(`${error}: ${notices(platform).join(' | ')}`);
  });
  await waitFor(
    () => q(root, '.form-page[data-state="detail"] [data-field="STATUS"]')?.textContent?.includes(words.approving),
    'the status under approval',
    20000,
  );
  await waitFor(() => !q(root, '.form-page[data-state="detail"] [data-operate="submit"]'), 'no second submit');
  await shot(run, '3-submitted');

  // Its edit is read-only while it waits: the form says so, nothing to save, lines fixed.
  const edit = await waitFor(
    () => $$(q(root, '.form-page[data-state="detail"]') ?? root, 'sl-button').find((b) => b.textContent?.trim() === words.edit),
    'the edit button',
  );
  edit.click();
  const locked = await waitFor(() => q(root, '.form-page[data-state="edit"]'), 'the edit form', 20000);
  await waitFor(() => $(locked, '.approval-lock'), 'the form says it is under approval', 20000);
  assert(!$(locked, '.save-button'), 'no save while the order is locked');
  assert(!$(locked, '.child-section .add-row'), 'the lines are read-only');
  await shot(run, '4-locked');
  unmountAll();
}

async function bobApproves(run: Run, orderNo: string): Promise<void> {
  const words = WORDS[run.language];
  const shell = await signIn('bob', run);
  const { root } = shell;
  await openModule(shell, run, 'mod-work', 'mod-work-approvals');
  const index = await waitFor(() => q(root, '.approval-index'), 'the approval index', 20000);
  const search = await waitFor(() => $(index, 'sl-input.work-search'), 'the search field', 15000);
  typeInto(search, orderNo);
  $(index, '.work-filters sl-button')!.click();
  const row = await waitFor(() => $$(index, '.work-table tbody tr').find((r) => r.textContent?.includes(orderNo)), "the order in bob's box", 20000);
  await shot(run, '5-inbox');
  row.focus();
  row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
  const task = await waitFor(() => q(root, '.task-page'), 'the task page', 20000);
  const approve = await waitFor(() => $(task, 'sl-button.task-approve'), 'the approve action', 20000);
  approve.click();
  const ok = await waitFor(() => q<HTMLElement>(root, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm dialog');
  ok.click();
  await waitFor(() => $(task, '.task-history li[data-action="approve"]'), 'the approval in the history', 20000);
  await shot(run, '6-approved');

  await openModule(shell, run, 'mod-order', 'mod-order-list');
  const entry = await waitFor(
    () => listEntries(root).find((r) => r.textContent?.includes(orderNo) && r.textContent.includes(words.approved)),
    'the order approved in the list',
    20000,
  ).catch((error) => {
    throw new Error(
      `${error}: ${listEntries(root)
        .slice(0, 3)
        .map((r) => r.textContent)
        .join(' | ')}`,
    );
  });
  match(entry.textContent, money(84000));
  await shot(run, '7-list');
  unmountAll();
}

const RUNS: Run[] = [
  { language: '010', width: 1440, height: 900 },
  { language: '011', width: 1440, height: 900 },
  { language: '010', width: 375, height: 812 },
  { language: '011', width: 375, height: 812 },
];

describe('app-shell: a real order, from the lines to the approval', () => {
  afterEach(unmountAll);
  // The orders placed now would move the dashboard's latest month for the files after this one.
  after(async () => {
    await setViewport(1440, 900);
    await hook('reset');
  });

  for (const run of RUNS) {
    it(`in ${run.language === '010' ? 'Chinese' : 'English'} at ${run.width}×${run.height}`, async function (this: MochaContext) {
      this.timeout(240000);
      const orderNo = `SO-J${run.language}-${run.width}-${Date.now().toString(36)}`;
      await aliceOrders(run, orderNo);
      await bobApproves(run, orderNo);
    });
  }
});
