// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../core/index.ts';
import type { ParentController, RecordsMeta, Row } from '../../../core/records/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { createCustomer, getCustomer, platformOn, unique, until } from './fixtures.ts';

let server: TestServer;
let platform: Platform;
beforeAll(async () => {
  server = await startTestServer();
  platform = await platformOn(server.url);
});
afterAll(async () => {
  await server?.close();
});

const noMessages = async () => ({});
const settled = (parent: ParentController<RecordsMeta>) => until(parent.$parent, (view) => view.status !== 'loading');

async function customerWithContact(name: string): Promise<string> {
  const id = await createCustomer(platform, { NAME: unique(name), LEVEL: 'B' });
  const stored = (await getCustomer(platform, id)).values;
  await platform.http.request({
    entity: 'CUSTOMER',
    action: 'save',
    method: 'POST',
    data: { data: { ID: id, LOG_VERSION: stored.LOG_VERSION }, children: { CONTACT: [{ NAME: 'Ann', PHONE: '1' }] } },
  });
  return id;
}

describe('records: a sub grid through its parent', () => {
  it('reads the parent and its rows of the relation, each keyed by a row id', async () => {
    const id = await customerWithContact('Parent');
    const parent = platform.records.openParent({ entity: 'CUSTOMER', recordId: id, relation: undefined });
    const view = await settled(parent);
    expect(view.status).toBe('ready');
    expect(view.relation?.code).toBe('CONTACT');
    expect(view.relation?.child).toBe('CONTACT');
    expect(view.rows.map((r) => r.NAME)).toEqual(['Ann']);
    expect(view.rows[0]!.__rowId).toMatch(/^r\d+$/);
    parent.destroy();
  });

  it('says what is missing: no entity, no such relation; without a record it waits', async () => {
    const none = platform.records.openParent({ entity: undefined, recordId: '2', relation: undefined });
    expect(none.$parent.get()).toMatchObject({ status: 'error' });
    expect(none.$parent.get().error?.message).toBe('没有指定上级实体（entity）');
    const unknown = platform.records.openParent({ entity: 'CUSTOMER', recordId: '2', relation: 'NOPE' });
    expect((await settled(unknown)).error?.message).toMatch(/没有子表“NOPE”$/);
    const idle = platform.records.openParent({ entity: 'CUSTOMER', recordId: undefined, relation: 'CONTACT' });
    expect(await settled(idle)).toMatchObject({ status: 'idle', rows: [] });
  });

  it("saves the rows with the parent's key and version, reads them back, and announces the save", async () => {
    const id = await customerWithContact('Rows');
    const announced: string[] = [];
    const parent = platform.records.openParent({
      entity: 'CUSTOMER',
      recordId: id,
      relation: 'CONTACT',
      announce: (e, saved) => announced.push(`${e}:${saved}`),
    });
    const rows = (await settled(parent)).rows;
    const edited: Row[] = [{ ...rows[0]!, PHONE: '2' }, { __rowId: 'new', NAME: 'Bea' }, { __rowId: 'empty' }];
    expect(await parent.saveRows(edited, noMessages)).toBe(true);
    expect(announced).toEqual([`CUSTOMER:${id}`]);
    const after = await until(parent.$parent, (view) => view.status === 'ready' && view.rows.length === 2);
    expect(after.rows.map((r) => [r.NAME, r.PHONE ?? null])).toEqual([
      ['Ann', '2'],
      ['Bea', null],
    ]);
    expect(parent.$rowsSave.get()).toEqual({ saving: false, error: null, conflict: false });
    parent.destroy();
  });

  it('stops on messages of the cell checks, and a stale parent is refused as a conflict', async () => {
    const id = await customerWithContact('Stale rows');
    const parent = platform.records.openParent({ entity: 'CUSTOMER', recordId: id, relation: 'CONTACT' });
    const rows = (await settled(parent)).rows;
    expect(await parent.saveRows(rows, async () => ({ '0.NAME': '姓名是必填项' }))).toBe(false);
    expect(parent.$rowsSave.get().error).toBe('请检查标红的字段');
    parent.clearInvalid();
    expect(parent.$rowsSave.get().error).toBeNull();
    // Someone saves the customer meanwhile: its version moves on.
    const stored = (await getCustomer(platform, id)).values;
    await platform.http.request({
      entity: 'CUSTOMER',
      action: 'save',
      method: 'POST',
      data: { data: { ID: id, LOG_VERSION: stored.LOG_VERSION, PHONE: '9' } },
    });
    expect(await parent.saveRows(rows, noMessages)).toBe(false);
    expect(parent.$rowsSave.get()).toMatchObject({ conflict: true, saving: false });
    expect(parent.$rowsSave.get().error).toBeTruthy();
    parent.destroy();
  });
});

describe('records: calls', () => {
  it('uploads a file, knows it without asking, and reads an unknown one as its id', async () => {
    const uploaded = await platform.records.uploadFile(new File(['hello'], 'note.txt', { type: 'text/plain' }));
    expect(uploaded.name).toBe('note.txt');
    expect(await platform.records.fileInfo(uploaded.id)).toMatchObject({ NAME: 'note.txt' });
    expect(await platform.records.fileInfo('no-such-file')).toEqual({ NAME: 'no-such-file' });
  });

  it("labels a related record by its business key, and remembers a picker's label", async () => {
    const name = unique('Label');
    const id = await createCustomer(platform, { NAME: name, LEVEL: 'B' });
    expect(await platform.records.refLabel('CUSTOMER', id)).toBe(name);
    platform.records.rememberRefLabel('CUSTOMER', 'picked', 'Picked one');
    expect(await platform.records.refLabel('CUSTOMER', 'picked')).toBe('Picked one');
  });
});
