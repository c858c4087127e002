// @vitest-environment node
// The workflow and organisation calls of the reference server (docs/server-contract.md "Workflow",
// "Organisation"): an order above 100,000 saved by alice (sales) waits for the managers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let alice: Client;
let bob: Client;
let carol: Client;
let admin: Client;

beforeAll(async () => {
  srv = await startTestServer();
  const as = async (account: string): Promise<Client> => client(srv, await srv.login(account));
  [alice, bob, carol, admin] = [await as('alice'), await as('bob'), await as('carol'), await as('admin')];
});
afterAll(() => srv.close());

const P = { prefix: 'process' as const };
const get = (c: Client, action: string, query?: Record<string, string>) => c.get('PROCESS', action, query, P);
const post = (c: Client, action: string, body: unknown) => c.post('PROCESS', action, body, P);
const counts = async (c: Client) => (await get(c, 'counts')).data as { waiting: number; started: number; done: number };
const box = async (c: Client, name: string, search?: string) =>
  (await post(c, 'inbox', { box: name, page: 1, pageSize: 100, ...(search ? { search } : {}) })).data as { rows: any[]; total: number };

/** The version of the record the task page shows: approve and reject carry it back. */
const seen = async (c: Client, taskId: string): Promise<number> => (await get(c, 'task', { taskId })).data.record.version;

let orderNo = 0;
/** Alice saves a new order through the normal save; returns its id. */
async function aliceOrder(amount: number): Promise<number> {
  const r = await alice.post('ORDER', 'save', { data: { ORDER_NO: `SO-WF-${++orderNo}`, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: amount } });
  expect(r.code, r.msg).toBe('0');
  return r.data.id as number;
}

describe('definitions', () => {
  it('lists the seeded definitions and reads one with its nodes, assignees and conditional transitions', async () => {
    const defs = (await get(alice, 'definitions')).data as any[];
    expect(defs.map((d) => d.id)).toEqual(['order-approval', 'customer-credit']);
    const def = (await get(alice, 'definition', { id: 'order-approval' })).data;
    expect(def.name).toEqual({ '010': '订单审批', '011': 'Order approval' });
    expect(def.nodes.find((n: any) => n.id === 'manager')).toMatchObject({ type: 'task', assignee: { role: 'manager' }, editable: ['REMARK'] });
    // Every submitted order of some amount waits for a manager (those above 100,000 are submitted by their save).
    expect(def.transitions[0]).toMatchObject({ from: 'start', to: 'manager', when: [{ field: 'AMOUNT', mode: 'greater', value: 0 }] });
    expect(def.recordStatus).toEqual({ field: 'STATUS', values: { running: 'approving', rejected: 'returned', approved: 'approved', withdrawn: 'draft' } });
    expect((await get(alice, 'definition', { id: 'nope' })).code).toBe('error.notfound');
  });

  it('needs a session, and PROCESS calls live under /process/v1 only', async () => {
    expect((await alice.get('PROCESS', 'counts', undefined, { ...P, as: 'none' })).code).toBe('error.nologin');
    expect((await alice.get('PROCESS', 'counts')).code).toBe('error.notfound');
    expect((await get(alice, 'nothing')).code).toBe('error.notfound');
  });
});

