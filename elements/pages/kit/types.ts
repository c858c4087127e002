/**
 * The server shapes the entity pages read (docs/server-contract.md "Metadata"), as the pages
 * need them. core/meta returns these normalised; the pages only rely on the fields below.
 */
import type { Condition } from './conditions.ts';

export type DataType =
  | 'string' | 'text' | 'int' | 'number' | 'money' | 'boolean' | 'date' | 'datetime'
  | 'code' | 'tree' | 'ref' | 'file' | 'image' | 'richtext';

export interface Attribute {
  name: string;
  label: string;
  labels?: Record<string, string>;
  dataType: DataType | string;
  isRequired?: string | boolean;
  orderNum?: number;
  busiKey?: string;
  relatedEntity?: string;
  codeKey?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
}

export interface Relation {
  id?: string;
  code: string;
  entityA?: string;
  entityB: string;
  flag: string;
  linkAttri: string;
  viewCascade: string;
  title: string;
  /** The child entity, resolved by the form (see childEntityOf). */
  child?: string;
}

export interface Operate {
  name: string;
  label: string;
  type: 'post' | 'open' | 'download' | 'delete' | 'refresh' | string;
  action?: string;
  rule?: string;
  needSelect?: 0 | 1 | 'n' | string;
  confirm?: string;
  condition?: Condition[];
  tip?: string;
  openType?: number;
  pageId?: string;
  flag?: string;
  params?: Record<string, unknown>;
  afterAction?: 'refresh' | 'close' | 'open' | string;
  right?: string;
}

export interface EntityMeta {
  id: string;
  code: string;
  name?: string;
  label?: string;
  keyType?: string;
  keyNames: string[];
  attributes: Attribute[];
  relations?: Relation[];
  operates?: Operate[];
  searchFields?: string[];
}

export interface FieldConfig {
  attriName: string;
  attriLabel?: string;
  fieldLabel?: string;
  emptyText?: string;
  state?: string;
  dataType?: string;
  codeKey?: string;
  isRequired?: string | boolean;
  optionType?: string;
  width?: number | string;
  condition?: Condition[];
  requiredCondition?: Condition[];
}

export interface PageContent {
  title?: string;
  'title.i18n'?: Record<string, string>;
  columns?: FieldConfig[];
  fields?: FieldConfig[];
  searchFields?: FieldConfig[];
  operates?: Operate[];
  rowOperates?: Operate[];
  fieldScope?: Record<string, string[]>;
  hiddenFields?: string[];
  statistics?: { groupBy: string; sum?: string[]; chart?: 'bar' | 'pie' };
  pageSize?: number;
  sort?: Array<{ field: string; order: 'asc' | 'desc' }>;
  mounted?: unknown;
  destroyed?: unknown;
  [key: string]: unknown;
}

export interface PageRecord {
  ID: string;
  PAGE_ID?: string;
  META_ID?: string;
  META_CODE?: string;
  FLAG?: string;
  TITLE?: string;
  RIGHT_CONTROL_MODE?: string;
  CONTENT?: string;
  compileJS?: string;
}

export type Row = Record<string, unknown>;

export interface CodeOption {
  value: string;
  text: string;
  children?: CodeOption[];
}
