import { labelOf, pickLanguage } from '../i18n/localize.ts';
import { AUDIT_FIELDS } from '../meta/entity.ts';
import type { EntityAttribute, EntityMeta } from '../meta/types.ts';
import type { Condition } from '../rules/index.ts';

/** Field states of spec §3: the four page states, plus HIDDEN (kept, not shown) and INVALID (dropped). */
export type FieldState = 'ADD' | 'EDIT' | 'DETAIL' | 'SEARCH' | 'HIDDEN' | 'INVALID';
export type FormState = 'ADD' | 'EDIT' | 'DETAIL' | 'SEARCH';
/** Widget kinds a field config may name (spec §3); without one the attribute's type decides. */
export type FieldDataType = 'list' | 'treeList' | 'radio' | 'multibox' | 'custom' | 'meta';

/** A field as page configuration writes it (server-contract.md "FieldConfig"). */
export interface FieldConfig {
  attriName: string;
  attriLabel?: string;
  fieldLabel?: string;
  emptyText?: string;
  state?: FieldState | string;
  dataType?: FieldDataType | string;
  codeKey?: string;
  isRequired?: boolean | string;
  optionType?: string;
  width?: number | string;
  /** Visible only when true (DESIGN §4 condition list over the form values). */
  condition?: Condition[];
  /** Required when true. */
  requiredCondition?: Condition[];
  /** The message of the attribute's pattern check (per language in `patternMessage.i18n`). */
  patternMessage?: string;
  [key: string]: unknown;
}

/** A field ready to draw: label resolved, state resolved, attribute found (through pipes). */
export interface FormField {
  name: string;
  label: string;
  state: Exclude<FieldState, 'INVALID'>;
  /** The widget kind from the config, else list/treeList for code/tree attributes. */
  dataType?: string;
  /** The attribute's own data type (DESIGN §4 "Attribute data types"). */
  attrType?: string;
  attribute?: EntityAttribute;
  /** The entity that owns the attribute (the last one walked for a piped name). */
  owner?: EntityMeta;
  emptyText?: string;
  codeKey?: string;
  relatedEntity?: string;
  optionType?: string;
  width?: number | string;
  required: boolean;
  isKey: boolean;
  condition?: Condition[];
  requiredCondition?: Condition[];
  config: FieldConfig;
}

/** Allowed attribute names per state group: '1' read-only states (DETAIL, SEARCH), '2' ADD/EDIT. */
export interface FieldScope {
  '1'?: string[];
  '2'?: string[];
}

export interface BuildFieldsInput {
  meta: EntityMeta;
  state: FormState;
  /** Page config fields (or columns, searchFields); without them, every attribute in order. */
  fields?: FieldConfig[] | null;
  fieldScope?: FieldScope | null;
  hiddenFields?: string[] | null;
  /** Label language, '010' or '011'. */
  language?: string;
}

export type GetMeta = (metaId: string) => Promise<EntityMeta | undefined>;

const STATES = new Set(['ADD', 'EDIT', 'DETAIL', 'SEARCH', 'HIDDEN', 'INVALID']);
const SCOPE_FREE = new Set(['meta', 'custom']);

