/**
 * Generated metadata for the fuzz suite: entity metas, page configs, rows, code lists, menus and
 * users, built with fast-check. Most values are plausible, many are wrong: wrong types, missing
 * fields, huge strings, hostile HTML in labels, deep nesting and odd (cycle-free) shapes.
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** Text that must never run or break out when shown as a label. */
export const HOSTILE = [
  '<img src=x onerror="window.__fuzzXss=1">',
  '<script>window.__fuzzXss=1</script>',
  '"><svg onload="window.__fuzzXss=1">',
  'javascript:window.__fuzzXss=1',
  '{{constructor.constructor("window.__fuzzXss=1")()}}',
  '${window.__fuzzXss=1}',
  '__proto__',
  '\u202e\u0000\ud800 zero\u200bwidth',
];

const HUGE = ['W'.repeat(100_000), '长'.repeat(20_000), 'a b '.repeat(5_000)];

function deep(levels: number): unknown {
  let value: unknown = { leaf: 'x' };
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { child: value, label: `L${level}` };
  return value;
}

/** Anything but what was expected. */
export const junk: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...HOSTILE),
  fc.constantFrom(...HUGE),
  fc.constant(deep(60)),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.constant({ '010': { nested: true }, '011': ['x'] }),
);

const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('名称', '编号', 'Name', 'Amount', '客户等级', 'Created on', '备注 Notes') },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

/** A label: mostly text, sometimes hostile or huge, sometimes not text at all. */
export const label: Arbitrary<unknown> = fc.oneof({ weight: 7, arbitrary: word }, { weight: 3, arbitrary: junk });

const languages = fc.oneof({ weight: 4, arbitrary: fc.record({ '010': label, '011': label }, { requiredKeys: [] }) }, { weight: 1, arbitrary: junk });
const code = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('NAME', 'CODE', 'LEVEL', 'REGION', 'AMOUNT', 'DAY', 'OWNER', 'NOTE', 'FILE', 'ACTIVE') },
  { weight: 2, arbitrary: junk },
);
const dataType = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom('string', 'text', 'int', 'number', 'money', 'boolean', 'date', 'datetime', 'code', 'tree', 'ref', 'file', 'image', 'richtext'),
  },
  { weight: 2, arbitrary: junk },
);
const flag = fc.oneof(fc.constantFrom('0', '1', 0, 1, true, false), junk);

/** Items of a list: mostly `item`, some junk; sometimes the list itself is junk. */
function listOf<T>(item: Arbitrary<T>, maxLength = 8): Arbitrary<unknown> {
  const items = fc.array(fc.oneof({ weight: 5, arbitrary: item as Arbitrary<unknown> }, { weight: 1, arbitrary: junk }), { maxLength });
  return fc.oneof({ weight: 6, arbitrary: items }, { weight: 1, arbitrary: junk });
}

const attribute = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 6 }), junk),
    name: code,
    label,
    labels: languages,
    dataType,
    codeKey: fc.oneof(fc.constantFrom('LEVEL', 'REGION'), junk),
    isRequired: flag,
    orderNum: fc.oneof(fc.integer({ min: -5, max: 50 }), junk),
    maxLength: fc.oneof(fc.integer({ min: 0, max: 200 }), junk),
    relatedEntity: fc.oneof(fc.constant('CUSTOMER'), junk),
  },
  { requiredKeys: ['name'] },
);

const condition = listOf(
  fc.record(
    { field: code, mode: fc.oneof(fc.constantFrom('equal', 'like', 'is_null', 'in', 'bogus'), junk), value: junk, join: fc.constantFrom('and', 'or', 'xor') },
    { requiredKeys: [] },
  ),
  3,
);

export const operate = fc.record(
  {
    name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('add', 'delete', 'approve', 'export', 'refresh') }, { weight: 1, arbitrary: junk }),
    label,
    'label.i18n': languages,
    type: fc.oneof(fc.constantFrom('post', 'open', 'download', 'delete', 'refresh'), junk),
    needSelect: fc.oneof(fc.constantFrom(0, 1, 'n', '1'), junk),
    confirm: label,
    tip: label,
    condition,
    params: junk,
    openType: junk,
  },
  { requiredKeys: [] },
);

const relation = fc.record(
  { code: fc.oneof(fc.constant('lines'), junk), title: label, entityB: fc.oneof(fc.constant('LINE'), junk), flag, viewCascade: flag, linkAttri: code },
  { requiredKeys: [] },
);

/** A getMeta reply. */
export const entityMeta = fc.record(
  {
    code: fc.oneof({ weight: 9, arbitrary: fc.constant('§') }, { weight: 1, arbitrary: junk }),
    name: label,
    label,
    labels: languages,
    keyType: fc.oneof(fc.constantFrom('assigned', 'derive'), junk),
    keyNames: fc.oneof(fc.constant(['ID']), junk),
    attributes: listOf(attribute, 12),
    relations: listOf(relation, 2),
    relatedEntitys: listOf(fc.record({ code: code, title: label }, { requiredKeys: [] }), 2),
    operates: listOf(operate, 3),
    searchFields: fc.oneof(fc.array(code, { maxLength: 3 }), junk),
  },
  { requiredKeys: ['attributes'] },
);

const fieldConfig = fc.record(
  {
    attriName: code,
    fieldLabel: label,
    attriLabel: label,
    emptyText: label,
    state: fc.oneof(fc.constantFrom('ADD', 'EDIT', 'DETAIL', 'HIDDEN', 'INVALID'), junk),
    width: junk,
    condition,
    requiredCondition: condition,
    dataType: fc.oneof(fc.constantFrom('list', 'radio', 'multibox'), junk),
  },
  { requiredKeys: [] },
);

