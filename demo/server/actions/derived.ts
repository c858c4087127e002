/**
 * Values of a business record the server works out itself, whatever the client sent
 * (docs/server-contract.md "Orders"): a line's subtotal, an order's amount, the time and the
 * first status of a new order. The shell shows the same figures as the user types (the field
 * configs' `derive`), but only these are stored.
 */
import type { Ctx } from '../http/context.js';
import type { EntityDef } from '../meta/types.js';
import { scopeToClient } from './tenant.js';

type Row = Record<string, unknown>;

/** Decimal text or a number, else NaN: a malformed value is left for the save's own checks to refuse. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
function num(v: unknown): number {
  if (typeof v === 'number') return v;
  return typeof v === 'string' && DECIMAL.test(v) ? Number(v) : Number.NaN;
}

/** Money in whole cents, as the column keeps it (0.1 × 3 is 0.3, not 0.30000000000000004). */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** A line's subtotal: quantity × unit price, empty while either is. */
export function lineSubtotal(quantity: unknown, price: unknown): number | null {
  const q = num(quantity);
  const p = num(price);
  return Number.isFinite(q) && Number.isFinite(p) ? cents(q * p) : null;
}

/**
 * The row to write: an ORDER_LINE's AMOUNT from its quantity and price (the stored ones stand in
 * for those a partial save leaves out).
 */
export function derivedRow(def: EntityDef, row: Row, stored?: Row): Row {
  if (def.code !== 'ORDER_LINE') return row;
  const at = (name: string) => (name in row ? row[name] : stored?.[name]);
  const q = at('QUANTITY');
  const p = at('PRICE');
  // A malformed quantity or price keeps the sent subtotal: the save refuses the bad value itself.
  const bad = [q, p].some((v) => v !== undefined && v !== null && v !== '' && !Number.isFinite(num(v)));
  return bad ? row : { ...row, AMOUNT: lineSubtotal(q, p) };
}

/**
 * An order as `save` writes it: a new order is placed now and starts as a draft; afterwards its
 * status moves with its operations and approval only, and its time stays.
 */
export function orderForSave(def: EntityDef, row: Row, insert: boolean, now: string): Row {
  if (def.code !== 'ORDER') return row;
  const { STATUS: _status, ORDERED_AT: _at, ...rest } = row;
  return insert ? { ...rest, STATUS: 'draft', ORDERED_AT: now } : rest;
}

/** The child lines of a save's `children`, each with its subtotal (other lists unchanged). */
export function derivedChildren(def: EntityDef, children: unknown, lineDef: EntityDef | undefined): unknown {
  if (def.code !== 'ORDER' || !lineDef || !children || typeof children !== 'object' || Array.isArray(children)) return children;
  const lists = children as Record<string, unknown>;
  const lines = lists.ORDER_LINE;
  if (!Array.isArray(lines)) return children;
  return { ...lists, ORDER_LINE: lines.map((r) => (r && typeof r === 'object' && !Array.isArray(r) ? derivedRow(lineDef, r as Row) : r)) };
}

/**
 * An order's amount is the sum of its lines' subtotals, set after the lines are written; an order
 * without lines keeps the amount it was given (one entered as a lump sum). In the save's
 * transaction, before an approval's start reads the amount.
 */
export function settleOrderAmount(ctx: Ctx, orderDef: EntityDef, lineDef: EntityDef, key: unknown): void {
  const db = ctx.app.db;
  const own = scopeToClient(ctx, lineDef);
  const where = `"ORDER_ID" = ?${own ? ` AND ${own.sql}` : ''}`;
  const params = [key, ...(own?.params ?? [])];
  const { n, total } = db.prepare(`SELECT COUNT(*) AS n, SUM("AMOUNT") AS total FROM "ORDER_LINE" WHERE ${where}`).get(...params) as {
    n: number;
    total: number | null;
  };
  if (n === 0) return;
  const ownOrder = scopeToClient(ctx, orderDef);
  db.prepare(`UPDATE "ORDER" SET "AMOUNT" = ? WHERE "ID" = ?${ownOrder ? ` AND ${ownOrder.sql}` : ''}`).run(
    cents(total ?? 0),
    key,
    ...(ownOrder?.params ?? []),
  );
}