describe('an order above 100,000 saved by alice', () => {
  let orderId: number;
  let before: Record<string, { waiting: number; started: number; done: number }>;

  beforeAll(async () => {
    before = { alice: await counts(alice), bob: await counts(bob), carol: await counts(carol) };
    orderId = await aliceOrder(150000);
  });

  it('lands in the inbox of bob and carol, never in alice’s own waiting box; the counts follow', async () => {
    const title = `SO-WF-${orderNo}`;
    for (const [name, c] of [
      ['bob', bob],
      ['carol', carol],
    ] as const) {
      const rows = (await box(c, 'waiting', title)).rows;
      expect(rows, name).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        processName: { '010': '订单审批', '011': 'Order approval' },
        node: { id: 'manager' },
        status: 'running',
        starter: { id: 'user-alice', name: '王丽', nameEn: 'Alice Wang' },
      });
      expect(rows[0].taskId).toBeTruthy();
      expect((await counts(c)).waiting, name).toBe(before[name]!.waiting + 1);
    }
    expect((await box(alice, 'waiting', title)).total).toBe(0);
    expect((await counts(alice)).waiting).toBe(before.alice!.waiting);
    expect((await counts(alice)).started).toBe(before.alice!.started + 1);
    const started = (await box(alice, 'started', title)).rows;
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ status: 'running', node: { id: 'manager' } });
  });

  it('a small order starts nothing; the big one is locked while it waits, so no second save starts another', async () => {
    const small = await aliceOrder(5000);
    expect((await box(bob, 'waiting', `SO-WF-${orderNo}`)).total).toBe(0);
    void small;
    const bean = (await alice.get('ORDER', 'get', { id: orderId })).data.bean.data;
    expect((await alice.post('ORDER', 'save', { data: { ...bean, REMARK: 'again' } })).code).toBe('error.locked');
    expect((await box(bob, 'waiting', 'SO-WF-1')).total).toBe(1);
  });

  it('alice (sales, no process.approve) cannot approve, even a task she can read', async () => {
    const row = (await box(bob, 'waiting', 'SO-WF-1')).rows[0];
    const r = await post(alice, 'approve', { taskId: row.taskId, comment: 'self' });
    expect(r.code).toBe('error.forbidden');
    const detail = (await get(alice, 'task', { taskId: row.taskId })).data;
    // The starter may comment and take her request back, never decide on it.
    expect(detail.actions).toEqual(['comment', 'withdraw']);
    // bob acting as his sales role only has no approval right either.
    const asSales = await bob.post('PROCESS', 'approve', { taskId: row.taskId }, { ...P, headers: { Role: 'role-sales' } });
    expect(asSales.code).toBe('error.forbidden');
  });
});

