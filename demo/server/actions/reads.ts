/**
 * A request's reads through the read pool (db/read-pool.ts): the request's budget, shared by all
 * of its queries, and the caller the pool shares its workers by.
 */
import type { Budget } from '../db/read-pool.js';
import type { Ctx } from '../http/context.js';
import type { SqlPart } from './conditions.js';

const budgets = new WeakMap<Ctx, Budget>();

/** What the request may still spend on queries; its first query starts it at the server's budget. */
export function budgetOf(ctx: Ctx): Budget {
  let budget = budgets.get(ctx);
  if (!budget) {
    budget = { leftMs: ctx.app.queryBudgetMs };
    budgets.set(ctx, budget);
  }
  return budget;
}

/** A new budget for the request's next queries: each page of an export is a query of its own. */
export function renewBudget(ctx: Ctx): void {
  budgets.set(ctx, { leftMs: ctx.app.queryBudgetMs });
}

/** The caller whose queries share one fair part of the pool: the user, else the address. */
export const ownerOf = (ctx: Ctx): string => (ctx.session ? `u:${ctx.session.userId}` : `a:${ctx.req?.socket.remoteAddress ?? ''}`);

export function readAll<T = Record<string, unknown>>(ctx: Ctx, sql: string, params: readonly unknown[]): Promise<T[]> {
  return ctx.app.reads.run({ kind: 'all', sql, params: [...params] }, ownerOf(ctx), budgetOf(ctx)) as Promise<T[]>;
}

export function readOne<T = Record<string, unknown>>(ctx: Ctx, sql: string, params: readonly unknown[]): Promise<T | undefined> {
  return ctx.app.reads.run({ kind: 'get', sql, params: [...params] }, ownerOf(ctx), budgetOf(ctx)) as Promise<T | undefined>;
}

export type { SqlPart };
