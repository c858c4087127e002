/**
 * Seeds the process definitions (a JSON row each) and demo work: alice's (sales) big orders waiting
 * for the managers, a finished approval, one sent back to her, one handed over, and customer credit
 * checks through the department manager and finance. Instances are made through the engine, so the
 * seeded state is what the calls would have made.
 */
import { approveTask, handoverTask, rejectTask, startProcess } from '../workflow/engine.js';
import { definitionById, instanceById } from '../workflow/store.js';
import type { Actor, Definition, InstanceRow, TaskRecord } from '../workflow/types.js';
import type { Db } from './schema.js';

const CLIENT = 'client-demo';
const n = (zh: string, en: string) => ({ '010': zh, '011': en });

export const DEFINITIONS: Definition[] = [
  {
    id: 'order-approval',
    name: n('订单审批', 'Order approval'),
    entity: 'ORDER',
    nodes: [
      { id: 'start', type: 'start', name: n('提交订单', 'Submit order') },
      { id: 'manager', type: 'task', name: n('经理审批', 'Manager approval'), assignee: { role: 'manager' }, editable: ['REMARK'] },
      { id: 'end', type: 'end', name: n('结束', 'End') },
    ],
    // Every order of some amount waits for a manager once submitted (those above 100,000 are
    // submitted by their save, workflow/auto-start.ts); an order of nothing has nothing to approve.
    transitions: [
      { id: 'start-manager', from: 'start', to: 'manager', when: [{ field: 'AMOUNT', mode: 'greater', value: 0 }] },
      { id: 'start-end', from: 'start', to: 'end' },
      { id: 'manager-end', from: 'manager', to: 'end' },
    ],
    // An order is confirmed after its approval, never while it waits.
    gates: ['confirm'],
    // The order's status shows where its approval is (withdrawn, it is a draft again).
    recordStatus: { field: 'STATUS', values: { running: 'approving', rejected: 'returned', approved: 'approved', withdrawn: 'draft' } },
  },
  {
    id: 'customer-credit',
    name: n('客户信用审核', 'Customer credit check'),
    entity: 'CUSTOMER',
    nodes: [
      { id: 'start', type: 'start', name: n('申请信用额度', 'Request credit') },
      { id: 'dept-manager', type: 'task', name: n('部门经理审核', 'Department manager review'), assignee: { starterManager: true } },
      { id: 'finance', type: 'task', name: n('财务复核', 'Finance review'), assignee: { user: 'user-admin' }, editable: ['CREDIT', 'NOTES'] },
      { id: 'end', type: 'end', name: n('结束', 'End') },
    ],
    transitions: [
      { id: 'start-dept-manager', from: 'start', to: 'dept-manager' },
      { id: 'dept-manager-finance', from: 'dept-manager', to: 'finance', when: [{ field: 'CREDIT', mode: 'greater_equal', value: 300000 }] },
      { id: 'dept-manager-end', from: 'dept-manager', to: 'end' },
      { id: 'finance-end', from: 'finance', to: 'end' },
    ],
  },
];

/** Alice's orders: number, customer, product, quantity (the amount is their product), date. */
const ALICE_ORDERS: [no: string, customer: number, product: string, price: number, qty: number, at: string][] = [
  ['SO2025A0001', 1, 'P001', 48000, 5, '2025-06-02 09:30:00'],
  ['SO2025A0002', 3, 'P006', 36000, 4, '2025-06-03 10:05:00'],
  ['SO2025A0003', 5, 'P001', 48000, 7, '2025-05-20 14:10:00'],
  ['SO2025A0004', 7, 'P010', 18000, 7, '2025-05-26 11:20:00'],
  ['SO2025A0005', 2, 'P019', 15800, 8, '2025-05-10 16:45:00'],
];

function insertOrders(db: Db): number[] {
  const order =
    db.prepare(`INSERT INTO "ORDER" ("CLIENT_ID", "ORDER_NO", "CUSTOMER_ID", "STATUS", "AMOUNT", "ORDERED_AT", "REMARK", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES ('client-demo', ?, ?, 'draft', ?, ?, NULL, ?, 'user-alice', ?, 'user-alice')`);
  const line =
    db.prepare(`INSERT INTO "ORDER_LINE" ("CLIENT_ID", "ORDER_ID", "PRODUCT_ID", "QUANTITY", "PRICE", "AMOUNT", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES ('client-demo', ?, ?, ?, ?, ?, ?, 'user-alice', ?, 'user-alice')`);
  return ALICE_ORDERS.map(([no, customer, product, price, qty, at]) => {
    const id = Number(order.run(no, customer, price * qty, at, at, at).lastInsertRowid);
    line.run(id, product, qty, price, price * qty, at, at);
    return id;
  });
}

