/**
 * Checks at the edge of core: metadata a server (or a host) sends with the wrong types is turned
 * into well-typed values here, once, so the elements can trust what core hands them. A bad item
 * degrades itself only: a label that is not text gives way to the item's code, an item that is
 * not an object is dropped. Each kind of problem is reported once per checker (the console would
 * drown otherwise: a bad menu repeats the same mistake on every row).
 */
import { isRecord } from './read.ts';
import type { RawRecord } from './read.ts';

export type MetaProblem =
  | 'label-not-text'
  | 'name-not-text'
  | 'item-not-object'
  | 'item-not-text'
  | 'item-without-code'
  | 'list-not-list'
  | 'map-not-map'
  | 'too-deep';

const WHAT: Record<MetaProblem, string> = {
  'label-not-text': 'a label that is not text was replaced by the item code',
  'name-not-text': 'a name that is not text was replaced by the code',
  'item-not-object': 'an item that is not an object was dropped',
  'item-not-text': 'an entry that is not text was dropped',
  'item-without-code': 'an item without a code or name was dropped',
  'list-not-list': 'a list that is not an array was read as empty',
  'map-not-map': 'a language map that is not an object was dropped',
  'too-deep': 'levels deeper than the limit were dropped',
};

/** Reports one problem: `where` names the item (`FM_MODULE 12 NAME`). */
export type MetaCheck = (problem: MetaProblem, where: string) => void;

/** A checker that warns once per problem kind on `log` (read at warn time, so spies see it). */
export function createMetaCheck(log: () => Pick<Console, 'warn'> = () => globalThis.console): MetaCheck {
  const seen = new Set<MetaProblem>();
  return (problem, where) => {
    if (seen.has(problem)) return;
    seen.add(problem);
    log().warn(`metadata: ${WHAT[problem]} (${where}); later ones of this kind are not reported`);
  };
}

/** The page's shared checker, for callers that have no instance console at hand. */
let pageCheck = createMetaCheck();

export function defaultMetaCheck(): MetaCheck {
  return pageCheck;
}

/** Forgets what was reported (tests start each case with a clean slate). */
export function resetMetaCheck(): void {
  pageCheck = createMetaCheck();
}

/**
 * A label: text as is, a finite number as text, nothing as the fallback; anything else (an
 * object, a list, a boolean) is reported and replaced by the fallback (the item's code).
 */
export function checkedLabel(value: unknown, fallback: string, check: MetaCheck, where: string, problem: MetaProblem = 'label-not-text'): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value != null) check(problem, where);
  return fallback;
}

/** Like {@link checkedLabel}, but nothing stays `undefined`. */
export function optionalLabel(value: unknown, check: MetaCheck, where: string): string | undefined {
  const out = checkedLabel(value, '', check, where);
  return out === '' ? undefined : out;
}

/** A per-language label map: only text values survive; a map of the wrong type is dropped. */
export function checkedLabelMap(value: unknown, check: MetaCheck, where: string): Record<string, string> {
  if (value == null) return {};
  if (!isRecord(value)) {
    check('map-not-map', where);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, label] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const value = checkedLabel(label, '', check, `${where}.${key}`);
    if (value !== '') out[key] = value;
  }
  return out;
}

/** A list of records: a non-list reads as empty, items that are not objects are dropped; both reported. */
export function checkedRecords(value: unknown, check: MetaCheck, where: string): RawRecord[] {
  if (value == null) return [];
  if (!Array.isArray(value)) {
    check('list-not-list', where);
    return [];
  }
  const out = value.filter(isRecord);
  if (out.length !== value.length) check('item-not-object', where);
  return out;
}

/** A list of texts (or a comma-separated string); other items are dropped and reported. */
export function checkedTexts(value: unknown, check: MetaCheck, where: string): string[] {
  if (value == null) return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) {
    check('list-not-list', where);
    return [];
  }
  const out: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) {
      if (String(item) !== '') out.push(String(item));
    } else check('item-not-text', where);
  }
  return out;
}
