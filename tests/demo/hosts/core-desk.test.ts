// @vitest-environment node
/**
 * The plain TypeScript desk (demo/hosts/core/desk.ts) on the reference server: core alone opens a
 * record, saves it over another user's change with the conflict settled, and approves a task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveWaiting, editRecord, signIn } from '../../../demo/hosts/core/desk.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const desk = (account: string) => signIn({ url: server.url, account, password: 'demo123' });

describe('a host on core alone', () => {
  it('edits a customer, meets bob’s save as a conflict, keeps its own field and takes his', async () => {
    const admin = await desk('admin');
    const bob = await desk('bob');
    const { id } = await admin.records.saveRecord({
      entity: 'CUSTOMER',
      action: 'save',
      data: { NAME: unique('Desk'), LEVEL: 'B', PHONE: '021-1' },
      children: {},
    });
    const recordId = String(id);
    const { result, conflicted } = await editRecord(admin, {
      entity: 'CUSTOMER',
      pageId: 'page-customer-edit',
      recordId,
      changes: { PHONE: '021-2222' },
      // Bob saves the same record while the desk has it open.
      beforeSave: async () => {
        const stored = await bob.records.getRecord('CUSTOMER', recordId);
        await bob.records.saveRecord({ entity: 'CUSTOMER', action: 'update', data: { ...stored.values, LEVEL: 'C' }, children: {} });
      },
    });
    expect(conflicted).toBe(true);
    expect(result).toMatchObject({ outcome: 'saved', id: recordId });
    const stored = (await admin.records.getRecord('CUSTOMER', recordId)).values;
    expect([stored.PHONE, stored.LEVEL]).toEqual(['021-2222', 'C']);
  });

  it('saves without a conflict when nobody else changed the record', async () => {
    const admin = await desk('admin');
    const { id } = await admin.records.saveRecord({ entity: 'CUSTOMER', action: 'save', data: { NAME: unique('Quiet'), LEVEL: 'B' }, children: {} });
    const { result, conflicted } = await editRecord(admin, {
      entity: 'CUSTOMER',
      pageId: 'page-customer-edit',
      recordId: String(id),
      changes: { PHONE: '010-1' },
    });
    expect([conflicted, result.outcome]).toEqual([false, 'saved']);
    expect((await admin.records.getRecord('CUSTOMER', String(id))).values.PHONE).toBe('010-1');
  });

  it('approves the order alice sent for approval, as bob', async () => {
    const alice = await desk('alice');
    const orderNo = unique('SO-DESK').replace(' ', '-');
    await alice.records.saveRecord({
      entity: 'ORDER',
      action: 'save',
      data: { ORDER_NO: orderNo, CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 188000 },
      children: {},
    });
    const bob = await desk('bob');
    expect(await approveWaiting(bob, orderNo, '同意')).toEqual({ done: true });
    const work = await bob.loadConcept('work');
    expect((await work.inbox({ box: 'waiting', page: 1, pageSize: 20, search: orderNo })).rows).toHaveLength(0);
    expect((await work.inbox({ box: 'done', page: 1, pageSize: 20, search: orderNo })).rows).toHaveLength(1);
  });
});
