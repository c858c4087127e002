/**
 * The 300 fields both sides of the form benchmark draw, shaped as the reference server's CUSTOMER
 * add page (demo/server/meta/entities.ts, db/seed-pages.ts): its eleven fields (a required name
 * with a placeholder, the level code list, the region tree, e-mail, phone, the credit limit shown
 * only for levels A and B, the signing date, the active switch, rich-text notes, the contract file
 * required for level A, the voice note) plus a required reference to a customer (as CONTACT's
 * CUSTOMER_ID), repeated 25 times with numbered names. The initial record sets every block's level
 * (A, then B, alternately), so every conditional field shows and half the contracts are required.
 *
 * Our side gets entity metadata and a page config (answered in place of the server's by the bench),
 * while its code lists come from the reference server; rjsf gets the equivalent JSON schema and
 * uiSchema built from the same lists: enums for the code lists (the tree flattened), date and file
 * widgets, `required`, and the conditions as `dependencies`. Both validate on submit only.
 */

export const BLOCKS = 25;
export const FIELD_COUNT = BLOCKS * 12;
export const BENCH_ENTITY = 'BENCH300';
export const LEVEL_KEY = 'CUSTOMER_LEVEL';
export const REGION_KEY = 'REGION';

export interface CodeOption {
  value: string;
  text: string;
  children?: CodeOption[];
}

const nth = (block: number) => String(block + 1).padStart(2, '0');

/** The initial record: each block's level, so its conditions hold (A: credit shown, contract required; B: credit shown). */
export function benchValues(): Record<string, string> {
  return Object.fromEntries(Array.from({ length: BLOCKS }, (_, b) => [`LEVEL_${nth(b)}`, b % 2 === 0 ? 'A' : 'B']));
}

interface Attr {
  name: string;
  zh: string;
  en: string;
  dataType: string;
  required?: boolean;
  codeKey?: string;
  relatedEntity?: string;
  maxLength?: number;
  min?: number;
  pattern?: string;
}

function blockAttrs(b: number): Attr[] {
  const n = nth(b);
  return [
    { name: `NAME_${n}`, zh: `客户名称 ${n}`, en: `Name ${n}`, dataType: 'string', required: true, maxLength: 100 },
    { name: `LEVEL_${n}`, zh: `客户等级 ${n}`, en: `Level ${n}`, dataType: 'code', codeKey: LEVEL_KEY },
    { name: `REGION_${n}`, zh: `所在地区 ${n}`, en: `Region ${n}`, dataType: 'tree', codeKey: REGION_KEY },
    { name: `EMAIL_${n}`, zh: `电子邮箱 ${n}`, en: `Email ${n}`, dataType: 'string', maxLength: 254, pattern: 'email' },
    { name: `PHONE_${n}`, zh: `联系电话 ${n}`, en: `Phone ${n}`, dataType: 'string', maxLength: 30 },
    { name: `CREDIT_${n}`, zh: `信用额度 ${n}`, en: `Credit limit ${n}`, dataType: 'money', min: 0 },
    { name: `SIGNED_ON_${n}`, zh: `签约日期 ${n}`, en: `Signed on ${n}`, dataType: 'date' },
    { name: `ACTIVE_${n}`, zh: `是否启用 ${n}`, en: `Active ${n}`, dataType: 'boolean' },
    { name: `NOTES_${n}`, zh: `备注 ${n}`, en: `Notes ${n}`, dataType: 'richtext' },
    { name: `CONTRACT_${n}`, zh: `合同附件 ${n}`, en: `Contract ${n}`, dataType: 'file' },
    { name: `VOICE_NOTE_${n}`, zh: `语音备注 ${n}`, en: `Voice note ${n}`, dataType: 'file' },
    { name: `OWNER_${n}`, zh: `所属客户 ${n}`, en: `Customer ${n}`, dataType: 'ref', relatedEntity: 'CUSTOMER', required: true },
  ];
}

/** The page config's field entries of one block, as page-customer-add's (plus the reference). */
function blockConfig(b: number): Record<string, unknown>[] {
  const n = nth(b);
  return [
    { attriName: `NAME_${n}`, isRequired: '1', emptyText: '请输入客户名称', 'emptyText.i18n': { '010': '请输入客户名称', '011': 'Enter the customer name' } },
    { attriName: `LEVEL_${n}`, dataType: 'list', codeKey: LEVEL_KEY },
    { attriName: `REGION_${n}`, dataType: 'treeList', codeKey: REGION_KEY },
    { attriName: `EMAIL_${n}`, emptyText: 'name@example.com' },
    { attriName: `PHONE_${n}` },
    { attriName: `CREDIT_${n}`, condition: [{ field: `LEVEL_${n}`, mode: 'in', value: 'A,B' }] },
    { attriName: `SIGNED_ON_${n}` },
    { attriName: `ACTIVE_${n}`, dataType: 'radio' },
    { attriName: `NOTES_${n}` },
    { attriName: `CONTRACT_${n}`, requiredCondition: [{ field: `LEVEL_${n}`, mode: 'equal', value: 'A' }] },
    { attriName: `VOICE_NOTE_${n}`, dataType: 'audio' },
    { attriName: `OWNER_${n}`, dataType: 'meta' },
  ];
}