describe('task actions', () => {
  it('approve with a comment (and an editable field) ends the instance: history and path', async () => {
    const id = await aliceOrder(200000);
    const row = (await box(carol, 'waiting', `SO-WF-${orderNo}`)).rows[0];
    const task = (await get(carol, 'task', { taskId: row.taskId })).data;
    expect(task.actions).toEqual(['approve', 'reject', 'handover', 'comment']);
    expect(task.editable).toEqual(['REMARK']);
    const readAt = (await alice.get('ORDER', 'get', { id })).data.bean.data.LOG_VERSION;
    expect(task.record).toEqual({ entity: 'ORDER', id, pageId: 'page-order-detail', editPageId: 'page-order-edit', version: readAt });
    expect(task.rejectTargets).toEqual([{ id: 'starter', name: { '010': '发起人', '011': 'Starter' } }]);
    expect((await post(carol, 'approve', { taskId: row.taskId, values: { AMOUNT: 1, LOG_VERSION: readAt } })).code).toBe('error.param');
    // The version the approver's form was read at is required, and a stale one is a conflict: a
    // change saved meanwhile is never written over.
    expect((await post(carol, 'approve', { taskId: row.taskId, values: { REMARK: 'no version' } })).code).toBe('error.param');
    expect((await post(carol, 'approve', { taskId: row.taskId, values: { REMARK: 'stale', LOG_VERSION: readAt - 1 } })).code).toBe('error.conflict');
    expect((await alice.get('ORDER', 'get', { id })).data.bean.data.REMARK).not.toBe('stale');
    const r = await post(carol, 'approve', { taskId: row.taskId, comment: '同意', values: { REMARK: '经理已审', LOG_VERSION: readAt } });
    expect(r.code, r.msg).toBe('0');
    expect(r.data).toMatchObject({ status: 'approved', path: ['start-manager', 'manager-end'], doneNodes: ['start', 'manager', 'end'], currentNodes: [] });
    expect((await alice.get('ORDER', 'get', { id })).data.bean.data.REMARK).toBe('经理已审');
    const inst = (await get(alice, 'instance', { instanceId: row.instanceId })).data;
    expect(inst.history.map((h: any) => [h.action, h.user.id, h.node.id, h.comment])).toEqual([
      ['start', 'user-alice', 'start', ''],
      ['approve', 'user-carol', 'manager', '同意'],
    ]);
    expect((await box(bob, 'waiting', `SO-WF-${orderNo}`)).total).toBe(0);
    expect((await box(carol, 'done', `SO-WF-${orderNo}`)).rows[0]).toMatchObject({ status: 'approved', taskId: row.taskId });
    expect((await post(bob, 'approve', { taskId: row.taskId, version: readAt })).code).toBe('error.forbidden');
  });

  it('reject goes back to the starter as a to-do; her resubmit sends it to the managers again', async () => {
    await aliceOrder(300000);
    const title = `SO-WF-${orderNo}`;
    const row = (await box(bob, 'waiting', title)).rows[0];
    const version = await seen(bob, row.taskId);
    expect((await post(bob, 'reject', { taskId: row.taskId, version })).code).toBe('error.param');
    expect((await post(bob, 'reject', { taskId: row.taskId, comment: '请补充合同' })).code).toBe('error.param');
    const r = await post(bob, 'reject', { taskId: row.taskId, comment: '请补充合同', version });
    expect(r.data).toMatchObject({ status: 'rejected', currentNodes: ['start'] });
    const todo = (await box(alice, 'waiting', title)).rows[0];
    expect(todo).toMatchObject({ status: 'rejected', node: { id: 'start' } });
    const tasks = (await post(alice, 'tasks', { state: 'open', processId: 'order-approval', page: 1, pageSize: 50 })).data;
    expect(tasks.rows.find((t: any) => t.taskId === todo.taskId)).toMatchObject({ kind: 'todo', state: 'open', title: `${title} 上海华信科技有限公司` });
    const detail = (await get(alice, 'task', { taskId: todo.taskId })).data;
    expect(detail.actions).toEqual(['approve', 'comment', 'withdraw']);
    expect((await post(alice, 'reject', { taskId: todo.taskId, comment: 'x' })).code).toBe('error.forbidden');
    const again = await post(alice, 'approve', { taskId: todo.taskId, comment: '已补充', version: detail.record.version });
    expect(again.data).toMatchObject({ status: 'running', currentNodes: ['manager'], path: ['start-manager', 'start-manager'] });
    expect((await box(bob, 'waiting', title)).total).toBe(1);
    const history = (await get(alice, 'instance', { instanceId: row.instanceId })).data.history;
    expect(history.map((h: any) => h.action)).toEqual(['start', 'reject', 'resubmit']);
  });

  it('handover moves the task to another approver only', async () => {
    await aliceOrder(120000);
    const title = `SO-WF-${orderNo}`;
    const row = (await box(bob, 'waiting', title)).rows[0];
    expect((await post(bob, 'handover', { taskId: row.taskId, userId: 'user-alice' })).code).toBe('error.param');
    expect((await post(bob, 'handover', { taskId: row.taskId, userId: 'user-bob' })).code).toBe('error.param');
    expect((await post(bob, 'handover', { taskId: row.taskId, userId: 'user-nobody' })).code).toBe('error.param');
    const r = await post(bob, 'handover', { taskId: row.taskId, userId: 'user-carol', comment: '请陈嘉处理' });
    expect(r.data.assignee).toMatchObject({ id: 'user-carol' });
    expect((await box(bob, 'waiting', title)).total).toBe(0);
    expect((await box(admin, 'waiting', title)).total).toBe(0);
    const detail = (await get(carol, 'task', { taskId: row.taskId })).data;
    expect(detail.task.assignee).toMatchObject({ id: 'user-carol' });
    expect(detail.history.at(-1)).toMatchObject({ action: 'handover', user: { id: 'user-bob' }, to: { id: 'user-carol' }, comment: '请陈嘉处理' });
    const version = await seen(carol, row.taskId);
    expect((await post(bob, 'approve', { taskId: row.taskId, version })).code).toBe('error.forbidden');
    expect((await post(carol, 'approve', { taskId: row.taskId, version })).data.status).toBe('approved');
  });

  it('comments are added by those who took part; others read nothing', async () => {
    const row = (await box(alice, 'started', 'SO-WF-1')).rows[0];
    expect((await post(alice, 'comment', { instanceId: row.instanceId, comment: '' })).code).toBe('error.param');
    const r = await post(alice, 'comment', { instanceId: row.instanceId, comment: '客户催单' });
    expect(r.data.history.at(-1)).toMatchObject({ action: 'comment', user: { id: 'user-alice' }, comment: '客户催单' });
    // A credit check of bob's was never offered to alice.
    const bobs = (await box(bob, 'started')).rows.find((x) => x.processName['011'] === 'Customer credit check');
    expect((await get(alice, 'instance', { instanceId: bobs.instanceId })).code).toBe('error.forbidden');
    expect((await post(alice, 'comment', { instanceId: bobs.instanceId, comment: 'hi' })).code).toBe('error.forbidden');
  });

  it('start by call: a record with an instance under way is refused; a small order waits for a manager too, one of nothing ends', async () => {
    const small = await aliceOrder(800);
    const r = await post(alice, 'start', { definitionId: 'order-approval', entity: 'ORDER', recordId: small });
    expect(r.data).toMatchObject({ status: 'running', path: ['start-manager'], currentNodes: ['manager'], starter: { id: 'user-alice' } });
    const nothing = await aliceOrder(0);
    const ended = await post(alice, 'start', { definitionId: 'order-approval', entity: 'ORDER', recordId: nothing });
    expect(ended.data).toMatchObject({ status: 'approved', path: ['start-end'] });
    const big = await aliceOrder(500000);
    expect((await post(alice, 'start', { definitionId: 'order-approval', entity: 'ORDER', recordId: big })).code).toBe('error.fail');
    expect((await post(alice, 'start', { definitionId: 'order-approval', entity: 'CUSTOMER', recordId: 1 })).code).toBe('error.param');
    expect((await post(alice, 'start', { definitionId: 'order-approval', recordId: 99999999 })).code).toBe('error.notfound');
  });
});

