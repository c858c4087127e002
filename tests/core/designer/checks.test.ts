/**
 * The designer's checks (core/designer): the shapes the text view accepts, the report
 * items made in the server's shapes (docs/server-contract.md "Reports"), and what a save refuses
 * before it is sent.
 */
import { describe, it } from 'vitest';
import { assert, deepEqual, equal, match } from '../../support/assert.ts';
import type { EntityAttribute } from '../../../core/meta/index.ts';
import {
  contentToSend,
  designerWords,
  dimensionsOf,
  newDimension,
  newMeasure,
  newParameter,
  objectsOf,
  problemBeforeSave,
  readTyped,
  reportProblems,
  shapeProblem,
} from '../../../core/designer/index.ts';
import type { Measure } from '../../../core/designer/index.ts';

const zh = designerWords('010');
const en = designerWords('011');
const attr = (name: string, dataType: string, zhLabel: string, enLabel: string, codeKey?: string): EntityAttribute => ({
  id: name,
  name,
  label: zhLabel,
  labels: { '010': zhLabel, '011': enLabel },
  dataType,
  isRequired: false,
  orderNum: 0,
  busiKey: '0',
  ...(codeKey ? { codeKey } : {}),
});
const AMOUNT = attr('AMOUNT', 'money', '金额', 'Amount');
const STATUS = attr('STATUS', 'code', '状态', 'Status', 'ORDER_STATUS');
const ORDERED_AT = attr('ORDERED_AT', 'datetime', '下单时间', 'Ordered at');
const n = (z: string, e: string) => ({ '010': z, '011': e });

/** The seeded orders-by-region definition (demo/server/db/seed-reports.ts). */
const SEEDED = {
  id: 'orders-by-region',
  name: n('各地区订单', 'Orders by region'),
  group: n('订单分析', 'Order analysis'),
  owner: 'user-bob',
  entity: 'ORDER',
  dimensions: [
    { field: 'CUSTOMER_ID.REGION', label: n('地区', 'Region') },
    { field: 'STATUS', label: n('状态', 'Status') },
  ],
  measures: [
    { id: 'amount', field: 'AMOUNT', fn: 'sum', label: n('金额', 'Amount') },
    { id: 'count', fn: 'count', label: n('订单数', 'Orders') },
  ],
  conditions: [{ field: 'STATUS', mode: 'not_equal', value: 'cancelled' }],
  parameters: [{ field: 'ORDERED_AT', mode: 'in_scope', label: n('下单日期', 'Order date'), dataType: 'date' }],
  chart: { type: 'bar', measures: ['amount'] },
};

describe('designer config shapes', () => {
  it('refuses a page config whose list is not a list of objects, with the key, in both languages', () => {
    match(shapeProblem('page', { columns: 'NAME' }, zh), /columns/);
    match(shapeProblem('page', { columns: 'NAME' }, en), /"columns" must be a list/);
    match(shapeProblem('page', { rowOperates: ['x'] }, en), /rowOperates/);
    match(shapeProblem('page', { fields: [{ width: 10 }] }, en), /fields/);
    match(shapeProblem('page', { pageSize: 0 }, en), /pageSize/);
    equal(
      shapeProblem(
        'page',
        {
          title: '客户',
          columns: [{ attriName: 'NAME', width: 200 }],
          operates: [{ name: 'add', label: '新建' }],
          pageSize: 20,
          sort: [{ field: 'ID', order: 'desc' }],
        },
        en,
      ),
      '',
    );
  });

  it('refuses menus and reports whose lists are not lists', () => {
    match(shapeProblem('menu', { moduleId: 'm', items: [{ id: 'a', children: 'b' }] }, en), /items\.children/);
    equal(shapeProblem('menu', { moduleId: 'm', items: [{ id: 'a', children: [] }] }, en), '');
    match(shapeProblem('report', { dimensions: 'REGION' }, en), /dimensions/);
    equal(shapeProblem('report', { dimensions: ['REGION'] }, en), '', 'a legacy field name is read');
  });

  it('gives the panel the objects of a list and says when anything was left out', () => {
    deepEqual(objectsOf('NAME'), { items: [], ignored: true });
    deepEqual(objectsOf([{ a: 1 }, 'x']), { items: [{ a: 1 }], ignored: true });
    deepEqual(objectsOf(undefined), { items: [], ignored: false });
  });

  it('refuses typed text of the wrong shape, as it refuses text that is not data', async () => {
    const wrong = await readTyped('{ "columns": "NAME" }', 'page', 'p', '011');
    assert(!wrong.ok, 'a list as a text is refused');
    match(wrong.ok ? '' : wrong.problem, /"columns" must be a list.*The panel keeps the last valid config/);
    deepEqual(await readTyped('{ columns: [{ attriName: "NAME" }] }', 'page', 'p', '011'), { ok: true, content: { columns: [{ attriName: 'NAME' }] } });
  });
});

