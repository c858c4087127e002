// @vitest-environment happy-dom
/**
 * A large list reply read as it arrives (core/http/rows-stream.ts): rows shown early only under a
 * successful envelope, the whole body judged as a whole reply is, and a reply that is not JSON,
 * not the envelope, cut off or cancelled giving the same outcome as without streaming.
 */
import { describe, expect, it } from 'vitest';
import { readRowsStream, ROWS_BATCH, RowsParser } from '../../../core/http/rows-stream.ts';
import { STREAM_MIN_BYTES } from '../../../core/http/transport.ts';
import { FORMAT_CODE, LOGIN_CODES } from '../../../core/http/index.ts';
import type { PlatformError } from '../../../core/errors/index.ts';
import { setup } from './fixtures.ts';

const rowsOf = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ ID: from + i, NAME: `客户 "${from + i}" \\ },{ [`, TAGS: ['a', { deep: ']}' }], NOTE: null }));

const listReply = (count: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ code: '0', msg: '', data: { entitys: rowsOf(count), total: count }, ...extra });

/** Gives `text` to a parser in pieces of `size` characters; the rows reported and the end. */
function pieces(text: string, size: number) {
  const parser = new RowsParser();
  const reported: unknown[] = [];
  for (let at = 0; at < text.length; at += size) reported.push(...parser.push(text.slice(at, at + size)));
  return { reported, end: parser.finish(), head: parser.head };
}

/** A body stream of `text` in chunks of `size` bytes, optionally failing after `failAfter` chunks. */
function bodyOf(text: string, size: number, failAfter?: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && sent === failAfter) return controller.error(new TypeError('network error'));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
      sent += 1;
    },
  });
}

describe('RowsParser', () => {
  it.each([1, 3, 64, 4096, 1 << 20])('reads the rows and the whole body alike in pieces of %i characters', (size) => {
    const text = listReply(size < 64 ? 600 : 1234, { extra: { entitys: [9] } });
    const { reported, end } = pieces(text, size);
    expect(end).toEqual({ kind: 'parsed', body: JSON.parse(text) });
    expect(reported).toEqual(rowsOf(size < 64 ? 600 : 1234));
  });

  it('reports rows in batches while the text comes, not only at its end', () => {
    const text = listReply(ROWS_BATCH * 3);
    const parser = new RowsParser();
    const half = parser.push(text.slice(0, Math.floor(text.length / 2)));
    expect(half.length).toBeGreaterThanOrEqual(ROWS_BATCH);
    expect(half.length % ROWS_BATCH).toBe(0);
    parser.push(text.slice(Math.floor(text.length / 2)));
    expect(parser.parsedRows).toHaveLength(ROWS_BATCH * 3);
  });

  it('keeps the envelope head: its code tells whether rows may be shown early', () => {
    expect(pieces(listReply(3), 7).head).toEqual({ code: '0', msg: '', data: { entitys: [] } });
    expect(pieces(JSON.stringify({ code: 'login.expired', data: { entitys: [{ ID: 1 }] } }), 7).head).toMatchObject({ code: 'login.expired' });
    // A code after the rows: nothing known when they start.
    expect(pieces(JSON.stringify({ data: { entitys: [{ ID: 1 }] }, code: '0' }), 7).head).toEqual({ data: { entitys: [] } });
  });

  it.each([
    ['truncated JSON', listReply(40).slice(0, -30)],
    ['a trailing comma among the rows', '{"code":"0","data":{"entitys":[{"ID":1},],"total":1}}'],
    [
      'a trailing comma after a full batch',
      `{"code":"0","data":{"entitys":[${rowsOf(ROWS_BATCH)
        .map((r) => JSON.stringify(r))
        .join(',')},]}}`,
    ],
    ['a bracket that does not match', '{"code":"0","data":{"entitys":[{"ID":1}}}'],
    ['a broken row', '{"code":"0","data":{"entitys":[{"ID":1},{"ID":}]}}'],
    ['an HTML page', '<!DOCTYPE html><html><body>"Gateway</body></html>'],
    ['an empty body', ''],
    ['text after the envelope', `${listReply(2)} {}`],
  ])('gives %s as unreadable, with its first characters', (_, text) => {
    const end = pieces(text, 5).end;
    expect(end).toEqual({ kind: 'unreadable', preview: text.slice(0, 200) });
  });

  it('parses a reply that is JSON but not the envelope as JSON.parse does (call.ts judges it)', () => {
    for (const text of ['[{"code":"0"}]', 'null', '0', '{"data":{"entitys":[1,2]}}', '{"code":"0","data":{"entitys":[]}}']) {
      expect(pieces(text, 2).end).toEqual({ kind: 'parsed', body: JSON.parse(text) });
    }
  });
});

