// @vitest-environment node
// Approvals bound to what was approved (docs/server-contract.md "Workflow", "Approvals, one rule"):
// a record under approval is locked except the node's editable fields for its approver, every
// decision carries the version the approver saw, the starter may withdraw, edit and submit again,
// and nobody approves their own request, by any path.
import { openStore } from '../../../demo/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let alice: Client;
let bob: Client;
let carol: Client;

beforeAll(async () => {
  srv = await startTestServer();
  const as = async (account: string): Promise<Client> => client(srv, await srv.login(account));
  [alice, bob, carol] = [await as('alice'), await as('bob'), await as('carol')];
});
afterAll(() => srv.close());

const P = { prefix: 'process' as const };
const get = (c: Client, action: string, query?: Record<string, string>) => c.get('PROCESS', action, query, P);
const post = (c: Client, action: string, body: unknown) => c.post('PROCESS', action, body, P);
const waiting = async (c: Client, title: string) =>
  (await post(c, 'inbox', { box: 'waiting', page: 1, pageSize: 100, search: title })).data.rows as { taskId: string; instanceId: string }[];
const order = async (c: Client, id: number) => (await c.get('ORDER', 'get', { id })).data.bean.data as Record<string, any>;
const taskOf = async (c: Client, title: string) => (await waiting(c, title))[0]!;
const versionShown = async (c: Client, taskId: string): Promise<number> => (await get(c, 'task', { taskId })).data.record.version;

/** Runs a statement on the server's database, as data made by an older release or a definition the demo does not seed. */
function sql(statement: string, ...params: unknown[]): void {
  const db = openStore(srv.dbPath);
  try {
    db.prepare(statement).run(...params);
  } finally {
    db.close();
  }
}

let n = 0;
/** Saves a new order as `c`; the reply (with `approval` when the save started one). */
async function newOrder(c: Client, amount: number) {
  const no = `SO-AP-${++n}`;
  const r = await c.post('ORDER', 'save', { data: { ORDER_NO: no, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: amount } });
  expect(r.code, r.msg).toBe('0');
  return { id: r.data.id as number, no, approval: r.data.approval };
}