const allAttrs = (): Attr[] => Array.from({ length: BLOCKS }, (_, b) => blockAttrs(b)).flat();

/** The FM_ENTITY/getMeta reply data of the entity (server-contract.md "Metadata"), as the server words CUSTOMER's. */
export function benchMeta(): Record<string, unknown> {
  return {
    id: 'meta-bench300',
    code: BENCH_ENTITY,
    name: '客户（300 个字段）',
    label: '客户（300 个字段）',
    labels: { '010': '客户（300 个字段）', '011': 'Customer (300 fields)' },
    keyType: 'derive',
    keyNames: ['ID'],
    attributes: [
      {
        id: 'meta-bench300.ID',
        name: 'ID',
        label: '编号',
        labels: { '010': '编号', '011': 'ID' },
        dataType: 'int',
        isRequired: '0',
        orderNum: 0,
        busiKey: '0',
      },
      ...allAttrs().map((a, i) => ({
        id: `meta-bench300.${a.name}`,
        name: a.name,
        label: a.zh,
        labels: { '010': a.zh, '011': a.en },
        dataType: a.dataType,
        isRequired: a.required ? '1' : '0',
        orderNum: i + 1,
        busiKey: i === 0 ? '1' : '0',
        ...(a.codeKey ? { codeKey: a.codeKey } : {}),
        ...(a.relatedEntity ? { relatedEntity: a.relatedEntity } : {}),
        ...(a.maxLength !== undefined ? { maxLength: a.maxLength } : {}),
        ...(a.min !== undefined ? { min: a.min } : {}),
        ...(a.pattern ? { pattern: a.pattern } : {}),
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

/** The FM_PAGE_CONFIG/getPageConfig reply data of its add page. */
export function benchPageConfig(): Record<string, unknown> {
  return {
    ID: 'page-bench300-add',
    PAGE_ID: 'page-bench300-add',
    META_ID: 'meta-bench300',
    META_CODE: BENCH_ENTITY,
    FLAG: 'add',
    TITLE: '新建客户',
    RIGHT_CONTROL_MODE: '0',
    CONTENT: JSON.stringify({
      title: '新建客户',
      'title.i18n': { '010': '新建客户', '011': 'New customer' },
      fields: Array.from({ length: BLOCKS }, (_, b) => blockConfig(b)).flat(),
      hiddenFields: ['ID'],
    }),
  };
}

/** The rjsf side: a JSON schema and uiSchema of the same fields, from the code lists the server sends. */
export function rjsfSchemas(levels: CodeOption[], regions: CodeOption[]): { schema: Record<string, unknown>; uiSchema: Record<string, unknown> } {
  const flat = (list: CodeOption[]): CodeOption[] => list.flatMap((o) => [o, ...flat(o.children ?? [])]);
  const oneOf = (list: CodeOption[]) => list.map((o) => ({ const: String(o.value), title: o.text }));
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const dependencies: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = {};
  for (let b = 0; b < BLOCKS; b += 1) {
    const n = nth(b);
    const [name, level, region, email, phone, credit, signed, active, notes, contract, voice, owner] = blockAttrs(b);
    properties[name!.name] = { type: 'string', title: name!.zh, maxLength: 100 };
    uiSchema[name!.name] = { 'ui:placeholder': '请输入客户名称' };
    required.push(name!.name);
    properties[level!.name] = { type: 'string', title: level!.zh, oneOf: oneOf(levels) };
    properties[region!.name] = { type: 'string', title: region!.zh, oneOf: oneOf(flat(regions)) };
    properties[email!.name] = { type: 'string', title: email!.zh, format: 'email', maxLength: 254 };
    uiSchema[email!.name] = { 'ui:placeholder': 'name@example.com' };
    properties[phone!.name] = { type: 'string', title: phone!.zh, maxLength: 30 };
    properties[signed!.name] = { type: 'string', title: signed!.zh, format: 'date' };
    properties[active!.name] = { type: 'boolean', title: active!.zh };
    properties[notes!.name] = { type: 'string', title: notes!.zh };
    uiSchema[notes!.name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } };
    properties[contract!.name] = { type: 'string', title: contract!.zh, format: 'data-url' };
    properties[voice!.name] = { type: 'string', title: voice!.zh, format: 'data-url' };
    uiSchema[voice!.name] = { 'ui:options': { accept: 'audio/*' } };
    properties[owner!.name] = { type: 'string', title: owner!.zh };
    required.push(owner!.name);
    // The credit limit shows for levels A and B; the contract is required for A.
    const creditSchema = { type: 'number', title: credit!.zh, minimum: 0 };
    dependencies[`LEVEL_${n}`] = {
      oneOf: [
        { properties: { [`LEVEL_${n}`]: { enum: ['A'] }, [credit!.name]: creditSchema }, required: [contract!.name] },
        { properties: { [`LEVEL_${n}`]: { enum: ['B'] }, [credit!.name]: creditSchema } },
        { properties: { [`LEVEL_${n}`]: { not: { enum: ['A', 'B'] } } } },
      ],
    };
  }
  return { schema: { type: 'object', title: '新建客户', properties, required, dependencies }, uiSchema };
}
