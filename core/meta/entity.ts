import '../i18n/page-messages.ts';
import { PlatformError } from '../errors/index.ts';
import { translate } from '../i18n/messages.ts';
import { checkedLabel, checkedLabelMap, checkedRecords, checkedTexts, defaultMetaCheck } from './check.ts';
import type { MetaCheck } from './check.ts';
import { checkOperates } from './config-items.ts';
import { flag, flagText, isEmptyReply, isRecord, num, optionalNum, optionalText, text, textList } from './read.ts';
import type { RawRecord } from './read.ts';
import type { EntityAttribute, EntityMeta, EntityRelation, RelatedEntity, SimpleMeta } from './types.ts';

/** Audit columns every entity carries; spec §3 keeps them out of field lists. */
export const AUDIT_FIELDS: ReadonlySet<string> = new Set(['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER']);

/** Spec §8: a missing metaId or an empty reply rejects with an empty error. */
export function emptyMetaError(metaId?: string): PlatformError {
  return new PlatformError('meta.empty', '', { metaId });
}

function malformed(entity: string, reason: string, language: string | undefined, detail?: unknown): PlatformError {
  return new PlatformError('meta.malformed', translate(language, 'meta.malformed', entity, reason), detail);
}

function readAttribute(raw: RawRecord, check: MetaCheck, where: string): EntityAttribute {
  const name = text(raw.name);
  return {
    id: text(raw.id, name),
    name,
    label: checkedLabel(raw.label, name, check, `${where}.${name} label`),
    labels: checkedLabelMap(raw.labels, check, `${where}.${name} labels`),
    dataType: text(raw.dataType, 'string'),
    isRequired: flag(raw.isRequired),
    orderNum: num(raw.orderNum),
    busiKey: flagText(raw.busiKey),
    relatedEntity: optionalText(raw.relatedEntity),
    codeKey: optionalText(raw.codeKey),
    maxLength: optionalNum(raw.maxLength),
    min: optionalNum(raw.min),
    max: optionalNum(raw.max),
    pattern: optionalText(raw.pattern),
  };
}

function readRelation(raw: RawRecord, check: MetaCheck, where: string): EntityRelation {
  const relationFlag = flagText(raw.flag);
  const viewCascade = flagText(raw.viewCascade);
  return {
    id: text(raw.id),
    code: text(raw.code),
    entityA: text(raw.entityA),
    entityB: text(raw.entityB),
    flag: relationFlag,
    linkAttri: text(raw.linkAttri),
    viewCascade,
    relationSort: num(raw.relationSort),
    title: checkedLabel(raw.title, text(raw.code), check, `${where} relation ${text(raw.code)} title`),
    isChildSection: relationFlag === '1' && viewCascade === '1',
  };
}

function readRelated(raw: RawRecord, check: MetaCheck, where: string): RelatedEntity {
  const code = text(raw.code);
  const title = checkedLabel(raw.title, code, check, `${where} related ${code} title`);
  return { id: text(raw.id), code, flag: text(raw.flag), title, linkAttri: text(raw.linkAttri) };
}

/**
 * Reads an optional list of records. A present value that is not a list makes the entity
 * malformed (its shape is wrong); an item that is not an object degrades that item only: it is
 * dropped and reported.
 */
function recordList(raw: RawRecord, key: string, check: MetaCheck, where: string): RawRecord[] | string {
  const value = raw[key];
  if (value != null && !Array.isArray(value)) return `${key} is not a list`;
  return checkedRecords(value, check, `${where} ${key}`);
}

function readAttributes(raw: RawRecord, check: MetaCheck, where: string): EntityAttribute[] | string {
  if (!Array.isArray(raw.attributes)) return raw.attributes == null ? 'attributes missing' : 'attributes is not a list';
  const out: EntityAttribute[] = [];
  for (const item of raw.attributes) {
    if (!isRecord(item)) check('item-not-object', `${where} attributes`);
    else if (text(item.name) === '') check('item-without-code', `${where} attributes`);
    else if (!AUDIT_FIELDS.has(text(item.name))) out.push(readAttribute(item, check, where));
  }
  return out.sort((a, b) => a.orderNum - b.orderNum);
}

