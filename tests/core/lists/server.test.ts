// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadableAtom } from 'nanostores';
import type { Platform } from '../../../core/index.ts';
import type { ListController, ListData, Operate } from '../../../core/pages.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from '../meta/server-fixtures.ts';

let server: TestServer;
let platform: Platform;
beforeAll(async () => {
  server = await startTestServer();
  platform = await platformOn(server.url);
});
afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown>;
const keyOf = (row: Row) => String(row.ID ?? '');

/** Resolves with the store's value once `ok` holds for it. */
function until<T>(store: ReadableAtom<T>, ok: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`store never matched: ${JSON.stringify(store.get()).slice(0, 200)}`));
    }, 5000);
    const stop = store.subscribe((value) => {
      if (!ok(value)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

const ready = (list: ListController) => until(list.$data, (d: ListData) => d.status === 'ready' || d.status === 'error');

describe('lists: typed calls against the reference server', () => {
  it('find pages and sorts under conditions, getCount counts the same rows', async () => {
    const all = await platform.lists.find({ entity: 'CUSTOMER', pageIndex: 1, pageSize: 1000 });
    expect(all.rows.length).toBeGreaterThan(4);
    expect(all.total).toBe(all.rows.length);
    const active = [{ field: 'ACTIVE', mode: 'equal' as const, value: '1' }];
    const first = await platform.lists.find({ entity: 'CUSTOMER', conditions: active, pageIndex: 1, pageSize: 2, sort: [{ field: 'ID', order: 'desc' }] });
    const second = await platform.lists.find({ entity: 'CUSTOMER', conditions: active, pageIndex: 2, pageSize: 2, sort: [{ field: 'ID', order: 'desc' }] });
    expect(first.rows).toHaveLength(2);
    expect(first.rows.every((row) => String(row.ACTIVE) === '1')).toBe(true);
    expect(Number(first.rows[0]!.ID)).toBeGreaterThan(Number(first.rows[1]!.ID));
    expect(Number(first.rows[1]!.ID)).toBeGreaterThan(Number(second.rows[0]!.ID));
    const count = await platform.lists.getCount({ entity: 'CUSTOMER', conditions: active });
    expect(count).toBe(first.total);
    expect(count).toBe(all.rows.filter((row) => String(row.ACTIVE) === '1').length);
  });
});

describe('lists: the list controller against the reference server', () => {
  it('queries from search values, pages, sorts and reloads', async () => {
    const list = platform.lists.open();
    list.configure({ entity: 'CUSTOMER', code: 'CUSTOMER', keyOf, pageSize: 3, sort: { field: 'ID', order: 'asc' } });
    const page1 = await ready(list);
    expect(page1.loaded).toEqual({ pageIndex: 1, pageSize: 3 });
    expect(page1.rows).toHaveLength(3);
    const total = page1.total;

    list.setPage(2);
    const page2 = await until(list.$data, (d) => d.status === 'ready' && d.loaded?.pageIndex === 2);
    expect(Number(page2.rows[0]!.ID)).toBeGreaterThan(Number(page1.rows[2]!.ID));
    expect(list.$query.get().pageIndex).toBe(2);

    // A header's sort: ascending, descending, then the default again, each from page one.
    list.sortBy('ID');
    expect(list.$query.get()).toMatchObject({ pageIndex: 1, sort: { field: 'ID', order: 'desc' } });
    const desc = await until(list.$data, (d) => d.status === 'ready' && d.loaded?.pageIndex === 1);
    expect(Number(desc.rows[0]!.ID)).toBeGreaterThan(Number(desc.rows[1]!.ID));
    list.sortBy('ID');
    expect(list.$query.get().sort).toEqual({ field: 'ID', order: 'asc' });

    // Search values become conditions (text contains), from page one.
    const name = String(page1.rows[0]!.NAME);
    list.searchValues([{ name: 'NAME', dataType: 'string' }], { NAME: ` ${name} ` });
    expect(list.$query.get().conditions).toEqual([{ field: 'NAME', mode: 'like', value: name }]);
    expect(list.conditions()).toEqual([{ field: 'NAME', mode: 'like', value: name }]);
    const found = await until(list.$data, (d) => d.status === 'ready' && d.total < total);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((row) => String(row.NAME).includes(name))).toBe(true);

    // A page size chosen: from page one, the chosen size.
    list.search([]);
    list.setPageSize(5);
    const sized = await until(list.$data, (d) => d.status === 'ready' && d.loaded?.pageSize === 5);
    expect(sized.rows).toHaveLength(5);
    expect(sized.total).toBe(total);
    list.destroy();
  });

  it('keeps the selection to the rows shown, single in pick mode', async () => {
    const list = platform.lists.open();
    list.configure({ entity: 'CUSTOMER', code: 'CUSTOMER', keyOf, pageSize: 4, sort: { field: 'ID', order: 'asc' } });
    const { rows } = await ready(list);
    const changes: number[] = [];
    list.$selection.listen((selected) => changes.push(selected.size));
    list.toggle(rows[0]!, keyOf(rows[0]!));
    list.toggle(rows[1]!, keyOf(rows[1]!));
    expect(list.$selection.get().keys()).toEqual([keyOf(rows[0]!), keyOf(rows[1]!)]);
    list.toggle(rows[0]!, keyOf(rows[0]!));
    expect(list.$selection.get().keys()).toEqual([keyOf(rows[1]!)]);
    list.toggleAll(true);
    // All selected keeps the shown rows themselves: no copy until the rows are asked for.
    expect(list.$selection.get().size).toBe(rows.length);
    expect(list.$selection.get().rows()).toEqual(rows);
    // The next page holds none of them: the selection empties with the new rows.
    list.setPage(2);
    await until(list.$data, (d) => d.status === 'ready' && d.loaded?.pageIndex === 2);
    expect(list.$selection.get().size).toBe(0);
    expect(changes).toEqual([1, 2, 1, 4, 0]);
    list.destroy();

    const pick = platform.lists.open({ entity: 'CUSTOMER', keyOf, pageSize: 4, single: true });
    const picked = await ready(pick);
    pick.toggle(picked.rows[0]!, keyOf(picked.rows[0]!));
    pick.toggle(picked.rows[1]!, keyOf(picked.rows[1]!));
    expect(pick.$selection.get().keys()).toEqual([keyOf(picked.rows[1]!)]);
    pick.destroy();
  });

  it('runs an operation on the selection, then refreshes; a record saved elsewhere reloads', async () => {
    const page = await platform.meta.getPageConfig({ metaId: 'CUSTOMER', flag: 'list' });
    const activate = (page.definition.CONTENT.operates as Operate[]).find((operate) => operate.name === 'activate')!;
    const list = platform.lists.open();
    const inactive = [{ field: 'ACTIVE', mode: 'equal' as const, value: '0' }];
    list.configure({ entity: 'CUSTOMER', code: 'CUSTOMER', keyOf, pageSize: 2, base: inactive, sort: { field: 'ID', order: 'asc' } });
    const before = await ready(list);
    expect(before.rows.length).toBeGreaterThan(0);
    const target = before.rows[0]!;
    list.toggle(target, keyOf(target));
    const finds: number[] = [];
    list.$data.listen((d) => d.status === 'loading' && finds.push(1));
    const result = await list.run(activate);
    expect(result).toMatchObject({ status: 'done', afterAction: 'refresh' });
    expect(list.$busy.get()).toBeNull();
    // The refresh cleared the selection and asked again: the activated customer left the list.
    expect(list.$selection.get().size).toBe(0);
    const after = await until(list.$data, (d) => d.status === 'ready' && !d.rows.some((row) => keyOf(row) === keyOf(target)));
    expect(after.total).toBe(before.total - 1);
    expect(finds.length).toBe(1);

    // A save announced on the instance reloads the lists of that entity, not of another.
    platform.lists.recordSaved('CONTACT', '1');
    expect(list.$data.get().status).toBe('ready');
    platform.lists.recordSaved('CUSTOMER', String(target.ID));
    expect(list.$data.get().status).toBe('loading');
    await ready(list);
    list.destroy();
    platform.lists.recordSaved('CUSTOMER', String(target.ID));
    expect(list.$data.get().status).toBe('ready');
  });
});
