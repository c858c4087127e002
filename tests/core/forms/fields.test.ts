import { describe, expect, it } from 'vitest';
import { buildFields, buildFieldsNow } from '../../../core/forms/index.ts';
import type { FieldConfig, FormState } from '../../../core/forms/index.ts';
import type { GetMeta } from '../../../core/forms/fields.ts';
import type { EntityMeta } from '../../../core/meta/index.ts';
import { attribute, CUSTOMER, entity, getMeta, ORDER } from './fixtures.ts';

const build = (state: FormState, fields?: FieldConfig[], extra: Record<string, unknown> = {}, meta = CUSTOMER) =>
  buildFields({ meta, state, fields, ...extra }, getMeta);
const names = (fields: Array<{ name: string }>) => fields.map((field) => field.name);
const byName = async (state: FormState, name: string, extra: Record<string, unknown> = {}, meta = CUSTOMER) =>
  (await build(state, undefined, extra, meta)).find((field) => field.name === name);

describe('field configs', () => {
  it('without page fields, every attribute in order with labels and widgets', async () => {
    const fields = await build('EDIT');
    expect(names(fields)).toEqual(['ID', 'NAME', 'REGION_ID', 'LEVEL', 'AREA', 'AGE', 'AMOUNT', 'EMAIL', 'CODE', 'SINCE']);
    const level = fields.find((field) => field.name === 'LEVEL')!;
    expect(level).toMatchObject({ label: '等级', dataType: 'list', codeKey: 'CUSTOMER_LEVEL', attrType: 'code', state: 'EDIT' });
    expect(fields.find((field) => field.name === 'AREA')!.dataType).toBe('treeList');
    expect(fields.find((field) => field.name === 'NAME')!.required).toBe(true);
  });

  it('labels: fieldLabel, then attriLabel, then the attribute label in the language', async () => {
    const fields = await build('EDIT', [
      { attriName: 'NAME', fieldLabel: '客户名', attriLabel: '名称X' },
      { attriName: 'AGE', attriLabel: '岁数' },
      { attriName: 'EMAIL' },
    ]);
    expect(fields.map((field) => field.label)).toEqual(['客户名', '岁数', '邮箱']);
    const english = await buildFields({ meta: CUSTOMER, state: 'EDIT', fields: [{ attriName: 'EMAIL' }], language: '011' }, getMeta);
    expect(english[0]!.label).toBe('Email');
  });

  it('copies emptyText, state, dataType, codeKey, isRequired and optionType from the config', async () => {
    const [field] = await build('ADD', [
      { attriName: 'NAME', emptyText: '请输入名称', state: 'DETAIL', dataType: 'radio', codeKey: 'K', isRequired: '0', optionType: 'button' },
    ]);
    expect(field).toMatchObject({ emptyText: '请输入名称', state: 'DETAIL', dataType: 'radio', codeKey: 'K', required: false, optionType: 'button' });
    const [flagged] = await build('ADD', [{ attriName: 'AGE', isRequired: '1' }]);
    expect(flagged!.required).toBe(true);
  });

  it('a field is omitted unless it has a name and a label', async () => {
    const fields = await build('EDIT', [
      { attriName: '' },
      { attriName: 'NOT_AN_ATTRIBUTE' },
      { attriName: 'NOT_AN_ATTRIBUTE_BUT_LABELLED', fieldLabel: '自定义' },
      { attriLabel: 'no name' } as FieldConfig,
      { attriName: 'NAME' },
    ]);
    expect(names(fields)).toEqual(['NOT_AN_ATTRIBUTE_BUT_LABELLED', 'NAME']);
  });

  it('attriName with pipes walks related metas by id', async () => {
    const fields = await build(
      'DETAIL',
      [{ attriName: 'CUSTOMER_ID|REGION_ID|NAME' }, { attriName: 'CUSTOMER_ID|AGE' }, { attriName: 'CUSTOMER_ID|MISSING' }],
      {},
      ORDER,
    );
    expect(fields.map((field) => [field.name, field.label, field.owner?.id])).toEqual([
      ['CUSTOMER_ID|REGION_ID|NAME', '区域名称', 'm-region'],
      ['CUSTOMER_ID|AGE', '年龄', 'm-customer'],
    ]);
  });

  it('buildFieldsNow gives the same fields at once when the related metas are loaded, and nothing when one is not', async () => {
    const configs = [{ attriName: 'CUSTOMER_ID|REGION_ID|NAME' }, { attriName: 'CUSTOMER_ID|AGE' }, { attriName: 'ORDER_NO' }];
    const loaded = new Map<string, EntityMeta>();
    const loading: GetMeta = async (metaId) => {
      const meta = await getMeta(metaId);
      if (meta) loaded.set(metaId, meta);
      return meta;
    };
    const input = { meta: ORDER, state: 'DETAIL' as const, fields: configs };
    expect(buildFieldsNow(input, (metaId) => loaded.get(metaId))).toBeUndefined();
    const built = await buildFields(input, loading);
    const now = buildFieldsNow(input, (metaId) => loaded.get(metaId));
    expect(now).toEqual(built);
    expect(names(now!)).toEqual(['CUSTOMER_ID|REGION_ID|NAME', 'CUSTOMER_ID|AGE', 'ORDER_NO']);
    // Fields without pipes need no other metadata.
    expect(names(buildFieldsNow({ meta: CUSTOMER, state: 'EDIT' }, () => undefined)!)).toEqual(names(await build('EDIT')));
  });

  it('drops audit fields', async () => {
    expect(await build('EDIT', [{ attriName: 'LOG_C_TIME', fieldLabel: '创建时间' }])).toEqual([]);
  });
});

