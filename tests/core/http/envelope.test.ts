// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure, reply, setup } from './fixtures.ts';
import { isCancelled, REQUEST_TIMEOUT_MS } from '../../../core/http/index.ts';
import type { PlatformError } from '../../../core/errors/index.ts';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: PlatformError) => error,
  );

afterEach(() => void vi.useRealTimers());

describe('envelope and error catalogue (spec §8)', () => {
  it('resolves with data when code is the string "0"', async () => {
    const { http, messages } = setup({ handler: () => envelope({ id: 7 }) });
    await expect(http.request({ entity: 'X', action: 'get' })).resolves.toEqual({ id: 7 });
    expect(messages()).toEqual([]);
  });

  it('rejects any other code with msg and reports it once', async () => {
    const { http, messages } = setup({ handler: () => failure('error.forbidden', '没有操作权限') });
    const error = await rejection(http.request({ entity: 'X', action: 'save', data: {} }));
    expect(error).toMatchObject({ code: 'error.forbidden', message: '没有操作权限' });
    expect(messages().map((m) => [m.kind, m.message])).toEqual([['error', '没有操作权限']]);
  });

  it('words a record under approval (error.locked) from the catalogue when the server sends no message', async () => {
    const { http, context } = setup({ handler: () => failure('error.locked', '') });
    expect(await rejection(http.request({ entity: 'ORDER', action: 'save', data: {}, silent: true }))).toMatchObject({
      code: 'error.locked',
      message: '该记录正在审批中，不能修改',
    });
    context.state.$language.set('011');
    expect(await rejection(http.request({ entity: 'ORDER', action: 'save', data: {}, silent: true }))).toMatchObject({
      message: 'This record is under approval and cannot be changed',
    });
  });

  it("shows the server's query timeout as its message, or the catalogue's when the reply brings none", async () => {
    const zh = '查询超时，请缩小查询条件后重试';
    const en = 'The query took too long: narrow it and try again';
    const bare = setup({ handler: () => failure('error.timeout') });
    expect(await rejection(bare.http.request({ entity: 'CUSTOMER', action: 'find', data: {} }))).toMatchObject({ code: 'error.timeout', message: zh });
    bare.context.state.$language.set('011');
    expect(await rejection(bare.http.request({ entity: 'CUSTOMER', action: 'find', data: {} }))).toMatchObject({ code: 'error.timeout', message: en });
    expect(bare.messages().map((m) => [m.kind, m.message])).toEqual([
      ['error', zh],
      ['error', en],
    ]);
    const worded = setup({ handler: () => failure('error.timeout', en) });
    expect(await rejection(worded.http.request({ entity: 'CUSTOMER', action: 'find', data: {} }))).toMatchObject({ message: en });
    expect(worded.messages().map((m) => m.message)).toEqual([en]);
  });

  it('reports nothing for a silent call', async () => {
    const { http, messages } = setup({ handler: () => failure('error.param', 'bad') });
    await rejection(http.request({ entity: 'X', action: 'get', silent: true }));
    expect(messages()).toEqual([]);
  });

  it('turns other HTTP errors without a body into code 500 处理失败 (English for 011)', async () => {
    const { http, context } = setup({ handler: () => reply(502, '') });
    expect(await rejection(http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: '500', message: '处理失败' });
    context.state.$language.set('011');
    expect(await rejection(http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: '500', message: 'Processing failed' });
  });

  it('keeps the message of an HTTP error that has an envelope body', async () => {
    const { http } = setup({ handler: () => reply(500, JSON.stringify({ code: 'error.sql', msg: '数据处理失败' })) });
    expect(await rejection(http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: 'error.sql', message: '数据处理失败' });
  });

  it('turns a network failure into code 500', async () => {
    const { http } = setup({
      handler: () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await rejection(http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: '500', message: '处理失败' });
  });

  it('ignores cancelled requests: a silent rejection, no message', async () => {
    const { http, messages } = setup({
      handler: (call) => new Promise((_, reject) => call.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    const controller = new AbortController();
    const pending = rejection(http.request({ entity: 'X', action: 'get', signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(isCancelled(error)).toBe(true);
    expect(messages()).toEqual([]);
  });

  it('times out after 1,200,000 ms', async () => {
    vi.useFakeTimers();
    const { http, calls } = setup({
      handler: (call) => new Promise((_, reject) => call.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    const pending = rejection(http.request({ entity: 'X', action: 'get' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'error.timeout' });
    expect(REQUEST_TIMEOUT_MS).toBe(1_200_000);
  });

  it('shows the versionVary warning once, sticky', async () => {
    const { http, messages } = setup({ handler: () => envelope({ versionVary: true, service: {} }) });
    await http.request({ entity: 'FM_MGN_SYSTEM', action: 'getInitInfo' });
    await http.request({ entity: 'FM_MGN_SYSTEM', action: 'getInitInfo' });
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toMatchObject({ kind: 'warning', sticky: true });
    expect(messages()[0]!.message).toContain('最新版本的平台');
  });

  it('shows the success default 处理成功, or the server msg, when asked', async () => {
    const { http, messages } = setup({ handler: (call) => envelope(null, { msg: call.url.includes('withMsg') ? '已保存' : '' }) });
    await http.request({ entity: 'X', action: 'save', notifySuccess: true });
    await http.request({ entity: 'X', action: 'withMsg', notifySuccess: true });
    await http.request({ entity: 'X', action: 'save' });
    expect(messages().map((m) => [m.kind, m.message])).toEqual([
      ['success', '处理成功'],
      ['success', '已保存'],
    ]);
  });

  it('sends GET params in the query, POST data as JSON, and FormData on request', async () => {
    const { http, calls } = setup();
    await http.request({ entity: 'X', action: 'get', params: { id: 3 } });
    await http.request({ entity: 'X', action: 'find', params: { pageSize: 5 } });
    await http.request({ entity: 'X', action: 'save', data: { NAME: 'n' }, params: { flag: 1 } });
    await http.request({ entity: 'FM_FILE', action: 'upload', data: { file: new Blob(['abc']), note: 'n' }, formData: true });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/demo/crm/X/get?id=3', body: undefined });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/v1/demo/crm/X/find', body: '{"pageSize":5}' });
    expect(calls[1]!.headers['content-type']).toBe('application/json');
    expect(calls[2]).toMatchObject({ url: '/api/v1/demo/crm/X/save?flag=1', body: '{"NAME":"n"}' });
    const form = calls[3]!.body as FormData;
    expect(form.get('note')).toBe('n');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});

describe('calls in flight', () => {
  it('$pending counts calls until they settle, failures included', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { http } = setup({ handler: async (call) => (await gate, call.url.includes('bad') ? failure('error.fail') : envelope(1)) });
    const good = http.request({ entity: 'X', action: 'get' });
    const bad = http.request({ entity: 'X', action: 'bad', silent: true }).catch(() => undefined);
    // Counted a microtask later, never while a component renders.
    await Promise.resolve();
    expect(http.$pending.get()).toBe(2);
    release();
    await Promise.all([good, bad]);
    await Promise.resolve();
    expect(http.$pending.get()).toBe(0);
  });
});