const as = (userId: string, time: string): Actor => ({ userId, time });

/** Runs `step` on the instance's open task (the seed's users act in turn, as they would through the calls). */
function onOpenTask(db: Db, instanceId: string, step: (inst: InstanceRow, task: TaskRecord) => void): void {
  const task = db.prepare("SELECT * FROM FM_PROCESS_TASK WHERE INSTANCE_ID = ? AND STATE = 'open'").get(instanceId) as TaskRecord;
  step(instanceById(db, CLIENT, instanceId), task);
}

function seedOrderWork(db: Db): void {
  const [waiting1, waiting2, approved, rejected, handedOver] = insertOrders(db);
  const def = definitionById(db, CLIENT, 'order-approval');
  const start = (id: number, time: string): string => startProcess(db, as('user-alice', time), CLIENT, def.id, id).ID;
  start(waiting1!, '2025-06-02 09:31:00');
  start(waiting2!, '2025-06-03 10:06:00');
  const a = start(approved!, '2025-05-20 14:11:00');
  onOpenTask(db, a, (i, t) => approveTask(db, as('user-bob', '2025-05-21 09:02:00'), def, i, t, '价格已核实，同意。'));
  const r = start(rejected!, '2025-05-26 11:21:00');
  onOpenTask(db, r, (i, t) => rejectTask(db, as('user-carol', '2025-05-27 15:40:00'), def, i, t, '请补充付款条件后重新提交。', 'starter'));
  const h = start(handedOver!, '2025-05-10 16:46:00');
  onOpenTask(db, h, (i, t) => handoverTask(db, as('user-carol', '2025-05-11 08:30:00'), i, t, 'user-bob', '这个客户一直由李博跟进，请他处理。'));
  onOpenTask(db, h, (i, t) => approveTask(db, as('user-bob', '2025-05-11 10:15:00'), def, i, t, '同意，按合同价执行。'));
}

/** Credit checks: a big credit goes on to finance (waiting for admin), a small one ends after the manager. */
function seedCreditWork(db: Db): void {
  const def = definitionById(db, CLIENT, 'customer-credit');
  const pick = (op: string): number | undefined =>
    (db.prepare(`SELECT ID FROM "CUSTOMER" WHERE "CREDIT" ${op} 300000 AND "ID" <= 60 ORDER BY "ID" LIMIT 1`).get() as { ID: number } | undefined)?.ID;
  const big = pick('>=');
  const small = pick('<');
  if (big !== undefined) {
    const id = startProcess(db, as('user-alice', '2025-06-01 10:00:00'), CLIENT, def.id, big).ID;
    onOpenTask(db, id, (i, t) => approveTask(db, as('user-carol', '2025-06-01 14:20:00'), def, i, t, '客户回款记录良好，建议通过。'));
  }
  if (small !== undefined) {
    const id = startProcess(db, as('user-bob', '2025-05-15 09:00:00'), CLIENT, def.id, small).ID;
    onOpenTask(db, id, (i, t) => approveTask(db, as('user-admin', '2025-05-15 17:30:00'), def, i, t, '额度较小，直接通过。'));
  }
}

export function seedWorkflow(db: Db): void {
  const row = db.prepare('INSERT INTO FM_PROCESS_DEFINITION (ID, CLIENT, ENTITY, CONTENT, ORDER_NUM) VALUES (?, ?, ?, ?, ?)');
  DEFINITIONS.forEach((d, i) => row.run(d.id, CLIENT, d.entity, JSON.stringify(d), i + 1));
  // Demo work needs the named customers the orders and checks refer to (absent with --rows 0).
  const customers = (db.prepare('SELECT COUNT(*) AS n FROM "CUSTOMER" WHERE "ID" <= 7').get() as { n: number }).n;
  if (customers < 7) return;
  seedOrderWork(db);
  seedCreditWork(db);
}
