/**
 * Forms: the form and list generator of spec §3 (field configs from metadata and page config),
 * field scope and state resolution (spec §4, §5), conditional visibility and required-ness
 * (FieldConfig.condition / requiredCondition), and validation with async-validator using the
 * spec §5 default messages in the current language.
 */
import type { PlatformContext } from '../instance/context.ts';
import type { EntityMeta } from '../meta/types.ts';
import { compileCondition } from '../rules/index.ts';
import type { Condition, ConditionPredicate, ConditionScope } from '../rules/index.ts';
import { buildFields, buildFieldsNow } from './fields.ts';
import type { BuildFieldsInput, FormField, GetMeta } from './fields.ts';
import { createFieldValidator } from './validation.ts';
import type { ValidationErrors } from './validation.ts';
import { warmFormPage } from './warm.ts';
import type { WarmFormDeps, WarmFormQuery } from './warm.ts';

export interface FormsDeps {
  /** Entity metadata by id (meta.getMeta), for attribute names with pipes. */
  getMeta: (metaId: string) => Promise<EntityMeta | undefined>;
  /** Entity metadata already loaded (meta.peekMeta), for buildFieldsNow. */
  peekMeta?: (metaId: string) => EntityMeta | undefined;
  /** Compiles condition lists (rules.compile, memoised); compileCondition when absent. */
  compile?: (list: readonly Condition[] | null | undefined) => ConditionPredicate;
  /** The condition scope (rules.scope): user, role, variables and the page sources. */
  scope?: (page?: { page?: Record<string, unknown> | null; query?: Record<string, unknown> | null; tab?: Record<string, unknown> | null }) => ConditionScope;
  /** The page config, metadata and code list calls of core/meta for `warmPage`, silent. */
  pages?: WarmFormDeps;
}

/** Visibility and required-ness of one field for the current values. */
export interface FieldStatus {
  visible: boolean;
  required: boolean;
  /** Shown and editable: the field takes part in validation. */
  editable: boolean;
}

export interface Form {
  fields: readonly FormField[];
  /** Field name → status for these values (conditions read the values as the row). */
  statuses(values: Record<string, unknown>, scope?: ConditionScope): Record<string, FieldStatus>;
  /**
   * Messages per field for the visible, editable fields; `{}` when valid. Never rejects: an
   * internal failure comes back under the key '*'.
   */
  validate(values: Record<string, unknown>, scope?: ConditionScope): Promise<ValidationErrors>;
}

export interface Forms {
  /** Field configs → fields (see buildFields). */
  buildFields(input: Omit<BuildFieldsInput, 'language'> & { language?: string }): Promise<FormField[]>;
  /** buildFields without waiting, when the related metadata it needs is loaded; else undefined. */
  buildFieldsNow(input: Omit<BuildFieldsInput, 'language'> & { language?: string }): FormField[] | undefined;
  /** A form over built fields: statuses and validation. */
  createForm(fields: readonly FormField[]): Form;
  /**
   * Loads ahead what a form of the entity (or page) asks for before it draws: page config,
   * metadata, the code lists and trees of its fields (warm.ts). Never rejects.
   */
  warmPage(query: WarmFormQuery): Promise<void>;
}

/**
 * Statuses of fields: HIDDEN fields and fields whose `condition` is false are not visible;
 * a field is required by its flag or when its `requiredCondition` holds, and only while visible.
 */
export function fieldStatuses(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  scope: ConditionScope | undefined,
  compile: (list: readonly Condition[] | null | undefined) => ConditionPredicate = compileCondition,
): Record<string, FieldStatus> {
  const out: Record<string, FieldStatus> = {};
  for (const field of fields) {
    const visible = field.state !== 'HIDDEN' && (!field.condition?.length || compile(field.condition)(values, scope));
    const conditional = field.requiredCondition?.length ? compile(field.requiredCondition)(values, scope) : false;
    const required = visible && (field.required || conditional);
    out[field.name] = { visible, required, editable: visible && (field.state === 'ADD' || field.state === 'EDIT') };
  }
  return out;
}

export function createForms(context: PlatformContext, deps: FormsDeps): Forms {
  const compile = deps.compile ?? ((list) => compileCondition(list, { log: (message, detail) => context.env.console.warn(message, detail ?? '') }));
  const language = () => context.state.$language.get();
  const getMeta: GetMeta = (metaId) => deps.getMeta(metaId);

  function createForm(fields: readonly FormField[]): Form {
    const validator = createFieldValidator(fields, language);
    const statuses = (values: Record<string, unknown>, scope?: ConditionScope) => fieldStatuses(fields, values, scope ?? deps.scope?.(), compile);
    return {
      fields,
      statuses,
      async validate(values, scope) {
        try {
          const status = statuses(values ?? {}, scope);
          return await validator.validate(
            values ?? {},
            (field) => status[field.name]!.required,
            (field) => status[field.name]!.editable,
          );
        } catch (error) {
          return { '*': [error instanceof Error ? error.message : String(error)] };
        }
      },
    };
  }

  return {
    buildFields: (input) => buildFields({ ...input, language: input.language ?? language() }, getMeta),
    buildFieldsNow: (input) => buildFieldsNow({ ...input, language: input.language ?? language() }, (metaId) => deps.peekMeta?.(metaId)),
    createForm,
    warmPage: async (query) => {
      if (deps.pages) await warmFormPage(query, deps.pages, language()).catch(() => undefined);
    },
  };
}

export { buildFields, buildFieldsNow, inFieldScope, resolveFieldState } from './fields.ts';
export { drawnField } from './field-kind.ts';
export type { DrawnField } from './field-kind.ts';

/**
 * The version a stored record carries (docs/server-contract.md, "No lost update"): a save sends
 * back the version it was read at, and the server refuses it with `error.conflict` when the record
 * has changed since.
 */
export const RECORD_VERSION_FIELD = 'LOG_VERSION';
export const CONFLICT_CODE = 'error.conflict';
export { createFieldValidator, rulesFor, EMAIL_MAX_LENGTH } from './validation.ts';
export type { BuildFieldsInput, FieldConfig, FieldDataType, FieldScope, FieldState, FormField, FormState, GetMeta } from './fields.ts';
export type { FieldMessages, FieldValidator, ValidationErrors } from './validation.ts';
export type { WarmFormQuery } from './warm.ts';
