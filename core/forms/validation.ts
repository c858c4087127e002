import type AsyncValidator from 'async-validator';
import type { RuleItem, Rules, ValidateError, ValidateMessages } from 'async-validator';
import dayjs from 'dayjs';
import { labelOf, pickLanguage } from '../i18n/localize.ts';
import { formatMessage, translate } from '../i18n/messages.ts';
import { validatorMessages } from '../i18n/validation-messages.ts';
import type { FormField } from './fields.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';

type SchemaClass = typeof AsyncValidator;
type Schema = InstanceType<SchemaClass>;

let schemaClass: Promise<SchemaClass> | undefined;

/**
 * async-validator, imported on the first validation (a lazy chunk: pages without forms never
 * load it). A failed import is retried on the next call.
 */
function loadSchemaClass(): Promise<SchemaClass> {
  schemaClass ??= withLoadTimeout(import('async-validator'), 'validator').then(
    (module) => {
      // Plain Node's ESM loader hands out async-validator's CommonJS exports object, bundlers the class.
      const exported = module.default as unknown;
      const Schema = (typeof exported === 'function' ? exported : (exported as { default: SchemaClass }).default) as SchemaClass;
      // async-validator warns on the console for every failed field; the shell shows the messages itself.
      (Schema as unknown as { warning: () => void }).warning = () => {};
      return Schema;
    },
    (error: unknown) => {
      schemaClass = undefined;
      throw error;
    },
  );
  return schemaClass;
}

/** Field name → messages; empty when every field passes. */
export type ValidationErrors = Record<string, string[]>;