/** A parsed CONTENT. */
export const pageContent = fc.record(
  {
    title: label,
    'title.i18n': languages,
    columns: listOf(fieldConfig, 8),
    fields: listOf(fieldConfig, 8),
    searchFields: listOf(fieldConfig, 3),
    operates: listOf(operate, 3),
    rowOperates: listOf(operate, 2),
    itemConfigs: fc.oneof(fc.dictionary(fc.string({ maxLength: 4 }), junk, { maxKeys: 3 }), junk),
    hiddenFields: fc.oneof(fc.array(code, { maxLength: 2 }), junk),
    fieldScope: fc.oneof(fc.record({ '1': fc.array(code, { maxLength: 3 }), '2': junk }), junk),
    pageSize: fc.oneof(fc.integer({ min: -3, max: 2000 }), junk),
    sort: fc.oneof(fc.array(fc.record({ field: code, order: fc.constantFrom('asc', 'desc', 'up') }), { maxLength: 2 }), junk),
  },
  { requiredKeys: [] },
);

/** A FM_PAGE_CONFIG record: CONTENT as JSON text, sometimes broken text or not text at all. */
export const pageRecord = fc.record({
  TITLE: label,
  RIGHT_CONTROL_MODE: fc.oneof(fc.constantFrom('0', '1', '2'), junk),
  CONTENT: fc.oneof(
    { weight: 8, arbitrary: pageContent.map((content) => JSON.stringify(content) ?? '{}') },
    { weight: 1, arbitrary: fc.constantFrom('{ columns: [', 'not config at all', '[]', '{"a":', 'null') },
    { weight: 1, arbitrary: junk },
  ),
});

const cellValue = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constantFrom(...HOSTILE), junk);
export const rows = fc.array(
  fc.dictionary(
    code.filter((c): c is string => typeof c === 'string'),
    cellValue,
    { maxKeys: 8 },
  ),
  { maxLength: 12 },
);

/** A find reply: mostly a page of rows, sometimes the wrong shape. */
export const findReply = fc.oneof(
  { weight: 5, arbitrary: rows.map((entitys) => ({ entitys: entitys.map((row, index) => ({ ID: `R${index}`, ...row })), total: entitys.length })) },
  { weight: 1, arbitrary: fc.record({ entitys: junk, total: junk }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: junk },
);

type CodeTree = { value?: unknown; text?: unknown; title?: unknown; children?: unknown };
const codeNode: Arbitrary<CodeTree> = fc.letrec<{ node: CodeTree }>((tie) => ({
  node: fc.record(
    {
      value: fc.oneof(fc.constantFrom('A', 'B', 'C'), junk),
      text: label,
      title: label,
      children: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 3 }) },
        { weight: 1, arbitrary: junk },
      ),
    },
    { requiredKeys: [] },
  ),
})).node;
export const codeList = listOf(codeNode, 5);

type MenuNode = Record<string, unknown>;
let menuIds = 0;
const menuNode: Arbitrary<MenuNode> = fc.letrec<{ node: MenuNode }>((tie) => ({
  node: fc.record(
    {
      ID: fc.oneof({ weight: 8, arbitrary: fc.constant('§').map(() => `m${menuIds++}`) }, { weight: 1, arbitrary: junk }),
      NAME: label,
      'NAME.i18n': languages,
      PAGE_ID: fc.oneof(fc.constant('p1'), junk),
      FLAG: fc.oneof(fc.constantFrom('list', 'add'), junk),
      OPEN_TYPE: fc.oneof(fc.constantFrom(0, 2, '3'), junk),
      ORDER_NUM: junk,
      HIDDEN_SUB_MENU: fc.oneof(fc.constantFrom('0', '1'), junk),
      children: fc.oneof(
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.array(tie('node'), { maxLength: 3 }) },
        { weight: 1, arbitrary: junk },
      ),
    },
    { requiredKeys: [] },
  ),
})).node;

/** A menu reply: a list of module trees (deep chains included), or the wrong shape. */
export const menuTree = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.oneof({ weight: 6, arbitrary: menuNode as Arbitrary<unknown> }, { weight: 1, arbitrary: junk }), { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 40 }).map((levels) => [deepMenu(levels)]) },
  { weight: 1, arbitrary: junk },
);

function deepMenu(levels: number): MenuNode {
  let node: MenuNode = { ID: `deep-${levels}`, NAME: 'leaf' };
  for (let level = 0; level < levels; level++) node = { ID: `d${levels}-${level}`, NAME: `level ${level}`, children: [node] };
  return node;
}

/** A getUser bean with odd names and roles. */
export const user = fc.record({
  id: fc.constant('u1'),
  ACCOUNT: fc.oneof(fc.constant('fuzz'), junk),
  NAME: label,
  roles: listOf(fc.record({ ID: fc.constant('r1'), CODE: code, NAME: label }, { requiredKeys: [] }), 2),
  services: fc.constant({ s1: { r1: '1' } }),
  serviceRoles: fc.oneof(
    fc.constant({ s1: [{ id: 'r1', code: 'admin', name: 'Admin' }] }),
    fc.record({ s1: listOf(fc.record({ id: fc.constant('r1'), code: code, name: label }), 2) }),
    junk,
  ),
  roleRightCodes: fc.constant({ r1: ['system.config'] }),
});
