/**
 * `importRows` (docs/server-contract.md "Import"): spreadsheet rows added to a business entity in
 * batches. Each row goes through save's own checks and write (coerce, writeRow, the processes a
 * save starts), so an import can add nothing a form could not; the batch is one transaction, each
 * row a savepoint inside it, so a refused row leaves no trace and the good rows of the batch stay.
 * A dry run runs the very same writes and then rolls the batch back: its errors are the import's,
 * storage constraints (a duplicate order number) included.
 */
import { ApiError } from '../errors.js';
import type { Ctx } from '../http/context.js';
import { pick } from '../errors.js';
import { VERSION_COLUMN, type AttrDef, type EntityDef } from '../meta/types.js';
import { requireRight } from '../actions/rights.js';
import { coerce, sentKey, touchParents, writeRow } from '../actions/write.js';
import { requireParentsUnlocked } from '../workflow/lock.js';
import { rowById } from '../actions/query.js';
import { startProcessesOnSave } from '../workflow/auto-start.js';
import { CellReader, NO_SUCH_RECORD } from './values.js';
import { readImportRequest, type ImportRequest } from './request.js';

export { MAX_IMPORT_CELL, MAX_IMPORT_FIELDS, MAX_IMPORT_ROWS } from './request.js';

export interface RowError {
  /** The attribute the error is about; '' when it is about the whole row. */
  field: string;
  message: string;
}

export interface RejectedRow {
  /** The row's number in the file: the batch's `firstRow` plus its place in the batch. */
  row: number;
  errors: RowError[];
}

export interface ImportReply {
  accepted: number;
  rejected: RejectedRow[];
  dryRun: boolean;
}

const SKIPPED = new Set(['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER', VERSION_COLUMN]);

/** Thrown at the end of a dry run's transaction so that better-sqlite3 rolls it all back. */
class DryRunDone extends Error {}

export function importRows(ctx: Ctx, def: EntityDef): ImportReply {
  requireRight(ctx, def, 'add');
  const request = readImportRequest(ctx, def);
  const reader = new CellReader(ctx);
  const reply: ImportReply = { accepted: 0, rejected: [], dryRun: request.dryRun };
  const batch = ctx.app.db.transaction(() => {
    request.rows.forEach((raw, i) => {
      const errors =
        Array.isArray(raw) || raw === null || typeof raw !== 'object'
          ? [{ field: '', message: pick(['这一行不是一条记录', 'This row is not a record'], ctx.lang) }]
          : addRow(ctx, def, reader, request, raw as Record<string, unknown>);
      if (errors.length === 0) reply.accepted += 1;
      else reply.rejected.push({ row: request.firstRow + i, errors });
    });
    if (request.dryRun) throw new DryRunDone();
  });
  try {
    batch();
  } catch (e) {
    if (!(e instanceof DryRunDone)) throw e;
  }
  return reply;
}

/** Checks one row as save does, then writes it in a savepoint; the errors of the row, none when it was added. */
function addRow(ctx: Ctx, def: EntityDef, reader: CellReader, request: ImportRequest, raw: Record<string, unknown>): RowError[] {
  const { values, errors } = rowValues(ctx, def, reader, request, raw);
  const key = rowKey(ctx, def, values, errors);
  if (errors.length > 0) return errors;
  try {
    ctx.app.db.transaction(() => {
      // A row imported under a record under approval would change it: that row is refused.
      requireParentsUnlocked(ctx, def, [values]);
      const written = writeRow(ctx, def, values, key, false);
      // An imported child row is one saved on its own: a parent form opened before must go stale.
      touchParents(ctx, def, [rowById(ctx, def, written)!]);
      startProcessesOnSave(ctx, def, written);
    })();
    return [];
  } catch (e) {
    return [storageError(ctx, def, values, e)];
  }
}

