/** The differences of two configs, key by key (a nested key by its path), for the conflict and compare views. */
import { isObject } from './calls.ts';
import type { Content } from './calls.ts';

export interface KeyDiff {
  path: string;
  before: string;
  after: string;
}

const shown = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));

/** Objects are walked key by key; arrays and values compare whole (a column list reads as one change). */
export function configDiff(before: Content, after: Content, prefix = ''): KeyDiff[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const diffs: KeyDiff[] = [];
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    const a = before[key];
    const b = after[key];
    if (isObject(a) && isObject(b)) diffs.push(...configDiff(a, b, path));
    else if (shown(a) !== shown(b)) diffs.push({ path, before: shown(a), after: shown(b) });
  }
  return diffs;
}
