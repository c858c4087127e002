// @vitest-environment node
// core/work against the reference server: an order above 100,000 saved by alice (sales) starts
// the order approval, which waits for the managers bob and carol (docs/server-contract.md
// "Workflow"). The inbox, a task, approve (with the edited field and the version read), reject,
// the starter's resubmit, hand over, and the counts read again after each action.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReadableAtom } from 'nanostores';
import type { Platform } from '../../../core/index.ts';
import type { Loaded, TaskController } from '../../../core/work/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from '../meta/server-fixtures.ts';

let server: TestServer;
let alice: Platform;
let bob: Platform;
let carol: Platform;

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, carol] = [await platformOn(server.url, 'alice'), await platformOn(server.url, 'bob'), await platformOn(server.url, 'carol')];
  await Promise.all([alice, bob, carol].map((platform) => platform.loadConcept('work')));
});
afterAll(async () => {
  await server?.close();
});

let serial = 0;
/** Alice saves an order above 100,000: the server starts its approval. Returns the order number and id. */
async function aliceOrder(amount = 188000): Promise<{ orderNo: string; id: string }> {
  const orderNo = `SO-CORE-${Date.now().toString(36)}-${++serial}`;
  const reply = await alice.http.request<{ id: string | number }>({
    entity: 'ORDER',
    action: 'save',
    method: 'POST',
    data: { data: { ORDER_NO: orderNo, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: amount } },
  });
  return { orderNo, id: String(reply.id) };
}

/** The store once it is no longer loading. */
async function settled<T>($store: ReadableAtom<Loaded<T>>): Promise<Loaded<T>> {
  await vi.waitFor(() => expect($store.get().status).not.toBe('loading'), { timeout: 10000, interval: 20 });
  return $store.get();
}

async function ready<T>($store: ReadableAtom<Loaded<T>>): Promise<T> {
  const state = await settled($store);
  expect(state.error?.message ?? '').toBe('');
  return state.data!;
}

/** The task of `orderNo` waiting for `platform`. */
async function waitingTask(platform: Platform, orderNo: string): Promise<string> {
  const page = await platform.work.inbox({ box: 'waiting', page: 1, pageSize: 20, search: orderNo });
  expect(page.rows).toHaveLength(1);
  return page.rows[0]!.taskId!;
}

const yes = async () => true;

async function openTask(platform: Platform, taskId: string, extra: Partial<Parameters<Platform['work']['openTask']>[0]> = {}): Promise<TaskController> {
  const task = platform.work.openTask({ taskId, confirm: yes, ...extra });
  await ready(task.$task);
  return task;
}

