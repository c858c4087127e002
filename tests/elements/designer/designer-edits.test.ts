/**
 * The page designer keeps what is typed and edited, in Chromium against the reference server:
 * text of the wrong shape is refused in the text view and a stored draft of that shape cannot
 * crash the panel; text typed and not applied survives a switch to the panel, counts as unsaved
 * and is saved by Save (or refused with the reason); edits made while a save is out stay unsaved
 * with their draft; a restore over unsaved edits asks first. Each test puts the seeded config
 * (version 1) back through the API.
 */
import { assert, equal, match } from '../../support/assert.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { $, countCalls, hook, typeInto } from '../pages/page-helpers.ts';
import { loginAs, startShell } from '../app-shell/shell-helpers.ts';
import type { ShellUnderTest } from '../app-shell/shell-helpers.ts';
import { addField, clickSave, configCall, draftOf, leaveDraftVia, openConfig, restoreSeeded, showView, textArea, versionOf } from './designer-helpers.ts';
import type { Current } from './designer-helpers.ts';

const PAGE = 'page-customer-list';
const READY = '[data-section="columns"]';

async function openDesigner(shell: ShellUnderTest): Promise<HTMLElement> {
  return openConfig(shell, 'page', PAGE, READY);
}

const saved = async (shell: ShellUnderTest) => (await configCall<Current>(shell, 'get', { mode: 'page', id: PAGE })).content;

/** The text view's text with the title changed, typed (not applied). */
async function typeTitle(designer: HTMLElement, title: string): Promise<HTMLTextAreaElement> {
  await showView(designer, 'text');
  const area = await textArea(designer);
  typeInto(area, JSON.stringify({ ...JSON.parse(area.value), title }, null, 2));
  return area;
}

