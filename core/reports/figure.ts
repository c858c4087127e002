/**
 * A number card's figure read from a report run (docs/server-contract.md "Reports"): the measure's
 * total, and with `compare: "previous"` the current period's total beside the previous period's
 * and the change between them. Pure, so the arithmetic is tested without a server.
 */
import { formatNumber } from './format.ts';
import { reportWords } from './words.ts';

export interface Period {
  from: string;
  to: string;
}

export interface Change {
  delta: number;
  /** delta / previous; null when the previous figure is 0 (no ratio to give). */
  ratio: number | null;
  direction: 'up' | 'down' | 'same';
}

export interface Figure {
  /** The measure's label in the asked language. */
  label: string;
  value: number | null;
  period?: Period;
  previous?: { value: number | null; period?: Period };
  change?: Change;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function labelOf(label: unknown, language: string, fallback: string): string {
  if (typeof label === 'string' && label) return label;
  if (isObj(label)) {
    const own = label[language];
    if (typeof own === 'string' && own) return own;
    const any = Object.values(label).find((v) => typeof v === 'string' && v);
    if (typeof any === 'string') return any;
  }
  return fallback;
}

function periodOf(value: unknown): { period?: Period; total?: Obj } {
  if (!isObj(value)) return {};
  const period = typeof value.from === 'string' && typeof value.to === 'string' ? { from: value.from, to: value.to } : undefined;
  return { period, total: isObj(value.total) ? value.total : undefined };
}

export function changeOf(value: number | null, previous: number | null): Change | undefined {
  if (value === null || previous === null) return undefined;
  // Sums come rounded to 6 decimals: a difference below that is no change.
  const delta = Math.round((value - previous) * 1e6) / 1e6;
  return { delta, ratio: previous === 0 ? null : delta / Math.abs(previous), direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same' };
}

/**
 * The figure of `measure` (else the report's first measure) in `language`. A reply in another
 * shape, or a measure the report does not have, is an error with a message a person can act on.
 */
export function readFigure(reply: unknown, measure: string | undefined, report: string, language: string): Figure {
  const words = reportWords(language);
  if (!isObj(reply) || !Array.isArray(reply.columns) || !isObj(reply.total)) throw new Error(words('figureReply'));
  const measures = reply.columns.filter((c): c is Obj => isObj(c) && c.kind === 'measure' && typeof c.key === 'string');
  const column = measure ? measures.find((c) => c.key === measure) : measures[0];
  if (!column) throw new Error(words('noMeasure', report, measure ?? ''));
  const key = column.key as string;
  const label = labelOf(column.label, language, key);
  const current = periodOf(reply.current);
  const previous = periodOf(reply.previous);
  if (!current.total || !previous.total) return { label, value: numberOrNull(reply.total[key]) };
  const value = numberOrNull(current.total[key]);
  const before = numberOrNull(previous.total[key]);
  return { label, value, period: current.period, previous: { value: before, period: previous.period }, change: changeOf(value, before) };
}

/** The change as a person reads it: "+12.5%" (or "+3" without a ratio), signed, in the locale. */
export function formatChange(change: Change, language: string): string {
  const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '';
  const size = change.ratio === null ? formatNumber(Math.abs(change.delta), language) : formatNumber(Math.abs(change.ratio), language, 'percent');
  return `${sign}${size}`;
}
