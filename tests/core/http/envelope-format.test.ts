import { describe, expect, it, vi } from 'vitest';
import { envelope, reply, setup } from './fixtures.ts';
import { FORMAT_CODE, isEnvelope } from '../../../core/http/index.ts';
import type { PlatformError } from '../../../core/errors/index.ts';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: PlatformError) => error,
  );

/** Replies a proxy, a cache or a broken server can give with a 2xx status (TOOLCHAIN.md). */
const NOT_ENVELOPES: Array<[string, () => Response]> = [
  ['an empty body', () => reply(200, '')],
  ['a 204 without a body', () => reply(204, '')],
  ['a proxy HTML page', () => reply(200, '<!DOCTYPE html><html><body>Gateway login</body></html>', { 'content-type': 'text/html' })],
  ['truncated JSON', () => reply(200, '{"code":"0","msg":"ok","data":{"rows":[1,2')],
  ['a bare null', () => reply(200, 'null')],
  ['an object without code', () => reply(200, JSON.stringify({ msg: 'ok', data: { id: 1 } }))],
  ['an array', () => reply(200, JSON.stringify([{ code: '0' }]))],
  ['a bare number', () => reply(200, '0')],
  ['a code that is null', () => reply(200, JSON.stringify({ code: null, data: {} }))],
  ['a code that is an empty string', () => reply(200, JSON.stringify({ code: '', data: {} }))],
];

describe('only the envelope is success (spec §8)', () => {
  it.each(NOT_ENVELOPES)('rejects %s from the platform with error.format and a readable message', async (_, answer) => {
    const { http, messages } = setup({ handler: answer });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'save', data: {} }));
    expect(error).toMatchObject({ code: FORMAT_CODE, message: '服务器返回了无法识别的内容' });
    expect(messages().map((m) => [m.kind, m.message])).toEqual([['error', '服务器返回了无法识别的内容']]);
  });

  it('speaks English for 011 and never shows a success notice for a save that did not answer', async () => {
    const { http, context, messages } = setup({ handler: () => reply(200, '') });
    context.state.$language.set('011');
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'save', data: {}, notifySuccess: true }));
    expect(error).toMatchObject({ code: FORMAT_CODE, message: 'The server answered in an unexpected format' });
    expect(messages().map((m) => m.kind)).toEqual(['error']);
  });

  it('names the request (entity/action) in the console', async () => {
    const { http, context } = setup({ handler: () => reply(200, '<html></html>', { 'content-type': 'text/html' }) });
    const logged = vi.spyOn(context.env.console, 'error');
    await rejection(http.request({ entity: 'FM_MODULE', action: 'getUserMenuTreeData', silent: true }));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('FM_MODULE/getUserMenuTreeData');
  });

  it('keeps the rows of §8: code "0" with data null resolves with null', async () => {
    const { http, messages } = setup({ handler: () => envelope(null) });
    await expect(http.request({ entity: 'X', action: 'removeMulti' })).resolves.toBeNull();
    expect(messages()).toEqual([]);
  });

  it('counts a numeric code 0 as "0" and a numeric other code as a failure', async () => {
    const ok = setup({ handler: () => reply(200, JSON.stringify({ code: 0, data: { id: 3 } })) });
    await expect(ok.http.request({ entity: 'X', action: 'get' })).resolves.toEqual({ id: 3 });
    const bad = setup({ handler: () => reply(200, JSON.stringify({ code: 7, msg: 'nope' })) });
    expect(await rejection(bad.http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: '7', message: 'nope' });
  });

  it('keeps a non-2xx reply without a body as code 500 处理失败', async () => {
    const { http } = setup({ handler: () => reply(503, '') });
    expect(await rejection(http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: '500', message: '处理失败' });
  });

  it('treats a 502 HTML page as 处理失败, not as an unexpected format', async () => {
    const { http } = setup({ handler: () => reply(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' }) });
    expect(await rejection(http.request({ entity: 'X', action: 'get' }))).toMatchObject({ code: '500' });
  });

  it('returns a requested file, and rejects a JSON file reply that is not an envelope', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const file = setup({ handler: () => reply(200, pdf, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' }) });
    await expect(file.http.download({ entity: 'X', action: 'export' })).resolves.toMatchObject({ filename: 'a.pdf' });
    const json = setup({ handler: () => reply(200, new Blob(['{"data":1}'], { type: 'application/json' }), { 'content-type': 'application/json' }) });
    expect(await rejection(json.http.download({ entity: 'X', action: 'export' }))).toMatchObject({ code: FORMAT_CODE });
  });

  it('lets a call to another origin return its raw data (it is not the platform)', async () => {
    const { http, messages } = setup({ handler: () => reply(200, '<p>weather</p>', { 'content-type': 'text/html' }) });
    await expect(http.request({ url: 'https://other.example.org/widget' })).resolves.toBe('<p>weather</p>');
    const json = setup({ handler: () => reply(200, JSON.stringify({ temp: 21 })) });
    await expect(json.http.request({ url: 'https://other.example.org/api' })).resolves.toEqual({ temp: 21 });
    expect(messages()).toEqual([]);
  });

  it('treats a same-origin url call as the platform', async () => {
    const { http } = setup({ handler: () => reply(200, '') });
    expect(await rejection(http.request({ url: '/api/v1/demo/crm/X/get' }))).toMatchObject({ code: FORMAT_CODE });
  });

  it('isEnvelope needs an object with a string or numeric code', () => {
    expect(isEnvelope({ code: '0' })).toBe(true);
    expect(isEnvelope({ code: 0 })).toBe(true);
    expect(isEnvelope({ code: 'error.fail', msg: 'x' })).toBe(true);
    for (const value of [null, undefined, '', 'text', 0, [], {}, { code: null }, { code: '' }, { code: {} }, { code: Number.NaN }]) {
      expect(isEnvelope(value)).toBe(false);
    }
  });
});
