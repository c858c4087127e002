// @vitest-environment node
// A real order (docs/server-contract.md "Orders"): the server works out the line subtotals and the
// order's amount on every save, whatever the client sent, places a new order now as a draft, and
// the order's status follows its approval, which the `submit` operation starts and names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  srv = await startTestServer();
  const as = async (account: string): Promise<Client> => client(srv, await srv.login(account));
  [alice, bob] = [await as('alice'), await as('bob')];
});
afterAll(() => srv.close());

const P = { prefix: 'process' as const };
const order = async (c: Client, id: number) =>
  (await c.get('ORDER', 'get', { id })).data.bean as { data: Record<string, any>; children: Record<string, any[]> };

let n = 0;
const orderNo = () => `SO-ORD-${Date.now() % 100000}-${++n}`;

describe('an order saved with its lines', () => {
  it('gets subtotals and an amount worked out by the server, over what the client sent', async () => {
    const before = new Date(Date.now() - 2000).toISOString().slice(0, 19).replace('T', ' ');
    const r = await alice.post('ORDER', 'save', {
      data: { ORDER_NO: orderNo(), CUSTOMER_ID: 1, STATUS: 'shipped', AMOUNT: 1, ORDERED_AT: '2001-01-01 00:00:00' },
      children: {
        ORDER_LINE: [
          { PRODUCT_ID: 'P001', QUANTITY: 2, PRICE: 48000.5, AMOUNT: 7 },
          { PRODUCT_ID: 'P006', QUANTITY: '3', PRICE: '0.1', AMOUNT: 999999 },
        ],
      },
    });
    expect(r.code, r.msg).toBe('0');
    // 0.1 × 3 is 0.3 in cents, not 0.30000000000000004.
    expect(r.data.bean).toMatchObject({ AMOUNT: 96001.3, STATUS: 'draft' });
    expect(r.data.approval).toBeUndefined();
    // Placed now, by the server's clock: a new order sorts first by its time.
    expect(r.data.bean.ORDERED_AT >= before).toBe(true);
    const saved = await order(alice, r.data.id);
    expect(saved.children.ORDER_LINE!.map((l) => l.AMOUNT)).toEqual([96001, 0.3]);

    // Edited with its lines: a quantity changed, a line dropped; status and time stay the server's.
    const [first] = saved.children.ORDER_LINE!;
    const edited = await alice.post('ORDER', 'update', {
      data: { ...saved.data, STATUS: 'done', ORDERED_AT: '2001-01-01 00:00:00', AMOUNT: 5 },
      children: { ORDER_LINE: [{ ...first, QUANTITY: 1, AMOUNT: 1 }] },
    });
    expect(edited.code, edited.msg).toBe('0');
    expect(edited.data.bean).toMatchObject({ AMOUNT: 48000.5, STATUS: 'draft', ORDERED_AT: saved.data.ORDERED_AT });
  });

  it('a line saved on its own settles its order too; a list sorted by time shows the new order first', async () => {
    const r = await alice.post('ORDER', 'save', {
      data: { ORDER_NO: orderNo(), CUSTOMER_ID: 2 },
      children: { ORDER_LINE: [{ PRODUCT_ID: 'P001', QUANTITY: 1, PRICE: 100 }] },
    });
    expect(r.data.bean.AMOUNT).toBe(100);
    const line = (await order(alice, r.data.id)).children.ORDER_LINE![0]!;
    const own = await alice.post('ORDER_LINE', 'save', { data: { ...line, QUANTITY: 4, AMOUNT: 0 } });
    expect(own.code, own.msg).toBe('0');
    expect(own.data.bean.AMOUNT).toBe(400);
    expect((await order(alice, r.data.id)).data.AMOUNT).toBe(400);
    const list = await alice.post('ORDER', 'find', { pageSize: 1, sort: [{ field: 'ORDERED_AT', order: 'desc' }] });
    expect(list.code, list.msg).toBe('0');
    expect(list.data.entitys[0].ORDERED_AT).toBe(r.data.bean.ORDERED_AT);
  });

  it('an order without lines keeps the amount it was given', async () => {
    const r = await alice.post('ORDER', 'save', { data: { ORDER_NO: orderNo(), CUSTOMER_ID: 1, AMOUNT: 5000 }, children: { ORDER_LINE: [] } });
    expect(r.data.bean).toMatchObject({ AMOUNT: 5000, STATUS: 'draft' });
  });
});

