// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../core/index.ts';
import type { RecordController } from '../../../core/records/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { createCustomer, customerFields, getCustomer, live, platformOn, unique, until } from './fixtures.ts';
import type { Field } from './fixtures.ts';

let server: TestServer;
let editor: Platform;
let bob: Platform;
let fields: Field[];
beforeAll(async () => {
  server = await startTestServer();
  editor = await platformOn(server.url);
  bob = await platformOn(server.url, 'bob');
  fields = await customerFields(editor);
});
afterAll(async () => {
  await server?.close();
});

const where = { fromDetail: false, closable: false };
const yes = async () => true;

async function opened(id: string): Promise<RecordController> {
  const meta = await editor.meta.getMeta('CUSTOMER');
  const controller = editor.records.open({ meta, state: 'edit', recordId: id, page: { pageId: 'page-customer-edit' } });
  await until(controller.$record, (view) => view.status === 'ready');
  return controller;
}

/** Bob changes the record through the API, at the version he read. */
async function bobSaves(id: string, changes: Record<string, unknown>) {
  const stored = (await getCustomer(bob, id)).values;
  await bob.http.request({ entity: 'CUSTOMER', action: 'save', method: 'POST', data: { data: { ID: id, LOG_VERSION: stored.LOG_VERSION, ...changes } } });
}

/** A form whose save met Bob's change: PHONE typed here, Bob changed PHONE and LEVEL. */
async function stale(name: string) {
  const id = await createCustomer(editor, { NAME: unique(name), LEVEL: 'B', PHONE: '021-1', EMAIL: 'old@example.com' });
  const controller = await opened(id);
  controller.setValue('PHONE', '021-2222');
  await bobSaves(id, { PHONE: '021-3333', LEVEL: 'C' });
  const result = await controller.save({ fields, content: {}, confirm: yes, where });
  return { id, controller, result };
}

describe('records: a stale save', () => {
  it('meets error.conflict: nothing is written, the input and its draft stay, the refusal names who and when', async () => {
    const { id, controller, result } = await stale('Conflict');
    expect(result).toEqual({ outcome: 'conflict' });
    const { conflict } = controller.$conflict.get();
    expect(conflict).toMatchObject({ seq: 1, updatedByName: '李博' });
    expect(conflict?.updatedAt).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(conflict?.current?.PHONE).toBe('021-3333');
    expect(controller.$record.get().values.PHONE).toBe('021-2222');
    const key = editor.drafts.keyFor({ pageId: 'page-customer-edit', recordId: id })!;
    expect(editor.drafts.load(key)?.values.PHONE).toBe('021-2222');
    expect(controller.$save.get().error).toBeNull();
    expect((await getCustomer(editor, id)).values.PHONE).toBe('021-3333');
    controller.destroy();
  });

  it('reviews field by field and saves the chosen merge over their version', async () => {
    const { id, controller } = await stale('Review');
    controller.review();
    expect(controller.$conflict.get().reviewing).toBe(true);
    const diffs = controller.differences(live(editor, fields, controller.$record.get().values));
    // PHONE: both changed it (mine by default); LEVEL: only Bob did (theirs by default).
    expect(Object.fromEntries(diffs.fields.map((d) => [d.field.name, d.edited]))).toEqual({ PHONE: true, LEVEL: false });
    controller.choose('LEVEL', 'mine');
    const result = await controller.saveOver({ fields: live(editor, fields, controller.$record.get().values), content: {}, confirm: yes, where });
    expect(result).toMatchObject({ outcome: 'saved', id });
    const stored = (await getCustomer(editor, id)).values;
    expect([stored.PHONE, stored.LEVEL]).toEqual(['021-2222', 'B']);
    expect(controller.$conflict.get().conflict).toBeNull();
    expect(controller.$record.get().dirty).toBe(false);
    controller.destroy();
  });

  it('takes their field where only they changed it, and a second refusal starts the review over', async () => {
    const { id, controller } = await stale('Twice');
    controller.review();
    controller.choose('PHONE', 'theirs');
    // Bob changes it again before the save over: a second refusal, with the same words.
    await bobSaves(id, { EMAIL: 'bob@example.com' });
    const again = await controller.saveOver({ fields: live(editor, fields, controller.$record.get().values), content: {}, confirm: yes, where });
    expect(again).toEqual({ outcome: 'conflict' });
    expect(controller.$conflict.get()).toMatchObject({ reviewing: false, choices: {}, busy: false });
    expect(controller.$conflict.get().conflict?.seq).toBe(2);
    const result = await controller.saveOver({ fields: live(editor, fields, controller.$record.get().values), content: {}, confirm: yes, where });
    expect(result.outcome).toBe('saved');
    const stored = (await getCustomer(editor, id)).values;
    expect([stored.PHONE, stored.LEVEL, stored.EMAIL]).toEqual(['021-3333', 'C', 'bob@example.com']);
    controller.destroy();
  });

  it('reloads their version: the input and its draft go, and the next save goes through', async () => {
    const { id, controller } = await stale('Reload');
    controller.reloadTheirs();
    const view = controller.$record.get();
    expect([view.values.PHONE, view.values.LEVEL, view.dirty]).toEqual(['021-3333', 'C', false]);
    expect(controller.$conflict.get().conflict).toBeNull();
    editor.drafts.flush();
    expect(editor.drafts.load(editor.drafts.keyFor({ pageId: 'page-customer-edit', recordId: id })!)).toBeNull();
    controller.setValue('EMAIL', 'after@example.com');
    expect((await controller.save({ fields, content: {}, confirm: yes, where })).outcome).toBe('saved');
    const stored = (await getCustomer(editor, id)).values;
    expect([stored.PHONE, stored.EMAIL, stored.LEVEL]).toEqual(['021-3333', 'after@example.com', 'C']);
    controller.destroy();
  });
});