function flag(value: unknown): boolean {
  return value === true || value === '1' || value === 1 || value === 'true';
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

interface Resolved {
  attribute?: EntityAttribute;
  owner?: EntityMeta;
}

/**
 * `A|B|C`: A is an attribute of the entity, whose related entity (by id) holds B, and so on.
 * A missing step leaves the field without an attribute (its config may still label it).
 */
const byName = new WeakMap<EntityMeta, Map<string, EntityAttribute>>();

/** The entity's attributes by name, indexed once per entity object (a form looks up every field). */
function attributeNamed(meta: EntityMeta, name: string | undefined): EntityAttribute | undefined {
  let index = byName.get(meta);
  if (!index) {
    index = new Map();
    for (const item of meta.attributes) if (!index.has(item.name)) index.set(item.name, item);
    byName.set(meta, index);
  }
  return name === undefined ? undefined : index.get(name);
}

/** Related metadata by id while fields are built: undefined when the entity has none (or it failed). */
type MetaLookup = (metaId: string) => EntityMeta | undefined;

function resolveAttribute(meta: EntityMeta, name: string, lookup: MetaLookup): Resolved {
  const steps = name.split('|').map((step) => step.trim());
  let owner: EntityMeta | undefined = meta;
  for (let i = 0; owner && i < steps.length; i += 1) {
    const attribute: EntityAttribute | undefined = attributeNamed(owner, steps[i]);
    if (!attribute) return {};
    if (i === steps.length - 1) return { attribute, owner };
    owner = attribute.relatedEntity ? lookup(attribute.relatedEntity) : undefined;
  }
  return {};
}

function widgetOf(config: FieldConfig, attribute: EntityAttribute | undefined): string | undefined {
  if (text(config.dataType)) return config.dataType;
  if (attribute?.dataType === 'code') return 'list';
  if (attribute?.dataType === 'tree') return 'treeList';
  return undefined;
}

/**
 * Spec §4 "Field state resolution", in order: INVALID is dropped (undefined); listed hidden
 * fields become HIDDEN; a key field is HIDDEN unless the key is assigned (the user types it);
 * a derived key (the server makes it) is HIDDEN in ADD and EDIT.
 */
export function resolveFieldState(
  configured: string | undefined,
  formState: FormState,
  facts: { name: string; isKey: boolean; keyType?: string; hiddenFields?: readonly string[] | null },
): FormField['state'] | undefined {
  const state = (configured && STATES.has(configured) ? configured : formState) as FieldState;
  if (state === 'INVALID') return undefined;
  if (facts.hiddenFields?.includes(facts.name)) return 'HIDDEN';
  if (facts.isKey && facts.keyType !== 'assigned') return 'HIDDEN';
  if (facts.isKey && facts.keyType === 'derive' && (state === 'ADD' || state === 'EDIT')) return 'HIDDEN';
  return state;
}

/**
 * Spec §5 "Form generator": outside the field scope a field is dropped, except meta and custom
 * fields (sub-entity sections and custom widgets are not attributes). The group follows the
 * field's own state when it has one, so a read-only field in an edit form checks list '1'.
 * An absent or empty list sets no limit.
 */
export function inFieldScope(name: string, dataType: string | undefined, state: FieldState, formState: FormState, scope?: FieldScope | null): boolean {
  if (!scope || (dataType && SCOPE_FREE.has(dataType))) return true;
  const effective = state === 'HIDDEN' || state === 'INVALID' ? formState : state;
  const allowed = scope[effective === 'ADD' || effective === 'EDIT' ? '2' : '1'];
  return !allowed || allowed.length === 0 || allowed.includes(name);
}

function configsFromMeta(meta: EntityMeta): FieldConfig[] {
  return meta.attributes.map((attribute) => ({ attriName: attribute.name }));
}

function buildField(config: FieldConfig, input: BuildFieldsInput, lookup: MetaLookup): FormField | undefined {
  const name = text(config?.attriName)?.trim();
  if (!name || AUDIT_FIELDS.has(name)) return undefined;
  const { attribute, owner } = resolveAttribute(input.meta, name, lookup);
  const language = input.language ?? '010';
  const label = text(config.fieldLabel) ?? text(config.attriLabel) ?? (attribute ? text(labelOf(attribute, language)) : undefined);
  if (!label) return undefined;
  const dataType = widgetOf(config, attribute);
  const isKey = owner === input.meta && input.meta.keyNames.includes(name);
  const state = resolveFieldState(text(config.state), input.state, { name, isKey, keyType: input.meta.keyType, hiddenFields: input.hiddenFields });
  if (!state || !inFieldScope(name, dataType, state, input.state, input.fieldScope)) return undefined;
  return {
    name,
    label,
    state,
    dataType,
    attrType: attribute?.dataType,
    attribute,
    owner,
    // A placeholder in the UI's language (spec §9: `emptyText.i18n` beside `emptyText`).
    emptyText: pickLanguage((config as Record<string, unknown>)['emptyText.i18n'], language) ?? text(config.emptyText),
    codeKey: text(config.codeKey) ?? attribute?.codeKey,
    relatedEntity: attribute?.relatedEntity,
    optionType: text(config.optionType),
    width: config.width,
    required: config.isRequired !== undefined ? flag(config.isRequired) : flag(attribute?.isRequired),
    isKey,
    condition: config.condition,
    requiredCondition: config.requiredCondition,
    config,
  };
}

/** The fields of spec §3 with related metadata from `lookup`; `missing` lists the ids it lacked. */
function fieldsWith(input: BuildFieldsInput, lookup: (metaId: string) => EntityMeta | undefined | null): { fields: FormField[]; missing: Set<string> } {
  const missing = new Set<string>();
  const configs = input.fields && input.fields.length > 0 ? input.fields : configsFromMeta(input.meta);
  const found: MetaLookup = (metaId) => {
    const meta = lookup(metaId);
    if (meta === null) missing.add(metaId);
    return meta ?? undefined;
  };
  const fields = configs.map((config) => buildField(config, input, found)).filter((field): field is FormField => field !== undefined);
  return { fields, missing };
}

/**
 * The form and list generator of spec §3: page field configs (or, without them, every attribute
 * of the entity) to fields with labels, widgets, states and required flags. Omitted: fields
 * without a name or a label, audit fields, INVALID fields and fields outside the field scope.
 * Related metadata (attribute names with pipes) is loaded with `getMeta`, one level per round.
 */
export async function buildFields(input: BuildFieldsInput, getMeta: GetMeta): Promise<FormField[]> {
  const loaded = new Map<string, EntityMeta | undefined>();
  for (;;) {
    const { fields, missing } = fieldsWith(input, (metaId) => (loaded.has(metaId) ? loaded.get(metaId) : null));
    if (missing.size === 0) return fields;
    await Promise.all([...missing].map(async (metaId) => loaded.set(metaId, await getMeta(metaId).catch(() => undefined))));
  }
}

/**
 * buildFields at once, when every related metadata it needs is loaded already (`peekMeta`);
 * undefined when one is not, so the caller builds them with buildFields.
 */
export function buildFieldsNow(input: BuildFieldsInput, peekMeta: (metaId: string) => EntityMeta | undefined): FormField[] | undefined {
  const { fields, missing } = fieldsWith(input, (metaId) => peekMeta(metaId) ?? null);
  return missing.size === 0 ? fields : undefined;
}
