import { toText } from './modes.ts';

type Bag = Record<string, unknown> | null | undefined;

/**
 * Where placeholder values come from (spec §7 "Parameter placeholders"):
 * - `$[x]`: `page` (the page context), then `query`, then `tab` (the tab's query), first defined;
 * - `#[f]`: the selected row's field; with several selected `rows`, their values comma-joined;
 * - `#{x}`: the system variables (FM_SEARCH_PARAM NAME → VALUE), then `user.<field>` of the user
 *   and `roleCode` of the route, then, as `#[x]` (spec §7: "#{x} is similar"), the selected row.
 */
export interface PlaceholderSources {
  page?: Bag;
  query?: Bag;
  tab?: Bag;
  row?: Bag;
  rows?: readonly Bag[];
  variables?: Bag;
  user?: Bag;
  roleCode?: string;
}

const TOKEN = /\$\[([^\]]+)\]|#\[([^\]]+)\]|#\{([^}]+)\}/g;
const WHOLE = /^(?:\$\[([^\]]+)\]|#\[([^\]]+)\]|#\{([^}]+)\})$/;
const ANY = /\$\[[^\]]+\]|#\[[^\]]+\]|#\{[^}]+\}/;

function pick(bag: Bag, key: string): unknown {
  return bag == null ? undefined : bag[key];
}

export function lookupPage(sources: PlaceholderSources, name: string): unknown {
  const fromPage = pick(sources.page, name);
  if (fromPage !== undefined) return fromPage;
  const fromQuery = pick(sources.query, name);
  return fromQuery !== undefined ? fromQuery : pick(sources.tab, name);
}

function lookupRow(sources: PlaceholderSources, field: string): unknown {
  const rows = sources.rows;
  if (rows && rows.length > 1) return rows.map((row) => toText(pick(row, field))).join(',');
  return pick(sources.row ?? rows?.[0], field);
}

function lookupVariable(sources: PlaceholderSources, name: string): unknown {
  // Variable maps come keyed by NAME or by the placeholder itself (`#{NAME}`, meta's map).
  const variable = pick(sources.variables, name) ?? pick(sources.variables, `#{${name}}`);
  if (variable !== undefined) return variable;
  if (name === 'roleCode' || name === 'user.roleCode') return sources.roleCode;
  if (name.startsWith('user.')) return pick(sources.user, name.slice(5));
  return lookupRow(sources, name);
}

function lookup(sources: PlaceholderSources, match: RegExpExecArray | string[]): unknown {
  const [, page, row, variable] = match;
  if (page !== undefined) return lookupPage(sources, page.trim());
  if (row !== undefined) return lookupRow(sources, row.trim());
  return lookupVariable(sources, (variable ?? '').trim());
}

/** True when a string, or any string inside an array or plain object, holds a placeholder. */
export function hasPlaceholder(value: unknown): boolean {
  if (typeof value === 'string') return ANY.test(value);
  if (Array.isArray(value)) return value.some(hasPlaceholder);
  if (isPlainObject(value)) return Object.values(value).some(hasPlaceholder);
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function resolveString(text: string, sources: PlaceholderSources): unknown {
  const whole = WHOLE.exec(text);
  // A string that is exactly one placeholder takes the value itself, so numbers, booleans,
  // arrays and objects reach the server with their type.
  if (whole) return lookup(sources, whole);
  if (!ANY.test(text)) return text;
  return text.replace(TOKEN, (...groups: string[]) => toText(lookup(sources, groups)));
}

/**
 * Replaces placeholders anywhere in a payload (nested objects and arrays), returning a new value
 * and leaving the input untouched. A whole-string placeholder keeps the type of what it names
 * (`undefined` when nothing has it, so JSON drops the key); inside longer text it is interpolated
 * (`''` when missing). Keys are never rewritten.
 */
export function resolvePlaceholders<T>(payload: T, sources: PlaceholderSources): T {
  return walk(payload, sources) as T;
}

function walk(value: unknown, sources: PlaceholderSources): unknown {
  if (typeof value === 'string') return resolveString(value, sources);
  if (Array.isArray(value)) return value.map((item) => walk(item, sources));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = walk(item, sources);
    return out;
  }
  return value;
}