/** The row's values by attribute, read from its cells, and every field's error (not only the first). */
function rowValues(ctx: Ctx, def: EntityDef, reader: CellReader, request: ImportRequest, raw: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  const errors: RowError[] = [];
  const cells = Object.entries(raw);
  if (cells.length > request.limits.fields) {
    errors.push({ field: '', message: pick([`一行最多 ${request.limits.fields} 列`, `A row has at most ${request.limits.fields} columns`], ctx.lang) });
    return { values, errors };
  }
  for (const [column, cell] of cells) {
    const attr = request.target(column);
    if (attr === null) continue;
    if (attr === undefined) {
      errors.push({ field: column.slice(0, 60), message: pick([`没有字段 "${column.slice(0, 60)}"`, `There is no field "${column.slice(0, 60)}"`], ctx.lang) });
      continue;
    }
    if (typeof cell === 'string' && cell.length > request.limits.cell) {
      errors.push({
        field: attr.name,
        message: pick([`${attr.zh}超过 ${request.limits.cell} 个字符`, `${attr.en} is longer than ${request.limits.cell} characters`], ctx.lang),
      });
      continue;
    }
    const value = reader.read(attr, cell);
    if (value === NO_SUCH_RECORD) {
      const shown = String(cell).trim().slice(0, 40);
      errors.push({ field: attr.name, message: pick([`${attr.zh} ${shown} 不存在`, `${attr.en} ${shown} does not exist`], ctx.lang) });
      continue;
    }
    values[attr.name] = value;
  }
  for (const attr of def.attrs) {
    if (attr.name === 'ID' || SKIPPED.has(attr.name) || errors.some((e) => e.field === attr.name)) continue;
    const message = saveCheck(ctx, attr, values[attr.name]);
    if (message) errors.push({ field: attr.name, message });
  }
  return { values, errors };
}

/** Save's own check of one value (required, type, code list, reference, length, range, pattern). */
function saveCheck(ctx: Ctx, attr: AttrDef, value: unknown): string | undefined {
  try {
    coerce(ctx, attr, value);
    return undefined;
  } catch (e) {
    if (e instanceof ApiError) return pick(e.msgs, ctx.lang);
    throw e;
  }
}

/** Derived keys are the server's to give (a key in the file is ignored); an assigned key passes save's checks and must be new. */
function rowKey(ctx: Ctx, def: EntityDef, values: Record<string, unknown>, errors: RowError[]): string | number | undefined {
  const raw = values.ID;
  delete values.ID;
  if (def.keyType !== 'assigned') return undefined;
  if (raw === undefined || raw === null || raw === '') {
    errors.push({ field: 'ID', message: pick([`${def.zh}的编码不能为空`, `${def.en} needs a key`], ctx.lang) });
    return undefined;
  }
  let key: string | number;
  try {
    key = sentKey(ctx, def, raw);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    errors.push({ field: 'ID', message: pick(e.msgs, ctx.lang) });
    return undefined;
  }
  if (rowById(ctx, def, key)) errors.push({ field: 'ID', message: pick([`${def.zh} ${key} 已存在`, `${def.en} ${key} already exists`], ctx.lang) });
  return key;
}

/** A write the checks let through but storage refused: a duplicate names its field, anything else says what happened. */
function storageError(ctx: Ctx, def: EntityDef, values: Record<string, unknown>, e: unknown): RowError {
  if (e instanceof ApiError) return { field: '', message: pick(e.msgs, ctx.lang) };
  const code = String((e as { code?: unknown })?.code ?? '');
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: ORDER.CLIENT_ID, ORDER.ORDER_NO": uniqueness is per client, so the
    // client's column comes first; the field to name is the attribute among the columns.
    const columns = [...(/constraint failed: (.*)$/.exec(String((e as Error).message))?.[1] ?? '').matchAll(/[^.,\s]+\.([^,\s]+)/g)].map((m) => m[1]);
    const attr = def.attrs.find((a) => columns.includes(a.name) && a.name !== 'ID') ?? def.attrs.find((a) => columns.includes(a.name));
    if (attr) {
      const shown = String(values[attr.name] ?? '').slice(0, 40);
      return { field: attr.name, message: pick([`${attr.zh} "${shown}" 已存在`, `${attr.en} "${shown}" already exists`], ctx.lang) };
    }
    return { field: '', message: pick(['与已有记录重复', 'A record with the same value already exists'], ctx.lang) };
  }
  if (code.startsWith('SQLITE_')) return { field: '', message: pick(['数据保存失败', 'Data processing failed'], ctx.lang) };
  throw e;
}