describe('the inbox', () => {
  it("shows alice's order in bob's waiting box, with the counts, searched and paged; never in alice's own", async () => {
    const { orderNo } = await aliceOrder();
    const inbox = bob.work.openInbox({ box: 'nowhere', pageSize: 5 });
    expect(inbox.$state.get()).toEqual({ box: 'waiting', page: 1, pageSize: 5, search: '' });
    const counts = await ready(inbox.$counts);
    expect(counts).toEqual(await bob.work.counts());
    const first = await ready(inbox.$rows);
    expect(first.rows.length).toBeLessThanOrEqual(5);
    expect(first.total).toBe(counts.waiting);

    inbox.search(`  ${orderNo}  `);
    expect(inbox.$state.get().search).toBe(orderNo);
    await vi.waitFor(() => expect(inbox.$rows.get().data?.rows.map((r) => r.title.split(' ')[0])).toEqual([orderNo]), { timeout: 10000 });
    const row = inbox.$rows.get().data!.rows[0]!;
    expect(row).toMatchObject({ status: 'running', node: { id: 'manager' }, starter: { id: 'user-alice', nameEn: 'Alice Wang' } });
    expect(row.taskId).toBeTruthy();

    inbox.setPageSize(500);
    expect(inbox.$state.get()).toMatchObject({ page: 1, pageSize: 200, search: orderNo });
    inbox.setBox('done');
    // Another box starts afresh: its first page, no search, the first page size, no rows of the box before.
    expect(inbox.$state.get()).toEqual({ box: 'done', page: 1, pageSize: 5, search: '' });
    expect(inbox.$rows.get()).toMatchObject({ status: 'loading', data: null });
    const done = await ready(inbox.$rows);
    expect(done.total).toBe(counts.done);
    inbox.setPage(2);
    const second = await ready(inbox.$rows);
    expect(inbox.$state.get().page).toBe(2);
    expect(second.total).toBe(done.total);
    inbox.destroy();

    const own = alice.work.openInbox();
    own.search(orderNo);
    await vi.waitFor(() => expect(own.$rows.get()).toMatchObject({ status: 'ready', data: { total: 0 } }), { timeout: 10000 });
    own.destroy();
  });

  it('says what is wrong with a refused call, and reads again on reload', async () => {
    const inbox = bob.work.openInbox();
    await ready(inbox.$rows);
    await server.hooks.fail('inbox', 1, { code: 'error.fail', msg: '流程服务暂不可用' });
    inbox.reload();
    const failed = await settled(inbox.$rows);
    expect(failed).toMatchObject({ status: 'error', data: null });
    expect(failed.error).toMatchObject({ code: 'error.fail', message: '流程服务暂不可用' });
    inbox.reload();
    expect((await ready(inbox.$rows)).rows.length).toBeGreaterThan(0);
    inbox.destroy();
  });

  it('the task list filters by state and process', async () => {
    const list = carol.work.openTaskList({ state: 'later', processId: 'order-approval' });
    expect(list.$state.get()).toMatchObject({ state: 'open', processId: 'order-approval', page: 1, pageSize: 20 });
    const definitions = await ready(list.$definitions);
    expect(definitions.map((d) => d.id)).toEqual(['order-approval', 'customer-credit']);
    const open = await ready(list.$tasks);
    expect(open.rows.every((row) => row.state === 'open' && row.kind === 'approval')).toBe(true);
    list.setState('done');
    list.setProcess('');
    const done = await ready(list.$tasks);
    expect(list.$state.get()).toMatchObject({ state: 'done', processId: '' });
    expect(done.rows.every((row) => row.state === 'done')).toBe(true);
    list.destroy();
  });
});