describe('designer report items', () => {
  it('reads the dimensions as { field, label }, a legacy field name too', () => {
    deepEqual(dimensionsOf(['REGION', { field: 'STATUS', label: n('状态', 'Status') }]), [
      { field: 'REGION', label: n('REGION', 'REGION') },
      { field: 'STATUS', label: n('状态', 'Status') },
    ]);
    deepEqual(contentToSend('report', { dimensions: ['REGION'] }), { dimensions: [{ field: 'REGION', label: n('REGION', 'REGION') }] });
  });

  it('makes dimensions, measures and parameters the server takes', () => {
    deepEqual(newDimension(STATUS), { field: 'STATUS', label: n('状态', 'Status') });
    const first = newMeasure('sum', AMOUNT, []);
    deepEqual(first, { id: 'sum_AMOUNT', field: 'AMOUNT', fn: 'sum', label: n('金额合计', 'Sum of Amount') });
    const second = newMeasure('sum', AMOUNT, [first]);
    equal(second.id, 'sum_AMOUNT_2', 'ids stay unique');
    deepEqual(newMeasure('count', undefined, [{ id: 'count' } as Measure]), { id: 'count_2', fn: 'count', label: n('记录数', 'Rows') });
    deepEqual(newParameter(ORDERED_AT), { field: 'ORDERED_AT', mode: 'in_scope', label: n('下单时间', 'Ordered at'), dataType: 'datetime' });
    deepEqual(newParameter(STATUS), { field: 'STATUS', mode: 'in', label: n('状态', 'Status'), dataType: 'code', codeKey: 'ORDER_STATUS' });
  });

  it('finds nothing wrong in a seeded definition', () => {
    deepEqual(reportProblems(SEEDED, 'orders-by-region', '011'), []);
    equal(problemBeforeSave('report', 'orders-by-region', SEEDED, '011'), '');
  });

  it('refuses before saving what the server refuses, with the reason', () => {
    const broken = {
      ...SEEDED,
      dimensions: [{ label: n('x', 'x') }],
      measures: [{ fn: 'sum', field: 'AMOUNT' }],
      parameters: [{ field: 'ORDERED_AT', mode: 'in_scope' }],
    };
    const problems = reportProblems(broken, 'orders-by-region', '011');
    assert(
      problems.some((p) => /Dimension 1 has no field/.test(p)),
      problems.join(' | '),
    );
    assert(
      problems.some((p) => /Measure 1 has an invalid id/.test(p)),
      problems.join(' | '),
    );
    assert(
      problems.some((p) => /Parameter ORDERED_AT has an invalid value type/.test(p)),
      problems.join(' | '),
    );
    match(problemBeforeSave('report', 'other-id', SEEDED, '010'), /other-id/);
    match(reportProblems({ ...SEEDED, measures: [] }, 'orders-by-region', '010')[0] ?? '', /度量必须是 1 到 20 个/);
    match(
      reportProblems({ ...SEEDED, measures: [{ id: 'm', fn: 'sum', field: 'STATUS', label: n('x', 'x') }] }, 'orders-by-region', '011', (f) =>
        f === 'STATUS' ? STATUS : undefined,
      )[0] ?? '',
      /not numeric/,
    );
  });
});
