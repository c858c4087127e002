/**
 * The small controllers of the data pages: a number card's figure (one measure of a report run)
 * and a statistics page's groups (the entity's `stat` call). Each loads again only when what it
 * is asked for changes (compared by value), and each load aborts the one before it.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ReportCalls } from './calls.ts';
import { readFigure } from './figure.ts';
import type { Figure } from './figure.ts';
import { asError, latest } from './latest.ts';
import type { StatGroup, StatQuery } from './types.ts';
import { reportWords } from './words.ts';

/** A number card's settings (its component's `configs`): `report`, `measure`, `compare`, `params`. */
export interface FigureConfig {
  report?: string;
  measure?: string;
  compare: boolean;
  params: Record<string, unknown>;
}

export type FigureState = { status: 'loading' } | { status: 'ready'; figure: Figure } | { status: 'error'; error: Error };

export interface FigureController {
  $state: ReadableAtom<FigureState>;
  /** Loads the figure of this config in the current language (nothing again for the same ones). */
  load(config: FigureConfig): void;
  /** Loads the last config again. */
  retry(): void;
  stop(): void;
  destroy(): void;
}

export interface StatGroupsController {
  /** The groups; null while they load (and before the first load). */
  $groups: ReadableAtom<StatGroup[] | null>;
  $error: ReadableAtom<Error | undefined>;
  /** Loads the groups of the query; `round` loads the same query again when it changes. */
  load(query: StatQuery, round?: number): void;
  stop(): void;
  destroy(): void;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A number card's config from its component's `configs`. */
export function figureConfig(configs: Readonly<Record<string, unknown>> | undefined): FigureConfig {
  const own = configs ?? {};
  const params = isObj(own.params) ? Object.fromEntries(Object.entries(own.params).filter(([key]) => key !== '__proto__' && key !== 'compare')) : {};
  return { report: textOf(own.report), measure: textOf(own.measure), compare: own.compare === 'previous', params };
}

export function createFigureController(calls: ReportCalls, language: () => string): FigureController {
  const $state = atom<FigureState>({ status: 'loading' });
  const runs = latest();
  let current: FigureConfig | undefined;
  let loadedKey: string | undefined;

  function loadNow(): void {
    if (!current) return;
    const { report, measure, compare, params } = current;
    const lang = language();
    if (!report) {
      runs.stop();
      $state.set({ status: 'error', error: new Error(reportWords(lang)('noCardReport')) });
      return;
    }
    const signal = runs.start();
    $state.set({ status: 'loading' });
    calls
      .runReportRaw({ id: report, params: compare ? { ...params, compare: 'previous' } : params }, signal)
      .then((reply) => readFigure(reply, measure, report, lang))
      .then(
        (figure) => !signal.aborted && $state.set({ status: 'ready', figure }),
        (error: unknown) => !signal.aborted && $state.set({ status: 'error', error: asError(error) }),
      );
  }

  function stop(): void {
    runs.stop();
    loadedKey = undefined;
  }

  return {
    $state,
    load(config) {
      const key = JSON.stringify([config, language()]);
      if (key === loadedKey) return;
      loadedKey = key;
      current = config;
      loadNow();
    },
    retry: loadNow,
    stop,
    destroy: stop,
  };
}

export function createStatGroupsController(calls: ReportCalls): StatGroupsController {
  const $groups = atom<StatGroup[] | null>(null);
  const $error = atom<Error | undefined>(undefined);
  const runs = latest();
  let loadedKey: string | undefined;

  function stop(): void {
    runs.stop();
    loadedKey = undefined;
  }

  return {
    $groups,
    $error,
    load(query, round = 0) {
      const key = JSON.stringify([query, round]);
      if (key === loadedKey) return;
      loadedKey = key;
      const signal = runs.start();
      $groups.set(null);
      $error.set(undefined);
      calls.statGroups(query, signal).then(
        (groups) => !signal.aborted && $groups.set(groups),
        (error: unknown) => !signal.aborted && $error.set(asError(error)),
      );
    },
    stop,
    destroy: stop,
  };
}
