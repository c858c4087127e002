/**
 * The shape and limits of an `importRows` call. The limits keep one hostile upload from holding
 * the server: a batch is at most MAX_IMPORT_ROWS rows of MAX_IMPORT_FIELDS cells of at most
 * MAX_IMPORT_CELL characters (and the body itself at most the server's 20 MB), checked before a
 * single row is read, so the work of one call is bounded and the shell sends a file in batches.
 */
import { param } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { allAttrs } from '../meta/entities.js';
import { VERSION_COLUMN, type AttrDef, type EntityDef } from '../meta/types.js';
import { attrOf } from '../actions/conditions.js';
import { nonNegativeInt } from '../actions/query.js';

export const MAX_IMPORT_ROWS = 1000;
export const MAX_IMPORT_FIELDS = 200;
export const MAX_IMPORT_CELL = 10_000;

/** Fields nobody imports: the audit trail and the version are the server's. */
const NOT_IMPORTED = new Set(['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER', VERSION_COLUMN]);

export interface ImportRequest {
  rows: unknown[];
  dryRun: boolean;
  /** The file's number of the batch's first row (1 when the batch is the file's start). */
  firstRow: number;
  /** The attribute a row's column fills: null for a column left out, undefined for an unknown one. */
  target(column: string): AttrDef | null | undefined;
  limits: { fields: number; cell: number };
}

function flag(v: unknown, name: string): boolean {
  if (v === undefined || v === null || v === '' || v === false || v === 'false' || v === 0 || v === '0') return false;
  if (v === true || v === 'true' || v === 1 || v === '1') return true;
  throw param(`${name} 只能是 true 或 false`, `${name} must be true or false`);
}

export function readImportRequest(ctx: Ctx, def: EntityDef): ImportRequest {
  const p = ctx.params;
  const rows = p.rows;
  if (!Array.isArray(rows)) throw param('缺少 rows 数组', 'Missing the rows array');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw param(`一次最多导入 ${MAX_IMPORT_ROWS} 行，请分批提交`, `At most ${MAX_IMPORT_ROWS} rows per call: send the file in batches`);
  }
  const firstRow = nonNegativeInt(p.firstRow, 'firstRow') ?? 1;
  return { rows, dryRun: flag(p.dryRun, 'dryRun'), firstRow, target: targets(def, p.mapping), limits: { fields: MAX_IMPORT_FIELDS, cell: MAX_IMPORT_CELL } };
}

/** Without a mapping a row's keys are attribute names; with one, its columns map to them (or to nothing). */
function targets(def: EntityDef, mapping: unknown): ImportRequest['target'] {
  const byName = new Map(
    allAttrs(def)
      .filter((a) => !NOT_IMPORTED.has(a.name))
      .map((a) => [a.name, a]),
  );
  if (mapping === undefined || mapping === null) return (column) => byName.get(column);
  if (typeof mapping !== 'object' || Array.isArray(mapping)) throw param('mapping 必须是对象', 'mapping must be an object');
  const entries = Object.entries(mapping as Record<string, unknown>);
  if (entries.length > MAX_IMPORT_FIELDS) throw param(`mapping 最多 ${MAX_IMPORT_FIELDS} 列`, `mapping has at most ${MAX_IMPORT_FIELDS} columns`);
  const map = new Map<string, AttrDef | null>();
  const used = new Set<string>();
  for (const [column, name] of entries) {
    if (name === null || name === '') {
      map.set(column, null);
      continue;
    }
    const attr = attrOf(def, typeof name === 'string' ? name.trim() : name);
    if (NOT_IMPORTED.has(attr.name)) throw param(`字段 ${attr.name} 不能导入`, `The field ${attr.name} cannot be imported`);
    if (used.has(attr.name)) throw param(`字段 ${attr.name} 对应了多列`, `The field ${attr.name} is mapped from more than one column`);
    used.add(attr.name);
    map.set(column, attr);
  }
  // A column the mapping does not name is left out, as the shell's "do not import" choice.
  return (column) => (map.has(column) ? map.get(column) : null);
}
