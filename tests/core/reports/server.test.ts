// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../core/index.ts';
import { matchReports } from '../../../core/reports/index.ts';
import type { ReportController, ReportGroup } from '../../../core/reports/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { platformOn } from '../meta/server-fixtures.ts';

let server: TestServer;
let platform: Platform;
beforeAll(async () => {
  server = await startTestServer();
  platform = await platformOn(server.url);
  await platform.loadConcept('reports');
});
afterAll(async () => {
  await server?.close();
});

/** Resolves when `read()` gives something, checking after each store change (at most 5 s). */
function settled<T>(controller: ReportController, read: () => T | null | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const stores = [controller.$definition, controller.$definitionError, controller.$result, controller.$runError];
    const timer = setTimeout(() => (stop(), reject(new Error('nothing settled'))), 5000);
    const check = () => {
      const value = read();
      if (value !== null && value !== undefined) {
        stop();
        clearTimeout(timer);
        resolve(value);
      }
    };
    const offs = stores.map((store) => store.listen(check));
    const stop = () => offs.forEach((off) => off());
    check();
  });
}

describe('report calls against the reference server', () => {
  it('lists the reports by group and gets a definition', async () => {
    const groups = await platform.reports.listReports();
    const ids = groups.flatMap((group) => group.reports.map((report) => report.id));
    expect(ids).toEqual(expect.arrayContaining(['orders-by-region', 'orders-by-month', 'customers-by-level', 'customers-by-region-level']));
    const definition = await platform.reports.getReport('customers-by-level');
    expect(definition.entity).toBe('CUSTOMER');
    expect(definition.measures.map((measure) => measure.id)).toEqual(['count', 'creditSum', 'creditAvg']);
  });

  it('runs a report: rows, the total adding up, and the sort the server applies', async () => {
    const result = await platform.reports.runReport({ id: 'customers-by-level', params: {}, sort: { by: 'count', order: 'desc' } });
    expect(result.rows.length).toBeGreaterThan(1);
    const counts = result.rows.map((row) => row.values.count ?? 0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(result.total.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('fails a run with the server message, silently (the page shows it)', async () => {
    await server.hooks.fail('run', 1, { code: 'error.fail', msg: '报表服务不可用' });
    const before = platform.notifier.$notifications.get().length;
    await expect(platform.reports.runReport({ id: 'customers-by-level', params: {} })).rejects.toMatchObject({ message: '报表服务不可用' });
    expect(platform.notifier.$notifications.get().length).toBe(before);
  });

  it('exports the run as a named file', async () => {
    const file = await platform.reports.exportReport({ id: 'customers-by-level', params: {}, format: 'csv' });
    expect(file.filename).toMatch(/\.csv$/);
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it('groups an entity with the stat call: counts per code and sums', async () => {
    const groups = await platform.reports.statGroups({ entity: 'CUSTOMER', groupBy: 'LEVEL', sum: ['CREDIT'], conditions: [] });
    expect(groups.length).toBeGreaterThan(1);
    const { count } = await platform.http.request<{ count: number }>({ entity: 'CUSTOMER', action: 'getCount', method: 'POST', data: { conditions: [] } });
    expect(groups.reduce((n, group) => n + group.count, 0)).toBe(count);
    expect(typeof groups[0]!.sums.CREDIT).toBe('number');
  });
});

describe('the report list against the reference server', () => {
  it('loads the groups once and searches them in either language', async () => {
    const list = platform.reports.openReportList();
    list.load();
    const groups = await new Promise<readonly ReportGroup[]>((resolve) => {
      const off = list.$groups.listen((value) => value && (off(), resolve(value)));
    });
    list.load();
    expect(list.$groups.get()).toBe(groups);
    expect(matchReports(groups, ' Customers by LEVEL ').flatMap((group) => group.reports.map((report) => report.id))).toEqual(['customers-by-level']);
    expect(matchReports(groups, '订单分析').flatMap((group) => group.reports.map((report) => report.id))).toEqual(['orders-by-region', 'orders-by-month']);
    expect(matchReports(groups, 'nothing like it')).toEqual([]);
    list.destroy();
  });
});

describe('the report controller against the reference server', () => {
  it('loads the named report, runs it with its defaults, sorts and runs again', async () => {
    const report = platform.reports.openReport();
    report.load({ ids: [undefined, ' ', 'orders-by-region'] });
    const first = await settled(report, () => report.$result.get());
    expect(report.$definition.get()?.id).toBe('orders-by-region');
    // The date range parameter starts as its two empty bounds; the run leaves them out.
    expect(report.$params.get()).toEqual({ ORDERED_AT: ['', ''] });
    expect(first.subtotals.length).toBeGreaterThan(0);
    report.sortBy({ by: 'dimension0', order: 'desc' });
    expect(report.$result.get()).toBeNull();
    const sorted = await settled(report, () => report.$result.get());
    const keys = sorted.subtotals.map((subtotal) => String(subtotal.key.value));
    expect(keys).toEqual([...keys].sort().reverse());
    report.destroy();
  });

  it('says when the page names no report, in the UI language', async () => {
    const report = platform.reports.openReport();
    report.load({ ids: [] });
    const error = await settled(report, () => report.$definitionError.get());
    expect(error.message).toBe('未指定报表：请在参数中给出报表编号（reportId）');
    report.destroy();
  });

  it('keeps a failed run as its error, and the same run again shows the result', async () => {
    const report = platform.reports.openReport();
    report.load({ ids: ['customers-by-level'] });
    await settled(report, () => report.$result.get());
    await server.hooks.fail('run', 1, { code: 'error.fail', msg: '报表服务不可用' });
    expect(report.run()).toBe(true);
    const error = await settled(report, () => report.$runError.get());
    expect(error.message).toBe('报表服务不可用');
    expect(report.$running.get()).toBe(false);
    report.rerun();
    await settled(report, () => report.$result.get());
    expect(report.$runError.get()).toBeNull();
    report.destroy();
  });

  it('reads a number card figure with the previous period', async () => {
    const card = platform.reports.openFigure();
    card.load({ report: 'orders-by-month', measure: 'count', compare: true, params: {} });
    const state = await new Promise<ReturnType<typeof card.$state.get>>((resolve) => {
      const off = card.$state.subscribe((value) => value.status !== 'loading' && (off(), resolve(value)));
    });
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.figure.label).toBe('订单数');
    expect(state.figure.previous).toBeDefined();
    expect(state.figure.period?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    card.destroy();
  });
});
