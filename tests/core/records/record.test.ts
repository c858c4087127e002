// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../core/index.ts';
import type { RecordController } from '../../../core/records/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { createCustomer, customerFields, getCustomer, platformOn, unique, until } from './fixtures.ts';

let server: TestServer;
let platform: Platform;
beforeAll(async () => {
  server = await startTestServer();
  platform = await platformOn(server.url);
});
afterAll(async () => {
  await server?.close();
});

const where = { fromDetail: false, closable: false };
const yes = async () => true;

async function opened(id: string, state: 'edit' | 'detail' = 'edit'): Promise<RecordController> {
  const meta = await platform.meta.getMeta('CUSTOMER');
  const controller = platform.records.open({ meta, state, recordId: id, page: { pageId: 'page-customer-edit' } });
  await until(controller.$record, (view) => view.status !== 'loading');
  return controller;
}

describe('records: the record controller', () => {
  it('opens a stored record with its child rows, each keyed by a row id', async () => {
    const controller = await opened('2');
    const view = controller.$record.get();
    expect(view.status).toBe('ready');
    expect(String(view.values.ID)).toBe('2');
    expect(view.values.LOG_VERSION).toBeDefined();
    expect(Array.isArray(view.children.CONTACT)).toBe(true);
    for (const row of view.children.CONTACT!) expect(row.__rowId).toMatch(/^r\d+$/);
    expect(view.dirty).toBe(false);
    controller.destroy();
  });

  it('opens a new record at once, from the host values, without a call', async () => {
    const meta = await platform.meta.getMeta('CUSTOMER');
    const controller = platform.records.open({ meta, state: 'add', initial: { LEVEL: 'A' } });
    const view = controller.$record.get();
    expect(view.status).toBe('ready');
    expect(view.values).toEqual({ LEVEL: 'A' });
    expect(view.children).toEqual({ CONTACT: [] });
    controller.destroy();
  });

  it('stages the input as a draft, restores it on the next opening, and discards it', async () => {
    const id = await createCustomer(platform, { NAME: unique('Draft'), LEVEL: 'B', PHONE: '021-1' });
    const first = await opened(id);
    first.setValue('PHONE', '021-9');
    expect(first.$record.get().dirty).toBe(true);
    first.destroy();
    platform.drafts.flush();
    const key = platform.drafts.keyFor({ pageId: 'page-customer-edit', recordId: id })!;
    expect(platform.drafts.load(key)?.values.PHONE).toBe('021-9');

    const second = await opened(id);
    const view = second.$record.get();
    expect(view.values.PHONE).toBe('021-9');
    expect(view.original.values.PHONE).toBe('021-1');
    expect(view.restoredAt).toBeGreaterThan(0);
    second.discard();
    expect(second.$record.get().values.PHONE).toBe('021-1');
    expect(platform.drafts.load(key)).toBeNull();
    // Typing back to the stored value removes a staged draft too.
    second.setValue('PHONE', '021-2');
    second.setValue('PHONE', '021-1');
    platform.drafts.flush();
    expect(platform.drafts.load(key)).toBeNull();
    second.destroy();
  });

  it('a save that starts an approval says the record is now locked', async () => {
    const reply = await platform.http.request<{ id: string | number }>({
      entity: 'ORDER',
      action: 'save',
      method: 'POST',
      data: { data: { ORDER_NO: unique('SO-REC').slice(0, 30), CUSTOMER_ID: 1, STATUS: 'draft', AMOUNT: 5000 } },
    });
    expect(platform.notifier.$notifications.get().some((n) => n.message.includes('已提交审批'))).toBe(false);
    const meta = await platform.meta.getMeta('ORDER');
    const page = await platform.meta.getPageConfig({ pageId: 'page-order-edit' });
    const content = page.definition.CONTENT as { fields?: never[]; fieldScope?: never };
    const built = await platform.forms.buildFields({ meta, state: 'EDIT', fields: content.fields, fieldScope: content.fieldScope });
    const fields = built.map((f) => ({
      name: f.name,
      label: f.label,
      state: f.state,
      required: f.required,
      dataType: f.attrType ?? f.dataType ?? 'string',
      source: f,
    }));
    const controller = platform.records.open({ meta, state: 'edit', recordId: String(reply.id), page: { pageId: 'page-order-edit' } });
    await until(controller.$record, (view) => view.status !== 'loading');
    // The amount is the lines' (the form shows it read-only): four servers at 48,000 raise it above 100,000.
    controller.setChildren('ORDER_LINE', (rows) => [...rows, { PRODUCT_ID: 'P001', QUANTITY: 4, PRICE: 48000 }]);
    expect((await controller.save({ fields, content: {}, confirm: yes, where })).outcome).toBe('saved');
    const said = platform.notifier.$notifications.get().at(-1);
    expect(said).toMatchObject({ kind: 'success', message: '保存成功，已提交审批（订单审批），审批结束或撤回前记录不能修改' });
    controller.destroy();
  });

  it('keeps a typed password out of the draft', async () => {
    const meta = await platform.meta.getMeta('FM_USER');
    const controller = platform.records.open({ meta, state: 'edit', recordId: 'user-bob', page: { pageId: 'page-user-edit' } });
    await until(controller.$record, (view) => view.status !== 'loading');
    controller.setValue('NAME_EN', 'Bob L.');
    controller.setValue('INITIAL_PASSWORD', 'secret99');
    controller.destroy();
    platform.drafts.flush();
    const draft = platform.drafts.load(platform.drafts.keyFor({ pageId: 'page-user-edit', recordId: 'user-bob' })!);
    expect(draft?.values.NAME_EN).toBe('Bob L.');
    expect(draft?.values).not.toHaveProperty('INITIAL_PASSWORD');
  });

  it('keeps no draft of a detail', async () => {
    const controller = await opened('2', 'detail');
    controller.setValue('PHONE', 'x');
    expect(controller.$record.get().dirty).toBe(false);
    controller.destroy();
  });

  it('saves an edit as update with its version, and says so', async () => {
    const id = await createCustomer(platform, { NAME: unique('Save'), LEVEL: 'B', PHONE: '021-1' });
    const fields = await customerFields(platform);
    const controller = await opened(id);
    const announced: string[] = [];
    controller.update({ ...controller.inputs(), announce: (entity, saved) => announced.push(`${entity}:${saved}`) });
    controller.setValue('PHONE', '021-5');
    const result = await controller.save({ fields, content: {}, confirm: yes, where });
    expect(result).toMatchObject({ outcome: 'saved', id, after: 'stay' });
    expect(announced).toEqual([`CUSTOMER:${id}`]);
    expect((await getCustomer(platform, id)).values.PHONE).toBe('021-5');
    expect(controller.$record.get().dirty).toBe(false);
    expect(platform.notifier.$notifications.get().some((n) => n.message === '保存成功')).toBe(true);
    controller.destroy();
  });

  it('stops on invalid input with the messages under the fields, and clears them as they are fixed', async () => {
    const id = await createCustomer(platform, { NAME: unique('Invalid'), LEVEL: 'B' });
    const fields = await customerFields(platform);
    const controller = await opened(id);
    controller.setValue('NAME', '');
    expect(await controller.save({ fields, content: {}, confirm: yes, where })).toEqual({ outcome: 'stopped' });
    const view = controller.$save.get();
    expect(view.error).toBe('请检查标红的字段');
    expect(view.errors.NAME).toBeTruthy();
    // Said as a toast too, and the page is sent to the first invalid field.
    expect(platform.notifier.$notifications.get().at(-1)).toMatchObject({ kind: 'error', message: '请检查标红的字段' });
    expect(view.attention).toMatchObject({ target: 'field', field: 'NAME' });
    const turn = view.attention!.turn;
    await controller.save({ fields, content: {}, confirm: yes, where });
    expect(controller.$save.get().attention).toMatchObject({ target: 'field', field: 'NAME', turn: turn + 1 });
    controller.clearError('NAME');
    expect(controller.$save.get()).toMatchObject({ errors: {}, error: null });
    controller.destroy();
  });

  it('a save the server refuses or never answers: a toast, the banner, the banner brought into view, the input kept', async () => {
    const id = await createCustomer(platform, { NAME: unique('Refused'), LEVEL: 'B' });
    const fields = await customerFields(platform);
    const controller = await opened(id);
    controller.setValue('PHONE', '021-6');
    const last = () => platform.notifier.$notifications.get().at(-1);
    await server.hooks.fail('update', 1, { code: 'error.param', msg: '服务器拒绝了这次保存' });
    expect(await controller.save({ fields, content: {}, confirm: yes, where })).toEqual({ outcome: 'failed' });
    expect(controller.$save.get()).toMatchObject({ error: '服务器拒绝了这次保存', attention: { target: 'banner' } });
    expect(last()).toMatchObject({ kind: 'error', message: '服务器拒绝了这次保存' });
    await server.hooks.fail('update', 1, { kind: 'drop' });
    expect(await controller.save({ fields, content: {}, confirm: yes, where })).toEqual({ outcome: 'failed' });
    const down = controller.$save.get();
    expect(down.error).toBeTruthy();
    expect(last()).toMatchObject({ kind: 'error', message: down.error });
    expect(down.attention?.target).toBe('banner');
    expect(controller.$record.get().values.PHONE).toBe('021-6');
    expect(controller.$record.get().dirty).toBe(true);
    controller.destroy();
  });

  it('asks the config confirm and the submit step, and closes after as afterAction says', async () => {
    const id = await createCustomer(platform, { NAME: unique('Confirm'), LEVEL: 'B' });
    const fields = await customerFields(platform);
    const controller = await opened(id);
    controller.setValue('PHONE', '021-7');
    const asked: string[] = [];
    const declined = await controller.save({ fields, content: { confirm: '确定?' }, confirm: async (m) => (asked.push(m), false), where });
    expect(declined).toEqual({ outcome: 'stopped' });
    expect(asked).toEqual(['确定?']);
    const vetoed = await controller.save({ fields, content: {}, confirm: yes, submitRequest: () => false, where });
    expect(vetoed).toEqual({ outcome: 'stopped' });
    const closed = await controller.save({ fields, content: { afterAction: 'close' }, confirm: yes, where: { fromDetail: false, closable: true } });
    expect(closed).toMatchObject({ outcome: 'saved', after: 'close' });
    controller.destroy();
  });

  it('says a second click while the save runs once, and starts nothing', async () => {
    const id = await createCustomer(platform, { NAME: unique('Twice'), LEVEL: 'B' });
    const fields = await customerFields(platform);
    const controller = await opened(id);
    controller.setValue('PHONE', '021-8');
    const [first, second] = await Promise.all([
      controller.save({ fields, content: {}, confirm: yes, where }),
      controller.save({ fields, content: {}, confirm: yes, where }),
    ]);
    expect(first.outcome).toBe('saved');
    expect(second).toEqual({ outcome: 'stopped' });
    expect(platform.notifier.$notifications.get().some((n) => n.message === '正在提交，请稍后...')).toBe(true);
    controller.destroy();
  });
});
