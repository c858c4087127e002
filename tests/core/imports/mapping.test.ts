import { describe, expect, it } from 'vitest';
import { autoMapping, checkMapping, importTargets } from '../../../core/imports/index.ts';
import type { EntityAttribute } from '../../../core/meta/index.ts';

const attr = (name: string, label: string, extra: Partial<EntityAttribute> = {}): EntityAttribute => ({
  id: name,
  name,
  label,
  labels: { '010': label, '011': name.toLowerCase() },
  dataType: 'string',
  isRequired: false,
  orderNum: 0,
  busiKey: '0',
  ...extra,
});

const targets = [
  attr('NAME', '客户名称', { isRequired: true, orderNum: 1 }),
  attr('LEVEL', '客户等级', { orderNum: 2 }),
  attr('PHONE', '联系电话', { orderNum: 3 }),
];

describe('mapping columns to fields', () => {
  it('leaves out audit fields and a derived key, in order', () => {
    const meta = {
      keyType: 'derive' as const,
      keyNames: ['ID'],
      attributes: [attr('LOG_C_TIME', '创建时间'), attr('ID', '编号'), targets[2]!, targets[0]!, targets[1]!],
    };
    expect(importTargets(meta).map((a) => a.name)).toEqual(['NAME', 'LEVEL', 'PHONE']);
  });

  it('matches columns by code or label in either language, spaces, case, * and colons ignored, each field once', () => {
    expect(autoMapping(['客户名称 *', 'level', 'Phone:', '联系电话', '备注'], targets)).toEqual({
      '客户名称 *': 'NAME',
      level: 'LEVEL',
      'Phone:': 'PHONE',
      联系电话: '',
      备注: '',
    });
  });

  it('says what stops the import and which required fields no column fills, in the language asked', () => {
    const required = new Set(['NAME', 'PHONE']);
    expect(checkMapping({ a: '', b: '' }, targets, required, '010')).toEqual({
      errors: ['没有任何列对应到字段'],
      warnings: ['必填字段没有对应的列：客户名称、联系电话'],
    });
    expect(checkMapping({ a: 'LEVEL', b: 'LEVEL', c: 'NAME' }, targets, required, '011')).toEqual({
      errors: ['The field "level" is mapped from more than one column'],
      warnings: ['Required fields no column fills: phone'],
    });
    expect(checkMapping({ a: 'NAME', b: 'PHONE' }, targets, required, '010')).toEqual({ errors: [], warnings: [] });
  });
});