describe('field state resolution (spec §4)', () => {
  it('key fields are hidden unless the key is assigned', async () => {
    const noKeyType = entity('m-x', [attribute('ID', '编号'), attribute('NAME', '名称')], { keyType: undefined as never });
    expect((await byName('DETAIL', 'ID', {}, noKeyType))!.state).toBe('HIDDEN');
    expect((await byName('DETAIL', 'ORDER_NO', {}, ORDER))!.state).toBe('DETAIL');
    expect((await byName('ADD', 'ORDER_NO', {}, ORDER))!.state).toBe('ADD');
    expect((await byName('DETAIL', 'NAME', {}, noKeyType))!.state).toBe('DETAIL');
  });

  it('a derived key is hidden in ADD and EDIT', async () => {
    expect((await byName('ADD', 'ID'))!.state).toBe('HIDDEN');
    expect((await byName('EDIT', 'ID'))!.state).toBe('HIDDEN');
  });

  it('fields listed as hidden become HIDDEN', async () => {
    const fields = await build('EDIT', undefined, { hiddenFields: ['AGE', 'EMAIL'] });
    expect(fields.filter((field) => field.state === 'HIDDEN').map((field) => field.name)).toEqual(['ID', 'AGE', 'EMAIL']);
  });

  it('INVALID fields are dropped from the output', async () => {
    const fields = await build('EDIT', [{ attriName: 'NAME', state: 'INVALID' }, { attriName: 'AGE' }]);
    expect(names(fields)).toEqual(['AGE']);
  });

  it('an unknown configured state falls back to the form state', async () => {
    const [field] = await build('SEARCH', [{ attriName: 'NAME', state: 'WHATEVER' }]);
    expect(field!.state).toBe('SEARCH');
  });
});

describe('field scope (spec §3, §5)', () => {
  const fieldScope = { '1': ['NAME', 'AGE'], '2': ['NAME', 'EMAIL'] };
  const configs: FieldConfig[] = [
    { attriName: 'NAME' },
    { attriName: 'AGE' },
    { attriName: 'EMAIL' },
    { attriName: 'CONTACTS', fieldLabel: '联系人', dataType: 'meta' },
    { attriName: 'MAP', fieldLabel: '地图', dataType: 'custom' },
  ];

  it('key 2 limits ADD and EDIT', async () => {
    expect(names(await build('ADD', configs, { fieldScope }))).toEqual(['NAME', 'EMAIL', 'CONTACTS', 'MAP']);
    expect(names(await build('EDIT', configs, { fieldScope }))).toEqual(['NAME', 'EMAIL', 'CONTACTS', 'MAP']);
  });

  it('key 1 limits the read-only states', async () => {
    expect(names(await build('DETAIL', configs, { fieldScope }))).toEqual(['NAME', 'AGE', 'CONTACTS', 'MAP']);
    expect(names(await build('SEARCH', configs, { fieldScope }))).toEqual(['NAME', 'AGE', 'CONTACTS', 'MAP']);
  });

  it('a field with its own read-only state checks key 1', async () => {
    expect(names(await build('EDIT', [{ attriName: 'AGE', state: 'DETAIL' }], { fieldScope }))).toEqual(['AGE']);
  });

  it('meta and custom fields are kept outside the scope; no list means no limit', async () => {
    expect(names(await build('EDIT', configs, { fieldScope: { '2': ['NAME'] } }))).toEqual(['NAME', 'CONTACTS', 'MAP']);
    expect(names(await build('DETAIL', configs, { fieldScope: { '2': ['NAME'] } }))).toEqual(['NAME', 'AGE', 'EMAIL', 'CONTACTS', 'MAP']);
  });
});
