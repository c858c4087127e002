import type Database from 'better-sqlite3';
import { dateKey, toNumber, toText } from '../../../core/rules/modes.js';

/**
 * The SQL functions condition SQL calls where plain SQL cannot read a cell as the shell does:
 * a text that spells a number, a number as the shell writes it, a date in any form dayjs reads.
 * They are core/rules' own readers, so a filter on the server and a condition in the shell give
 * the same rows (tests/demo/server/condition-rows.test.ts).
 */
export function registerConditionFunctions(db: Database.Database, check?: () => void): void {
  const options = { deterministic: true, varargs: false } as const;
  if (!check) {
    db.function('cond_num', options, (cell: unknown) => toNumber(cell) ?? null);
    db.function('cond_text', options, (cell: unknown) => toText(cell));
    db.function('cond_date', options, (cell: unknown) => dateKey(cell) ?? null);
    return;
  }
  // A query thread's: `check` throws past the job's deadline, which ends the statement.
  db.function('cond_num', options, (cell: unknown) => (check(), toNumber(cell) ?? null));
  db.function('cond_text', options, (cell: unknown) => (check(), toText(cell)));
  db.function('cond_date', options, (cell: unknown) => (check(), dateKey(cell) ?? null));
}
