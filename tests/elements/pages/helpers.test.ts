import { deepEqual, equal } from '../../support/assert.ts';
import { rowWindow, scrollToRow } from '../../../elements/pages/kit/virtual.ts';
import { searchConditions } from '../../../elements/pages/kit/conditions.ts';
import { formatValue, labelMap, PENDING_LABELS } from '../../../elements/pages/kit/format.ts';
import { pageText } from '../../../elements/pages/kit/text.ts';
import { paletteFor, PALETTES } from '../../../elements/pages/charts/palettes.ts';
import { chartColors } from '../../../elements/pages/charts/colors.ts';
import { DARK_PALETTE, LIGHT_PALETTE } from './chart-helpers.ts';
import { monthGrid } from '../../../elements/pages/fields/DateInput.tsx';
import { childEntityOf } from '../../../elements/pages/form/form-logic.ts';
import { valuesDiffer } from '../../../core/pages.ts';
import dayjs from 'dayjs';

describe('entity page helpers', () => {
  it('windows rows with a fixed height', () => {
    deepEqual(rowWindow(0, 400, 40, 100_000, 2), { start: 0, end: 13, offsetTop: 0, totalHeight: 4_000_000 });
    const mid = rowWindow(40_000, 400, 40, 100_000, 2);
    equal(mid.start, 998);
    equal(mid.offsetTop, 998 * 40);
    equal(rowWindow(4_000_000, 400, 40, 100_000).end, 100_000, 'the end is clamped');
    deepEqual(rowWindow(0, 400, 40, 0), { start: 0, end: 0, offsetTop: 0, totalHeight: 0 });
    equal(scrollToRow(50, 0, 400, 40), 50 * 40 + 40 - 400, 'scrolls down just enough');
    equal(scrollToRow(2, 400, 400, 40), 80, 'scrolls up to the row');
  });

  it('tells changed form values apart (core/drafts)', () => {
    equal(valuesDiffer({ A: '' }, {}), false, 'empty and missing are the same');
    equal(valuesDiffer({ A: 1 }, { A: 2 }), true);
  });

  it('turns search inputs into server conditions per data type', () => {
    const fields = [
      { name: 'NAME', dataType: 'string' },
      { name: 'LEVEL', dataType: 'code' },
      { name: 'CREDIT', dataType: 'money' },
      { name: 'SIGNED_ON', dataType: 'date' },
      { name: 'ACTIVE', dataType: 'boolean' },
      { name: 'NOTES', dataType: 'text' },
    ];
    deepEqual(searchConditions(fields, { NAME: ' Bank ', LEVEL: 'A', CREDIT: ['100', ''], SIGNED_ON: ['2024-01-01', '2024-12-31'], ACTIVE: '1', NOTES: '' }), [
      { field: 'NAME', mode: 'like', value: 'Bank' },
      { field: 'LEVEL', mode: 'equal', value: 'A' },
      { field: 'CREDIT', mode: 'in_scope', value: ['100', ''] },
      { field: 'SIGNED_ON', mode: 'date_greater_equal', value: '2024-01-01' },
      { field: 'SIGNED_ON', mode: 'date_less_equal', value: '2024-12-31' },
      { field: 'ACTIVE', mode: 'equal', value: '1' },
    ]);
  });

  it('formats values per data type in both languages', () => {
    const zh = { text: pageText('010'), language: '010' };
    const labels = labelMap([{ value: 'A', text: '重点客户', children: [{ value: 'A1', title: '子级' }] }]);
    equal(formatValue('code', 'A', { ...zh, labels }), '重点客户');
    equal(formatValue('tree', 'A1', { ...zh, labels }), '子级');
    equal(formatValue('code', 'A', { ...zh, labels: PENDING_LABELS }), '', 'no raw code while its list loads');
    equal(formatValue('code', 'A', { ...zh, labels: labelMap([]) }), 'A', 'the raw code when its list failed');
    equal(formatValue('money', 1234.5, zh), '1,234.50');
    equal(formatValue('boolean', '1', zh), '是');
    equal(formatValue('boolean', 0, { text: pageText('011'), language: '011' }), 'No');
    equal(formatValue('date', '2024-03-05T10:00:00', zh), '2024-03-05');
    equal(formatValue('richtext', '<p>a <b>b</b></p>', zh), 'a b');
    equal(formatValue('string', null, zh), '');
  });

  it('picks the chart palette and lays out the calendar', () => {
    equal(paletteFor('unknown'), PALETTES.default);
    // The light and dark themes' series colours, pinned (spec §9 names the palettes, not their colours).
    deepEqual(paletteFor('light'), LIGHT_PALETTE);
    deepEqual(paletteFor('dark'), DARK_PALETTE);
    // Drawn on white with dark ink in the light theme, on near-black with light ink in the dark one.
    deepEqual(chartColors(paletteFor('light'), 'light'), { palette: LIGHT_PALETTE, ink: '#262626', muted: '#8c8c8c', line: '#bfbfbf', background: '#ffffff' });
    deepEqual(chartColors(paletteFor('dark'), 'dark'), { palette: DARK_PALETTE, ink: '#e6e6e6', muted: '#8c8c8c', line: '#595959', background: '#1f1f1f' });
    const grid = monthGrid(dayjs('2024-09-15'));
    equal(grid[0]!.format('YYYY-MM-DD'), '2024-08-26', 'weeks start on Monday');
    equal(grid[0]!.day(), 1);
    equal(grid.length, 42);
  });

  it('finds the child entity of a relation in either orientation', () => {
    const parent = { id: 'meta-customer', code: 'CUSTOMER', keyNames: ['ID'], attributes: [] };
    equal(
      childEntityOf({ code: 'C', entityA: 'CONTACT', entityB: 'CUSTOMER', flag: '1', viewCascade: '1', linkAttri: 'CUSTOMER_ID', title: '' }, parent),
      'CONTACT',
    );
    equal(
      childEntityOf({ code: 'C', entityA: 'CUSTOMER', entityB: 'CONTACT', flag: '1', viewCascade: '1', linkAttri: 'CUSTOMER_ID', title: '' }, parent),
      'CONTACT',
    );
  });
});
