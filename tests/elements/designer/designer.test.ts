/**
 * The page designer in Chromium against the reference server: admin (who holds SYSTEM) opens the
 * customer list's config at the Config route, adds a column, a search field and a row operation
 * whose condition is built in the condition builder, saves, and a fresh customer list shows them;
 * a stale save of a second designer is refused and shown; a restored version brings the list back;
 * invalid text is refused with its line; alice, without SYSTEM, gets no access. Each test puts
 * the seeded config (version 1) back through the API, so other tests see it.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, $$, mountElement, selectValue, typeInto } from '../pages/page-helpers.ts';
import { loginAs, q, startShell } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';

const PAGE = 'page-customer-list';
const CONFIG_PATH = `/config/page/demo/crm/${PAGE}`;
const LIST = `<entity-list entity="CUSTOMER" page-id="${PAGE}"></entity-list>`;

interface Current {
  version: number;
  content: Record<string, unknown>;
}

/** FM_CONFIG through the shell's platform while it is at the Config route (the route sends Role SYSTEM). */
function configCall<T>(shell: ShellUnderTest, action: string, input: Record<string, unknown>): Promise<T> {
  const post = action === 'save' || action === 'restore';
  return shell.platform.http.request<T>({
    entity: 'FM_CONFIG',
    action,
    method: post ? 'POST' : 'GET',
    ...(post ? { data: input } : { params: input }),
    silent: true,
  });
}

async function openDesigner(shell: ShellUnderTest): Promise<HTMLElement> {
  await shell.core.router.navigate(CONFIG_PATH);
  return waitFor(() => q(shell.root, '[data-designer="page"] [data-section="columns"]') && q(shell.root, '[data-designer="page"]'), 'the page designer', 20000);
}

/** Puts version 1 (the seeded config) back as the newest version, unless it already is. */
async function restoreSeeded(shell: ShellUnderTest): Promise<void> {
  if (shell.platform.state.$route.get()?.name !== 'Config') await openDesigner(shell);
  const current = await configCall<Current>(shell, 'get', { mode: 'page', id: PAGE });
  const seeded = await configCall<Current>(shell, 'version', { mode: 'page', id: PAGE, version: 1 });
  if (JSON.stringify(current.content) === JSON.stringify(seeded.content)) return;
  await configCall(shell, 'restore', { mode: 'page', id: PAGE, version: 1, baseVersion: current.version });
}

async function addField(designer: HTMLElement, section: string, kind: string, attribute: string): Promise<void> {
  $<HTMLElement>(designer, `[data-section="${section}"]`)!.click();
  const pick = await waitFor(() => $<HTMLSelectElement>(designer, `[data-pick="${kind}"]`), `the ${kind} pick`);
  selectValue(pick, attribute);
  $<HTMLButtonElement>(designer, `[data-add="${kind}"]`)!.click();
  await waitFor(() => $(designer, `[data-field-list="${kind}"] [data-item="${attribute}"]`), `${attribute} among the ${section}`);
}

/** A row operation "仅启用" (right `view`) whose condition (ACTIVE = 1) is built row by row in the condition builder. */
async function addRowOperate(designer: HTMLElement): Promise<void> {
  $<HTMLElement>(designer, '[data-section="rowOperates"]')!.click();
  typeInto(await waitFor(() => $<HTMLInputElement>(designer, '[data-new-operate]'), 'the new operation name'), '仅启用');
  $<HTMLButtonElement>(designer, '[data-add-operate]')!.click();
  const builder = await waitFor(() => $<HTMLElement>(designer, '[data-list="rowOperates"] .condition-add'), 'the condition builder of the new operation');
  // The page controls rights (RIGHT_CONTROL_MODE 1): an operation shows to roles holding its right.
  typeInto($<HTMLInputElement>(designer, '[data-list="rowOperates"] [data-setting="right"]')!, 'view');
  builder.click();
  selectValue(await waitFor(() => $<HTMLSelectElement>(designer, '[aria-label="第 1 行的字段"]'), 'the first condition row'), 'ACTIVE');
  selectValue($<HTMLSelectElement>(designer, '[aria-label="第 1 行的比较方式"]')!, 'equal');
  const value = $<HTMLElement>(designer, '[aria-label="第 1 行的值"]')!;
  if (value instanceof HTMLSelectElement) selectValue(value, '1');
  else typeInto(value as HTMLInputElement, '1');
  await waitFor(() => /是否启用/.test($(designer, '[data-role="words"]')?.textContent ?? ''), 'the condition in words');
}

async function save(designer: HTMLElement): Promise<void> {
  const button = $<HTMLButtonElement>(designer, '[data-save]')!;
  await waitFor(() => !button.disabled, 'the save button enabled');
  button.click();
}

