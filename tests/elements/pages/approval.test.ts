/**
 * The approval pages in Chromium against the reference server: alice's order above 100,000
 * waits in the approval index of bob and carol (the counts on the tabs right) and never in her
 * own; bob opens it from the demo menu and approves with a comment (history, path, chart); carol
 * sends one back to alice, whose to-do shows in her task list; a hand-over moves a task; alice
 * cannot approve (hidden with RIGHT_CONTROL_MODE 1, disabled with 2, refused by the server).
 */
import ApprovalIndexPage from '../../../elements/pages/approval-index/ApprovalIndexPage.tsx';
import TaskListPage from '../../../elements/pages/task-list/TaskListPage.tsx';
import TaskPage from '../../../elements/pages/task/TaskPage.tsx';
import type { TaskPageProps } from '../../../elements/pages/task/TaskPage.tsx';
import { registerEntityPages } from '../../../elements/pages/register.ts';
import { pageRegistry } from '../../../elements/shared/concepts.ts';
import { assert, equal, match } from '../../support/assert.ts';
import { blockingViolations, describeViolations } from '../../support/axe.ts';
import { sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, menuItem, q, startShell } from '../app-shell/shell-helpers.ts';
import { processCall, renderPage, unmountPages } from './chart-helpers.ts';
import { $, $$, freshPlatform, hook, mountElement, notices, typeInto } from './page-helpers.ts';
import type { TestPlatform } from './page-helpers.ts';

interface InboxRow {
  taskId?: string;
  instanceId: string;
  title: string;
  status: string;
}
interface Counts {
  waiting: number;
  started: number;
  done: number;
}

let serial = 0;
/** A fresh platform signed in as `account`, with the page kinds registered on it. */
async function as(account: string): Promise<TestPlatform> {
  const platform = await freshPlatform(account);
  registerEntityPages(pageRegistry(platform));
  return platform;
}

/** Alice saves an order above 100,000: the server starts its approval. Returns the order number. */
async function aliceOrder(): Promise<string> {
  const alice = await as('alice');
  const orderNo = `SO-UI-${Date.now().toString(36)}-${++serial}`;
  await alice.http.request({
    entity: 'ORDER',
    action: 'save',
    method: 'POST',
    data: { data: { ORDER_NO: orderNo, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 188000 } },
  });
  return orderNo;
}

async function waiting(platform: TestPlatform, search: string): Promise<InboxRow[]> {
  return (await processCall<{ rows: InboxRow[] }>(platform, 'inbox', { box: 'waiting', page: 1, pageSize: 20, search })).rows;
}

const counts = (platform: TestPlatform) => processCall<Counts>(platform, 'counts', {}, 'GET');
const rowsOf = (root: ParentNode) => $$(root, '.work-table tbody tr');
const tabCount = (root: ParentNode, box: string) => $(root, `[role="tab"][data-box="${box}"] .work-count`)?.dataset.count;

async function search(root: ParentNode, words: string): Promise<void> {
  const input = await waitFor(() => $(root, 'sl-input.work-search'), 'the search field', 15000);
  typeInto(input, words);
  $(root, '.work-filters sl-button')!.click();
}

/** No serious or critical axe violation on the page as it stands (the pages' ARIA). */
async function accessible(what: string): Promise<void> {
  await sleep(400);
  const violations = await blockingViolations();
  if (violations.length) throw new Error(`${what}: ${describeViolations(violations)}`);
}

function renderTask(props: Partial<TaskPageProps>): ShadowRoot {
  return renderPage(TaskPage, { kind: 'task', ...props });
}

