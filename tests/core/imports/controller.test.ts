import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { BATCH_ROWS, createImportController } from '../../../core/imports/index.ts';
import type { ImportControllerDeps, ImportRowsInput } from '../../../core/imports/index.ts';
import type { EntityAttribute } from '../../../core/meta/index.ts';

const name: EntityAttribute = { id: 'NAME', name: 'NAME', label: '名称', labels: {}, dataType: 'string', isRequired: true, orderNum: 1, busiKey: '0' };
const meta = { id: 'T', code: 'T', label: '测试', labels: {}, attributes: [name], keyType: 'assigned' as const, keyNames: ['ID'] };
const csv = (rows: number) => ({ text: `名称,备注\r\n${Array.from({ length: rows }, (_, i) => `n${i},x`).join('\r\n')}\r\n`, name: 't.csv' });

function fakeDeps(importRows: (input: ImportRowsInput) => Promise<{ accepted: number; rejected: [] }>): ImportControllerDeps {
  return { calls: { importRows }, $language: atom('010'), addForm: async () => null, codes: async () => [], save: () => {} };
}

describe('the import controller (fake calls)', () => {
  it('sends only the mapped columns, in batches, and stops between batches', async () => {
    const sent: ImportRowsInput[] = [];
    let run: ReturnType<typeof createImportController> | undefined;
    run = createImportController(
      fakeDeps(async (input) => {
        sent.push(input);
        if (sent.length === 1) run!.stop();
        return { accepted: input.rows.length, rejected: [] };
      }),
      { meta },
    );
    await run.read(csv(BATCH_ROWS * 2 + 1));
    expect(run.$mapping.get()).toEqual({ 名称: 'NAME', 备注: '' });
    const outcome = await run.dryRun();
    expect(outcome).toMatchObject({ dryRun: true, accepted: BATCH_ROWS, done: BATCH_ROWS, stopped: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ entity: 'T', mapping: { 名称: 'NAME' }, dryRun: true, firstRow: 1 });
    expect(sent[0]!.rows[0]).toEqual({ 名称: 'n0' });
    // A stopped dry run does not enable the import.
    expect(run.$dryRunCurrent.get()).toBe(false);
    expect(await run.importRows()).toBeNull();
  });

  it('a failed dry run says why and enables nothing; a bad mapping refuses the runs', async () => {
    const run = createImportController(
      fakeDeps(async () => {
        throw new Error('服务器拒绝');
      }),
      { meta },
    );
    await run.read(csv(3));
    const outcome = await run.dryRun();
    expect(outcome?.error?.message).toBe('服务器拒绝');
    expect(run.$dryRunCurrent.get()).toBe(false);
    run.map('名称', '');
    expect(run.$check.get().errors).toEqual(['没有任何列对应到字段']);
    expect(await run.dryRun()).toBeNull();
    run.destroy();
  });
});
