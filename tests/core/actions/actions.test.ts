import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActions, operateVisibility, SUBMIT_LOCK_MS } from '../../../core/actions/index.ts';
import type { ActionsDeps, Operate } from '../../../core/actions/index.ts';
import { PlatformError } from '../../../core/errors/index.ts';
import { createContext } from '../../../core/instance/index.ts';
import type { RequestSpec } from '../../../core/http/index.ts';

function setup(overrides: Partial<ActionsDeps> = {}, language = '010') {
  const context = createContext({ console: { error() {}, warn() {}, info() {}, log() {} } });
  context.state.$language.set(language);
  const request = vi.fn(async (_spec: RequestSpec): Promise<unknown> => ({ result: true }));
  const download = vi.fn(async (_spec: RequestSpec) => ({ blob: new Blob(['a,b']), filename: '客户.csv' }));
  const deps: ActionsDeps = { http: { request: request as ActionsDeps['http']['request'], download }, ...overrides };
  const actions = createActions(context, deps);
  const messages = () => context.notifier.$notifications.get().map((note) => `${note.kind}:${note.message}`);
  return { context, actions, request, download, messages };
}

const post: Operate = { name: 'activate', type: 'post', action: 'activate', needSelect: 'n' };
const rows = [
  { ID: 1, STATUS: 'draft' },
  { ID: 2, STATUS: 'draft' },
];

afterEach(() => vi.useRealTimers());

