/**
 * The list as a CSV file: the columns the list asks for (else every attribute but rich text),
 * each value written as a person reads it in the request's language: code-list and tree values as
 * their labels, booleans as 是/否 (Yes/No), references as the related record's business key,
 * attachments as their file names. A value with no label (a code no longer defined, a record the
 * reader may not see) is written as it is stored.
 */
import { param } from '../errors.js';
import { FileReply, type Ctx } from '../http/context.js';
import { allAttrs, findEntity } from '../meta/entities.js';
import type { AttrDef, EntityDef } from '../meta/types.js';
import { readableCondition } from '../platform/file-access.js';
import { attrOf, quoted, type SqlPart } from './conditions.js';
import { codeLabels, findRows, keyAttr, MAX_PAGE_SIZE } from './query.js';
import { readAll, renewBudget } from './reads.js';
import { hasRight } from './rights.js';
import { scopeToClient } from './tenant.js';

type Row = Record<string, unknown>;
type Writer = (value: unknown) => string;

/** At most this many columns may be asked for: more than any list shows. */
const MAX_COLUMNS = 200;

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '';

function csvCell(v: string): string {
  // A leading = + - @, tab or carriage return would make a spreadsheet program run the text as a
  // formula (a tab or CR before the = is dropped when the cell is read): a quote keeps it text.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The attributes to write: the list's `columns` (names, in order) when given, else all but rich text. */
function exportedAttrs(def: EntityDef, columns: unknown): AttrDef[] {
  if (columns === undefined || columns === null || columns === '') return def.attrs.filter((a) => a.type !== 'richtext');
  const names = Array.isArray(columns) ? columns : typeof columns === 'string' ? columns.split(',') : null;
  if (!names || names.length === 0 || names.length > MAX_COLUMNS || !names.every((n) => typeof n === 'string')) {
    throw param(`columns 必须是 1 到 ${MAX_COLUMNS} 个字段名`, `columns must be 1 to ${MAX_COLUMNS} field names`);
  }
  const seen = new Set<string>();
  return names.map((n) => attrOf(def, String(n).trim())).filter((a) => !seen.has(a.name) && seen.add(a.name));
}

/** The distinct non-empty values of one attribute in the rows (comma lists split for attachments). */
function valuesOf(rows: Row[], attr: AttrDef, split: boolean): string[] {
  const out = new Set<string>();
  for (const r of rows) {
    const v = r[attr.name];
    if (isEmpty(v)) continue;
    for (const part of split ? String(v).split(',') : [String(v)]) if (part.trim()) out.add(part.trim());
  }
  return [...out];
}

/** The related records' business keys, when the reader may view the related entity. */
async function referenceLabels(ctx: Ctx, attr: AttrDef, keys: string[]): Promise<Map<string, string>> {
  const related = findEntity(attr.relatedEntity);
  const shown = related && allAttrs(related).find((a) => a.busiKey);
  if (!related || !shown || keys.length === 0 || related.metaType !== 'business' || !hasRight(ctx, related, 'view')) return new Map();
  // The key column's affinity turns the JSON texts into its own type, so the key's index serves.
  const own = scopeToClient(ctx, related)!;
  const rows = await readAll<{ k: unknown; v: unknown }>(
    ctx,
    `SELECT "ID" AS k, ${quoted(shown)} AS v FROM "${related.code}" WHERE "ID" IN (SELECT value FROM json_each(?)) AND ${own.sql}`,
    [JSON.stringify(keys), ...own.params],
  );
  return new Map(rows.map((r) => [String(r.k), isEmpty(r.v) ? String(r.k) : String(r.v)]));
}

/**
 * The names of the attached files the reader may read (the same rule as a download). On the read
 * pool: the rule reads every attachment column of the entities the reader may view.
 */
async function fileNames(ctx: Ctx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const readable: SqlPart = readableCondition(ctx);
  const rows = await readAll<{ k: string; v: string }>(
    ctx,
    `SELECT "ID" AS k, "NAME" AS v FROM "FM_FILE" WHERE "FM_FILE"."ID" IN (SELECT value FROM json_each(?)) AND ${readable.sql}`,
    [JSON.stringify(ids), ...readable.params],
  );
  return new Map(rows.map((r) => [r.k, r.v]));
}

const plain: Writer = (v) => (isEmpty(v) ? '' : String(v));

/** How one attribute's values are written; the labels are read once per page. */
async function writerOf(ctx: Ctx, attr: AttrDef, rows: Row[]): Promise<Writer> {
  const byMap =
    (labels: Map<string, string>): Writer =>
    (v) =>
      isEmpty(v) ? '' : (labels.get(String(v)) ?? String(v));
  switch (attr.type) {
    case 'code':
    case 'tree':
      return attr.codeKey ? byMap(codeLabels(ctx, attr.codeKey)) : plain;
    case 'boolean': {
      const [yes, no] = ctx.lang === 'en' ? ['Yes', 'No'] : ['是', '否'];
      return (v) => (isEmpty(v) ? '' : v === 1 || v === '1' || v === true || v === 'true' ? yes : no);
    }
    case 'ref':
      return byMap(await referenceLabels(ctx, attr, valuesOf(rows, attr, false)));
    case 'file':
    case 'image': {
      const names = await fileNames(ctx, valuesOf(rows, attr, true));
      return (v) =>
        isEmpty(v)
          ? ''
          : String(v)
              .split(',')
              .map((id) => names.get(id.trim()) ?? id.trim())
              .join(', ');
    }
    default:
      return plain;
  }
}

/** An export without paging writes at most this many rows: a bigger file is a report's job. */
export const MAX_EXPORT_ROWS = 100_000;

/**
 * The rows to write: the page asked for, or (no pageIndex and no pageSize: a list's export
 * button) every matching row up to MAX_EXPORT_ROWS, read a page at a time. Each page is a query
 * of its own on the read pool, with a budget of its own: a long file is many short queries, and
 * other callers are served between them.
 */
async function* exportPages(ctx: Ctx, def: EntityDef, extra?: SqlPart): AsyncGenerator<Row[]> {
  const p = ctx.params;
  p.count = false;
  if (p.pageSize !== undefined || p.limit !== undefined || p.pageIndex !== undefined || p.page !== undefined) {
    if (p.pageSize === undefined && p.limit === undefined) p.pageSize = MAX_PAGE_SIZE;
    yield (await findRows(ctx, def, true, extra)).entitys;
    return;
  }
  p.pageSize = MAX_PAGE_SIZE;
  // The key last: pages of a sort with ties (by name, by level) never overlap or skip a row.
  if (Array.isArray(p.sort) && p.sort.length > 0 && p.sort.length < 10) p.sort = [...p.sort, { field: keyAttr(def).name, order: 'asc' }];
  for (let index = 1; index <= MAX_EXPORT_ROWS / MAX_PAGE_SIZE; index += 1) {
    p.pageIndex = index;
    renewBudget(ctx);
    const rows = (await findRows(ctx, def, true, extra)).entitys;
    yield rows;
    if (rows.length < MAX_PAGE_SIZE) return;
  }
}

/**
 * The file, written as its pages are read. The first page is read before the reply starts, so a
 * bad parameter or a filter over its budget is still answered with an envelope.
 */
export async function exportCsv(ctx: Ctx, def: EntityDef, extra?: SqlPart): Promise<FileReply> {
  const attrs = exportedAttrs(def, ctx.params.columns);
  const linesOf = async (rows: Row[]): Promise<string> => {
    // Labels are read per page: one lookup per page's distinct values, not per cell.
    const writers = await Promise.all(attrs.map((a) => writerOf(ctx, a, rows)));
    return rows.map((r) => `${attrs.map((a, i) => csvCell(writers[i]!(r[a.name]))).join(',')}\r\n`).join('');
  };
  const pages = exportPages(ctx, def, extra);
  const first = await pages.next();
  const firstLines = first.done ? '' : await linesOf(first.value);
  // UTF-8 with a BOM, so spreadsheet programs read the Chinese text.
  const head = `\ufeff${attrs.map((a) => csvCell(ctx.lang === 'en' ? a.en : a.zh)).join(',')}\r\n`;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(head + firstLines, 'utf8');
    for await (const rows of pages) yield Buffer.from(await linesOf(rows), 'utf8');
  }
  const name = ctx.lang === 'en' ? `${def.en} list.csv` : `${def.zh}列表.csv`;
  return new FileReply(name, 'text/csv; charset=utf-8', Buffer.alloc(0), false, chunks());
}