describe('page designer keeps what is typed (Config route)', () => {
  let shell: ShellUnderTest | null = null;
  afterEach(async () => {
    try {
      await hook('latency', { ms: 0 });
      if (shell) await restoreSeeded(shell, 'page', PAGE);
    } finally {
      shell = null;
      unmountAll();
    }
  });

  it('refuses text whose list is not a list, with the reason, and stays usable', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    await showView(designer, 'text');
    typeInto(await textArea(designer), '{ "columns": "NAME" }');
    $<HTMLButtonElement>(designer, '[data-apply-text]')!.click();
    match((await waitFor(() => $(designer, '[data-text-problem]'), 'the text problem')).textContent ?? '', /columns/);
    $<HTMLElement>(designer, '[data-view="panel"]')!.click();
    await sleep(400);
    assert(designer.isConnected, 'the designer is still there');
    equal($(designer, '[data-view="text"]')?.getAttribute('aria-selected'), 'true', 'text that cannot be applied keeps the text view');
    match($(designer, '[data-text-problem]')?.textContent ?? '', /columns/);
  });

  it('opens over a stored draft whose list is not a list: the panel shows the problem, Save refuses it, Discard clears it', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    await leaveDraftVia(shell, 'page', { id: 'page-order-list', ready: READY }, PAGE, (content) => ({ ...content, columns: 'NAME' }));
    const designer = await openDesigner(shell);
    assert($(designer, '[data-draft-restored]'), 'the draft is back');
    await waitFor(() => $(designer, '[data-panel-problem="columns"]'), 'the panel says what it cannot draw');

    const saves = await countCalls('FM_CONFIG', 'save');
    await clickSave(designer);
    match((await waitFor(() => $(designer, '[data-save-error]'), 'the refusal')).textContent ?? '', /columns/);
    equal(await countCalls('FM_CONFIG', 'save'), saves, 'no save was sent');

    $<HTMLButtonElement>(designer, '[data-discard]')!.click();
    await waitFor(() => $(designer, '[data-field-list="column"] [data-item="NAME"]'), 'the saved columns back');
    assert(!$(designer, '[data-panel-problem]'), 'no problem left');
    assert(designer.isConnected, 'the designer is still there');
  });

  it('keeps typed text over a switch to the panel, applied and unsaved', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    await typeTitle(designer, '客户（文本）');
    assert($(designer, '[data-unsaved]'), 'typed text is unsaved');
    await showView(designer, 'panel');
    assert($(designer, '[data-unsaved]'), 'still unsaved in the panel');
    await waitFor(() => draftOf(shell!, 'page', PAGE)?.content.title === '客户（文本）', 'the applied text in the draft');
    await showView(designer, 'text');
    match((await textArea(designer)).value, /客户（文本）/);
  });

  it('saves typed text that was not applied', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    const started = versionOf(designer);
    await typeTitle(designer, '客户（保存）');
    await clickSave(designer);
    await waitFor(() => versionOf(designer) === started + 1 || $(designer, '[data-save-error]'), 'the save', 15000);
    assert(!$(designer, '[data-save-error]'), `saved: ${$(designer, '[data-save-error]')?.textContent ?? ''}`);
    equal((await saved(shell)).title, '客户（保存）');
    assert(!$(designer, '[data-unsaved]'), 'nothing unsaved');
  });

  it('refuses to save typed text that is not data, keeping it with its reason', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    await showView(designer, 'text');
    const typed = '{\n  title: "客户",\n  columns: [,\n}';
    typeInto(await textArea(designer), typed);
    const saves = await countCalls('FM_CONFIG', 'save');
    await clickSave(designer);
    await waitFor(() => $(designer, '[data-save-error]'), 'the refusal');
    match($(designer, '[data-text-problem]')?.textContent ?? '', /3/);
    equal((await textArea(designer)).value, typed, 'the text is kept');
    equal(await countCalls('FM_CONFIG', 'save'), saves, 'no save was sent');
    assert($(designer, '[data-unsaved]'), 'still unsaved');
  });

  it('keeps edits made while a save is out unsaved, with their draft over the new version', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    const started = versionOf(designer);
    await addField(designer, 'columns', 'column', 'NOTES');
    await hook('latency', { ms: 1500, action: 'save' });
    await clickSave(designer);
    await waitFor(() => $<HTMLButtonElement>(designer, '[data-save]')?.disabled, 'the save out');
    await addField(designer, 'searchFields', 'search', 'EMAIL');
    await waitFor(() => versionOf(designer) === started + 1, 'the first save', 15000);
    await hook('latency', { ms: 0 });

    assert($(designer, '[data-unsaved]'), 'the later edit is unsaved');
    const draft = await waitFor(() => draftOf(shell!, 'page', PAGE), 'the draft kept');
    equal(draft.baseVersion, started + 1, 'over the version just saved');
    assert(JSON.stringify(draft.content.searchFields).includes('EMAIL'), 'the later edit is in the draft');

    await clickSave(designer);
    await waitFor(() => versionOf(designer) === started + 2 || $(designer, '[data-conflict]'), 'the second save', 15000);
    assert(!$(designer, '[data-conflict]'), 'no conflict with its own save');
    const content = await saved(shell);
    assert(JSON.stringify(content.columns).includes('NOTES') && JSON.stringify(content.searchFields).includes('EMAIL'), 'both edits saved');
  });

  it('a draft begun on an older version meets the newer one as a conflict when saved, never writing over it unseen', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    await leaveDraftVia(shell, 'page', { id: 'page-order-list', ready: READY }, PAGE, (content) => ({ ...content, title: 'mine' }));
    const before = await configCall<Current>(shell, 'get', { mode: 'page', id: PAGE });
    // Someone else saves the config after the draft was left.
    await configCall(shell, 'save', { mode: 'page', id: PAGE, baseVersion: before.version, content: { ...before.content, title: 'theirs' } });
    const designer = await openDesigner(shell);
    assert($(designer, '[data-draft-restored]'), 'the draft is back');
    equal(versionOf(designer), before.version, "the draft's own base version");
    await clickSave(designer);
    await waitFor(() => $(designer, '[data-conflict]'), 'the conflict', 15000);
    equal((await saved(shell)).title, 'theirs', 'their version was not written over');
  });

  it('asks before a restore throws away unsaved edits, and does nothing when declined', async () => {
    shell = await startShell();
    await loginAs(shell.root, 'admin');
    const designer = await openDesigner(shell);
    const started = versionOf(designer);
    await addField(designer, 'columns', 'column', 'NOTES');
    await clickSave(designer);
    await waitFor(() => versionOf(designer) === started + 1, 'the save', 15000);
    await addField(designer, 'searchFields', 'search', 'EMAIL');

    $<HTMLButtonElement>(designer, '[data-load-versions]')!.click();
    const restores = await countCalls('FM_CONFIG', 'restore');
    (await waitFor(() => $<HTMLButtonElement>(designer, '[data-restore="1"]'), 'version 1 in the list', 15000)).click();
    const ask = await waitFor(() => $(designer, 'sl-dialog.confirm-dialog'), 'the question');
    match(ask.textContent ?? '', /未保存/);
    $<HTMLElement>(ask, 'sl-button:not([variant="primary"])')!.click();
    await waitFor(() => !$(designer, 'sl-dialog.confirm-dialog'), 'the question closed');
    await sleep(300);
    equal(await countCalls('FM_CONFIG', 'restore'), restores, 'nothing restored');
    equal(versionOf(designer), started + 1);
    assert($(designer, '[data-unsaved]') && $(designer, '[data-field-list="search"] [data-item="EMAIL"]'), 'the edit is kept');

    $<HTMLButtonElement>(designer, '[data-restore="1"]')!.click();
    $<HTMLElement>(await waitFor(() => $(designer, 'sl-dialog.confirm-dialog'), 'asked again'), 'sl-button[variant="primary"]')!.click();
    await waitFor(() => versionOf(designer) === started + 2, 'the restored version', 15000);
    assert(!$(designer, '[data-unsaved]'), 'the edits went, as agreed');
  });
});
