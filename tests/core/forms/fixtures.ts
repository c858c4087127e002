import type { EntityAttribute, EntityMeta } from '../../../core/meta/index.ts';

export function attribute(name: string, label: string, extra: Partial<EntityAttribute> = {}): EntityAttribute {
  return { id: `a-${name}`, name, label, labels: {}, dataType: 'string', isRequired: false, orderNum: 0, busiKey: '0', ...extra };
}

export function entity(id: string, attributes: EntityAttribute[], extra: Partial<EntityMeta> = {}): EntityMeta {
  return {
    id,
    code: id,
    name: id,
    label: id,
    keyType: 'derive',
    keyNames: ['ID'],
    attributes,
    attriIds: attributes.map((a) => a.id),
    attriNames: attributes.map((a) => a.name),
    relatedEntitys: [],
    relations: [],
    attriRelys: [],
    operates: [],
    searchFields: [],
    labels: {},
    ...extra,
  };
}

export const REGION = entity('m-region', [attribute('ID', 'ID'), attribute('NAME', '区域名称', { labels: { '010': '区域名称', '011': 'Region name' } })]);
export const CUSTOMER = entity('m-customer', [
  attribute('ID', '编号'),
  attribute('NAME', '名称', { labels: { '010': '名称', '011': 'Name' }, isRequired: true, maxLength: 10 }),
  attribute('REGION_ID', '区域', { dataType: 'ref', relatedEntity: 'm-region' }),
  attribute('LEVEL', '等级', { dataType: 'code', codeKey: 'CUSTOMER_LEVEL' }),
  attribute('AREA', '地区', { dataType: 'tree', codeKey: 'REGION' }),
  attribute('AGE', '年龄', { labels: { '010': '年龄', '011': 'Age' }, dataType: 'int', min: 0, max: 150 }),
  attribute('AMOUNT', '金额', { dataType: 'money', min: 0 }),
  attribute('EMAIL', '邮箱', { labels: { '010': '邮箱', '011': 'Email' }, dataType: 'email' }),
  attribute('CODE', '代码', { labels: { '010': '代码', '011': 'Code' }, pattern: '^[A-Z]{3}$' }),
  attribute('SINCE', '开始日期', { dataType: 'date' }),
]);
export const ORDER = entity('m-order', [attribute('ORDER_NO', '单号'), attribute('CUSTOMER_ID', '客户', { dataType: 'ref', relatedEntity: 'm-customer' })], {
  keyNames: ['ORDER_NO'],
  keyType: 'assigned',
});

const METAS = new Map([REGION, CUSTOMER, ORDER].map((meta) => [meta.id, meta]));
export const getMeta = async (id: string) => METAS.get(id);
