import { PlatformError } from '../errors/index.ts';
import { translate } from '../i18n/messages.ts';
import { flag, flagText, isEmptyReply, isRecord, labelMap, num, optionalNum, optionalText, text, textList } from './read.ts';
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

function readAttribute(raw: RawRecord): EntityAttribute {
  return {
    id: text(raw.id, text(raw.name)),
    name: text(raw.name),
    label: text(raw.label, text(raw.name)),
    labels: labelMap(raw.labels),
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

function readRelation(raw: RawRecord): EntityRelation {
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
    title: text(raw.title, text(raw.code)),
    isChildSection: relationFlag === '1' && viewCascade === '1',
  };
}

function readRelated(raw: RawRecord): RelatedEntity {
  return { id: text(raw.id), code: text(raw.code), flag: text(raw.flag), title: text(raw.title, text(raw.code)), linkAttri: text(raw.linkAttri) };
}

/** Reads an optional list of records; a present value of the wrong type is malformed. */
function recordList(raw: RawRecord, key: string): RawRecord[] | string {
  const value = raw[key];
  if (value == null) return [];
  if (!Array.isArray(value)) return `${key} is not a list`;
  const bad = value.findIndex((item) => !isRecord(item));
  return bad >= 0 ? `${key}[${bad}] is not an object` : (value as RawRecord[]);
}

function readAttributes(raw: RawRecord): EntityAttribute[] | string {
  if (!Array.isArray(raw.attributes)) return raw.attributes == null ? 'attributes missing' : 'attributes is not a list';
  const out: EntityAttribute[] = [];
  for (const [index, item] of raw.attributes.entries()) {
    if (!isRecord(item) || text(item.name) === '') return `attribute ${index} has no name`;
    if (!AUDIT_FIELDS.has(text(item.name))) out.push(readAttribute(item));
  }
  return out.sort((a, b) => a.orderNum - b.orderNum);
}

/**
 * getMeta reply → the entity object of spec §3, or an error value: never throws.
 * Attributes are ordered by orderNum and the audit fields dropped.
 */
export function normalizeEntity(raw: unknown, metaId: string, language?: string): EntityMeta | PlatformError {
  if (isEmptyReply(raw)) return emptyMetaError(metaId);
  if (!isRecord(raw)) return malformed(metaId, 'not an object', language, raw);
  const name = text(raw.code, text(raw.id, metaId));
  if (text(raw.id) === '' && text(raw.code) === '') return malformed(name, 'no id or code', language, raw);
  const attributes = readAttributes(raw);
  if (typeof attributes === 'string') return malformed(name, attributes, language, raw);
  const relations = recordList(raw, 'relations');
  if (typeof relations === 'string') return malformed(name, relations, language, raw);
  const related = recordList(raw, 'relatedEntitys');
  if (typeof related === 'string') return malformed(name, related, language, raw);
  const operates = recordList(raw, 'operates');
  if (typeof operates === 'string') return malformed(name, operates, language, raw);
  return {
    ...readNames(raw),
    labels: labelMap(raw.labels),
    keyType: raw.keyType === 'assigned' ? 'assigned' : 'derive',
    keyNames: textList(raw.keyNames),
    attributes,
    attriIds: attributes.map((attribute) => attribute.id),
    attriNames: attributes.map((attribute) => attribute.name),
    relatedEntitys: related.map(readRelated),
    relations: relations.map(readRelation).sort((a, b) => a.relationSort - b.relationSort),
    attriRelys: Array.isArray(raw.attriRelys) ? raw.attriRelys : [],
    operates,
    searchFields: textList(raw.searchFields).filter((field) => !AUDIT_FIELDS.has(field)),
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
function readNames(raw: RawRecord): Pick<SimpleMeta, 'id' | 'code' | 'name' | 'label'> {
  return {
    id: text(raw.id, text(raw.code)),
    code: text(raw.code, text(raw.id)),
    name: text(raw.name, text(raw.code)),
    label: text(raw.label, text(raw.name, text(raw.code))),
  };
}

export function normalizeSimpleMeta(raw: unknown, metaId: string, language?: string): SimpleMeta | PlatformError {
  if (isEmptyReply(raw)) return emptyMetaError(metaId);
  if (!isRecord(raw)) return malformed(metaId, 'not an object', language, raw);
  if (text(raw.id) === '' && text(raw.code) === '') return malformed(metaId, 'no id or code', language, raw);
  return {
    ...readNames(raw),
    keyNames: textList(raw.keyNames),
  };
}
