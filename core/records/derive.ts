/**
 * Two field-config extensions of a form (docs/elements.md "Filled and worked-out fields"):
 *
 * - `fill` on a reference field: `{ "PRICE": "PRICE" }` copies attributes of the record chosen in
 *   it into fields of the same row (target ← source), when a record is chosen;
 * - `derive` on a field: its value is worked out, and it is read-only: `{ "multiply": [a, b] }`
 *   of fields of its row, or `{ "sum": "RELATION.FIELD" }` of a field over a child list's rows.
 *
 * A child list's field configs are the page content's `childFields: { [relationCode]: FieldConfig[] }`.
 * The server stays the authority: these show the user what it will store before the save.
 */
import type { FieldConfig } from '../forms/fields.ts';
import type { Row } from './types.ts';

export interface DeriveRule {
  multiply?: string[];
  /** `RELATION.FIELD`: the field summed over the rows of that child list. */
  sum?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Decimal text or a number; anything else is no number. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

/** Whole cents, as money is stored (0.1 × 3 shows 0.3). */
const cents = (n: number): number => Math.round(n * 100) / 100;

/** The field configs of a child list (`childFields` of the page content); none when absent or malformed. */
export function childFieldConfigs(content: Record<string, unknown> | null | undefined, relationCode: string): FieldConfig[] {
  const all = content?.childFields;
  const list = isObject(all) ? all[relationCode] : undefined;
  return Array.isArray(list) ? list.filter((c): c is FieldConfig => isObject(c) && typeof c.attriName === 'string') : [];
}

/** A field's `fill` map (target field → source attribute), only its text pairs. */
export function fillOf(config: FieldConfig | undefined): Record<string, string> {
  const fill = config?.fill;
  if (!isObject(fill)) return {};
  const out: Record<string, string> = {};
  for (const [target, source] of Object.entries(fill)) if (typeof source === 'string' && source && target !== '__proto__') out[target] = source;
  return out;
}

/** A field's `derive` rule, when it is one of the known forms. */
export function deriveOf(config: FieldConfig | undefined): DeriveRule | undefined {
  const rule = config?.derive;
  if (!isObject(rule)) return undefined;
  if (Array.isArray(rule.multiply) && rule.multiply.length > 0 && rule.multiply.every((n) => typeof n === 'string'))
    return { multiply: rule.multiply as string[] };
  if (typeof rule.sum === 'string' && rule.sum.includes('.')) return { sum: rule.sum };
  return undefined;
}

/** The names of the worked-out fields: the form shows them read-only and never sends them. */
export function derivedNames(configs: readonly FieldConfig[]): Set<string> {
  return new Set(configs.filter((c) => deriveOf(c)).map((c) => c.attriName));
}

/**
 * What choosing `chosen` (the record's values) in the reference field `name` writes into its row:
 * the field's `fill` targets from the record's attributes. Empty when the field fills nothing.
 */
export function fillFromChosen(configs: readonly FieldConfig[], name: string, chosen: Row | null | undefined): Row {
  const fill = fillOf(configs.find((c) => c.attriName === name));
  const out: Row = {};
  if (!chosen) return out;
  for (const [target, source] of Object.entries(fill)) if (chosen[source] !== undefined) out[target] = chosen[source];
  return out;
}

/** A row with its `multiply` fields worked out; empty while a factor is (the row itself when nothing changes). */
export function deriveRow(configs: readonly FieldConfig[], row: Row): Row {
  let out = row;
  for (const config of configs) {
    const factors = deriveOf(config)?.multiply;
    if (!factors) continue;
    const values = factors.map((name) => numberOf(row[name]));
    const value = values.every((v) => v !== undefined) ? cents(values.reduce<number>((a, b) => a * b!, 1)) : null;
    if (out[config.attriName] !== value) out = { ...out, [config.attriName]: value };
  }
  return out;
}

/**
 * The record's `sum` fields over its child lists (each row worked out first with its list's
 * configs). A list with no rows leaves the field as it is (an order entered as a lump sum keeps
 * its amount, as the server does). Only the fields that change are returned.
 */
export function deriveTotals(
  configs: readonly FieldConfig[],
  values: Row,
  children: Record<string, readonly Row[] | undefined>,
  childConfigs: (relationCode: string) => readonly FieldConfig[] = () => [],
): Row {
  const out: Row = {};
  for (const config of configs) {
    const sum = deriveOf(config)?.sum;
    if (!sum) continue;
    const dot = sum.indexOf('.');
    const relation = sum.slice(0, dot);
    const field = sum.slice(dot + 1);
    const rows = children[relation] ?? [];
    if (rows.length === 0) continue;
    const rowConfigs = childConfigs(relation);
    const total = cents(rows.reduce((n, row) => n + (numberOf(deriveRow(rowConfigs, row)[field]) ?? 0), 0));
    if (values[config.attriName] !== total) out[config.attriName] = total;
  }
  return out;
}

/**
 * The values a choice in the reference field `name` fills into its row: the chosen record is read
 * (its `get`) only when the field fills something. A failed read fills nothing: the user types.
 */
export async function fillFor(
  configs: readonly FieldConfig[],
  name: string,
  relatedEntity: string | undefined,
  id: unknown,
  getRecord: (entity: string, id: string) => Promise<{ values: Row }>,
): Promise<Row> {
  if (!relatedEntity || id === undefined || id === null || id === '') return {};
  if (Object.keys(fillOf(configs.find((c) => c.attriName === name))).length === 0) return {};
  try {
    return fillFromChosen(configs, name, (await getRecord(relatedEntity, String(id))).values);
  } catch {
    return {};
  }
}
