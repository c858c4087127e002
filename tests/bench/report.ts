/**
 * The one line format `npm run bench` prints: `bench <name>: <value> <unit> (goal <goal>)`, with
 * `OVER BUDGET` when a figure misses its goal. Kept apart from the browser harness so that a bench
 * without a browser (the reference server's load) does not load puppeteer and vite to print a line.
 */

export interface Goal {
  /** The figure to meet. */
  value: number;
  /** `max`: the figure must be at most the goal (times, bytes); `min`: at least (rates, ratios). */
  kind: 'max' | 'min';
}

let misses = 0;

/** Prints one figure in the bench format; a miss is marked `OVER BUDGET` and counted. */
export function report(name: string, value: number, unit: string, goal?: Goal): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);
  const goalText = goal ? ` (goal ${goal.kind === 'max' ? '≤' : '≥'} ${goal.value} ${unit})` : '';
  const miss = goal && (goal.kind === 'max' ? value > goal.value : value < goal.value);
  if (miss) misses += 1;
  console.log(`bench ${name}: ${shown} ${unit}${goalText}${miss ? '  OVER BUDGET' : ''}`);
}

/** Runs a timing figure needs (issue: the median of at least 7 alternating runs). */
export const MIN_RUNS = 7;

/**
 * Prints a timing figure from its runs: the median, with min, max and the run count beside it,
 * e.g. `bench list first rows: 62.0 ms (goal ≤ 100 ms) [min 55.1, max 80.2, 7 runs]`. The goal
 * is held against the median. Fewer than MIN_RUNS runs are printed with a `(few runs)` mark.
 */
export function reportRuns(name: string, runs: readonly number[], unit: string, goal?: Goal): void {
  const value = median([...runs]);
  const fixed = (figure: number) => figure.toFixed(Math.abs(figure) < 10 ? 2 : 1);
  const spread = ` [min ${fixed(Math.min(...runs))}, max ${fixed(Math.max(...runs))}, ${runs.length} runs${runs.length < MIN_RUNS ? ', few runs' : ''}]`;
  const shown = Number.isInteger(value) ? String(value) : fixed(value);
  const goalText = goal ? ` (goal ${goal.kind === 'max' ? '≤' : '≥'} ${goal.value} ${unit})` : '';
  const miss = goal && (goal.kind === 'max' ? value > goal.value : value < goal.value);
  if (miss) misses += 1;
  console.log(`bench ${name}: ${shown} ${unit}${goalText}${spread}${miss ? '  OVER BUDGET' : ''}`);
}

/** Number of figures that missed their goal so far in this process. */
export function missedGoals(): number {
  return misses;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
