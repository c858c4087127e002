import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createListController, searchConditions, nextSort } from '../../../core/pages.ts';
import type { ActionInput, CountInput, FindInput, FindResult, Operate, SavedRecord } from '../../../core/pages.ts';

type Row = Record<string, unknown>;
const keyOf = (row: Row) => String(row.ID);
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ ID: from + i }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server of `total` rows whose find counts, or not (`counts: false`), recording the calls. */
function fakeServer(total: number, counts = true) {
  const finds: FindInput[] = [];
  const replies: Row[][] = [];
  const countsAsked: CountInput[] = [];
  const runs: Array<{ operate: Operate; input: ActionInput }> = [];
  const $saved = atom<SavedRecord | null>(null);
  const deps = {
    async find(input: FindInput): Promise<FindResult> {
      finds.push(input);
      const start = (input.pageIndex - 1) * input.pageSize;
      const page = rows(start + 1, Math.max(0, Math.min(input.pageSize, total - start)));
      replies.push(page);
      return counts ? { rows: page, total } : { rows: page };
    },
    async count(input: CountInput) {
      countsAsked.push(input);
      return total;
    },
    actions: () => ({
      async run(operate: Operate, input: ActionInput) {
        runs.push({ operate, input });
        return { status: 'done' as const, done: true };
      },
    }),
    $saved,
  };
  return { deps, finds, replies, countsAsked, runs, $saved };
}

describe('list query helpers', () => {
  it('turns search values into conditions and steps a header sort', () => {
    const fields = [
      { name: 'NAME', dataType: 'string' },
      { name: 'LEVEL', dataType: 'code' },
      { name: 'CREDIT', dataType: 'money' },
      { name: 'SINCE', dataType: 'date' },
      { name: 'NOTE', dataType: 'string' },
    ];
    expect(searchConditions(fields, { NAME: ' 华 ', LEVEL: 'A', CREDIT: ['10', ''], SINCE: ['', '2024-01-31'], NOTE: '' })).toEqual([
      { field: 'NAME', mode: 'like', value: '华' },
      { field: 'LEVEL', mode: 'equal', value: 'A' },
      { field: 'CREDIT', mode: 'in_scope', value: ['10', ''] },
      { field: 'SINCE', mode: 'date_less_equal', value: '2024-01-31' },
    ]);
    expect(nextSort(undefined, 'A')).toEqual({ field: 'A', order: 'asc' });
    expect(nextSort({ field: 'A', order: 'asc' }, 'A')).toEqual({ field: 'A', order: 'desc' });
    expect(nextSort({ field: 'A', order: 'desc' }, 'A')).toBeUndefined();
    expect(nextSort({ field: 'A', order: 'desc' }, 'B')).toEqual({ field: 'B', order: 'asc' });
  });
});

