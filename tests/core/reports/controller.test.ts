import { describe, expect, it } from 'vitest';
import {
  createFigureController,
  createReportCalls,
  createReportController,
  createStatGroupsController,
  defaultParams,
  figureConfig,
  formatChange,
  formatFigure,
  missingParams,
  ownerName,
  runParams,
} from '../../../core/reports/index.ts';
import type { ReportControllerDeps, ReportDefinition, ReportHttp } from '../../../core/reports/index.ts';

const DEFINITION: ReportDefinition = {
  id: 'sales',
  name: { '010': '销售', '011': 'Sales' },
  group: '销售分析',
  entity: 'ORDER',
  dimensions: [{ field: 'REGION', label: '地区' }],
  measures: [{ id: 'count', fn: 'count', label: '数量' }],
  parameters: [
    { field: 'ORDERED_AT', mode: 'in_scope', label: '日期', dataType: 'date', default: '2025-01-01, 2025-01-31' },
    { field: 'STATUS', mode: 'in', label: '状态', dataType: 'code', default: ['open', 'paid'] },
    { field: 'REGION', mode: 'equal', label: '地区', dataType: 'code', required: true },
  ],
};

const result = (count: number) => ({ columns: [], rows: [{ keys: {}, values: { count } }], subtotals: [], total: { count } });