/**
 * getMeta reply → the entity object of spec §3, or an error value: never throws.
 * Attributes are ordered by orderNum and the audit fields dropped.
 */
export function normalizeEntity(raw: unknown, metaId: string, language?: string, check: MetaCheck = defaultMetaCheck()): EntityMeta | PlatformError {
  if (isEmptyReply(raw)) return emptyMetaError(metaId);
  if (!isRecord(raw)) return malformed(metaId, 'not an object', language, raw);
  const name = text(raw.code, text(raw.id, metaId));
  if (text(raw.id) === '' && text(raw.code) === '') return malformed(name, 'no id or code', language, raw);
  const where = `entity ${name}`;
  const attributes = readAttributes(raw, check, where);
  if (typeof attributes === 'string') return malformed(name, attributes, language, raw);
  const relations = recordList(raw, 'relations', check, where);
  if (typeof relations === 'string') return malformed(name, relations, language, raw);
  const related = recordList(raw, 'relatedEntitys', check, where);
  if (typeof related === 'string') return malformed(name, related, language, raw);
  const operates = recordList(raw, 'operates', check, where);
  if (typeof operates === 'string') return malformed(name, operates, language, raw);
  return {
    ...readNames(raw, check, where),
    labels: checkedLabelMap(raw.labels, check, `${where} labels`),
    keyType: raw.keyType === 'assigned' ? 'assigned' : 'derive',
    keyNames: textList(raw.keyNames),
    attributes,
    attriIds: attributes.map((attribute) => attribute.id),
    attriNames: attributes.map((attribute) => attribute.name),
    relatedEntitys: related.map((item) => readRelated(item, check, where)),
    relations: relations.map((item) => readRelation(item, check, where)).sort((a, b) => a.relationSort - b.relationSort),
    attriRelys: Array.isArray(raw.attriRelys) ? raw.attriRelys : [],
    operates: checkOperates(operates, check, `${where} operates`),
    searchFields: checkedTexts(raw.searchFields, check, `${where} searchFields`).filter((field) => !AUDIT_FIELDS.has(field)),
    addPage: optionalText(raw.addPage),
    detailPage: optionalText(raw.detailPage),
    editPage: optionalText(raw.editPage),
    findPage: optionalText(raw.findPage),
    defaultStatisticsPage: optionalText(raw.defaultStatisticsPage),
    clientCode: optionalText(raw.clientCode),
    systemCode: optionalText(raw.systemCode),
    serverCode: optionalText(raw.serverCode),
    metaType: optionalText(raw.metaType),
  };
}

/** Id, code, name and label of an entity, each falling back to the next one the reply has. */
function readNames(raw: RawRecord, check: MetaCheck, where: string): Pick<SimpleMeta, 'id' | 'code' | 'name' | 'label'> {
  const code = text(raw.code, text(raw.id));
  const name = checkedLabel(raw.name, code, check, `${where} name`, 'name-not-text');
  return {
    id: text(raw.id, text(raw.code)),
    code,
    name,
    label: checkedLabel(raw.label, name, check, `${where} label`),
  };
}

export function normalizeSimpleMeta(raw: unknown, metaId: string, language?: string, check: MetaCheck = defaultMetaCheck()): SimpleMeta | PlatformError {
  if (isEmptyReply(raw)) return emptyMetaError(metaId);
  if (!isRecord(raw)) return malformed(metaId, 'not an object', language, raw);
  if (text(raw.id) === '' && text(raw.code) === '') return malformed(metaId, 'no id or code', language, raw);
  return {
    ...readNames(raw, check, `entity ${text(raw.code, text(raw.id))}`),
    keyNames: textList(raw.keyNames),
  };
}
