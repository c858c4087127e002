/**
 * Pure parts of a refused save (docs/server-contract.md, "No lost update"): reading the refusal,
 * comparing the person's input with the stored record field by field, and the merged values a
 * "save over it" sends.
 */
import { CONFLICT_CODE, RECORD_VERSION_FIELD } from '../forms/index.ts';
import type { Children, LiveFieldLike, RecordRelation, Row } from './types.ts';

export interface Conflict {
  /** Counts refusals, so that a second one with the same words is still announced as new. */
  seq: number;
  /** The server's own words, for a server that does not say who and when. */
  message: string;
  version?: unknown;
  updatedBy?: string;
  updatedByName?: string;
  updatedAt?: string;
  /** The stored record (all attributes and its version), when the server sent it. */
  current?: Row;
  children: Children;
}

export type Choice = 'mine' | 'theirs';

export interface FieldDiff<F extends LiveFieldLike = LiveFieldLike> {
  field: F;
  mine: unknown;
  theirs: unknown;
  /** The person changed this field since reading; otherwise only they did. */
  edited: boolean;
}

export interface ChildDiff<R extends RecordRelation = RecordRelation> {
  relation: R;
  mine: Row[];
  theirs: Row[];
  edited: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : String(v));

/** The conflict in a rejected save (core's PlatformError: `detail` is the envelope), else null. */
export function readConflict(error: unknown, seq = 1): Conflict | null {
  if (!isObject(error)) return null;
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (code !== CONFLICT_CODE) return null;
  const data = isObject(detail) && isObject(detail.data) ? detail.data : {};
  const current = isObject(data.current) ? { ...data.current } : undefined;
  // The version the refusal names wins over the row's own copy: it is what a save over must send.
  if (current && data.version !== undefined && data.version !== null) current[RECORD_VERSION_FIELD] = data.version;
  const children = isObject(data.children)
    ? Object.fromEntries(Object.entries(data.children).map(([k, rows]) => [k, Array.isArray(rows) ? (rows as Row[]) : []]))
    : {};
  return {
    seq,
    message: String(message ?? ''),
    version: data.version ?? current?.[RECORD_VERSION_FIELD],
    updatedBy: text(data.updatedBy),
    updatedByName: text(data.updatedByName),
    updatedAt: text(data.updatedAt),
    current,
    children,
  };
}

const NUMERIC = new Set(['int', 'number', 'money']);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether two values read the same: empty is empty whatever its form, numbers compare as numbers
 * for numeric fields only (a phone "0101" is not "101"), booleans as '1'/'0' as the inputs write them.
 */
export function sameValue(a: unknown, b: unknown, dataType?: string): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  const norm = (v: unknown) => (v === true ? '1' : v === false ? '0' : String(v));
  if (dataType && NUMERIC.has(dataType)) {
    const [x, y] = [Number(a), Number(b)];
    if (Number.isFinite(x) && Number.isFinite(y)) return x === y;
  }
  return norm(a) === norm(b);
}

/** The visible fields a save sends whose input differs from the stored record. */
export function fieldDiffs<F extends LiveFieldLike>(fields: readonly F[], mine: Row, read: Row, theirs: Row): Array<FieldDiff<F>> {
  return fields
    .filter((f) => f.visible && !f.readOnly && !sameValue(mine[f.name], theirs[f.name], f.dataType))
    .map((f) => ({ field: f, mine: mine[f.name], theirs: theirs[f.name], edited: !sameValue(mine[f.name], read[f.name], f.dataType) }));
}

/** A row as a person sees it: without the grid's row id, the audit columns and the version. */
function content(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('__') && !k.startsWith('LOG_')));
}

export function rowsDiffer(a: readonly Row[], b: readonly Row[]): boolean {
  if (a.length !== b.length) return true;
  return a.some((row, i) => {
    const [x, y] = [content(row), content(b[i]!)];
    return [...new Set([...Object.keys(x), ...Object.keys(y)])].some((k) => !sameValue(x[k], y[k]));
  });
}

/** Child sections whose rows differ between the input and the stored record. */
export function childDiffs<R extends RecordRelation>(relations: readonly R[], mine: Children, read: Children, theirs: Children): Array<ChildDiff<R>> {
  return relations
    .filter((r) => rowsDiffer(mine[r.code] ?? [], theirs[r.code] ?? []))
    .map((r) => ({ relation: r, mine: mine[r.code] ?? [], theirs: theirs[r.code] ?? [], edited: rowsDiffer(mine[r.code] ?? [], read[r.code] ?? []) }));
}

export const childChoiceKey = (code: string) => `child:${code}`;

/**
 * Keep what the person changed, take what only they changed: defaulting an untouched field to
 * "mine" would write the old value back over their change, the very update this is meant not to lose.
 */
export function choiceOf(choices: Record<string, Choice>, key: string, edited: boolean): Choice {
  return choices[key] ?? (edited ? 'mine' : 'theirs');
}

/** The stored record with the chosen fields of the input over it, at the stored version. */
export function mergeValues(theirs: Row, diffs: readonly FieldDiff[], choices: Record<string, Choice>): Row {
  const out: Row = { ...theirs };
  for (const d of diffs) if (choiceOf(choices, d.field.name, d.edited) === 'mine') out[d.field.name] = d.mine;
  return out;
}

export function mergeChildren(theirs: Children, diffs: readonly ChildDiff[], choices: Record<string, Choice>): Children {
  const out: Children = { ...theirs };
  for (const d of diffs) if (choiceOf(choices, childChoiceKey(d.relation.code), d.edited) === 'mine') out[d.relation.code] = d.mine;
  return out;
}