interface Call {
  spec: Parameters<ReportHttp['request']>[0];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** An http whose calls wait until the test answers them. */
function pendingHttp() {
  const calls: Call[] = [];
  const downloads: Array<Parameters<ReportHttp['download']>[0]> = [];
  const http: ReportHttp = {
    request: <T>(spec: Parameters<ReportHttp['request']>[0]) =>
      new Promise<T>((resolve, reject) => calls.push({ spec, resolve: resolve as (value: unknown) => void, reject })),
    download: async (spec) => {
      downloads.push(spec);
      if ((spec.data as { format?: string }).format === 'xlsx') throw new Error('导出失败');
      return { blob: new Blob(['a,b']), filename: '' };
    },
  };
  return { http, calls, downloads };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function controllerOn(http: ReportHttp, overrides: Partial<ReportControllerDeps> = {}) {
  const notices: Array<[string, string]> = [];
  const saved: string[] = [];
  const held = new Set<string>();
  const deps: ReportControllerDeps = {
    calls: createReportCalls(http),
    language: () => '010',
    pageContent: async () => ({ reportId: 'sales' }),
    lock: (key) => {
      if (held.has(key)) return undefined;
      held.add(key);
      return () => held.delete(key);
    },
    save: (_blob, name) => saved.push(name),
    notify: (kind, message) => notices.push([kind, message]),
    ...overrides,
  };
  return { report: createReportController(deps), notices, saved, held };
}

describe('report parameters', () => {
  it('start from their defaults (a range as its two bounds) and send no blank value', () => {
    const values = defaultParams(DEFINITION.parameters);
    expect(values).toEqual({ ORDERED_AT: ['2025-01-01', '2025-01-31'], STATUS: 'open,paid' });
    expect(missingParams(DEFINITION.parameters, values)).toEqual(['REGION']);
    expect(runParams({ ...values, REGION: '', EMPTY: ['', ''] }, true)).toEqual({
      ORDERED_AT: ['2025-01-01', '2025-01-31'],
      STATUS: 'open,paid',
      compare: 'previous',
    });
  });
});

describe('the report controller', () => {
  it('finds the report in the page config, loads it and runs it with the defaults', async () => {
    const { http, calls } = pendingHttp();
    const { report } = controllerOn(http);
    report.load({ ids: [undefined, ''], pageId: 'page-sales' });
    await tick();
    expect(calls[0]!.spec).toMatchObject({ entity: 'FM_REPORT', action: 'get', params: { id: 'sales' }, silent: true });
    calls[0]!.resolve(DEFINITION);
    await tick();
    expect(report.$definition.get()).toBe(DEFINITION);
    expect(report.$params.get()).toEqual(defaultParams(DEFINITION.parameters));
    expect(report.$running.get()).toBe(true);
    expect(calls[1]!.spec).toMatchObject({ action: 'run', data: { id: 'sales', params: { STATUS: 'open,paid' } } });
    calls[1]!.resolve(result(3));
    await tick();
    expect(report.$result.get()?.total.count).toBe(3);
    // The same source again loads nothing.
    report.load({ ids: [undefined, ''], pageId: 'page-sales' });
    expect(calls).toHaveLength(2);
  });

  it('checks the required parameters before a run, and reset brings the defaults back', async () => {
    const { http, calls } = pendingHttp();
    const { report } = controllerOn(http);
    report.load({ ids: ['sales'] });
    await tick();
    calls[0]!.resolve(DEFINITION);
    await tick();
    // The definition's own first run has no check: the server answers for it.
    expect(calls).toHaveLength(2);
    report.setValue('STATUS', '');
    expect(report.run()).toBe(false);
    expect(report.$missing.get()).toEqual(['REGION']);
    expect(calls).toHaveLength(2);
    report.setValue('REGION', 'east');
    expect(report.run()).toBe(true);
    expect(report.$missing.get()).toEqual([]);
    expect(calls[2]!.spec.data).toMatchObject({ params: { REGION: 'east', ORDERED_AT: ['2025-01-01', '2025-01-31'] } });
    expect((calls[2]!.spec.data as { params: object }).params).not.toHaveProperty('STATUS');
    report.reset();
    expect(report.$values.get()).toEqual(defaultParams(DEFINITION.parameters));
    expect(calls[3]!.spec.data).toMatchObject({ params: { STATUS: 'open,paid' } });
  });

  it('cancels the run before: a slow reply never overwrites a newer one', async () => {
    const { http, calls } = pendingHttp();
    const { report } = controllerOn(http);
    report.load({ ids: ['sales'] });
    await tick();
    calls[0]!.resolve(DEFINITION);
    await tick();
    const slow = calls[1]!;
    expect(slow.spec.signal?.aborted).toBe(false);
    report.sortBy({ by: 'count', order: 'desc' });
    expect(slow.spec.signal?.aborted).toBe(true);
    expect(calls[2]!.spec.data).toMatchObject({ sort: { by: 'count', order: 'desc' } });
    calls[2]!.resolve(result(5));
    slow.resolve(result(1));
    await tick();
    expect(report.$result.get()?.total.count).toBe(5);
  });

  it('keeps a failed run and a reply in another shape as errors', async () => {
    const { http, calls } = pendingHttp();
    const { report } = controllerOn(http);
    report.load({ ids: ['sales'] });
    await tick();
    calls[0]!.resolve(DEFINITION);
    await tick();
    calls[1]!.reject(new Error('服务器错误'));
    await tick();
    expect(report.$runError.get()?.message).toBe('服务器错误');
    expect(report.$running.get()).toBe(false);
    report.rerun();
    expect(report.$runError.get()).toBeNull();
    calls[2]!.resolve({ rows: [] });
    await tick();
    expect(report.$runError.get()).toMatchObject({ code: 'report.reply', message: 'FM_REPORT/run' });
  });

  it('says when the page names no report, in the language', async () => {
    const { http } = pendingHttp();
    const { report } = controllerOn(http, { language: () => '011', pageContent: async () => ({}) });
    report.load({ ids: [], pageId: 'page-empty' });
    await tick();
    expect(report.$definitionError.get()?.message).toBe('No report given: the query must name a report (reportId)');
  });

  it('exports the applied run under a lock, names the file after the report, and says so', async () => {
    const { http, calls, downloads } = pendingHttp();
    const { report, notices, saved, held } = controllerOn(http);
    report.load({ ids: ['sales'] });
    await tick();
    calls[0]!.resolve(DEFINITION);
    await tick();
    report.sortBy({ by: 'count', order: 'asc' });
    const out = report.exportAs('csv');
    expect(report.$exporting.get()).toBe(true);
    expect(held.has('report-export:sales')).toBe(true);
    await out;
    expect(downloads[0]).toMatchObject({ entity: 'FM_REPORT', action: 'export', data: { id: 'sales', format: 'csv', sort: { by: 'count', order: 'asc' } } });
    expect(saved).toEqual(['销售.csv']);
    expect(notices).toEqual([['success', '已导出 销售.csv']]);
    expect(report.$exporting.get()).toBe(false);
    expect(held.size).toBe(0);
    await report.exportAs('xlsx');
    expect(notices[1]).toEqual(['error', '导出失败']);
    // A held lock: no second export.
    held.add('report-export:sales');
    await report.exportAs('csv');
    expect(downloads).toHaveLength(2);
  });
});

describe('a number card figure', () => {
  it('reads its config, runs the report with compare, and reads the figure; no report is an error', async () => {
    const { http, calls } = pendingHttp();
    const card = createFigureController(createReportCalls(http), () => '011');
    card.load(figureConfig({}));
    expect(card.$state.get()).toMatchObject({ status: 'error', error: { message: 'The number card names no report (configs.report)' } });
    const config = figureConfig({ report: ' orders ', measure: 'count', compare: 'previous', params: { compare: 'x', STATUS: 'paid' } });
    expect(config).toEqual({ report: 'orders', measure: 'count', compare: true, params: { STATUS: 'paid' } });
    card.load(config);
    expect(card.$state.get().status).toBe('loading');
    expect(calls[0]!.spec.data).toEqual({ id: 'orders', params: { STATUS: 'paid', compare: 'previous' } });
    calls[0]!.resolve({
      columns: [{ key: 'count', kind: 'measure', label: { '010': '订单数', '011': 'Orders' } }],
      total: { count: 9 },
      current: { from: '2025-02-01', to: '2025-02-28', total: { count: 6 } },
      previous: { from: '2025-01-01', to: '2025-01-28', total: { count: 4 } },
    });
    await tick();
    const state = card.$state.get();
    expect(state).toMatchObject({ status: 'ready', figure: { label: 'Orders', value: 6, previous: { value: 4 } } });
    if (state.status === 'ready') expect(formatChange(state.figure.change!, '011')).toBe('+50%');
    card.load(config);
    expect(calls).toHaveLength(1);
    card.retry();
    expect(calls).toHaveLength(2);
  });
});

describe('statistics groups', () => {
  it('loads once per query and round, and the newer load wins', async () => {
    const { http, calls } = pendingHttp();
    const stats = createStatGroupsController(createReportCalls(http));
    const query = { entity: 'CUSTOMER', groupBy: 'LEVEL', sum: ['CREDIT'], conditions: [] };
    stats.load(query);
    stats.load({ ...query, sum: ['CREDIT'] });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.spec).toMatchObject({ entity: 'CUSTOMER', action: 'stat', method: 'POST', data: { groupBy: 'LEVEL', sum: ['CREDIT'], conditions: [] } });
    stats.load(query, 1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ groups: [{ value: 'A', count: 2, sums: { CREDIT: 10 } }] });
    calls[0]!.resolve({ groups: [] });
    await tick();
    expect(stats.$groups.get()).toEqual([{ value: 'A', count: 2, sums: { CREDIT: 10 } }]);
    stats.load(query, 2);
    expect(stats.$groups.get()).toBeNull();
    calls[2]!.reject(new Error('stat failed'));
    await tick();
    expect(stats.$error.get()?.message).toBe('stat failed');
  });
});

describe('report formats', () => {
  it('group digits in the language locale and name the owner in the language', () => {
    expect(formatFigure(1234.567, '011')).toBe('1,234.57');
    expect(formatFigure(null, '010')).toBe('—');
    expect(ownerName({ name: '鲍勃', nameEn: 'Bob' }, '011')).toBe('Bob');
    expect(ownerName({ name: '鲍勃', nameEn: 'Bob' }, '010')).toBe('鲍勃');
    expect(ownerName({ name: '鲍勃' }, '011')).toBe('鲍勃');
  });
});
