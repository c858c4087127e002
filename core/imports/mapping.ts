/**
 * Which attribute each column of a file fills. A column matches an attribute by its code or its
 * label in either language (spaces, case, underscores and a trailing * or colon ignored); the user
 * can change every choice. The server takes the mapping as it is (importRows `mapping`).
 */
import { AUDIT_FIELDS } from '../meta/index.ts';
import type { EntityAttribute, EntityMeta } from '../meta/index.ts';
import { joinNames } from '../i18n/index.ts';
import { importsWords } from './words.ts';

/** Column → attribute name, '' for a column left out. */
export type Mapping = Record<string, string>;

const normal = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_*:：]+/g, '');

/** An attribute's label in a language (its per-language label, else its label, else its code). */
export function attributeText(attr: EntityAttribute | undefined, language: string, fallback = ''): string {
  if (!attr) return fallback;
  return attr.labels?.[language] || attr.label || attr.name || fallback;
}

/** Attributes a file may fill: the business attributes in order, without audit fields or a derived key. */
export function importTargets(meta: Pick<EntityMeta, 'attributes' | 'keyType' | 'keyNames'>): EntityAttribute[] {
  const derivedKeys = meta.keyType === 'derive' ? new Set(meta.keyNames) : new Set<string>();
  return meta.attributes.filter((a) => !AUDIT_FIELDS.has(a.name) && !derivedKeys.has(a.name)).sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0));
}

export function autoMapping(columns: string[], targets: EntityAttribute[]): Mapping {
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

export function checkMapping(mapping: Mapping, targets: EntityAttribute[], required: ReadonlySet<string>, language: string): MappingCheck {
  const words = importsWords(language);
  const chosen = Object.values(mapping).filter((name) => name !== '');
  const errors: string[] = [];
  if (chosen.length === 0) errors.push(words('nothingMapped'));
  const label = (name: string) =>
    attributeText(
      targets.find((a) => a.name === name),
      language,
      name,
    );
  const twice = [...new Set(chosen.filter((name, i) => chosen.indexOf(name) !== i))];
  for (const name of twice) errors.push(words('mappedTwice', label(name)));
  const missing = targets.filter((a) => required.has(a.name) && !chosen.includes(a.name));
  const warnings = missing.length
    ? [
        words(
          'requiredUnmapped',
          joinNames(
            language,
            missing.map((a) => label(a.name)),
          ),
        ),
      ]
    : [];
  return { errors, warnings };
}