describe('readRowsStream', () => {
  it('reports the first rows before the end, each time a new array, and ends with the whole body', async () => {
    const text = listReply(5000);
    const reports: unknown[][] = [];
    const end = await readRowsStream(bodyOf(text, 16 * 1024), { onRows: (rows) => reports.push(rows) });
    expect(end).toEqual({ kind: 'parsed', body: JSON.parse(text) });
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]!.length).toBeLessThan(5000);
    expect(reports[0]).toEqual(rowsOf(reports[0]!.length));
    // Each report holds the rows before it and more; the last rows come with the body.
    for (let i = 1; i < reports.length; i++) expect(reports[i]!.length).toBeGreaterThan(reports[i - 1]!.length);
    expect(new Set(reports).size).toBe(reports.length);
  });

  it('reports no rows under an envelope that is not a success', async () => {
    const reports: unknown[][] = [];
    const text = JSON.stringify({ code: 'E42', msg: '无权访问', data: { entitys: rowsOf(3000) } });
    const end = await readRowsStream(bodyOf(text, 8192), { onRows: (rows) => reports.push(rows) });
    expect(reports).toEqual([]);
    expect(end).toMatchObject({ kind: 'parsed', body: { code: 'E42' } });
  });

  it('rejects when the body fails mid-way, after the rows it had reported', async () => {
    const reports: unknown[][] = [];
    const read = readRowsStream(bodyOf(listReply(5000), 16 * 1024, 20), { onRows: (rows) => reports.push(rows) });
    await expect(read).rejects.toThrow('network error');
    expect(reports.length).toBeGreaterThan(0);
  });
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: PlatformError) => error,
  );

/** A fetch Response with a real body stream and a Content-Length over the streaming threshold. */
function streamed(text: string, options: { status?: number; failAfter?: number } = {}): Response {
  const length = Math.max(new TextEncoder().encode(text).length, STREAM_MIN_BYTES);
  return new Response(bodyOf(text, 64 * 1024, options.failAfter), {
    status: options.status ?? 200,
    headers: { 'content-type': 'application/json', 'content-length': String(length) },
  });
}

describe('http.request with onRows', () => {
  const big = listReply(6000);

  it('resolves with the whole data, having shown rows before', async () => {
    const { http } = setup({ handler: () => streamed(big) });
    const reports: unknown[][] = [];
    const data = await http.request<{ entitys: unknown[]; total: number }>({
      entity: 'CUSTOMER',
      action: 'find',
      data: {},
      onRows: (rows) => reports.push(rows),
    });
    expect(data.entitys).toHaveLength(6000);
    expect(data.total).toBe(6000);
    expect(reports[0]!.length).toBeLessThan(6000);
  });

  it('reads a small reply whole: no early rows, the same data', async () => {
    const { http } = setup({
      handler: () => new Response(listReply(30), { headers: { 'content-type': 'application/json', 'content-length': '100' } }),
    });
    const reports: unknown[][] = [];
    const data = await http.request<{ entitys: unknown[] }>({ entity: 'CUSTOMER', action: 'find', data: {}, onRows: (rows) => reports.push(rows) });
    expect(data.entitys).toHaveLength(30);
    expect(reports).toEqual([]);
  });

  it('rejects malformed JSON with error.format, as a whole reply would', async () => {
    const { http } = setup({ handler: () => streamed(big.slice(0, -500)) });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'find', data: {}, silent: true, onRows: () => undefined }));
    expect(error).toMatchObject({ code: FORMAT_CODE, message: '服务器返回了无法识别的内容' });
  });

  it('rejects a reply that is not the envelope with error.format, and shows no rows of it', async () => {
    const reports: unknown[][] = [];
    const { http } = setup({ handler: () => streamed(JSON.stringify({ data: { entitys: rowsOf(6000) } })) });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'find', data: {}, silent: true, onRows: (rows) => reports.push(rows) }));
    expect(error).toMatchObject({ code: FORMAT_CODE });
    expect(reports).toEqual([]);
  });

  it('rejects a body cut off mid-way with error.format', async () => {
    const { http } = setup({ handler: () => streamed(big, { failAfter: 5 }) });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'find', data: {}, silent: true, onRows: () => undefined }));
    expect(error).toMatchObject({ code: FORMAT_CODE });
  });

  it('keeps a lost session a lost session (spec §8), with the login redirect', async () => {
    const { http, toLogin } = setup({ handler: () => streamed(JSON.stringify({ code: 'login.expired', msg: '', data: { entitys: rowsOf(5000) } })) });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'find', data: {}, silent: true, onRows: () => undefined }));
    expect(LOGIN_CODES.has(error.code)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('reads an HTTP failure whole: its envelope message, else the failure', async () => {
    const { http } = setup({ handler: () => streamed(JSON.stringify({ code: 'E500', msg: '服务器忙' }), { status: 500 }) });
    const error = await rejection(http.request({ entity: 'CUSTOMER', action: 'find', data: {}, silent: true, onRows: () => undefined }));
    expect(error).toMatchObject({ code: 'E500', message: '服务器忙' });
  });

  it('rejects as cancelled when the call is aborted while its rows come in', async () => {
    const abort = new AbortController();
    const { http } = setup({
      handler: (call) => {
        const bytes = new TextEncoder().encode(big);
        let at = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (call.signal?.aborted) return controller.error(new DOMException('aborted', 'AbortError'));
            controller.enqueue(bytes.slice(at, at + 32 * 1024));
            at += 32 * 1024;
          },
        });
        call.signal?.addEventListener('abort', () => undefined);
        return new Response(body, { headers: { 'content-length': String(STREAM_MIN_BYTES * 2) } });
      },
    });
    const reports: unknown[][] = [];
    const call = rejection(
      http.request({
        entity: 'CUSTOMER',
        action: 'find',
        data: {},
        signal: abort.signal,
        onRows: (rows) => {
          reports.push(rows);
          abort.abort();
        },
      }),
    );
    const error = await call;
    expect(error.code).toBe('error.cancelled');
    expect(reports).toHaveLength(1);
  });
});
