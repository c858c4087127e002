import { describe, expect, it } from 'vitest';
import { codeList, previewRows, PREVIEW_ROWS } from '../../../core/imports/index.ts';
import type { EntityAttribute } from '../../../core/meta/index.ts';

const attr = (name: string, label: string, dataType: string, extra: Partial<EntityAttribute> = {}): EntityAttribute => ({
  id: name,
  name,
  label,
  labels: {},
  dataType,
  isRequired: false,
  orderNum: 0,
  busiKey: '0',
  ...extra,
});

const targets = [
  attr('NAME', '客户名称', 'string'),
  attr('LEVEL', '客户等级', 'code', { codeKey: 'LEVEL' }),
  attr('CREDIT', '信用额度', 'money'),
  attr('SIGNED_ON', '签约日期', 'date'),
  attr('ACTIVE', '是否启用', 'boolean'),
];
const codes = new Map([
  [
    'LEVEL',
    codeList({
      '010': [
        { value: 'A', text: '重点客户', children: [{ value: 'A1', text: '重点一级' }] },
        { value: 'B', text: '普通客户' },
      ],
      '011': [
        { value: 'A', text: 'Key account', children: [{ value: 'A1', text: 'Key' }] },
        { value: 'B', text: 'Regular' },
      ],
    }),
  ],
]);
const columns = ['名称', '等级', '额度', '日期', '启用'];
const mapping = { 名称: 'NAME', 等级: 'LEVEL', 额度: 'CREDIT', 日期: 'SIGNED_ON', 启用: 'ACTIVE' };

describe('the preview of the first rows', () => {
  it('reads cells as the server does: code texts, thousands, dates with slashes, 是/否', async () => {
    const rows = await previewRows({
      sheet: {
        columns,
        rows: [
          ['甲', '重点客户', '1,250,000.50', '2025/3/7', '是'],
          ['乙', 'key', '12', '2024-11-20', 'no'],
        ],
      },
      mapping,
      targets,
      codes,
      validate: null,
      language: '010',
    });
    expect(rows.map((r) => r.values)).toEqual([
      { NAME: '甲', LEVEL: 'A', CREDIT: 1250000.5, SIGNED_ON: '2025-03-07', ACTIVE: '1' },
      { NAME: '乙', LEVEL: 'A1', CREDIT: 12, SIGNED_ON: '2024-11-20', ACTIVE: '0' },
    ]);
    expect(rows.every((r) => Object.keys(r.problems).length === 0)).toBe(true);
    // Shown as the user reads them: labels, not codes; 是/否, not 1/0.
    expect(rows.map((r) => [r.texts.LEVEL, r.texts.ACTIVE])).toEqual([
      ['重点客户', '是'],
      ['重点一级', '否'],
    ]);
  });

  it('takes a label in either language whatever the UI language, and shows it in the UI language', async () => {
    const sheet = {
      columns,
      rows: [
        ['甲', '普通客户', '1', '', ''],
        ['乙', 'regular', '2', '', ''],
        ['丙', 'B', '3', '', ''],
      ],
    };
    for (const language of ['010', '011']) {
      const rows = await previewRows({ sheet, mapping, targets, codes, validate: null, language });
      expect(rows.map((r) => r.values.LEVEL)).toEqual(['B', 'B', 'B']);
      expect(rows.map((r) => r.texts.LEVEL)).toEqual(Array(3).fill(language === '011' ? 'Regular' : '普通客户'));
      expect(rows.every((r) => Object.keys(r.problems).length === 0)).toBe(true);
    }
  });

  it("flags what save's parse does not read as a number, in the UI language, before the form's type message", async () => {
    const cells = ['很多', '1e5', '1.250.000', '+5', '.5', '12.50', '1,000', ' 7 '];
    const sheet = { columns, rows: cells.map((c) => ['甲', 'A', c, '', '']) };
    // The form's checker would say "不是 number 类型" and accept 1e5, +5 and .5.
    const validate = async (values: Record<string, unknown>): Promise<Record<string, string>> =>
      typeof values.CREDIT === 'number' ? {} : { CREDIT: '信用额度 不是 number 类型' };
    const zh = await previewRows({ sheet, mapping, targets, codes, validate, language: '010' });
    expect(zh.map((r) => r.problems.CREDIT ?? '')).toEqual([
      '信用额度必须是数字',
      '信用额度必须是数字',
      '信用额度必须是数字',
      '信用额度必须是数字',
      '信用额度必须是数字',
      '',
      '',
      '',
    ]);
    const en = await previewRows({
      sheet,
      mapping,
      targets: targets.map((a) => (a.name === 'CREDIT' ? { ...a, labels: { '011': 'Credit' } } : a)),
      codes,
      validate: null,
      language: '011',
    });
    expect(en[0]!.problems.CREDIT).toBe('Credit must be a number');
    expect(en.slice(5).map((r) => r.values.CREDIT)).toEqual([12.5, 1000, 7]);
  });

  it("keeps the form's first message and the code-list problem for mapped fields only, first rows only", async () => {
    const sheet = { columns, rows: Array.from({ length: 15 }, (_, i) => [i === 6 ? '' : `客户${i}`, i === 2 ? '钻石客户' : 'B', '1', '2025-01-01', '1']) };
    const validate = async (values: Record<string, unknown>) => ({
      ...(values.NAME ? {} : { NAME: '客户名称是必填项' }),
      // A required field no column fills fails every row: not a preview problem.
      PHONE: '联系电话是必填项',
    });
    const rows = await previewRows({ sheet, mapping, targets, codes, validate, language: '010' });
    expect(rows).toHaveLength(PREVIEW_ROWS);
    expect(rows[6]!.problems).toEqual({ NAME: '客户名称是必填项' });
    expect(rows[2]!.problems).toEqual({ LEVEL: '客户等级的取值“钻石客户”不在代码表中' });
    expect(rows.filter((r) => Object.keys(r.problems).length).map((r) => r.row)).toEqual([3, 7]);
    const english = await previewRows({ sheet, mapping, targets, codes, validate: null, language: '011' });
    expect(english[2]!.problems.LEVEL).toBe('客户等级: the value "钻石客户" is not in the code list');
  });
});
