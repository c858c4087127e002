// @vitest-environment node
/**
 * Office previews are made once per file version and kept (docs/server-contract.md "Files"):
 * repeated and concurrent calls for one file cost one make; another file, or another version of
 * it, gets its own; a document that cannot be previewed is not read again.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inlineReads, type Job, type ReadPool } from '../../../demo/server/db/read-pool.ts';
import type { Ctx } from '../../../demo/server/http/context.ts';
import { previewReply, type StoredFile } from '../../../demo/server/platform/file-preview.ts';
import { XLSX } from '../../../demo/server/platform/file-types.ts';

function xlsx(cell: string): Buffer {
  const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  return Buffer.from(
    zipSync({
      'xl/workbook.xml': strToU8(`<workbook ${R}><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${cell}</t></is></c></row></sheetData></worksheet>`),
    }),
  );
}

/** A server context whose read pool counts the previews it is asked to make. */
function counting(): { ctx: Ctx; made: () => number } {
  const inline = inlineReads(undefined as never);
  let made = 0;
  const reads: ReadPool = {
    run: (job: Job, owner, budget) => {
      if (job.kind === 'preview') made += 1;
      return inline.run(job, owner, budget);
    },
    ready: () => 0,
    close: async () => undefined,
  };
  const ctx = { app: { reads, queryBudgetMs: 5000 }, session: { userId: 'u' } } as unknown as Ctx;
  return { ctx, made: () => made };
}

const file = (id: string, content: Buffer): StoredFile => ({ ID: id, NAME: `${id}.xlsx`, TYPE: XLSX, CONTENT: content });

describe('Office previews', () => {
  it('are made once per file version, concurrent calls included', async () => {
    const { ctx, made } = counting();
    const sheet = file('f-1', xlsx('季度销售'));
    const [a, b] = await Promise.all([previewReply(ctx, sheet), previewReply(ctx, sheet)]);
    const c = await previewReply(ctx, sheet);
    expect(made()).toBe(1);
    expect(a.type).toBe('application/pdf');
    expect(a.name).toBe('f-1.pdf');
    expect(b.data.equals(a.data)).toBe(true);
    expect(c.data.equals(a.data)).toBe(true);
    await previewReply(ctx, file('f-2', xlsx('季度销售')));
    await previewReply(ctx, file('f-1', xlsx('另一个版本的内容')));
    expect(made()).toBe(3);
  });

  it('keep the refusal of a damaged document without reading it again', async () => {
    const { ctx, made } = counting();
    const broken = file('f-bad', Buffer.from('PK\u0003\u0004 not a zip'));
    await expect(previewReply(ctx, broken)).rejects.toMatchObject({ code: 'error.param' });
    await expect(previewReply(ctx, broken)).rejects.toMatchObject({ code: 'error.param' });
    expect(made()).toBe(1);
  });
});
