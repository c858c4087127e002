/**
 * The conditions benchmark's workload, the same in Node and in Chromium: generated rows, a
 * 6-condition and/or rule with brackets in core/rules' shape, the equivalent json-logic-js rule,
 * and interleaved timed passes of both (ours, theirs, ours, theirs, ...) so that a slow moment of
 * the machine falls on both sides alike.
 */
import jsonLogic from 'json-logic-js';
import { compileCondition } from '../../../core/rules/conditions.ts';
import type { Condition } from '../../../core/rules/conditions.ts';

const CITIES = ['北京', '上海', '广州', '深圳', '杭州'];
const NAMES = ['张三', '李四', '王五', '赵六', '张伟'];

export type Row = Record<string, unknown>;

export function makeRows(count: number): Row[] {
  const rows = new Array<Row>(count);
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i += 1) {
    rows[i] = {
      AGE: Math.floor(next() * 60) + 18,
      CITY: CITIES[Math.floor(next() * CITIES.length)],
      LEVEL: next() < 0.3 ? 'A' : 'B',
      NAME: NAMES[Math.floor(next() * NAMES.length)],
      AMOUNT: Math.floor(next() * 2000),
      STATUS: next() < 0.5 ? null : '1',
    };
  }
  return rows;
}

// (AGE > 30 and CITY in 北京,上海) or (LEVEL = A and NAME like 张 and (AMOUNT in 100..1000 or STATUS not null))
export const RULE: Condition[] = [
  { left: '(', field: 'AGE', mode: 'greater', value: 30 },
  { field: 'CITY', mode: 'in', value: '北京,上海', right: ')' },
  { join: 'or', left: '(', field: 'LEVEL', mode: 'equal', value: 'A' },
  { field: 'NAME', mode: 'like', value: '张' },
  { left: '(', field: 'AMOUNT', mode: 'in_scope', value: [100, 1000] },
  { join: 'or', field: 'STATUS', mode: 'not_null', right: '))' },
];

export const LOGIC = {
  or: [
    { and: [{ '>': [{ var: 'AGE' }, 30] }, { in: [{ var: 'CITY' }, ['北京', '上海']] }] },
    {
      and: [
        { '==': [{ var: 'LEVEL' }, 'A'] },
        { in: ['张', { var: 'NAME' }] },
        { or: [{ '<=': [100, { var: 'AMOUNT' }, 1000] }, { '!!': [{ var: 'STATUS' }] }] },
      ],
    },
  ],
} as unknown as Parameters<typeof jsonLogic.apply>[0];

export interface PassResult {
  /** Rows per second of each timed pass, in order. */
  ours: number[];
  theirs: number[];
  /** Rows matched by each side (the same when both rules mean the same). */
  matchedOurs: number;
  matchedTheirs: number;
}

function timed(rows: Row[], test: (row: Row) => unknown): { rate: number; matched: number } {
  const start = performance.now();
  let matched = 0;
  for (let i = 0; i < rows.length; i += 1) if (test(rows[i]!)) matched += 1;
  const seconds = (performance.now() - start) / 1000;
  return { rate: rows.length / seconds, matched };
}

/** Warms both sides up, then runs `passes` interleaved timed passes over `rowCount` rows. */
export function runPasses(rowCount: number, passes: number): PassResult {
  const rows = makeRows(rowCount);
  const predicate = compileCondition(RULE);
  const ours = (row: Row) => predicate(row);
  const theirs = (row: Row) => jsonLogic.apply(LOGIC, row);
  // Steady states, not the JIT's first tiers, are compared.
  timed(rows.slice(0, 50_000), ours);
  timed(rows.slice(0, 50_000), theirs);
  const result: PassResult = { ours: [], theirs: [], matchedOurs: 0, matchedTheirs: 0 };
  for (let pass = 0; pass < passes; pass += 1) {
    const a = timed(rows, ours);
    const b = timed(rows, theirs);
    result.ours.push(a.rate);
    result.theirs.push(b.rate);
    result.matchedOurs = a.matched;
    result.matchedTheirs = b.matched;
  }
  return result;
}