describe('seeded work', () => {
  it('the managers have alice’s orders waiting, admin a finance review; alice a to-do sent back and done history', async () => {
    for (const c of [bob, carol]) {
      const titles = (await box(c, 'waiting', 'SO2025A')).rows.map((r) => r.title.split(' ')[0]);
      expect(titles).toEqual(expect.arrayContaining(['SO2025A0001', 'SO2025A0002']));
    }
    const adminWaiting = (await box(admin, 'waiting')).rows;
    expect(adminWaiting.some((r) => r.node.id === 'finance')).toBe(true);
    const aliceWaiting = (await box(alice, 'waiting', 'SO2025A')).rows;
    expect(aliceWaiting.map((r) => [r.title.split(' ')[0], r.status])).toEqual([['SO2025A0004', 'rejected']]);
    const done = (await box(bob, 'done', 'SO2025A')).rows.map((r) => r.title.split(' ')[0]);
    expect(done).toEqual(expect.arrayContaining(['SO2025A0003', 'SO2025A0005']));
    const handed = (await box(alice, 'started', 'SO2025A0005')).rows[0];
    const history = (await get(alice, 'instance', { instanceId: handed.instanceId })).data.history;
    expect(history.map((h: any) => h.action)).toEqual(['start', 'handover', 'approve']);
  });

  it('the credit check passes the department manager and waits at finance with the path so far', async () => {
    const row = (await box(alice, 'started')).rows.find((r) => r.processName['011'] === 'Customer credit check');
    const inst = (await get(alice, 'instance', { instanceId: row.instanceId })).data.instance;
    expect(inst).toMatchObject({
      status: 'running',
      currentNodes: ['finance'],
      doneNodes: ['start', 'dept-manager'],
      path: ['start-dept-manager', 'dept-manager-finance'],
    });
  });

  it('pages and searches the boxes', async () => {
    const page = (await post(bob, 'inbox', { box: 'done', page: 1, pageSize: 1 })).data;
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await post(bob, 'inbox', { box: 'elsewhere', page: 1, pageSize: 10 })).code).toBe('error.param');
    expect((await post(bob, 'inbox', { box: 'waiting', page: 0, pageSize: 10 })).code).toBe('error.param');
    expect((await box(bob, 'waiting', '客户信用')).rows.every((r) => r.processName['010'] === '客户信用审核')).toBe(true);
  });
});

