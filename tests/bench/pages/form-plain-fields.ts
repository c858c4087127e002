/**
 * The plain synthetic entity of 300 fields (texts, numbers, selects, dates, checkboxes, text areas)
 * the form tests draw; the form benchmark draws the CUSTOMER-shaped one of form-fields.ts.
 */
export type BenchFieldKind = 'string' | 'number' | 'select' | 'date' | 'checkbox' | 'textarea';

export interface BenchField {
  name: string;
  label: string;
  kind: BenchFieldKind;
}

export const FIELD_COUNT = 300;
export const BENCH_ENTITY = 'BENCH300';
export const BENCH_CODE_KEY = 'BENCH_LEVEL';
export const BENCH_OPTIONS = [
  { value: 'A', text: '重点客户' },
  { value: 'B', text: '普通客户' },
  { value: 'C', text: '潜在客户' },
  { value: 'D', text: '流失客户' },
];

/** Per ten fields: four texts, two numbers, one select, one date, one checkbox, one text area. */
const MIX: BenchFieldKind[] = ['string', 'number', 'select', 'string', 'date', 'string', 'checkbox', 'number', 'string', 'textarea'];

export function benchFields(count = FIELD_COUNT): BenchField[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return { name: `F${n}`, label: `字段 ${n}`, kind: MIX[i % MIX.length]! };
  });
}

const DATA_TYPE: Record<BenchFieldKind, string> = {
  string: 'string',
  number: 'number',
  select: 'code',
  date: 'date',
  checkbox: 'boolean',
  textarea: 'text',
};

/** The FM_ENTITY/getMeta reply data of the synthetic entity (server-contract.md "Metadata"). */
export function benchMeta(fields = benchFields()): Record<string, unknown> {
  return {
    id: 'meta-bench300',
    code: BENCH_ENTITY,
    name: '300 fields',
    label: '三百个字段',
    labels: { '010': '三百个字段', '011': '300 fields' },
    keyType: 'derive',
    keyNames: ['ID'],
    attributes: [
      { id: 'meta-bench300.ID', name: 'ID', label: '编号', dataType: 'int', isRequired: '0', orderNum: 0, busiKey: '0' },
      ...fields.map((f, i) => ({
        id: `meta-bench300.${f.name}`,
        name: f.name,
        label: f.label,
        labels: { '010': f.label, '011': f.label },
        dataType: DATA_TYPE[f.kind],
        isRequired: '0',
        orderNum: i + 1,
        busiKey: i === 0 ? '1' : '0',
        ...(f.kind === 'select' ? { codeKey: BENCH_CODE_KEY } : {}),
      })),
    ],
    relations: [],
    relatedEntitys: [],
    operates: [],
    clientCode: 'demo',
    systemCode: 'crm',
    metaType: 'business',
  };
}

/** The FM_PAGE_CONFIG/getPageConfig reply data of its add page: every attribute, in order. */
export function benchPageConfig(): Record<string, unknown> {
  return {
    ID: 'page-bench300-add',
    PAGE_ID: 'page-bench300-add',
    META_ID: 'meta-bench300',
    META_CODE: BENCH_ENTITY,
    FLAG: 'add',
    TITLE: '三百个字段',
    RIGHT_CONTROL_MODE: '0',
    CONTENT: JSON.stringify({ title: '三百个字段' }),
  };
}
