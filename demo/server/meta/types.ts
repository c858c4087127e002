/** Shapes of the entity definitions the server is driven by (docs/server-contract.md "Metadata"). */

export type DataType =
  | 'string'
  | 'text'
  | 'int'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'code'
  | 'tree'
  | 'ref'
  | 'file'
  | 'image'
  | 'richtext'
  /** A secret typed by the user (an initial password): sent, never stored as typed nor read back. */
  | 'password';

export interface AttrDef {
  name: string;
  zh: string;
  en: string;
  type: DataType;
  required?: boolean;
  busiKey?: boolean;
  codeKey?: string;
  relatedEntity?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  /** A regular expression, or `email` for an email address (checked as one on both sides). */
  pattern?: string;
  /** SQL column when it differs from the attribute name (e.g. `CLIENT|CODE`). */
  column?: string;
}

export interface RelationDef {
  code: string;
  child: string;
  linkAttri: string;
  zh: string;
  en: string;
}

export interface OperateDef {
  name: string;
  label: string;
  type: 'post' | 'open' | 'download' | 'delete' | 'refresh';
  action?: string;
  needSelect?: 0 | 1 | 'n';
  confirm?: string;
  condition?: { field: string; mode: string; value?: unknown }[];
  tip?: string;
  openType?: number;
  pageId?: string;
  flag?: string;
  afterAction?: 'refresh' | 'close' | 'open';
  right?: string;
}

export interface EntityDef {
  id: string;
  code: string;
  system: string;
  zh: string;
  en: string;
  keyType: 'assigned' | 'derive';
  /** Business entities are checked against roleEntityApiMap and writable. */
  metaType: 'business' | 'platform';
  attrs: AttrDef[];
  relations?: RelationDef[];
  operates?: OperateDef[];
  searchFields?: string[];
  tags?: { id: string; name: string; color: string }[];
  /** Attributes a form sends but no read returns (they have no column): listed by the meta only. */
  formOnly?: AttrDef[];
  /** Fields shown by the FM_ENTITY_VIEW views, by view id. */
  views?: Record<string, string[]>;
  audit?: boolean;
}

export const AUDIT_ATTRS: AttrDef[] = [
  { name: 'LOG_C_TIME', zh: '创建时间', en: 'Created at', type: 'datetime' },
  { name: 'LOG_C_USER', zh: '创建人', en: 'Created by', type: 'string' },
  { name: 'LOG_U_TIME', zh: '修改时间', en: 'Updated at', type: 'datetime' },
  { name: 'LOG_U_USER', zh: '修改人', en: 'Updated by', type: 'string' },
];

/** The record version every business row carries (docs/server-contract.md, "No lost update"). */
export const VERSION_COLUMN = 'LOG_VERSION';

/**
 * The client every business row belongs to (docs/server-contract.md, "Tenancy"). Not an
 * attribute: no request can send, filter, sort or read it; the server fills it from the caller.
 */
export const CLIENT_COLUMN = 'CLIENT_ID';

/** Rows per business table and client, kept by triggers (db/schema.ts). */
export const ROW_COUNT_TABLE = 'FM_ROW_COUNT';