describe('selection checks', () => {
  it('"please select a record" when none is selected, unless the number is 0', async () => {
    const { actions, request, messages } = setup({}, '011');
    expect(await actions.run({ ...post, needSelect: 1 }, { entity: 'CUSTOMER', rows: [] })).toMatchObject({
      status: 'blocked',
      message: 'please select a record',
    });
    expect(await actions.run({ ...post, needSelect: 'n' }, { entity: 'CUSTOMER', rows: [] })).toMatchObject({ status: 'blocked' });
    expect(request).not.toHaveBeenCalled();
    expect(await actions.run({ ...post, needSelect: 0 }, { entity: 'CUSTOMER', rows: [] })).toMatchObject({ status: 'done' });
    expect(messages()).toEqual(['error:please select a record', 'error:please select a record', 'success:Processed successfully']);
  });

  it('"Only one record can be selected" when one is required, in the words of the spec in the English UI', async () => {
    const { actions } = setup({}, '011');
    expect(await actions.run({ ...post, needSelect: 1 }, { entity: 'CUSTOMER', rows })).toMatchObject({
      status: 'blocked',
      message: 'Only one record can be selected',
    });
    expect(await actions.run({ ...post, needSelect: 'n' }, { entity: 'CUSTOMER', rows })).toMatchObject({ status: 'done' });
    expect(await actions.run({ ...post, needSelect: undefined }, { entity: 'CUSTOMER', rows: [] })).toMatchObject({ status: 'done' });
  });

  it("a row operation needs its row; in the Chinese UI the page-opening variant speaks Chinese, the others the spec's English", async () => {
    const open = vi.fn();
    const { actions } = setup({ open }, '010');
    const edit: Operate = { name: 'edit', type: 'open', needSelect: 1, pageId: 'p1', openType: 2 };
    expect(await actions.run(edit, { entity: 'CUSTOMER', rows: [] })).toMatchObject({ message: '请选择一条记录' });
    expect(await actions.run(edit, { entity: 'CUSTOMER', rows })).toMatchObject({ message: '只能选择一条记录' });
    expect(await actions.run({ ...post, needSelect: 1 }, { entity: 'CUSTOMER', rows: [] })).toMatchObject({ message: 'please select a record' });
    expect(await actions.run({ ...post, needSelect: 1 }, { entity: 'CUSTOMER', rows })).toMatchObject({ message: 'Only one record can be selected' });
    expect(open).not.toHaveBeenCalled();
    expect(await actions.run({ name: 'x', type: 'post' }, { entity: 'CUSTOMER', row: rows[0] })).toMatchObject({ status: 'done' });
  });

  it('the page-opening variant shows the same messages in Chinese, in the English UI too (spec §5)', async () => {
    const open = vi.fn();
    const { actions } = setup({ open }, '011');
    const edit: Operate = { name: 'edit', type: 'open', needSelect: 1, pageId: 'p1', openType: 2 };
    expect(await actions.run(edit, { entity: 'CUSTOMER', rows: [] })).toMatchObject({ message: '请选择一条记录' });
    expect(await actions.run(edit, { entity: 'CUSTOMER', rows })).toMatchObject({ message: '只能选择一条记录' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('row conditions', () => {
  it('any failing row stops the action with the tip', async () => {
    const { actions, request } = setup();
    const operate = { ...post, condition: [{ field: 'STATUS', mode: 'equal', value: 'draft' }], tip: '只能确认草稿状态的订单' };
    const result = await actions.run(operate, { entity: 'ORDER', rows: [...rows, { ID: 3, STATUS: 'done' }] });
    expect(result).toMatchObject({ status: 'blocked', message: '只能确认草稿状态的订单' });
    expect(request).not.toHaveBeenCalled();
    expect(await actions.run(operate, { entity: 'ORDER', rows })).toMatchObject({ status: 'done' });
  });

  it('the default tip is 对不起，不能执行该操作！', async () => {
    const { actions } = setup();
    const operate = { ...post, condition: [{ field: 'STATUS', mode: 'equal', value: 'x' }] };
    expect(await actions.run(operate, { entity: 'ORDER', rows })).toMatchObject({ message: '对不起，不能执行该操作！' });
  });
});

describe('confirm', () => {
  it('asks first, with placeholders resolved; declining stops quietly', async () => {
    const order: string[] = [];
    const confirm = vi.fn(async (message: string) => (order.push(`confirm ${message}`), false));
    const { actions, request, messages } = setup({
      confirm,
      resolve: (payload, sources) => JSON.parse(JSON.stringify(payload).replace('#[ID]', String((sources?.row as { ID: number } | undefined)?.ID))),
    });
    const result = await actions.run({ ...post, confirm: '确认 #[ID] 吗？' }, { entity: 'ORDER', rows: [rows[0]!] });
    expect(result).toMatchObject({ status: 'cancelled', done: false });
    expect(order).toEqual(['confirm 确认 1 吗？']);
    expect(request).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('a confirm passed with the run wins; accepted, the call goes out', async () => {
    const { actions, request } = setup({ confirm: async () => false });
    const result = await actions.run({ ...post, confirm: 'ok?' }, { entity: 'ORDER', rows, confirm: async () => true });
    expect(result.status).toBe('done');
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('submit lock and loading mask', () => {
  it('a second submission while one runs shows 正在提交，请稍后...; completion releases it', async () => {
    let finish: (value: unknown) => void = () => {};
    const { actions, request } = setup();
    request.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const first = actions.run(post, { entity: 'ORDER', rows });
    await Promise.resolve();
    expect(actions.$submitting.get()).toEqual({ 'ORDER:activate': true });
    expect(actions.$loading.get()).toBe('正在操作,请稍后...');
    expect(await actions.run(post, { entity: 'ORDER', rows })).toMatchObject({ status: 'busy', message: '正在提交，请稍后...' });
    expect(await actions.run({ ...post, name: 'other' }, { entity: 'ORDER', rows })).toMatchObject({ status: 'done' });
    finish({});
    expect(await first).toMatchObject({ status: 'done' });
    expect(actions.$submitting.get()).toEqual({});
    expect(actions.$loading.get()).toBeNull();
    expect(await actions.run(post, { entity: 'ORDER', rows })).toMatchObject({ status: 'done' });
  });

  it('the lock is released after 2000 ms even if the call still runs', async () => {
    vi.useFakeTimers();
    const { actions, request } = setup();
    request.mockImplementationOnce(() => new Promise(() => {}));
    void actions.run(post, { entity: 'ORDER', rows });
    await vi.advanceTimersByTimeAsync(0);
    expect(await actions.run(post, { entity: 'ORDER', rows })).toMatchObject({ status: 'busy' });
    await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS - 1);
    expect(actions.$submitting.get()['ORDER:activate']).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actions.$submitting.get()['ORDER:activate']).toBeUndefined();
    expect(await actions.run(post, { entity: 'ORDER', rows })).toMatchObject({ status: 'done' });
  });
});

describe('opening a page runs the same steps', () => {
  const edit: Operate = { name: 'edit', type: 'open', flag: 'edit', needSelect: 1, pageId: 'page-edit' };

  it('row condition and tip, confirm, then the opener under the lock and the mask', async () => {
    const seen: Array<[string | null, boolean]> = [];
    const { actions } = setup();
    const open = vi.fn(async () => void seen.push([actions.$loading.get(), actions.$submitting.get()['ORDER:edit'] === true]));
    const guarded = { ...edit, condition: [{ field: 'STATUS', mode: 'equal', value: 'draft' }], tip: '只能修改草稿' };
    expect(await actions.run(guarded, { entity: 'ORDER', rows: [{ ID: 3, STATUS: 'done' }], open })).toMatchObject({
      status: 'blocked',
      message: '只能修改草稿',
    });
    expect(await actions.run({ ...edit, confirm: '打开？' }, { entity: 'ORDER', rows: [rows[0]!], open, confirm: async () => false })).toMatchObject({
      status: 'cancelled',
    });
    expect(open).not.toHaveBeenCalled();
    expect(await actions.run(guarded, { entity: 'ORDER', rows: [rows[0]!], open })).toMatchObject({ status: 'done', done: true });
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ kind: 'edit', pageId: 'page-edit', recordId: '1' }));
    expect(seen).toEqual([['正在操作,请稍后...', true]]);
    expect(actions.$loading.get()).toBeNull();
    expect(actions.$submitting.get()).toEqual({});
  });

  it('a second open of the same action while the first opener runs shows 正在提交，请稍后...', async () => {
    let finish: () => void = () => {};
    const open = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { actions, messages } = setup();
    const first = actions.run(edit, { entity: 'ORDER', rows: [rows[0]!], open });
    await Promise.resolve();
    expect(await actions.run(edit, { entity: 'ORDER', rows: [rows[0]!], open })).toMatchObject({ status: 'busy', message: '正在提交，请稍后...' });
    finish();
    expect(await first).toMatchObject({ status: 'done' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(['error:正在提交，请稍后...']);
  });

  it("the run's opener wins over deps.open; an operation needing no selection opens no record", async () => {
    const routerOpen = vi.fn();
    const open = vi.fn();
    const { actions } = setup({ open: routerOpen });
    await actions.run({ name: 'add', type: 'open', flag: 'add', needSelect: 0 }, { entity: 'ORDER', rows: [rows[0]!], open });
    expect(routerOpen).not.toHaveBeenCalled();
    expect(open.mock.calls[0]![0]).toMatchObject({ kind: 'add', recordId: undefined });
    await actions.run({ name: 'detail', type: 'open', flag: 'detail' }, { entity: 'ORDER', row: rows[1]!, open });
    expect(open.mock.calls[1]![0]).toMatchObject({ kind: 'detail', recordId: '2' });
  });
});

describe('generic calls', () => {
  it('POST apply: action, entityId, mapped params with placeholders, id from the selected keys', async () => {
    const { actions, request } = setup();
    const operate: Operate = { ...post, params: { reason: '$[reason]', who: '#[OWNER]', nested: { list: ['#[ID]', 'x'] } } };
    await actions.run(operate, {
      entity: 'ORDER',
      entityId: 'm-order',
      rows: [
        { ID: 7, OWNER: 'u1' },
        { ID: 8, OWNER: 'u2' },
      ],
      page: { reason: '到期' },
    });
    expect(request.mock.calls[0]![0]).toEqual({
      entity: 'ORDER',
      method: 'POST',
      silent: true,
      action: 'apply',
      data: { action: 'activate', entityId: 'm-order', reason: '到期', who: 'u1,u2', nested: { list: ['7,8', 'x'] }, id: '7,8' },
    });
  });

  it('a configured id wins; the key name follows the entity', async () => {
    const { actions, request } = setup();
    await actions.run({ ...post, params: { id: '#[CODE]' } }, { entity: 'ORDER', rows: [{ CODE: 'A1' }], keyName: 'CODE' });
    expect((request.mock.calls[0]![0].data as { id: unknown }).id).toBe('A1');
    await actions.run(post, { entity: 'ORDER', rows: [{ CODE: 'A1' }, { CODE: 'A2' }], keyName: 'CODE' });
    expect((request.mock.calls[1]![0].data as { id: unknown }).id).toBe('A1,A2');
  });

  it('a rule request goes to the rule (rule/v1) and carries `rule`', async () => {
    const { actions, request } = setup();
    await actions.run({ ...post, rule: 'checkCredit' }, { entity: 'ORDER', rows });
    const spec = request.mock.calls[0]![0];
    expect(spec).toMatchObject({ entity: 'ORDER', rule: 'checkCredit', method: 'POST' });
    expect(spec.action).toBeUndefined();
    expect(spec.data).toMatchObject({ action: 'activate', rule: 'checkCredit', id: '1,2' });
  });

  it('download: the same payload, a blob and a file name handed to the save hook', async () => {
    const save = vi.fn();
    const { actions, download } = setup({ save });
    const result = await actions.run({ name: 'export', type: 'download', action: 'exportExcel', needSelect: 0 }, { entity: 'CUSTOMER', rows: [] });
    expect(download.mock.calls[0]![0]).toMatchObject({
      entity: 'CUSTOMER',
      action: 'exportExcel',
      method: 'POST',
      responseType: 'blob',
      data: { action: 'exportExcel', entityId: 'CUSTOMER', id: '' },
    });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), '客户.csv');
    expect(result).toMatchObject({ status: 'done', data: { filename: '客户.csv' } });
  });

  it('delete: removeMulti with the keys, refresh after', async () => {
    const refresh = vi.fn();
    const { actions, request } = setup();
    request.mockResolvedValueOnce({ count: 2 });
    const result = await actions.run(
      { name: 'delete', type: 'delete', action: 'removeMulti', needSelect: 'n', afterAction: 'refresh' },
      { entity: 'CUSTOMER', rows, refresh },
    );
    expect(request.mock.calls[0]![0]).toMatchObject({ action: 'removeMulti', data: { id: '1,2' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.afterAction).toBe('refresh');
  });

  it('open: the page, openType and record from the params', async () => {
    const open = vi.fn();
    const { actions } = setup({ open });
    await actions.run(
      { name: 'edit', label: '编辑', type: 'open', openType: 2, pageId: 'page-edit', flag: 'edit', needSelect: 1, params: { id: '#[ID]' } },
      { entity: 'CUSTOMER', rows: [{ ID: 5 }] },
    );
    expect(open).toHaveBeenCalledWith({ openType: 2, pageId: 'page-edit', kind: 'edit', title: '编辑', entity: 'CUSTOMER', recordId: '5', query: { id: '5' } });
  });
});

describe('after-actions and messages', () => {
  it('reads the reply: refresh, close, open', async () => {
    const refresh = vi.fn();
    const close = vi.fn();
    const open = vi.fn();
    const { actions, request } = setup({ open });
    request.mockResolvedValueOnce({ refresh: true });
    expect((await actions.run(post, { entity: 'O', rows, refresh, close })).afterAction).toBe('refresh');
    request.mockResolvedValueOnce({ close: true });
    expect((await actions.run(post, { entity: 'O', rows, refresh, close })).afterAction).toBe('close');
    request.mockResolvedValueOnce({ pageId: 'page-x', openType: 5 });
    expect((await actions.run(post, { entity: 'O', rows, refresh, close })).afterAction).toBe('open');
    expect(open.mock.calls[0]![0]).toMatchObject({ pageId: 'page-x', openType: 5 });
    request.mockResolvedValueOnce({});
    expect((await actions.run({ ...post, afterAction: 'close' }, { entity: 'O', rows, refresh, close })).afterAction).toBe('close');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('success: the reply message or 处理成功; failure: the server message or 处理失败', async () => {
    const { actions, request, messages } = setup();
    request.mockResolvedValueOnce({ message: '已启用 2 个客户' });
    await actions.run(post, { entity: 'O', rows });
    await actions.run(post, { entity: 'O', rows });
    request.mockRejectedValueOnce(new PlatformError('error.forbidden', '没有操作权限'));
    expect(await actions.run(post, { entity: 'O', rows })).toMatchObject({ status: 'failed', message: '没有操作权限' });
    request.mockRejectedValueOnce(new PlatformError('error.fail', ''));
    expect(await actions.run(post, { entity: 'O', rows })).toMatchObject({ status: 'failed', message: '处理失败' });
    expect(messages()).toEqual(['success:已启用 2 个客户', 'success:处理成功', 'error:没有操作权限', 'error:处理失败']);
  });

  it('English defaults follow the language; a cancelled call is silent', async () => {
    const { actions, request, messages } = setup({}, '011');
    await actions.run(post, { entity: 'O', rows });
    request.mockRejectedValueOnce(new PlatformError('error.cancelled', ''));
    expect(await actions.run(post, { entity: 'O', rows })).toMatchObject({ status: 'cancelled' });
    expect(messages()).toEqual(['success:Processed successfully']);
  });

  it('a lost session adds no message of its own: the request layer says login expired once (spec §8)', async () => {
    const { actions, request, messages } = setup();
    for (const code of ['error.nologin', 'login.expired']) {
      request.mockRejectedValueOnce(new PlatformError(code, 'nologin'));
      expect(await actions.run(post, { entity: 'O', rows })).toMatchObject({ status: 'failed', done: false });
    }
    expect(messages()).toEqual([]);
  });

  it('never throws, even when a hook does', async () => {
    const { actions } = setup();
    const refresh = () => {
      throw new Error('boom');
    };
    await expect(actions.run({ name: 'r', type: 'refresh' }, { entity: 'O', refresh })).resolves.toMatchObject({ status: 'failed' });
  });
});

describe('operation rights (RIGHT_CONTROL_MODE)', () => {
  const rights = (entity: string, name: string) => entity === 'ORDER' && name === 'view';
  it('0 shows everything, 1 hides, 2 disables what the role lacks', () => {
    expect(operateVisibility({ name: 'delete' }, '0', rights, 'ORDER')).toBe('shown');
    expect(operateVisibility({ name: 'delete' }, undefined, rights, 'ORDER')).toBe('shown');
    expect(operateVisibility({ name: 'delete' }, '1', rights, 'ORDER')).toBe('hidden');
    expect(operateVisibility({ name: 'delete' }, '2', rights, 'ORDER')).toBe('disabled');
    expect(operateVisibility({ name: 'delete', right: 'view' }, '1', rights, 'ORDER')).toBe('shown');
    expect(operateVisibility({ name: '' }, '1', rights, 'ORDER')).toBe('shown');
  });

  it('the instance checks with its rights dep', () => {
    const { actions } = setup({ rights });
    expect(actions.visibility({ name: 'view' }, 'ORDER', 1)).toBe('shown');
    expect(actions.visibility({ name: 'edit' }, 'ORDER', 2)).toBe('disabled');
  });
});
