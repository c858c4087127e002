/**
 * Condition predicates: rows/s for a 6-condition and/or rule with brackets over 1,000,000 rows,
 * next to json-logic-js on the equivalent rule in the same run (DESIGN §6; goal ≥ 5× faster).
 * Run: node --import tsx tests/bench/conditions.bench.ts
 */
import jsonLogic from 'json-logic-js';
import { compileCondition } from '../../core/rules/index.ts';
import type { Condition } from '../../core/rules/index.ts';

const ROWS = 1_000_000;
const CITIES = ['北京', '上海', '广州', '深圳', '杭州'];
const NAMES = ['张三', '李四', '王五', '赵六', '张伟'];

function makeRows(count: number) {
  const rows = new Array<Record<string, unknown>>(count);
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
const rule: Condition[] = [
  { left: '(', field: 'AGE', mode: 'greater', value: 30 },
  { field: 'CITY', mode: 'in', value: '北京,上海', right: ')' },
  { join: 'or', left: '(', field: 'LEVEL', mode: 'equal', value: 'A' },
  { field: 'NAME', mode: 'like', value: '张' },
  { left: '(', field: 'AMOUNT', mode: 'in_scope', value: [100, 1000] },
  { join: 'or', field: 'STATUS', mode: 'not_null', right: '))' },
];

const logic = {
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

function time(label: string, run: () => number) {
  const start = process.hrtime.bigint();
  const matched = run();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const rate = ROWS / seconds;
  console.log(`${label.padEnd(28)} ${Math.round(rate).toLocaleString('en-US').padStart(14)} rows/s  (${matched} matched, ${seconds.toFixed(3)} s)`);
  return { rate, matched };
}

const rows = makeRows(ROWS);
const predicate = compileCondition(rule);
// Warm both up so that the figures compare steady states, not the JIT.
for (let i = 0; i < 20_000; i += 1) {
  predicate(rows[i]);
  jsonLogic.apply(logic, rows[i]);
}

const ours = time('core/rules compiled', () => {
  let n = 0;
  for (let i = 0; i < ROWS; i += 1) if (predicate(rows[i])) n += 1;
  return n;
});
const theirs = time('json-logic-js', () => {
  let n = 0;
  for (let i = 0; i < ROWS; i += 1) if (jsonLogic.apply(logic, rows[i])) n += 1;
  return n;
});
if (ours.matched !== theirs.matched) {
  console.error(`Mismatch: ${ours.matched} vs ${theirs.matched} rows matched`);
  process.exit(1);
}
const ratio = ours.rate / theirs.rate;
console.log(`speed-up ${ratio.toFixed(1)}× (goal ≥ 5×) ${ratio >= 5 ? 'met' : 'NOT met'}`);
