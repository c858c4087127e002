/**
 * The server shapes the entity pages read (docs/server-contract.md "Metadata"), as the pages
 * need them. core/meta returns these normalised; the pages only rely on the fields below.
 */
import type { Operate, Row } from '../../../core/actions/index.ts';
import type { EntityAttribute, EntityMeta as CoreEntityMeta, EntityRelation } from '../../../core/meta/index.ts';
import type { Condition } from './conditions.ts';

export type { Operate, Row };

/** An attribute as core/meta normalises it. */
export type Attribute = EntityAttribute;

/**
 * The fields of a relation the pages read (core/meta's relations have them all), with the child
 * entity the form resolves for it (see childEntityOf).
 */
export type Relation = Pick<EntityRelation, 'code' | 'entityB' | 'flag' | 'linkAttri' | 'viewCascade' | 'title'> &
  Partial<Pick<EntityRelation, 'id' | 'entityA'>> & { child?: string };

/** Entity metadata as core/meta normalises it; the operates are the page's operation configs. */
export interface EntityMeta extends Omit<CoreEntityMeta, 'relations' | 'operates'> {
  relations: Relation[];
  operates: Operate[];
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

export interface CodeOption {
  value: string;
  text: string;
  children?: CodeOption[];
}