describe('list controller', () => {
  it('asks getCount for a full page of a find that does not count, and not for a short one', async () => {
    const server = fakeServer(25, false);
    const list = createListController(server.deps, { entity: 'E', keyOf, pageSize: 10 });
    await tick();
    expect(list.$data.get()).toMatchObject({ status: 'ready', total: 25, loaded: { pageIndex: 1, pageSize: 10 } });
    expect(server.countsAsked).toHaveLength(1);
    list.setPage(3);
    await tick();
    expect(list.$data.get().total).toBe(25);
    expect(server.countsAsked).toHaveLength(1);
  });

  it('keeps the reply rows as they came, and loads only when the query changed', async () => {
    const server = fakeServer(100_000);
    const list = createListController(server.deps, { entity: 'E', keyOf, pageSize: 100_000 });
    await tick();
    const shown = list.$data.get().rows;
    expect(shown).toBe(server.replies[0]);
    list.toggleAll(true);
    expect(list.$selection.get().size).toBe(100_000);
    list.configure({ entity: 'E', keyOf, pageSize: 100_000 });
    expect(server.finds).toHaveLength(1);
    list.reload();
    await tick();
    expect(server.finds).toHaveLength(2);
    // The same keys in the new reply: the selection stays, and the new rows are the reply's own.
    expect(list.$selection.get().size).toBe(100_000);
    expect(list.$data.get().rows).toBe(server.replies[1]);
  });

  it('drops a reply that a newer query overtook, and says a failure with the rows kept', async () => {
    const server = fakeServer(30);
    let fail = false;
    const slow = { ...server.deps, find: async (input: FindInput) => (fail ? Promise.reject(new Error('down')) : server.deps.find(input)) };
    const list = createListController(slow, { entity: 'E', keyOf, pageSize: 10 });
    list.setPage(2);
    await tick();
    expect(list.$data.get().loaded).toEqual({ pageIndex: 2, pageSize: 10 });
    expect(server.finds[0]!.signal?.aborted).toBe(true);
    fail = true;
    list.setPage(3);
    await tick();
    expect(list.$data.get()).toMatchObject({ status: 'error', loaded: { pageIndex: 2, pageSize: 10 }, error: new Error('down') });
    expect(list.$data.get().rows[0]).toEqual({ ID: 11 });
  });

  it('shows the rows of a large page while they arrive, loading, then the whole page ready', async () => {
    const server = fakeServer(5000);
    let finish: () => void = () => undefined;
    const streaming = {
      ...server.deps,
      find: (input: FindInput) =>
        new Promise<FindResult>((resolve) => {
          input.onRows?.(rows(1, 500));
          input.onRows?.(rows(1, 1500));
          finish = () => void server.deps.find(input).then(resolve);
        }),
    };
    const list = createListController(streaming, { entity: 'E', keyOf, pageSize: 5000 });
    expect(list.$data.get()).toMatchObject({ status: 'loading', total: 1500, loaded: { pageIndex: 1, pageSize: 5000 } });
    expect(list.$data.get().rows).toHaveLength(1500);
    finish();
    await tick();
    expect(list.$data.get()).toMatchObject({ status: 'ready', total: 5000 });
    expect(list.$data.get().rows).toHaveLength(5000);
  });

  it('takes back the rows of a large page whose reply failed mid-way: the error, and what was shown before', async () => {
    const server = fakeServer(30);
    let midway = false;
    const failing = {
      ...server.deps,
      find: async (input: FindInput) => {
        if (!midway) return server.deps.find(input);
        input.onRows?.(rows(100, 700));
        throw Object.assign(new Error('unreadable'), { code: 'error.format' });
      },
    };
    const list = createListController(failing, { entity: 'E', keyOf, pageSize: 10 });
    await tick();
    list.toggle({ ID: 3 }, '3');
    midway = true;
    list.setPageSize(5000);
    await tick();
    expect(list.$data.get()).toMatchObject({ status: 'error', total: 30, loaded: { pageIndex: 1, pageSize: 10 }, error: { message: 'unreadable' } });
    expect(list.$data.get().rows).toEqual(rows(1, 10));
  });

  it('ignores rows that arrive for a query a newer one replaced', async () => {
    const server = fakeServer(30);
    const late: Array<(rows: Row[]) => void> = [];
    const slow = {
      ...server.deps,
      find: (input: FindInput) => {
        if (input.pageSize === 5000) {
          late.push((r) => input.onRows?.(r));
          return new Promise<FindResult>(() => undefined);
        }
        return server.deps.find(input);
      },
    };
    const list = createListController(slow, { entity: 'E', keyOf, pageSize: 5000 });
    list.setPageSize(10);
    await tick();
    late[0]!(rows(500, 600));
    expect(list.$data.get()).toMatchObject({ status: 'ready', total: 30 });
    expect(list.$data.get().rows).toEqual(rows(1, 10));
  });

  it('appends pages with paging `more`, and starts again from page one', async () => {
    const server = fakeServer(25);
    const list = createListController(server.deps, { entity: 'E', keyOf, pageSize: 10, paging: 'more' });
    await tick();
    expect(list.$data.get()).toMatchObject({ pages: 1, more: true });
    list.loadMore();
    await tick();
    list.loadMore();
    await tick();
    expect(list.$data.get()).toMatchObject({ status: 'ready', pages: 3, more: false });
    expect(list.$data.get().rows.map(keyOf)).toEqual(rows(1, 25).map(keyOf));
    list.restart();
    expect(list.$data.get()).toMatchObject({ status: 'loading', rows: [], pages: 0 });
    await tick();
    expect(list.$data.get().rows).toHaveLength(10);
  });

  it('runs operations: refresh reloads, an export sends the list, a delete refreshes', async () => {
    const server = fakeServer(5);
    const list = createListController(server.deps, { entity: '42', code: 'CUSTOMER', entityId: '42', keyName: 'ID', keyOf, pageSize: 10 });
    await tick();
    list.search([{ field: 'NAME', mode: 'like', value: 'x' }]);
    list.sortBy('NAME');
    await tick();
    const finds = server.finds.length;
    await list.run({ name: 'refresh', type: 'refresh' });
    expect(server.finds.length).toBe(finds + 1);
    expect(server.runs).toHaveLength(0);

    const { rows: shown } = list.$data.get();
    list.toggle(shown[0]!, '1');
    await list.run({ name: 'export', type: 'download', params: { columns: ['ID'] } }, { columns: ['NAME', 'ID'] });
    expect(server.runs[0]!.operate.params).toEqual({
      conditions: [{ field: 'NAME', mode: 'like', value: 'x' }],
      sort: [{ field: 'NAME', order: 'asc' }],
      columns: ['ID'],
    });
    expect(server.runs[0]!.input).toMatchObject({ entity: 'CUSTOMER', entityId: '42', keyName: 'ID', rows: [shown[0]] });

    await list.run({ name: 'delete', type: 'delete' });
    expect(list.$selection.get().size).toBe(0);
    expect(server.finds.length).toBe(finds + 2);
  });
});