describe('a record under approval', () => {
  it('a save above 100,000 announces the approval it started; a small one starts none', async () => {
    const big = await newOrder(alice, 150000);
    expect(big.approval).toMatchObject({ definitionId: 'order-approval', name: { '010': '订单审批', '011': 'Order approval' }, status: 'running' });
    expect(big.approval.instanceId).toMatch(/^pi-/);
    expect((await newOrder(alice, 5000)).approval).toBeUndefined();
  });

  it('cannot be raised while it waits, and bob approves exactly what he saw', async () => {
    const { id, no } = await newOrder(alice, 150000);
    const bean = await order(alice, id);
    const raised = await alice.post('ORDER', 'save', { data: { ...bean, AMOUNT: 99000000 } });
    expect(raised.code).toBe('error.locked');
    expect(raised.msg).toBe('该记录正在审批中（订单审批），不能修改');
    const en = await alice.post('ORDER', 'update', { data: { ...bean, AMOUNT: 99000000 } }, { headers: { Language: '011' } });
    expect(en.msg).toBe('This record is under approval (Order approval): it cannot be changed');
    // Even an unchanged save: it would move the version the approver is looking at.
    expect((await alice.post('ORDER', 'save', { data: bean })).code).toBe('error.locked');
    expect((await alice.post('ORDER', 'removeMulti', { ids: [id] })).msg).toBe('该记录正在审批中（订单审批），不能删除');
    // A line saved on its own changes the order too.
    const line = await alice.post('ORDER_LINE', 'save', { data: { ORDER_ID: id, PRODUCT_ID: 'P001', QUANTITY: 1, PRICE: 1, AMOUNT: 1 } });
    expect(line.code).toBe('error.locked');
    // So does one imported under it: that row is refused, the others go in.
    const imported = await alice.post('ORDER_LINE', 'importRows', {
      rows: [
        { order: String(id), product: 'P001', qty: '1' },
        { order: '1', product: 'P001', qty: '1' },
      ],
      mapping: { order: 'ORDER_ID', product: 'PRODUCT_ID', qty: 'QUANTITY' },
    });
    expect(imported.code, imported.msg).toBe('0');
    expect(imported.data).toMatchObject({ accepted: 1, rejected: [{ row: 1, errors: [{ message: '该记录正在审批中（订单审批），不能修改' }] }] });
    expect(await order(alice, id)).toMatchObject({ AMOUNT: 150000, LOG_VERSION: bean.LOG_VERSION });

    // get tells each reader what they may still change: alice nothing, the approvers the node's field.
    const lock = { definitionId: 'order-approval', name: { '010': '订单审批', '011': 'Order approval' }, status: 'running' };
    expect((await alice.get('ORDER', 'get', { id })).data.bean.approval).toMatchObject({ ...lock, editable: [] });
    expect((await carol.get('ORDER', 'get', { id })).data.bean.approval).toMatchObject({ ...lock, editable: ['REMARK'] });
    const task = await taskOf(bob, no);
    expect((await post(bob, 'approve', { taskId: task.taskId })).code).toBe('error.param');
    const shown = await versionShown(bob, task.taskId);
    expect(shown).toBe(bean.LOG_VERSION);
    // carol, offered the same task, may change the node's editable field (and only it) by a normal save.
    const remark = await carol.post('ORDER', 'save', { data: { ...bean, REMARK: '请核实交期' } });
    expect(remark.code, remark.msg).toBe('0');
    const amount = await carol.post('ORDER', 'save', { data: { ...remark.data.bean, AMOUNT: 1 } });
    expect(amount.code).toBe('error.locked');
    expect(amount.msg).toBe('该记录正在审批中（订单审批），只能修改：备注');
    // bob still looks at the version before carol's remark: his decision is refused as stale.
    const stale = await post(bob, 'approve', { taskId: task.taskId, version: shown });
    expect(stale.code).toBe('error.conflict');
    expect(stale.data).toMatchObject({ version: shown + 1, updatedBy: 'user-carol' });
    expect(stale.msg).toMatch(/^该记录已被 陈嘉 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改，请查看最新内容后再审批$/);
    expect((await post(bob, 'reject', { taskId: task.taskId, comment: 'x', version: shown })).code).toBe('error.conflict');
    expect((await post(bob, 'approve', { taskId: task.taskId, version: 'x' })).code).toBe('error.param');
    const ok = await post(bob, 'approve', { taskId: task.taskId, version: await versionShown(bob, task.taskId) });
    expect(ok.code, ok.msg).toBe('0');
    expect(ok.data.status).toBe('approved');
    expect(await order(alice, id)).toMatchObject({ AMOUNT: 150000, REMARK: '请核实交期' });
    expect((await alice.get('ORDER', 'get', { id })).data.bean.approval).toBeUndefined();
  });

  it('refuses the operations its definition gates (confirm) until the approval ends', async () => {
    const { id, no } = await newOrder(alice, 180000);
    const refused = await alice.post('ORDER', 'confirm', { ids: [id] });
    expect(refused.code).toBe('error.locked');
    expect(refused.msg).toBe('该记录正在审批中（订单审批），不能执行“确认订单”');
    // The order's status follows its approval (the definition's recordStatus).
    expect((await order(alice, id)).STATUS).toBe('approving');
    const task = await taskOf(carol, no);
    expect((await post(carol, 'approve', { taskId: task.taskId, version: await versionShown(carol, task.taskId) })).data.status).toBe('approved');
    expect((await alice.post('ORDER', 'confirm', { ids: [id] })).code).toBe('0');
    expect((await order(alice, id)).STATUS).toBe('confirmed');
  });

  it('sent back to its starter, is hers to revise before she resubmits', async () => {
    const { id, no } = await newOrder(alice, 210000);
    const task = await taskOf(bob, no);
    await post(bob, 'reject', { taskId: task.taskId, comment: '请补充付款条件', version: await versionShown(bob, task.taskId) });
    expect((await bob.post('ORDER', 'save', { data: { ...(await order(bob, id)), REMARK: 'bob' } })).code).toBe('error.locked');
    const revised = await alice.post('ORDER', 'save', { data: { ...(await order(alice, id)), REMARK: '30 天付款' } });
    expect(revised.code, revised.msg).toBe('0');
    expect(revised.data.approval).toBeUndefined();
    const todo = await taskOf(alice, no);
    const again = await post(alice, 'approve', { taskId: todo.taskId, version: revised.data.bean.LOG_VERSION });
    expect(again.data).toMatchObject({ status: 'running', currentNodes: ['manager'] });
    expect((await alice.post('ORDER', 'save', { data: { ...(await order(alice, id)), REMARK: 'late' } })).code).toBe('error.locked');
  });
});