/** A new customer list on the shell's platform, whose page configs the designer read afresh after its save. */
async function freshList(): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  const mounted = await mountElement(LIST);
  await waitFor(() => $$(mounted.root, '[role="row"]').length > 1, 'the customer rows', 20000);
  return mounted;
}

const headers = (root: ShadowRoot) => $$(root, '[role="columnheader"]').map((h) => h.textContent ?? '');

describe('page designer (Config route)', () => {
  let shell: ShellUnderTest | null = null;
  afterEach(async () => {
    try {
      if (shell) await restoreSeeded(shell);
    } finally {
      shell = null;
      unmountAll();
    }
  });

  it('adds a column, a search field and a row operation with a condition; the list shows them; a stale save is refused; a restore brings the list back', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    const started = Number($(designer, '[data-version]')!.getAttribute('data-version'));

    await addField(designer, 'columns', 'column', 'NOTES');
    await addField(designer, 'searchFields', 'search', 'EMAIL');
    await addRowOperate(designer);
    await save(designer);
    await waitFor(() => Number($(designer, '.designer-head [data-version]')?.getAttribute('data-version')) === started + 1, 'the saved version', 15000);

    const { element, root: list } = await freshList();
    assert(
      headers(list).some((h) => /备注/.test(h)),
      `the new column: ${headers(list)}`,
    );
    assert($(list, '.search [data-field="EMAIL"]'), 'the new search field');
    const ops = $$(list, '.row-op[data-operate="rowOperate1"]');
    assert(ops.length > 0, 'the new row operation');
    match(ops[0]!.textContent ?? '', /仅启用/);
    element.remove();

    // A second designer saves in between: this one's save names an older version and is refused.
    const other = await configCall<Current>(shell, 'get', { mode: 'page', id: PAGE });
    await configCall(shell, 'save', { mode: 'page', id: PAGE, baseVersion: other.version, content: { ...other.content, pageSize: 30 } });
    $<HTMLElement>(designer, '[data-section="columns"]')!.click();
    (
      await waitFor(() => $<HTMLButtonElement>(designer, '[data-field-list="column"] [data-item="NOTES"] [data-remove]'), "the new column's remove button")
    ).click();
    await save(designer);
    const conflict = await waitFor(() => $(designer, '[data-conflict]'), 'the conflict panel', 15000);
    equal(conflict.getAttribute('data-conflict'), String(started + 2), 'the current version is shown');
    $<HTMLButtonElement>(conflict, '[data-reload-theirs]')!.click();
    await waitFor(() => !$(designer, '[data-conflict]'), 'their version loaded');

    // Version 1 restored from the versions panel: the list is the seeded one again.
    $<HTMLButtonElement>(designer, '[data-load-versions]')!.click();
    const restore = await waitFor(() => $<HTMLButtonElement>(designer, '[data-restore="1"]'), 'version 1 in the versions panel', 15000);
    restore.click();
    await waitFor(() => Number($(designer, '.designer-head [data-version]')?.getAttribute('data-version')) === started + 3, 'the restored version', 15000);
    const { root: back } = await freshList();
    assert(!headers(back).some((h) => /备注/.test(h)), `the column is gone: ${headers(back)}`);
    assert(!$(back, '.search [data-field="EMAIL"]'), 'the search field is gone');
    assert(!$(back, '.row-op[data-operate="rowOperate1"]'), 'the operation is gone');
  });

  it('refuses text that is not data with its line and keeps the last valid config', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    $<HTMLElement>(designer, '[data-view="text"]')!.click();
    const area = await waitFor(() => $<HTMLTextAreaElement>(designer, 'textarea.config-text'), 'the text view');
    const typed = '{\n  title: "客户",\n  columns: [,\n}';
    typeInto(area, typed);
    $<HTMLButtonElement>(designer, '[data-apply-text]')!.click();
    const problem = await waitFor(() => $(designer, '[data-text-problem]'), 'the text problem');
    match(problem.textContent ?? '', /3/);
    // The typed text stays (unsaved) for the person to correct; the panel keeps the last valid config.
    equal(area.value, typed, 'the typed text is kept');
    assert($(designer, '[data-unsaved]'), 'typed text counts as unsaved');
  });

  it('a sales user without SYSTEM gets no access at the Config route', async () => {
    const alice = await startShell();
    await loginAs(alice.root, 'alice');
    await alice.core.router.navigate(CONFIG_PATH);
    const page = await waitFor(() => q(alice.root, '[data-info-page="noAccess"]'), 'the no-access page', 15000);
    match(page.textContent ?? '', /SYSTEM/);
    assert(!q(alice.root, '[data-designer]'), 'no designer');
  });
});
