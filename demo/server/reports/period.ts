/**
 * The previous-period comparison (`params.compare: "previous"`): the period is the caller's date
 * range on a date parameter, or else the latest bucket of a date dimension in the result. The
 * previous period is as long and ends the day before: a range of whole calendar months goes back
 * by as many months (June → May, a quarter → the quarter before), any other range by its days,
 * and a bucket to the bucket before.
 */
import type { SqlPart } from '../actions/conditions.js';
import { param } from '../errors.js';
import type { Ctx } from '../http/context.js';
import type { AttrDef } from '../meta/types.js';
import { periodPart, type BoundParams } from './params.js';
import type { Plan } from './plan.js';
import { fromOf, totalOf, type Row } from './sql.js';
import type { Bucket, Period } from './types.js';

const DAY = 86_400_000;
const iso = (d: Date): string => d.toISOString().slice(0, 10);
const utc = (s: string): Date => new Date(`${s}T00:00:00Z`);
const addDays = (s: string, n: number): string => iso(new Date(utc(s).getTime() + n * DAY));

interface Span {
  attr: AttrDef;
  from: string;
  to: string;
  /** The date parameter whose condition the span replaces (absent: the span is one more filter). */
  field?: string;
}

const lastDayOf = (year: number, month: number): string => iso(new Date(Date.UTC(year, month, 0)));

/** The period before `from`..`to`: whole months go back by months, other ranges by days. */
function previousRange(from: string, to: string): [string, string] {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2] = to.split('-').map(Number) as [number, number];
  if (d1 === 1 && to === lastDayOf(y2, m2)) {
    const months = y2 * 12 + m2 - (y1 * 12 + m1) + 1;
    return [iso(new Date(Date.UTC(y1, m1 - 1 - months, 1))), addDays(from, -1)];
  }
  const days = Math.round((utc(to).getTime() - utc(from).getTime()) / DAY) + 1;
  return [addDays(from, -days), addDays(from, -1)];
}

/** The calendar days of a bucket value (`2025-06-03`, `2025-06`, `2025`). */
function bucketSpan(bucket: Bucket, value: string): [string, string] {
  if (bucket === 'day') return [value, value];
  if (bucket === 'year') return [`${value}-01-01`, `${value}-12-31`];
  const [y, m] = value.split('-').map(Number) as [number, number];
  return [`${value}-01`, lastDayOf(y, m)];
}

function previousBucket(bucket: Bucket, from: string): [string, string] {
  const before = addDays(from, -1);
  if (bucket === 'day') return [before, before];
  return bucketSpan(bucket, bucket === 'year' ? before.slice(0, 4) : before.slice(0, 7));
}

function spans(plan: Plan, bound: BoundParams, rows: Row[]): [Span, Span] {
  const range = bound.range;
  if (range) {
    const field = range.attr.name;
    const [from, to] = previousRange(range.from, range.to);
    return [
      { attr: range.attr, from: range.from, to: range.to, field },
      { attr: range.attr, from, to, field },
    ];
  }
  const index = plan.dimensions.findIndex((d) => d.def.bucket && d.own);
  const dim = plan.dimensions[index];
  const latest = rows
    .map((r) => r[`k${index}`])
    .filter((v): v is string => typeof v === 'string')
    .sort()
    .pop();
  if (!dim || !latest) {
    throw param('对比上期需要日期范围参数', 'Comparing with the previous period needs a date range parameter');
  }
  const bucket = dim.def.bucket!;
  const [from, to] = bucketSpan(bucket, latest);
  const [pFrom, pTo] = previousBucket(bucket, from);
  return [
    { attr: dim.attr, from, to },
    { attr: dim.attr, from: pFrom, to: pTo },
  ];
}

async function totalOver(ctx: Ctx, plan: Plan, fixed: SqlPart, bound: BoundParams, span: Span): Promise<Period> {
  const parts = [fixed, ...[...bound.parts].filter(([field]) => field !== span.field).map(([, part]) => part)];
  parts.push(periodPart(plan, span.attr, span.from, span.to));
  return { from: span.from, to: span.to, total: await totalOf(ctx, plan, fromOf(ctx, plan, parts)) };
}

/** The current and previous periods' totals; `rows` are the run's finest groups. */
export async function comparePeriods(ctx: Ctx, plan: Plan, fixed: SqlPart, bound: BoundParams, rows: Row[]): Promise<{ current: Period; previous: Period }> {
  const [current, previous] = spans(plan, bound, rows);
  return { current: await totalOver(ctx, plan, fixed, bound, current), previous: await totalOver(ctx, plan, fixed, bound, previous) };
}