describe('submit for approval', () => {
  it('says what started, the status follows the approval to its end, in both languages', async () => {
    const r = await alice.post('ORDER', 'save', {
      data: { ORDER_NO: orderNo(), CUSTOMER_ID: 1 },
      children: { ORDER_LINE: [{ PRODUCT_ID: 'P006', QUANTITY: 2, PRICE: 36000 }] },
    });
    expect(r.data.approval).toBeUndefined();
    const id = r.data.id as number;
    const submitted = await alice.post('ORDER', 'submit', { id });
    expect(submitted.code, submitted.msg).toBe('0');
    expect(submitted.data).toMatchObject({ result: true, count: 1, message: '已提交审批（订单审批）' });
    expect((await order(alice, id)).data.STATUS).toBe('approving');
    // Locked while it waits, even for its starter.
    const bean = (await order(alice, id)).data;
    expect((await alice.post('ORDER', 'update', { data: { ...bean, REMARK: 'x' } })).code).toBe('error.locked');
    // Every submitted order waits for a manager: bob approves it from his inbox.
    const no = bean.ORDER_NO as string;
    const rows = (await bob.post('PROCESS', 'inbox', { box: 'waiting', page: 1, pageSize: 10, search: no }, P)).data.rows;
    expect(rows).toHaveLength(1);
    const task = (await bob.get('PROCESS', 'task', { taskId: rows[0].taskId }, P)).data;
    const ok = await bob.post('PROCESS', 'approve', { taskId: rows[0].taskId, version: task.record.version }, P);
    expect(ok.code, ok.msg).toBe('0');
    expect((await order(alice, id)).data.STATUS).toBe('approved');
    // Approved orders may be confirmed.
    expect((await alice.post('ORDER', 'confirm', { ids: [id] })).code).toBe('0');

    const other = await alice.post('ORDER', 'save', { data: { ORDER_NO: orderNo(), CUSTOMER_ID: 1, AMOUNT: 10 } });
    const en = await alice.post('ORDER', 'submit', { id: other.data.id }, { headers: { Language: '011' } });
    expect(en.data.message).toBe('Submitted for approval (Order approval)');
  });

  it('a save above 100,000 submits by itself; withdrawn, the order is a draft again', async () => {
    const r = await alice.post('ORDER', 'save', {
      data: { ORDER_NO: orderNo(), CUSTOMER_ID: 1 },
      children: { ORDER_LINE: [{ PRODUCT_ID: 'P001', QUANTITY: 3, PRICE: 48000 }] },
    });
    expect(r.data.approval).toMatchObject({ definitionId: 'order-approval', status: 'running' });
    expect(r.data.bean).toMatchObject({ AMOUNT: 144000, STATUS: 'approving' });
    const back = await alice.post('PROCESS', 'withdraw', { instanceId: r.data.approval.instanceId }, P);
    expect(back.code, back.msg).toBe('0');
    expect((await order(alice, r.data.id)).data.STATUS).toBe('draft');
  });

  it('the status list labels the new statuses in both languages', async () => {
    const zh = await alice.get('FM_CODE_DEFINE', 'getCodes', { key: 'ORDER_STATUS' });
    const en = await alice.get('FM_CODE_DEFINE', 'getCodes', { key: 'ORDER_STATUS' }, { headers: { Language: '011' } });
    const labels = (reply: any) => Object.fromEntries((reply.data as any[]).map((c) => [c.value, c.text]));
    expect(labels(zh)).toMatchObject({ draft: '草稿', approving: '审批中', returned: '已退回', approved: '已审批' });
    expect(labels(en)).toMatchObject({ draft: 'Draft', approving: 'Pending approval', returned: 'Sent back', approved: 'Approved' });
  });
});
