/** Columns and search fields of a list page: page config first, entity metadata otherwise. */
import { drawnField } from '../../../core/forms/index.ts';
import type { Attribute, EntityMeta, FieldConfig, PageContent } from './types.ts';

export interface Column {
  name: string;
  label: string;
  dataType: string;
  codeKey?: string;
  relatedEntity?: string;
  optionType?: string;
  /** A `custom` search field's registered renderer (list cells show the value as text). */
  renderer?: string;
  width?: number;
}

const AUDIT = new Set(['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER']);

export function attributeLabel(attr: Attribute | undefined, language: string, fallback = ''): string {
  if (!attr) return fallback;
  return attr.labels?.[language] || attr.label || attr.name || fallback;
}

function fromConfig(meta: EntityMeta, config: FieldConfig, language: string): Column | null {
  const attr = meta.attributes.find((a) => a.name === config.attriName);
  if (!attr && !config.attriLabel && !config.fieldLabel) return null;
  const width = Number(config.width);
  // The config's dataType (list, treeList, meta, custom...) decides how the value shows (core/forms).
  const drawn = drawnField(config, attr);
  return {
    name: config.attriName,
    label: config.fieldLabel || (attr ? attributeLabel(attr, language) : '') || config.attriLabel || config.attriName,
    dataType: drawn.dataType,
    codeKey: drawn.codeKey,
    relatedEntity: drawn.relatedEntity,
    optionType: drawn.optionType,
    renderer: drawn.renderer,
    width: Number.isFinite(width) && width > 0 ? width : undefined,
  };
}

function fromAttribute(attr: Attribute, language: string): Column {
  return { name: attr.name, label: attributeLabel(attr, language), dataType: attr.dataType, codeKey: attr.codeKey, relatedEntity: attr.relatedEntity };
}

/** The business attributes in order: no audit fields, no derived key. */
export function visibleAttributes(meta: EntityMeta): Attribute[] {
  const derivedKeys = meta.keyType === 'derive' ? new Set(meta.keyNames) : new Set<string>();
  return meta.attributes.filter((a) => !AUDIT.has(a.name) && !derivedKeys.has(a.name)).sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0));
}

export function listColumns(meta: EntityMeta, content: PageContent, language: string): Column[] {
  const hidden = new Set(content.hiddenFields ?? []);
  const configured = content.columns?.length
    ? content.columns.map((c) => fromConfig(meta, c, language)).filter((c): c is Column => c !== null)
    : visibleAttributes(meta)
        .filter((a) => a.dataType !== 'richtext')
        .map((a) => fromAttribute(a, language));
  return configured.filter((c) => !hidden.has(c.name));
}

export function searchColumns(meta: EntityMeta, content: PageContent, language: string): Column[] {
  if (content.searchFields?.length) {
    return content.searchFields.map((c) => fromConfig(meta, c, language)).filter((c): c is Column => c !== null);
  }
  return (meta.searchFields ?? [])
    .map((name) => meta.attributes.find((a) => a.name === name))
    .filter((a): a is Attribute => a !== undefined)
    .map((a) => fromAttribute(a, language));
}

/** The key of a row: the entity's key names joined, as removeMulti and get expect. */
export function rowKey(meta: EntityMeta, row: Record<string, unknown>): string {
  const names = meta.keyNames.length ? meta.keyNames : ['ID'];
  return names.map((n) => String(row[n] ?? '')).join(',');
}

/**
 * `rowKey` for one entity, made once: a list reads the key of every one of its rows (selecting
 * 100,000 of them), so the common one-name key skips the array and the join.
 */
export function rowKeyReader(meta: EntityMeta): (row: Record<string, unknown>) => string {
  const names = meta.keyNames.length ? meta.keyNames : ['ID'];
  if (names.length === 1) {
    const name = names[0]!;
    return (row) => String(row[name] ?? '');
  }
  return (row) => rowKey(meta, row);
}

export function pageTitle(content: PageContent, record: { TITLE?: string } | undefined, meta: EntityMeta | undefined, language: string): string {
  return content['title.i18n']?.[language] || content.title || record?.TITLE || meta?.label || meta?.name || '';
}
