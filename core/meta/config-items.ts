/**
 * The items of page configs and entity metadata that elements draw one by one: operations
 * (server-contract.md "Operate") and field configs ("FieldConfig"). Each is checked once here so
 * that a bad item is dropped or loses its bad property, and the rest of the page still draws.
 */
import { checkedLabel, checkedLabelMap, checkedRecords, optionalLabel } from './check.ts';
import type { MetaCheck } from './check.ts';
import { isRecord, optionalText } from './read.ts';
import type { RawRecord } from './read.ts';

/** Properties holding words a user reads; a value that is not text is dropped (reported). */
const OPERATE_WORDS = ['label', 'confirm', 'tip'] as const;
const FIELD_WORDS = ['attriLabel', 'fieldLabel', 'emptyText'] as const;
/** Properties holding codes; a value that is not text is dropped silently (nothing is shown). */
const OPERATE_CODES = ['type', 'action', 'rule', 'pageId', 'flag', 'afterAction', 'right'] as const;
/** `renderer` (a custom field's registered component) and `metaId`/`relatedEntity` (a meta field's entity) are codes too. */
const FIELD_CODES = ['state', 'dataType', 'codeKey', 'optionType', 'renderer', 'metaId', 'relatedEntity'] as const;
const CONDITIONS = ['condition', 'requiredCondition'] as const;

function copyWords(raw: RawRecord, out: RawRecord, keys: readonly string[], check: MetaCheck, where: string): void {
  for (const key of keys) {
    const value = optionalLabel(raw[key], check, `${where} ${key}`);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
}

function copyCodes(raw: RawRecord, out: RawRecord, keys: readonly string[]): void {
  for (const key of keys) {
    const value = optionalText(raw[key]);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
}

/** Condition lists must be lists (core/rules judges their items); anything else is dropped. */
function copyConditions(raw: RawRecord, out: RawRecord, check: MetaCheck, where: string): void {
  for (const key of CONDITIONS) {
    if (raw[key] == null) continue;
    if (Array.isArray(raw[key])) continue;
    check('list-not-list', `${where} ${key}`);
    delete out[key];
  }
}

/** A language map beside a label (`label.i18n`, `title.i18n`): only a map of texts survives. */
function copyLabelMap(raw: RawRecord, out: RawRecord, key: string, check: MetaCheck, where: string): void {
  if (raw[key] === undefined) return;
  const map = checkedLabelMap(raw[key], check, `${where} ${key}`);
  if (Object.keys(map).length) out[key] = map;
  else delete out[key];
}

/** One operation, or undefined when it has no name to run by. */
export function checkOperate(raw: RawRecord, check: MetaCheck, where: string): RawRecord | undefined {
  const name = checkedLabel(raw.name, '', check, `${where} name`, 'name-not-text');
  if (name === '') {
    check('item-without-code', where);
    return undefined;
  }
  const here = `${where} ${name}`;
  const out: RawRecord = { ...raw, name };
  copyWords(raw, out, OPERATE_WORDS, check, here);
  copyCodes(raw, out, OPERATE_CODES);
  copyLabelMap(raw, out, 'label.i18n', check, here);
  copyConditions(raw, out, check, here);
  const needSelect = raw.needSelect;
  if (needSelect != null && typeof needSelect !== 'string' && typeof needSelect !== 'number') delete out.needSelect;
  const openType = raw.openType;
  if (openType != null && typeof openType !== 'string' && typeof openType !== 'number') delete out.openType;
  if (raw.params != null && !isRecord(raw.params)) delete out.params;
  return out;
}

export function checkOperates(value: unknown, check: MetaCheck, where: string): RawRecord[] {
  return checkedRecords(value, check, where)
    .map((raw) => checkOperate(raw, check, where))
    .filter((item): item is RawRecord => item !== undefined);
}

/** One field config (a column, a form field, a search field), or undefined without an attribute name. */
export function checkFieldConfig(raw: RawRecord, check: MetaCheck, where: string): RawRecord | undefined {
  const attriName = checkedLabel(raw.attriName, '', check, `${where} attriName`, 'name-not-text');
  if (attriName === '') {
    check('item-without-code', where);
    return undefined;
  }
  const here = `${where} ${attriName}`;
  const out: RawRecord = { ...raw, attriName };
  copyWords(raw, out, FIELD_WORDS, check, here);
  copyCodes(raw, out, FIELD_CODES);
  copyLabelMap(raw, out, 'fieldLabel.i18n', check, here);
  copyConditions(raw, out, check, here);
  const width = raw.width;
  if (width != null && typeof width !== 'string' && typeof width !== 'number') delete out.width;
  const required = raw.isRequired;
  if (required != null && typeof required !== 'string' && typeof required !== 'boolean' && typeof required !== 'number') delete out.isRequired;
  return out;
}

export function checkFieldConfigs(value: unknown, check: MetaCheck, where: string): RawRecord[] {
  return checkedRecords(value, check, where)
    .map((raw) => checkFieldConfig(raw, check, where))
    .filter((item): item is RawRecord => item !== undefined);
}
