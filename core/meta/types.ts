/** Shapes of spec §3 as core hands them out (normalised from the replies of server-contract.md). */

export type LanguageLabels = Record<string, string>;

export interface EntityAttribute {
  id: string;
  name: string;
  label: string;
  /** Per-language labels: { '010': '名称', '011': 'Name' }. */
  labels: LanguageLabels;
  dataType: string;
  isRequired: boolean;
  orderNum: number;
  /** "1" marks a business key (kept as the server's flag, spec §3). */
  busiKey: string;
  relatedEntity?: string;
  codeKey?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
}

export interface EntityRelation {
  id: string;
  code: string;
  entityA: string;
  entityB: string;
  flag: string;
  linkAttri: string;
  viewCascade: string;
  relationSort: number;
  title: string;
  /** `flag` and `viewCascade` both "1": shown as a child section in edit and detail. */
  isChildSection: boolean;
}

export interface RelatedEntity {
  id: string;
  code: string;
  flag: string;
  title: string;
  linkAttri: string;
}

export interface EntityMeta {
  id: string;
  code: string;
  name: string;
  label: string;
  /** Per-language labels of the entity, when the server sends them. */
  labels: LanguageLabels;
  keyType: 'assigned' | 'derive';
  keyNames: string[];
  /** Ordered by orderNum; the audit fields are not here. */
  attributes: EntityAttribute[];
  attriIds: string[];
  attriNames: string[];
  relatedEntitys: RelatedEntity[];
  relations: EntityRelation[];
  attriRelys: unknown[];
  operates: Array<Record<string, unknown>>;
  searchFields: string[];
  addPage?: string;
  detailPage?: string;
  editPage?: string;
  findPage?: string;
  defaultStatisticsPage?: string;
  clientCode?: string;
  systemCode?: string;
  serverCode?: string;
  metaType?: string;
}

export interface SimpleMeta {
  id: string;
  code: string;
  name: string;
  label: string;
  keyNames: string[];
}

/**
 * A cached metadata node (spec §3 "Cached metadata nodes"). `fieldKey` is the composite key:
 * the link flags from the root down to the node's parent joined with '.', then the node's
 * code (`contacts.NAME`; a root field is just `NAME`).
 */
export interface MetaNode {
  id: string;
  code: string;
  text: string;
  type: string;
  systemCode?: string;
  clientCode?: string;
  linkFlag?: string;
  relationType?: string;
  relatedEntity?: string;
  fieldKey: string;
  /** Fields first, then the sub-relations (the same nodes as `relationMeta`). */
  children: MetaNode[];
  /** Sub-relations (`relationMetaList` in replies), each `isSub` with type 'meta'. */
  relationMeta: MetaNode[];
  isSub?: boolean;
  /** First node of a view-field tree. */
  main?: boolean;
}

/** Code-list and tree node (spec §3): `values` is the path of values from the root to the node. */
export interface CodeNode {
  text: string;
  title: string;
  value: string;
  values: string[];
  children: CodeNode[];
}

export interface FuzzyOption {
  value: string;
  label: string;
}

export interface MetaTag {
  id: string;
  name: string;
  color?: string;
}

export interface SystemVariable {
  NAME: string;
  VALUE: string;
  ORDER_NUM: number;
}