describe('approval pages', () => {
  afterEach(async () => {
    unmountPages();
    unmountAll();
    await hook('reset');
  });

  it("alice's big order waits in bob's and carol's box with the counts on the tabs, never in alice's own", async function (this: MochaContext) {
    this.timeout(60000);
    const orderNo = await aliceOrder();
    const bob = await as('bob');
    const shadow = renderPage(ApprovalIndexPage, { kind: 'approvalIndex', pageId: 'page-work-approvals' });
    const expected = await counts(bob);
    await waitFor(() => tabCount(shadow, 'waiting') === String(expected.waiting), "bob's waiting count on the tab", 15000);
    equal(tabCount(shadow, 'started'), String(expected.started));
    equal(tabCount(shadow, 'done'), String(expected.done));
    equal($(shadow, '[role="tab"][aria-selected="true"]')?.dataset.box, 'waiting');
    await search(shadow, orderNo);
    const row = await waitFor(() => rowsOf(shadow).length === 1 && rowsOf(shadow)[0], "bob's row of the order", 15000);
    match(row.textContent, new RegExp(orderNo));
    match(row.textContent, /订单审批.*王丽.*经理审批.*审批中/);
    match(row.getAttribute('aria-label'), new RegExp(`打开 ${orderNo}`));
    await accessible('the approval index');
    unmountPages();

    // Carol reads English (her LANGUAGE is 011).
    const carol = await as('carol');
    const english = renderPage(ApprovalIndexPage, { kind: 'approvalIndex' });
    const carolCounts = await counts(carol);
    await waitFor(() => tabCount(english, 'waiting') === String(carolCounts.waiting), "carol's waiting count", 15000);
    match($(english, '[role="tab"][data-box="waiting"]')?.textContent, /Waiting for me/);
    await search(english, orderNo);
    const carolRow = await waitFor(() => rowsOf(english).length === 1 && rowsOf(english)[0], "carol's row of the order", 15000);
    match(carolRow.textContent, /Order approval.*Alice Wang.*Manager approval.*In progress/);
    unmountPages();

    const alice = await as('alice');
    const own = renderPage(ApprovalIndexPage, { kind: 'approvalIndex' });
    await search(own, orderNo);
    await waitFor(() => $(own, '.state.empty'), 'nothing waits for alice', 15000);
    equal((await waiting(alice, orderNo)).length, 0);
    // The started tab, by keyboard: arrow right from the selected tab.
    const first = $(own, '[role="tab"][data-box="waiting"]')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(() => $(own, '[role="tab"][aria-selected="true"]')?.dataset.box === 'started', 'the started tab selected by the arrow key');
    await search(own, orderNo);
    const started = await waitFor(() => rowsOf(own).length === 1 && rowsOf(own)[0], "alice's started order", 15000);
    match(started.textContent, /审批中/);
  });

  it('bob opens the order from the demo menu and approves it with a comment: the history, the path and the chart show it', async function (this: MochaContext) {
    this.timeout(90000);
    const orderNo = await aliceOrder();
    const { root, platform } = await startShell();
    await loginAs(root, 'bob');
    (await menuItem(root, 'mod-work')).click();
    (await menuItem(root, 'mod-work-approvals')).click();
    const index = await waitFor(() => q(root, '.approval-index'), 'the approval index from the menu', 15000);
    await search(index, orderNo);
    const row = await waitFor(() => rowsOf(index).length === 1 && rowsOf(index)[0], "the order in bob's box", 15000);
    const before = Number(tabCount(index, 'waiting'));
    // Keyboard: Enter on the row opens its task page in a tab of its own.
    row.focus();
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    const task = await waitFor(() => q(root, '.task-page'), 'the task page', 20000);
    const remark = await waitFor(() => $(task, '[data-field="REMARK"] textarea, [data-field="REMARK"] input'), 'the editable REMARK field', 20000);
    assert(!$(task, '[data-field="AMOUNT"] input:not([disabled]):not([readonly])'), 'the amount is not editable at this node');
    typeInto(remark, '经理已核对');
    const comment = $(task, 'sl-textarea.task-comment-text')!;
    typeInto(comment, '同意，请尽快发货');
    $(task, 'sl-button.task-approve')!.click();
    const ok = await waitFor(() => q<HTMLElement>(root, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm dialog');
    match(q(root, '.confirm-dialog')?.textContent, /确定同意该申请吗/);
    ok.click();
    const entry = await waitFor(() => $(task, '.task-history li[data-action="approve"]'), 'the approval in the history', 20000);
    match(entry.textContent, /李博.*同意.*经理审批/);
    match(entry.textContent, /同意，请尽快发货/);
    const path = await waitFor(() => $(task, '.task-path'), 'the path taken');
    equal(path.dataset.path, 'start-manager,manager-end');
    match(path.textContent, /提交订单 → 经理审批 → 结束/);
    assert(!$(task, 'sl-button.task-approve'), 'no approval action once approved');
    // The header names each status once, and the step it ended at is no longer "current".
    await waitFor(() => $(task, '.task-meta')?.textContent?.includes('最后节点'), 'the last step, once approved', 20000);
    const labels = [...task.querySelectorAll('.task-meta dt')].map((dt) => dt.textContent);
    equal(new Set(labels).size, labels.length, `distinct labels: ${labels.join(', ')}`);
    assert(labels.includes('流程状态') && labels.includes('任务状态') && !labels.includes('当前节点'), labels.join(', '));
    // The chart loads when it scrolls into view.
    $(task, '.task-chart')!.scrollIntoView();
    await waitFor(
      () => $(task, '.task-chart .process-chart-page, .task-chart [data-unknown-page="processChart"]'),
      "the process chart (or the registry's unknown kind)",
      20000,
    );
    assert(notices(platform).includes('处理成功'), "the runner's success message");
    const order = await platform.http.request<{ entitys?: Array<Record<string, unknown>> }>({
      entity: 'ORDER',
      action: 'find',
      method: 'POST',
      data: { conditions: [{ field: 'ORDER_NO', mode: 'equal', value: orderNo }] },
    });
    const saved = (order.entitys ?? (order as unknown as Array<Record<string, unknown>>))[0];
    equal(saved?.REMARK, '经理已核对');
    assert(saved?.ID, 'the order has an id');
    // The approval saved what was typed: no draft of it is left to be offered by a later edit.
    platform.drafts.flush();
    assert(!platform.drafts.list().some((draft) => draft.recordId === String(saved?.ID)), 'no draft of the approved record is left');
    // The index in its tab read the counts again.
    const after = await waitFor(
      () => Number(q(root, '.approval-index [role="tab"][data-box="waiting"] .work-count')?.dataset.count) === before - 1 && before - 1,
      'one fewer waiting for bob',
      15000,
    );
    equal(after, before - 1);
  });

  it('a rejection goes back to alice: her to-do in the task list, where she may only resubmit', async function (this: MochaContext) {
    this.timeout(60000);
    const orderNo = await aliceOrder();
    const carol = await as('carol');
    const [row] = await waiting(carol, orderNo);
    assert(row?.taskId, 'carol has the task');
    const shadow = renderTask({ query: { taskId: row!.taskId! } });
    (await waitFor(() => $(shadow, 'sl-button.task-reject'), 'the reject action', 20000)).click();
    const dialog = await waitFor(() => $(shadow, '.reject-dialog'), 'the reject dialog');
    match($(dialog, 'sl-select.reject-target sl-option')?.textContent, /Starter/);
    $(dialog, 'sl-button.reject-submit')!.click();
    await waitFor(() => $(dialog, '[role="alert"]')?.textContent?.includes('Please enter a comment'), 'a comment is required');
    typeInto($(dialog, 'sl-textarea.reject-comment')!, 'Please split the order');
    $(dialog, 'sl-button.reject-submit')!.click();
    const entry = await waitFor(() => $(shadow, '.task-history li[data-action="reject"]'), 'the rejection in the history', 20000);
    match(entry.textContent, /Carol Chen.*Sent back/);
    match(entry.textContent, /Please split the order/);
    assert(!$(shadow, '.reject-dialog'), 'the dialog closed');
    unmountPages();

    const alice = await as('alice');
    const list = renderPage(TaskListPage, { kind: 'taskList', pageId: 'page-work-tasks' });
    const todo = await waitFor(() => rowsOf(list).find((r) => r.textContent?.includes(orderNo)), "alice's to-do in her task list", 20000);
    match(todo.textContent, /待办.*提交订单.*待处理/);
    const [mine] = await waiting(alice, orderNo);
    assert(mine?.taskId, 'the to-do waits for alice');
    unmountPages();
    const page = renderTask({ recordId: mine!.taskId });
    const resubmit = await waitFor(() => $(page, 'sl-button.task-approve'), 'the resubmit action', 20000);
    match(resubmit.textContent, /重新提交/);
    assert(!$(page, 'sl-button.task-reject') && !$(page, 'sl-button.task-handover'), 'a to-do is only resubmitted');
    equal($(page, '.task-page')?.dataset.state, 'open');
  });

  it('a hand-over moves the task: bob picks carol with the user find, and the task leaves his box for hers', async function (this: MochaContext) {
    this.timeout(60000);
    const orderNo = await aliceOrder();
    const bob = await as('bob');
    const [row] = await waiting(bob, orderNo);
    const shadow = renderTask({ taskId: row!.taskId! });
    (await waitFor(() => $(shadow, 'sl-button.task-handover'), 'the hand-over action', 20000)).click();
    const dialog = await waitFor(() => $(shadow, '.handover-dialog'), 'the hand-over dialog');
    $(dialog, 'sl-button.handover-submit')!.click();
    await waitFor(() => $(dialog, '[role="alert"]')?.textContent?.includes('请选择要转交的人员'), 'a person is needed');
    const find = await waitFor(() => $(dialog, '.org-find sl-input'), 'the user find (organisation tree)', 20000);
    typeInto(find, '陈嘉');
    (await waitFor(() => $(dialog, 'li[data-person-id="user-carol"] button.person'), 'carol in the user find', 15000)).click();
    await waitFor(() => $(dialog, '.handover-user')?.dataset.user === 'user-carol', 'carol picked');
    typeInto($(dialog, 'sl-textarea.handover-comment')!, '请陈经理处理');
    $(dialog, 'sl-button.handover-submit')!.click();
    const entry = await waitFor(() => $(shadow, '.task-history li[data-action="handover"]'), 'the hand-over in the history', 20000);
    match(entry.textContent, /李博.*转交.*转交给 陈嘉/);
    match(entry.textContent, /请陈经理处理/);
    await waitFor(() => !$(shadow, 'sl-button.task-approve'), 'bob may no longer approve it');
    equal((await waiting(bob, orderNo)).length, 0);
    unmountPages();
    const carol = await as('carol');
    equal((await waiting(carol, orderNo)).length, 1);
  });

  it('alice cannot approve: the actions hidden with RIGHT_CONTROL_MODE 1, disabled with 2, and the server refuses', async function (this: MochaContext) {
    this.timeout(60000);
    const orderNo = await aliceOrder();
    const bob = await as('bob');
    const [row] = await waiting(bob, orderNo);
    const alice = await as('alice');
    // Mode 1 (the demo's task page config, also the default): hidden; alice may still comment.
    const hidden = renderTask({ taskId: row!.taskId! });
    await waitFor(() => $(hidden, 'sl-button.task-comment'), 'the comment action', 20000);
    assert(!$(hidden, 'sl-button.task-approve') && !$(hidden, 'sl-button.task-reject') && !$(hidden, 'sl-button.task-handover'), 'approval actions hidden');
    unmountPages();
    // Mode 2: shown disabled, with the reason.
    const disabled = renderTask({ taskId: row!.taskId!, pageId: 'page-work-task-disabled' });
    const approve = await waitFor(() => $(disabled, 'sl-button.task-approve'), 'the approve action, disabled', 20000);
    assert(approve.hasAttribute('disabled'), 'approve is disabled');
    assert(
      $(disabled, 'sl-button.task-reject')!.hasAttribute('disabled') && $(disabled, 'sl-button.task-handover')!.hasAttribute('disabled'),
      'reject and hand over disabled',
    );
    const hint = $(disabled, '.task-hint[role="note"]')!;
    match(hint.textContent, /没有审批权限/);
    equal(approve.getAttribute('aria-describedby'), hint.id);
    await waitFor(() => $(disabled, '.task-history li'), 'the history', 15000);
    await accessible('the task page');
    // Comments still go through the runner.
    typeInto($(disabled, 'sl-textarea.task-comment-text')!, '请尽快审批');
    $(disabled, 'sl-button.task-comment')!.click();
    const comment = await waitFor(() => $(disabled, '.task-history li[data-action="comment"]'), "alice's comment in the history", 20000);
    match(comment.textContent, /王丽.*评论/);
    // And the server refuses her approval whatever the page shows.
    let refused = '';
    try {
      await processCall(alice, 'approve', { taskId: row!.taskId, comment: 'self' });
    } catch (error) {
      refused = (error as { code?: string }).code ?? '';
    }
    equal(refused, 'error.forbidden');
  });

  it('while her order waits alice cannot change it; she withdraws it on its task page, edits it and submits it again', async function (this: MochaContext) {
    this.timeout(120000);
    const orderNo = await aliceOrder();
    const alice = await as('alice');
    const [started] = (await processCall<{ rows: InboxRow[] }>(alice, 'inbox', { box: 'started', page: 1, pageSize: 5, search: orderNo })).rows;
    assert(started?.taskId, 'her started box names the open task');
    const found = await alice.http.request<{ entitys: Array<Record<string, unknown>> }>({
      entity: 'ORDER',
      action: 'find',
      method: 'POST',
      data: { conditions: [{ field: 'ORDER_NO', mode: 'equal', value: orderNo }] },
    });
    const id = String(found.entitys[0]!.ID);
    const amount = (root: ParentNode) => $(root, '.form [data-field="AMOUNT"] input') as HTMLInputElement | null;
    const mountForm = async () =>
      (await mountElement(`<entity-form entity="ORDER" page-id="page-order-edit" state="edit" record-id="${id}"></entity-form>`)).root;

    // Locked: her edit form says so and shows the order read-only, with nothing to save.
    const locked = await mountForm();
    const banner = await waitFor(() => $(locked, '.approval-lock'), 'the lock in the form', 15000);
    match(banner.textContent, /该记录正在审批中（订单审批），审批结束或撤回前不能修改/);
    await waitFor(() => $(locked, '.form [data-field="AMOUNT"]'), 'the amount, shown', 15000);
    assert(!$(locked, '.form [data-field="AMOUNT"] input:not([disabled]):not([readonly])'), 'the amount cannot be typed into');
    assert(!$(locked, '.save-button'), 'no save while it waits');
    unmountAll();
    // The server refuses her raise whatever a page shows.
    let refused = '';
    try {
      await alice.http.request({ entity: 'ORDER', action: 'update', method: 'POST', data: { data: { ...found.entitys[0], AMOUNT: 99000000 } } });
    } catch (error) {
      refused = (error as { code?: string }).code ?? '';
    }
    equal(refused, 'error.locked');

    // The task page offers her the withdrawal (with what it means), after a confirm question.
    const shadow = renderTask({ taskId: started!.taskId! });
    const withdraw = await waitFor(() => $(shadow, 'sl-button.task-withdraw'), 'the withdraw action', 20000);
    match($(shadow, '.task-withdraw-hint')?.textContent, /撤回后可修改记录并重新提交/);
    assert(!$(shadow, 'sl-button.task-approve'), 'the starter never decides on her own request');
    typeInto($(shadow, 'sl-textarea.task-comment-text')!, '金额需调整');
    withdraw.click();
    const ok = await waitFor(() => $(shadow, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm question');
    match($(shadow, '.confirm-dialog')?.textContent, /确定撤回该申请吗/);
    ok.click();
    const entry = await waitFor(() => $(shadow, '.task-history li[data-action="withdraw"]'), 'the withdrawal in the history', 20000);
    match(entry.textContent, /王丽.*撤回/);
    match(entry.textContent, /金额需调整/);
    await waitFor(() => !$(shadow, 'sl-button.task-withdraw'), 'no withdrawal once withdrawn');
    unmountPages();
    equal((await waiting(await as('bob'), orderNo)).length, 0);

    // Free again: the edit saves; still above 100,000 the save submits it again and says so. (The
    // amount is the server's, worked out from the lines: the form shows it read-only.)
    const again = await as('alice');
    const free = await mountForm();
    const remark = await waitFor(() => $(free, '.form [data-field="REMARK"] textarea'), 'the remark, free again', 15000);
    await sleep(50);
    assert(!$(free, '.approval-lock'), 'no lock once withdrawn');
    assert(!amount(free), 'the amount is not typed');
    typeInto(remark!, '付款条件已调整');
    $(free, '.save-button')!.click();
    const said = await waitFor(() => notices(again).find((n) => n.includes('已提交审批')), 'the save announces the approval it started', 15000);
    match(said, /保存成功，已提交审批（订单审批），审批结束或撤回前记录不能修改/);
    unmountAll();
    equal((await waiting(await as('bob'), orderNo)).length, 1);
  });

  it('an approval of an order changed after the page showed it is refused with a clear note; the page shows the new version', async function (this: MochaContext) {
    this.timeout(90000);
    const orderNo = await aliceOrder();
    const bob = await as('bob');
    const [row] = await waiting(bob, orderNo);
    const shadow = renderTask({ taskId: row!.taskId! });
    const approve = await waitFor(() => $(shadow, 'sl-button.task-approve'), 'the approve action', 20000);
    await waitFor(() => $(shadow, '[data-field="REMARK"] textarea, [data-field="REMARK"] input'), 'the record form', 20000);
    // The record changes meanwhile (here through bob's own session, as another tab of his would).
    const found = await bob.http.request<{ entitys: Array<Record<string, unknown>> }>({
      entity: 'ORDER',
      action: 'find',
      method: 'POST',
      data: { conditions: [{ field: 'ORDER_NO', mode: 'equal', value: orderNo }] },
    });
    await bob.http.request({ entity: 'ORDER', action: 'update', method: 'POST', data: { data: { ...found.entitys[0], REMARK: '交期待定' } } });
    approve.click();
    (await waitFor(() => $(shadow, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm question')).click();
    const note = await waitFor(() => $(shadow, '.task-stale'), 'the stale note', 20000);
    match(note.textContent, /记录在您打开后已被修改/);
    assert(!$(shadow, '.task-history li[data-action="approve"]'), 'nothing was decided');
    // The form now shows the new remark: what the next decision binds to.
    await waitFor(
      () => ($(shadow, '[data-field="REMARK"] textarea, [data-field="REMARK"] input') as HTMLInputElement | null)?.value === '交期待定',
      'the form at the new version',
      20000,
    );
    $(shadow, 'sl-button.task-approve')!.click();
    (await waitFor(() => $(shadow, '.confirm-dialog sl-button[variant="primary"]'), 'the confirm question again')).click();
    await waitFor(() => $(shadow, '.task-history li[data-action="approve"]'), 'the approval in the history', 20000);
  });

  it('the Task route shows the task page of the task its address names', async function (this: MochaContext) {
    this.timeout(60000);
    const orderNo = await aliceOrder();
    const [row] = await waiting(await as('bob'), orderNo);
    const { root, core } = await startShell();
    await loginAs(root, 'bob');
    await core.router.navigate(`/task/demo/crm/${row!.taskId}`);
    const route = await waitFor(() => q(root, '[data-route-page="Task"]'), 'the Task route page', 15000);
    const task = await waitFor(() => $(route, `.task-page[data-task="${row!.taskId}"]`), "the task page of the address's task", 20000);
    match($(task, '.page-head h2')?.textContent, new RegExp(`订单审批 · ${orderNo}`));
    await waitFor(() => $(task, 'sl-button.task-approve'), 'bob may approve it', 20000);
  });
});