describe('submit and withdraw', () => {
  it('the starter withdraws, edits and submits again; others cannot withdraw', async () => {
    const { id, no, approval } = await newOrder(alice, 160000);
    const task = await taskOf(bob, no);
    expect((await post(bob, 'withdraw', { instanceId: approval.instanceId })).code).toBe('error.forbidden');
    const back = await post(alice, 'withdraw', { instanceId: approval.instanceId, comment: '金额有误' });
    expect(back.code, back.msg).toBe('0');
    expect(back.data).toMatchObject({ status: 'withdrawn', currentNodes: [] });
    expect((await post(alice, 'withdraw', { instanceId: approval.instanceId })).code).toBe('error.forbidden');
    // The task left bob's inbox, is in nobody's done box, and cannot be decided any more.
    expect(await waiting(bob, no)).toHaveLength(0);
    expect((await post(bob, 'inbox', { box: 'done', page: 1, pageSize: 100, search: no })).data.total).toBe(0);
    expect((await post(alice, 'inbox', { box: 'done', page: 1, pageSize: 100, search: no })).data.total).toBe(0);
    expect((await post(bob, 'approve', { taskId: task.taskId, version: 1 })).code).toBe('error.forbidden');
    const detail = (await get(alice, 'instance', { instanceId: approval.instanceId })).data;
    expect(detail.history.map((h: any) => [h.action, h.user.id, h.comment])).toEqual([
      ['start', 'user-alice', ''],
      ['withdraw', 'user-alice', '金额有误'],
    ]);
    // Free again: a small amount saves without an approval; the submit operation starts one, which
    // waits for a manager like every submitted order.
    const edited = await alice.post('ORDER', 'save', { data: { ...(await order(alice, id)), AMOUNT: 90000 } });
    expect(edited.code, edited.msg).toBe('0');
    expect(edited.data.approval).toBeUndefined();
    expect(edited.data.bean.STATUS).toBe('draft');
    const submitted = await alice.post('ORDER', 'submit', { id });
    expect(submitted.code, submitted.msg).toBe('0');
    const started = (await post(alice, 'inbox', { box: 'started', page: 1, pageSize: 10, search: no })).data.rows;
    expect(started.map((r: any) => r.status)).toEqual(['running', 'withdrawn']);
    expect(await waiting(bob, no)).toHaveLength(1);
    // Withdrawn again and raised above 100,000: the save itself submits it, and says so.
    const second = started[0].instanceId as string;
    expect((await post(alice, 'withdraw', { instanceId: second })).code).toBe('0');
    const raised = await alice.post('ORDER', 'save', { data: { ...(await order(alice, id)), AMOUNT: 170000 } });
    expect(raised.data.approval).toMatchObject({ definitionId: 'order-approval', status: 'running' });
    expect(await waiting(bob, no)).toHaveLength(1);
    // Submitting a record whose approval is under way is refused.
    expect((await alice.post('ORDER', 'submit', { id })).code).toBe('error.fail');
  });
});

describe('four eyes', () => {
  it('a task is never handed over to its starter, even one who may approve', async () => {
    const { no } = await newOrder(bob, 400000);
    const task = await taskOf(carol, no);
    expect(await waiting(bob, no)).toHaveLength(0);
    const r = await post(carol, 'handover', { taskId: task.taskId, userId: 'user-bob' });
    expect(r.code).toBe('error.param');
    expect(r.msg).toBe('不能转交给发起人');
    expect(await waiting(bob, no)).toHaveLength(0);
  });

  it('a starter offered their own approval task (older data) still cannot decide it', async () => {
    const { no } = await newOrder(bob, 410000);
    const task = await taskOf(carol, no);
    sql('INSERT INTO FM_PROCESS_TASK_USER (TASK_ID, USER_ID) VALUES (?, ?)', task.taskId, 'user-bob');
    const version = await versionShown(bob, task.taskId);
    expect((await get(bob, 'task', { taskId: task.taskId })).data.actions).toEqual(['comment', 'withdraw']);
    const r = await post(bob, 'approve', { taskId: task.taskId, version });
    expect(r.code).toBe('error.forbidden');
    expect(r.msg).toBe('发起人不能审批自己的申请');
    expect((await post(bob, 'handover', { taskId: task.taskId, userId: 'user-carol' })).code).toBe('error.forbidden');
  });

  it('a node whose only candidate is the starter fails with error.fail and keeps nothing', async () => {
    const def = {
      id: 'solo-check',
      name: { '010': '单人复核', '011': 'Single check' },
      entity: 'ORDER',
      nodes: [
        { id: 'start', type: 'start', name: { '010': '提交', '011': 'Submit' } },
        { id: 'solo', type: 'task', name: { '010': '李博复核', '011': 'Bob checks' }, assignee: { user: 'user-bob' } },
        { id: 'end', type: 'end', name: { '010': '结束', '011': 'End' } },
      ],
      transitions: [
        { id: 'start-solo', from: 'start', to: 'solo' },
        { id: 'solo-end', from: 'solo', to: 'end' },
      ],
    };
    sql(
      'INSERT INTO FM_PROCESS_DEFINITION (ID, CLIENT, ENTITY, CONTENT, ORDER_NUM) VALUES (?, ?, ?, ?, ?)',
      def.id,
      'client-demo',
      'ORDER',
      JSON.stringify(def),
      9,
    );
    const { id } = await newOrder(bob, 2000);
    const before = (await get(bob, 'counts')).data;
    const r = await post(bob, 'start', { definitionId: 'solo-check', recordId: id });
    expect(r.code).toBe('error.fail');
    expect(r.msg).toBe('节点“李博复核”只有发起人可以处理，发起人不能审批自己的申请');
    expect((await get(bob, 'counts')).data).toEqual(before);
    // Nothing kept: the record is not locked, and anyone else may start it.
    const saved = await bob.post('ORDER', 'save', { data: { ...(await order(bob, id)), REMARK: 'free' } });
    expect(saved.code, saved.msg).toBe('0');
    const byAlice = await post(alice, 'start', { definitionId: 'solo-check', recordId: id });
    expect(byAlice.data).toMatchObject({ status: 'running', currentNodes: ['solo'] });
  });
});
