/**
 * Which attribute each column of a file fills. A column matches an attribute by its code or its
 * label in either language (spaces, case, underscores and a trailing * or colon ignored); the user
 * can change every choice. The server takes the mapping as it is (importRows `mapping`).
 */
import { attributeLabel, visibleAttributes } from '../kit/columns.ts';
import type { Attribute, EntityMeta } from '../kit/types.ts';
import type { Words } from './words.ts';

/** Column → attribute name, '' for a column left out. */
export type Mapping = Record<string, string>;

const normal = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_*:：]+/g, '');

/** Attributes a file may fill: the business attributes, without audit fields or a derived key. */
export function importTargets(meta: EntityMeta): Attribute[] {
  return visibleAttributes(meta);
}

export function autoMapping(columns: string[], targets: Attribute[]): Mapping {
  const byWord = new Map<string, string>();
  for (const attr of targets) {
    const words = [attr.name, attr.label, ...Object.values(attr.labels ?? {})];
    for (const word of words) if (word && !byWord.has(normal(word))) byWord.set(normal(word), attr.name);
  }
  const used = new Set<string>();
  const mapping: Mapping = {};
  for (const column of columns) {
    const name = byWord.get(normal(column));
    mapping[column] = name && !used.has(name) ? name : '';
    if (name) used.add(name);
  }
  return mapping;
}

export interface MappingCheck {
  /** Problems that stop the import (nothing mapped, an attribute filled twice). */
  errors: string[];
  /** What the user should know (required fields no column fills: every row will fail on them). */
  warnings: string[];
}

export function checkMapping(mapping: Mapping, targets: Attribute[], required: Set<string>, words: Words, language: string): MappingCheck {
  const chosen = Object.values(mapping).filter((name) => name !== '');
  const errors: string[] = [];
  if (chosen.length === 0) errors.push(words('nothingMapped'));
  const label = (name: string) =>
    attributeLabel(
      targets.find((a) => a.name === name),
      language,
      name,
    );
  const twice = [...new Set(chosen.filter((name, i) => chosen.indexOf(name) !== i))];
  for (const name of twice) errors.push(words('mappedTwice', label(name)));
  const missing = targets.filter((a) => required.has(a.name) && !chosen.includes(a.name));
  const warnings = missing.length ? [words('requiredUnmapped', missing.map((a) => label(a.name)).join('、'))] : [];
  return { errors, warnings };
}
