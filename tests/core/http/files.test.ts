import { describe, expect, it } from 'vitest';
import { reply, setup } from './fixtures.ts';
import { filenameFromDisposition } from '../../../core/http/index.ts';
import type { PlatformError } from '../../../core/errors/index.ts';

describe('file responses (spec §8)', () => {
  it('reads filename*=UTF-8 (RFC 5987) before filename=', () => {
    expect(filenameFromDisposition(`attachment; filename="report.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`)).toBe('报告.pdf');
    expect(filenameFromDisposition(`attachment; filename*=utf-8''a%20b.txt`)).toBe('a b.txt');
  });

  it('reads quoted, bare and percent-encoded filename=', () => {
    expect(filenameFromDisposition('inline; filename="a \\"q\\".pdf"')).toBe('a "q".pdf');
    expect(filenameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(filenameFromDisposition('attachment; filename="%E4%B8%AD.txt"')).toBe('中.txt');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('download resolves to the blob and the file name', async () => {
    const { http, calls } = setup({
      handler: () =>
        reply(200, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="order.pdf"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.pdf`,
        }),
    });
    const file = await http.download({ entity: 'ORDER', action: 'apply', data: { action: 'print', id: '1' } });
    expect(file.filename).toBe('订单.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(calls[0]!.method).toBe('POST');
  });

  it('reads an error that arrives as a file as text and rejects with its msg', async () => {
    const body = new Blob([JSON.stringify({ code: 'error.notfound', msg: '文件不存在' })], { type: 'application/json' });
    const { http, messages } = setup({ handler: () => reply(200, body, { 'content-type': 'application/json' }) });
    const error = await http.download({ entity: 'FM_FILE', action: 'download' }).catch((e: PlatformError) => e);
    expect(error).toMatchObject({ code: 'error.notfound', message: '文件不存在' });
    expect(messages().map((m) => m.message)).toEqual(['文件不存在']);
  });

  it('reads an HTTP error file body for its msg', async () => {
    const body = new Blob([JSON.stringify({ code: 'error.param', msg: '缺少文件编号' })], { type: 'application/octet-stream' });
    const { http } = setup({ handler: () => reply(400, body) });
    const error = await http.download({ entity: 'FM_FILE', action: 'download' }).catch((e: PlatformError) => e);
    expect(error).toMatchObject({ code: 'error.param', message: '缺少文件编号' });
  });
});