describe('a task', () => {
  it('opens with its record, history and what the caller may do; the rights decide what shows', async () => {
    const { orderNo, id } = await aliceOrder();
    const taskId = await waitingTask(bob, orderNo);
    const task = await openTask(bob, taskId);
    const detail = task.$task.get().data!;
    expect(detail.task).toMatchObject({ taskId, kind: 'approval', state: 'open' });
    expect(detail.record).toMatchObject({ entity: 'ORDER', id, editPageId: 'page-order-edit' });
    expect(detail.editable).toEqual(['REMARK']);
    expect(detail.actions).toEqual(['approve', 'reject', 'handover', 'comment']);
    expect(detail.history.map((h) => h.action)).toEqual(['start']);
    expect(detail.definition.nodes.map((n) => n.id)).toEqual(['start', 'manager', 'end']);
    expect(task.states(detail, '1')).toEqual({ approve: 'show', reject: 'show', handover: 'show', comment: 'show', withdraw: 'hide' });
    expect(detail.record.version).toBe(1);
    expect(task.holdsApproveRight()).toBe(true);
    // The node lets bob change REMARK: the record shows as its edit form with only that field editable.
    await vi.waitFor(() => expect(task.$edit.get()?.status).toBe('ready'), { timeout: 10000 });
    const edit = task.$edit.get()!.data!;
    expect(edit.fieldScope['2']).toEqual(['REMARK']);
    expect(edit.fields.filter((f) => f.state === 'EDIT').map((f) => f.attriName)).toEqual(['REMARK']);
    expect(edit.fields.some((f) => f.attriName === 'AMOUNT' && f.state === 'DETAIL')).toBe(true);
    // A reload of the task reads the same override: the same object stays.
    task.reload();
    await ready(task.$task);
    expect(task.$edit.get()!.data).toBe(edit);
    task.destroy();

    // Alice took part (she started it) but may not approve: hidden with mode 1, disabled with 2;
    // she may take her request back.
    const hers = await openTask(alice, taskId);
    const seen = hers.$task.get().data!;
    expect(seen.actions).toEqual(['comment', 'withdraw']);
    expect(hers.states(seen, '1')).toEqual({ approve: 'hide', reject: 'hide', handover: 'hide', comment: 'show', withdraw: 'show' });
    expect(hers.states(seen, '2')).toEqual({ approve: 'disable', reject: 'disable', handover: 'disable', comment: 'show', withdraw: 'show' });
    expect(hers.holdsApproveRight()).toBe(false);
    expect(hers.$edit.get()).toBeNull();
    hers.destroy();
  });

  it('approves with a comment, the edited field and the version read; the record, the history and the counts follow', async () => {
    const { orderNo, id } = await aliceOrder();
    const taskId = await waitingTask(bob, orderNo);
    const counts = bob.work.openCounts();
    const before = await ready(counts.$counts);
    const inbox = bob.work.openInbox();
    await ready(inbox.$counts);
    const asked: string[] = [];
    const saved: Array<[string, string]> = [];
    const task = await openTask(bob, taskId, {
      confirm: async (message) => (asked.push(message), true),
      onRecordSaved: (entity, recordId) => saved.push([entity, recordId]),
    });
    const record = (await bob.http.request<{ bean: { data: Record<string, unknown> } }>({ entity: 'ORDER', action: 'get', params: { id } })).bean.data;
    // The edit form's values: every field it shows; only the node's editable ones (and the version) go.
    const result = await task.approve({ comment: '同意', values: { ...record, REMARK: '经理已审', AMOUNT: 1 } });
    expect(result).toEqual({ done: true });
    expect(asked).toEqual(['确定同意该申请吗？']);
    expect(saved).toEqual([['ORDER', id]]);
    expect(bob.work.$changed.get()).toMatchObject({ action: 'approve', taskId });
    const after = (await bob.http.request<{ bean: { data: Record<string, unknown> } }>({ entity: 'ORDER', action: 'get', params: { id } })).bean.data;
    expect(after).toMatchObject({ REMARK: '经理已审', AMOUNT: 188000 });
    // Every controller of the instance reads again: the task itself, the counts (kept shown meanwhile), the inbox.
    await vi.waitFor(() => expect(task.$task.get().data?.history.map((h) => h.action)).toEqual(['start', 'approve']), { timeout: 10000 });
    expect(task.$task.get().data!.instance.status).toBe('approved');
    await vi.waitFor(() => expect(counts.$counts.get().data?.waiting).toBe(before.waiting - 1), { timeout: 10000 });
    await vi.waitFor(() => expect(inbox.$counts.get().data?.waiting).toBe(before.waiting - 1), { timeout: 10000 });
    for (const controller of [task, counts, inbox]) controller.destroy();
  });

  it('sends no values before the edit form has read the record, and a declined confirm sends nothing', async () => {
    const { orderNo } = await aliceOrder();
    const taskId = await waitingTask(carol, orderNo);
    const declined = await openTask(carol, taskId, { confirm: async () => false });
    expect(await declined.approve({ comment: 'no', values: { REMARK: 'typed' } })).toEqual({ done: false });
    expect(await carol.work.inbox({ box: 'waiting', page: 1, pageSize: 5, search: orderNo })).toMatchObject({ total: 1 });
    declined.destroy();
    const task = await openTask(carol, taskId);
    // No LOG_VERSION: the form has not read the record, so nothing of it goes (the server would refuse it).
    expect(await task.approve({ comment: '', values: { REMARK: 'typed' } })).toEqual({ done: true });
    await vi.waitFor(() => expect(task.$task.get().data?.instance.status).toBe('approved'), { timeout: 10000 });
    task.destroy();
  });

  it('rejects back to the starter, whose to-do resubmits', async () => {
    const { orderNo } = await aliceOrder();
    const taskId = await waitingTask(carol, orderNo);
    const task = await openTask(carol, taskId);
    expect(task.$task.get().data!.rejectTargets.map((t) => t.id)).toEqual(['starter']);
    expect(await task.reject({ comment: '  ' })).toEqual({ done: false, missing: 'comment' });
    expect(await task.reject({ comment: '请补充合同', to: 'starter' })).toEqual({ done: true });
    await vi.waitFor(() => expect(task.$task.get().data?.instance.status).toBe('rejected'), { timeout: 10000 });
    task.destroy();

    const todoId = await waitingTask(alice, orderNo);
    const asked: string[] = [];
    const todo = await openTask(alice, todoId, { confirm: async (message) => (asked.push(message), true) });
    const detail = todo.$task.get().data!;
    expect(detail.task.kind).toBe('todo');
    expect(todo.states(detail, '1')).toEqual({ approve: 'show', reject: 'hide', handover: 'hide', comment: 'show', withdraw: 'show' });
    expect(await todo.approve({ comment: '已补充' })).toEqual({ done: true });
    expect(asked).toEqual(['确定重新提交吗？']);
    await vi.waitFor(() => expect(todo.$task.get().data?.history.map((h) => h.action)).toEqual(['start', 'reject', 'resubmit']), { timeout: 10000 });
    expect(todo.$task.get().data!.instance.status).toBe('running');
    todo.destroy();
    expect((await bob.work.inbox({ box: 'waiting', page: 1, pageSize: 5, search: orderNo })).total).toBe(1);
  });

  it('a decision on a record changed since the page showed it is refused, and the task reads the new version', async () => {
    const { orderNo, id } = await aliceOrder();
    const taskId = await waitingTask(bob, orderNo);
    const task = await openTask(bob, taskId);
    const shown = task.$task.get().data!.record.version!;
    // carol, offered the same task, changes the node's editable field meanwhile.
    const record = (await carol.http.request<{ bean: { data: Record<string, unknown> } }>({ entity: 'ORDER', action: 'get', params: { id } })).bean.data;
    await carol.http.request({ entity: 'ORDER', action: 'update', method: 'POST', data: { data: { ...record, REMARK: '交期待定' } } });
    expect(await task.approve({ comment: '同意' })).toEqual({ done: false, stale: true });
    expect(bob.notifier.$notifications.get().some((n) => /^该记录已被 陈嘉 于 .+ 修改，请查看最新内容后再审批$/.test(n.message))).toBe(true);
    await vi.waitFor(() => expect(task.$task.get().data?.record.version).toBe(shown + 1), { timeout: 10000 });
    expect(task.$task.get().data!.instance.status).toBe('running');
    // What the page shows now is what the decision binds to.
    expect(await task.approve({ comment: '同意' })).toEqual({ done: true });
    await vi.waitFor(() => expect(task.$task.get().data?.instance.status).toBe('approved'), { timeout: 10000 });
    task.destroy();
  });

  it('the starter withdraws her request after the confirm question; the record is hers to edit again', async () => {
    const { orderNo, id } = await aliceOrder();
    const taskId = await waitingTask(bob, orderNo);
    const asked: string[] = [];
    const declined = await openTask(alice, taskId, { confirm: async () => false });
    expect(await declined.withdraw({ comment: '' })).toEqual({ done: false });
    declined.destroy();
    const hers = await openTask(alice, taskId, { confirm: async (message) => (asked.push(message), true) });
    expect(await hers.withdraw({ comment: '金额有误' })).toEqual({ done: true });
    expect(asked).toEqual(['确定撤回该申请吗？撤回后可修改记录并重新提交。']);
    await vi.waitFor(() => expect(hers.$task.get().data?.instance.status).toBe('withdrawn'), { timeout: 10000 });
    const detail = hers.$task.get().data!;
    expect(detail.history.map((h) => h.action)).toEqual(['start', 'withdraw']);
    expect(hers.states(detail, '1')).toEqual({ approve: 'hide', reject: 'hide', handover: 'hide', comment: 'show', withdraw: 'hide' });
    hers.destroy();
    expect((await bob.work.inbox({ box: 'waiting', page: 1, pageSize: 5, search: orderNo })).total).toBe(0);
    const record = (await alice.http.request<{ bean: { data: Record<string, unknown> } }>({ entity: 'ORDER', action: 'get', params: { id } })).bean.data;
    const saved = await alice.http.request<{ approval?: unknown }>({
      entity: 'ORDER',
      action: 'update',
      method: 'POST',
      data: { data: { ...record, AMOUNT: 99000 } },
    });
    expect(saved.approval).toBeUndefined();
  });

  it('hands a task over to another approver, and comments on the instance', async () => {
    const { orderNo } = await aliceOrder();
    const taskId = await waitingTask(bob, orderNo);
    const task = await openTask(bob, taskId);
    expect(await task.handover({ userId: '' })).toEqual({ done: false, missing: 'user' });
    // The server's refusal is the runner's message; the task stays bob's.
    expect(await task.handover({ userId: 'user-alice' })).toEqual({ done: false });
    expect(bob.notifier.$notifications.get().at(-1)?.kind).toBe('error');
    expect(await task.handover({ userId: 'user-carol', comment: '请陈嘉处理' })).toEqual({ done: true });
    await vi.waitFor(() => expect(task.$task.get().data?.task.assignee).toMatchObject({ id: 'user-carol' }), { timeout: 10000 });
    expect(task.$task.get().data!.history.at(-1)).toMatchObject({ action: 'handover', to: { id: 'user-carol' }, comment: '请陈嘉处理' });
    expect(await task.comment({ comment: '' })).toEqual({ done: false, missing: 'comment' });
    expect(await task.comment({ comment: '已转交' })).toEqual({ done: true });
    await vi.waitFor(() => expect(task.$task.get().data?.history.at(-1)).toMatchObject({ action: 'comment', comment: '已转交' }), { timeout: 10000 });
    task.destroy();
    expect(await carol.work.inbox({ box: 'waiting', page: 1, pageSize: 5, search: orderNo })).toMatchObject({ total: 1 });
  });
});