// After the seeded-work checks: this one sends the seeded credit check back.
describe('reject to an earlier node', () => {
  it('reject to a chosen earlier node makes a new task there; tasks lists open and done', async () => {
    const row = (await box(admin, 'waiting')).rows.find((r) => r.node.id === 'finance');
    const task = (await get(admin, 'task', { taskId: row.taskId })).data;
    expect(task.editable).toEqual(['CREDIT', 'NOTES']);
    expect(task.rejectTargets.map((t: any) => t.id)).toEqual(['starter', 'dept-manager']);
    expect((await post(admin, 'reject', { taskId: row.taskId, comment: 'x', to: 'end', version: task.record.version })).code).toBe('error.param');
    const r = await post(admin, 'reject', { taskId: row.taskId, comment: '请经理再确认额度', to: 'dept-manager', version: task.record.version });
    expect(r.data).toMatchObject({ status: 'running', currentNodes: ['dept-manager'] });
    const back = (await box(carol, 'waiting')).rows.find((x) => x.instanceId === row.instanceId);
    expect(back).toMatchObject({ node: { id: 'dept-manager', name: { '010': '部门经理审核', '011': 'Department manager review' } } });
    const done = (await post(admin, 'tasks', { state: 'done', page: 1, pageSize: 50 })).data;
    expect(done.rows.find((t: any) => t.taskId === row.taskId)).toMatchObject({ state: 'done', kind: 'approval' });
    const all = (await post(carol, 'tasks', { state: 'all', processId: 'customer-credit', page: 1, pageSize: 50 })).data;
    expect(all.rows.map((t: any) => t.state).sort()).toEqual(['done', 'open']);
    expect((await post(carol, 'tasks', { state: 'later', page: 1, pageSize: 5 })).code).toBe('error.param');
  });
});

describe('organisation', () => {
  it('gives the department tree with its people; email and phone only on one’s own entry', async () => {
    const r = await alice.get('FM_DEPT', 'tree');
    expect(r.code).toBe('0');
    const [root] = r.data as any[];
    expect(root).toMatchObject({ id: 'dept-root', name: { '010': '公司', '011': 'Company' }, parentId: null, managerId: 'user-admin' });
    const sales = root.children.find((d: any) => d.id === 'dept-sales');
    expect(sales.users.map((u: any) => u.id).sort()).toEqual(['user-bob', 'user-carol']);
    const east = sales.children.find((d: any) => d.id === 'dept-sales-east');
    expect(east).toMatchObject({ name: { '010': '华东销售', '011': 'Sales East' }, parentId: 'dept-sales', managerId: 'user-carol' });
    expect(east.users).toEqual([
      { id: 'user-alice', name: '王丽', nameEn: 'Alice Wang', title: '销售代表', email: 'alice@demo.example.com', phone: '021-5550-0101' },
    ]);
    expect(sales.users.find((u: any) => u.id === 'user-bob')).toEqual({ id: 'user-bob', name: '李博', nameEn: 'Bob Li', title: '销售经理' });
    expect(root.children.find((d: any) => d.id === 'dept-it').users.map((u: any) => u.id)).toEqual(['user-admin']);
    const en = await alice.get('FM_DEPT', 'tree', undefined, { headers: { Language: '011' } });
    expect(en.data[0].children[0].users.find((u: any) => u.id === 'user-bob').title).toBe('Sales manager');
    const full = (await admin.get('FM_DEPT', 'tree')).data[0].children[0].users.find((u: any) => u.id === 'user-bob');
    expect(full.email).toBe('bob@demo.example.com');
    expect((await alice.get('FM_DEPT', 'tree', undefined, { as: 'none' })).code).toBe('error.nologin');
  });
});