/** Spec §9: an email address must be shorter than 255 characters. */
export const EMAIL_MAX_LENGTH = 254;

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** Inputs deliver text: a numeric string is checked as the number it spells. */
function toNumberIfNumeric(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

function toText(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function numberRules(field: FormField, type: 'integer' | 'number'): RuleItem[] {
  const attribute = field.attribute;
  const rule: RuleItem = { type, transform: toNumberIfNumeric };
  if (typeof attribute?.min === 'number') rule.min = attribute.min;
  if (typeof attribute?.max === 'number') rule.max = attribute.max;
  return [rule];
}

function textRules(field: FormField, messages: FieldMessages): RuleItem[] {
  const attribute = field.attribute;
  const rules: RuleItem[] = [];
  const isEmail = field.attrType === 'email' || attribute?.pattern === 'email' || field.optionType === 'email';
  if (isEmail) {
    rules.push({ type: 'email' }, { type: 'string', max: EMAIL_MAX_LENGTH, transform: toText });
  }
  if (typeof attribute?.maxLength === 'number' && attribute.maxLength > 0) {
    rules.push({ type: 'string', max: attribute.maxLength, transform: toText });
  }
  if (attribute?.pattern && attribute.pattern !== 'email') {
    try {
      // The field config's own message when it gives one, else spec §5's default
      // ('%s value %s does not match pattern %s', labelled and in the UI's language).
      const configured = messages.pattern();
      rules.push({ type: 'string', pattern: new RegExp(attribute.pattern), transform: toText, ...(configured ? { message: configured } : {}) });
    } catch {
      // A pattern the browser cannot compile is a metadata error; the server still checks it.
    }
  }
  return rules;
}

/** Messages a rule of ours (not async-validator's) shows, already labelled. */
export interface FieldMessages {
  required: () => string;
  whitespace: () => string;
  date: () => string;
  /** The field config's message for a value that does not match the attribute's pattern, if any. */
  pattern: () => string | undefined;
}

/**
 * async-validator's own required check only counts '' as empty for string types, and its string
 * type refuses numbers; values here are of any type, so the check is ours (same messages).
 */
function requiredRule(messages: FieldMessages): RuleItem {
  return {
    validator: (_rule, value) => {
      if (isEmpty(value)) return [messages.required()];
      if (typeof value === 'string' && value.trim() === '') return [messages.whitespace()];
      return true;
    },
  };
}

/** A date the user typed or picked: anything dayjs reads as a valid date. */
function dateRule(message: () => string): RuleItem {
  return {
    validator: (_rule, value) => isEmpty(value) || dayjs(value as string).isValid(),
    message,
  };
}

/**
 * async-validator rules for one field from its metadata (DESIGN §4 "Attribute data types"):
 * required, number and integer types (numeric strings accepted), dates, lengths, ranges,
 * email (pattern and under 255 characters) and patterns (with a message of their own).
 */
export function rulesFor(field: FormField, required: boolean, messages: FieldMessages): RuleItem[] {
  const rules: RuleItem[] = [];
  if (required) rules.push(requiredRule(messages));
  switch (field.attrType) {
    case 'int':
      rules.push(...numberRules(field, 'integer'));
      break;
    case 'number':
    case 'money':
      rules.push(...numberRules(field, 'number'));
      break;
    case 'date':
    case 'datetime':
      rules.push(dateRule(messages.date));
      break;
    case 'boolean':
    case 'code':
    case 'tree':
    case 'ref':
    case 'file':
    case 'image':
      break;
    default:
      rules.push(...textRules(field, messages));
  }
  return rules;
}

type MessageTree = { [key: string]: string | MessageTree };

/** The catalogue's templates as functions that show the field's label instead of its name. */
function labelledMessages(tree: MessageTree, labelOf: (name: unknown) => string): ValidateMessages {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      typeof value === 'string' ? (name: unknown, ...args: unknown[]) => formatMessage(value, labelOf(name), ...args) : labelledMessages(value, labelOf);
  }
  return out as ValidateMessages;
}

/**
 * The message a field config gives its pattern check (`patternMessage`, or per language in
 * `patternMessage.i18n`), when it gives one.
 */
export function configuredPatternMessage(field: Pick<FormField, 'config'>, code: string): string | undefined {
  const configured = pickLanguage(field.config['patternMessage.i18n'], code) ?? field.config.patternMessage;
  return typeof configured === 'string' && configured.trim() !== '' ? configured : undefined;
}

/** The label in a given language: configured labels as written, attribute labels per language. */
function labelIn(field: FormField, code: string): string {
  const configured = [field.config.fieldLabel, field.config.attriLabel].find((item) => typeof item === 'string' && item.trim() !== '');
  if (configured) return configured as string;
  return field.attribute ? labelOf(field.attribute, code) || field.label : field.label;
}

export interface FieldValidator {
  /** Resolves with the messages per field; never rejects. */
  validate(values: Record<string, unknown>, required?: (field: FormField) => boolean, included?: (field: FormField) => boolean): Promise<ValidationErrors>;
}

/**
 * A validator for a set of fields. Messages come from the catalogue (spec §5 defaults) in the
 * language current at each call, with the field labels in place of names.
 */
export function createFieldValidator(fields: readonly FormField[], language: () => string): FieldValidator {
  const messagesByLanguage = new Map<string, ValidateMessages>();
  const messagesFor = (code: string) => {
    let messages = messagesByLanguage.get(code);
    if (!messages) {
      const labels = new Map(fields.map((field) => [field.name, labelIn(field, code)]));
      const labelOf = (name: unknown) => labels.get(String(name)) ?? String(name);
      messages = labelledMessages(validatorMessages(code) as MessageTree, labelOf);
      messagesByLanguage.set(code, messages);
    }
    return messages;
  };
  const schemas = new Map<string, Schema>();

  async function validate(
    values: Record<string, unknown>,
    required = (field: FormField) => field.required,
    included = (_field: FormField) => true,
  ): Promise<ValidationErrors> {
    const code = language();
    const messages = messagesFor(code);
    const say = (path: (m: ValidateMessages) => unknown, ...args: unknown[]) => (path(messages) as (...a: unknown[]) => string)(...args);
    // Schemas are reused while the language, the checked fields and their required flags stay.
    const checked = fields.filter((field) => included(field)).map((field) => [field, required(field)] as const);
    const key = `${code}|${checked.map(([field, isRequired]) => (isRequired ? `${field.name}!` : field.name)).join(',')}`;
    let schema = schemas.get(key);
    if (!schema) {
      let Schema: SchemaClass;
      try {
        Schema = await loadSchemaClass();
      } catch (failure) {
        return { '*': [String((failure as Error)?.message ?? failure)] };
      }
      const descriptor: Rules = {};
      for (const [field, isRequired] of checked) {
        const rules = rulesFor(field, isRequired, {
          required: () => say((m) => m.required, field.name),
          whitespace: () => say((m) => m.whitespace, field.name),
          date: () => say((m) => m.types?.date, field.name, 'date'),
          pattern: () => configuredPatternMessage(field, code),
        });
        if (rules.length > 0) descriptor[field.name] = rules;
      }
      schema = new Schema(descriptor);
      schema.messages(messages);
      // Each required-condition combination is a schema; a cap keeps odd forms from growing it.
      if (schemas.size >= 64) schemas.clear();
      schemas.set(key, schema);
    }
    return run(schema, values);
  }

  return { validate };
}

async function run(schema: Schema, values: Record<string, unknown>): Promise<ValidationErrors> {
  try {
    await schema.validate({ ...values }, { suppressWarning: true });
    return {};
  } catch (failure) {
    const errors = (failure as { errors?: ValidateError[] })?.errors;
    if (!Array.isArray(errors)) return { '*': [String((failure as Error)?.message ?? failure)] };
    const out: ValidationErrors = {};
    for (const error of errors) {
      const field = error.field ?? '*';
      (out[field] ??= []).push(error.message ?? '');
    }
    return out;
  }
}