describe('the chart and the organisation', () => {
  it('reads a definition, an instance with its definition, and the department tree', async () => {
    const { definition, instance } = await alice.work.chart({ definitionId: 'order-approval' });
    expect(instance).toBeNull();
    expect(definition.transitions.find((t) => t.id === 'start-manager')?.when).toEqual([{ field: 'AMOUNT', mode: 'greater', value: 0 }]);
    const started = (await alice.work.inbox({ box: 'started', page: 1, pageSize: 1 })).rows[0]!;
    const chart = await alice.work.chart({ instanceId: started.instanceId, definitionId: 'ignored' });
    expect(chart.instance?.id).toBe(started.instanceId);
    expect(chart.definition.id).toBe(chart.instance!.definitionId);
    await expect(alice.work.definition('nope')).rejects.toMatchObject({ code: 'error.notfound' });

    const tree = await alice.work.departmentTree();
    expect(tree.map((d) => d.id)).toEqual(['dept-root']);
    const sales = tree[0]!.children.find((d) => d.id === 'dept-sales')!;
    expect(sales.users.map((u) => u.id)).toEqual(expect.arrayContaining(['user-bob', 'user-carol']));
    expect(sales.children.find((d) => d.id === 'dept-sales-east')?.parentId).toBe('dept-sales');
  });
});
