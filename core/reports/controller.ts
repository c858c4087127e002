/**
 * A report page's controller: which report (a direct id, else the page config's), its definition,
 * the parameter form (defaults, values, the check of the required ones), the run for the applied
 * values and sort (each run aborts the one before it), and export. The page draws its stores.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ReportCalls } from './calls.ts';
import { labelIn } from './format.ts';
import { asError, latest } from './latest.ts';
import { defaultParams, missingParams } from './params.ts';
import type { ParamValues, ReportDefinition, ReportResult, ReportSort } from './types.ts';
import { reportWords } from './words.ts';

/** Where a page finds its report: the first id given, else the page config's `reportId` / `report`. */
export interface ReportSource {
  /** Candidates in order (a prop, the tab's query, a component's `reportId`, its `report`); blanks skipped. */
  ids: unknown[];
  pageId?: string;
}

export interface ReportControllerDeps {
  calls: ReportCalls;
  language(): string;
  /** The content of a page config (FM_PAGE_CONFIG CONTENT). */
  pageContent(pageId: string): Promise<Record<string, unknown>>;
  /** Core's submit lock: a release function, or undefined when it is held. */
  lock(key: string): (() => void) | undefined;
  save(blob: Blob, filename: string): void;
  notify(kind: 'success' | 'error', message: string): void;
}

export interface ReportController {
  $definition: ReadableAtom<ReportDefinition | null>;
  /** The definition's load failed (or the page names no report). */
  $definitionError: ReadableAtom<Error | null>;
  /** The parameter form's values as typed. */
  $values: ReadableAtom<ParamValues>;
  /** The values the run uses (the last applied); null until the definition is in. */
  $params: ReadableAtom<ParamValues | null>;
  /** Fields of required parameters left blank by the last `run()`. */
  $missing: ReadableAtom<string[]>;
  $sort: ReadableAtom<ReportSort | undefined>;
  $result: ReadableAtom<ReportResult | null>;
  $runError: ReadableAtom<Error | null>;
  /** True while a run is out. */
  $running: ReadableAtom<boolean>;
  /** True while an export is out. */
  $exporting: ReadableAtom<boolean>;
  /** Loads the report the source names (nothing again for the same source). */
  load(source: ReportSource): void;
  /** Loads the definition again, back to its defaults. */
  reload(): void;
  setValue(field: string, value: ParamValues[string]): void;
  /** Checks the required parameters and runs with the form's values; false (and `$missing`) when some are blank. */
  run(): boolean;
  /** The defaults again, in the form and in the run. */
  reset(): void;
  sortBy(sort: ReportSort): void;
  /** The same run again. */
  rerun(): void;
  /** Exports the current run (the server writes the file), saves it and says so. */
  exportAs(format: 'csv' | 'xlsx'): Promise<void>;
  /** Aborts what runs; a later `load` starts afresh. */
  stop(): void;
  destroy(): void;
}

const pick = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The report id of a source: the first id given, else the page config's `reportId` or `report`. */
export async function resolveReportId(source: ReportSource, pageContent: ReportControllerDeps['pageContent']): Promise<string | undefined> {
  const direct = source.ids.map(pick).find(Boolean);
  if (direct || !source.pageId) return direct;
  const content = await pageContent(source.pageId);
  return pick(content.reportId) ?? pick(content.report);
}

export function createReportController(deps: ReportControllerDeps): ReportController {
  const { calls } = deps;
  const $definition = atom<ReportDefinition | null>(null);
  const $definitionError = atom<Error | null>(null);
  const $values = atom<ParamValues>({});
  const $params = atom<ParamValues | null>(null);
  const $missing = atom<string[]>([]);
  const $sort = atom<ReportSort | undefined>(undefined);
  const $result = atom<ReportResult | null>(null);
  const $runError = atom<Error | null>(null);
  const $running = atom(false);
  const $exporting = atom(false);
  const definitions = latest();
  const runs = latest();
  let source: ReportSource | undefined;
  let loadedKey: string | undefined;

  function runNow(): void {
    const definition = $definition.get();
    const params = $params.get();
    if (!definition || !params) return;
    const signal = runs.start();
    $result.set(null);
    $runError.set(null);
    $running.set(true);
    calls.runReport({ id: definition.id, params, sort: $sort.get() }, signal).then(
      (result) => {
        if (signal.aborted) return;
        $result.set(result);
        $running.set(false);
      },
      (failure: unknown) => {
        if (signal.aborted) return;
        $runError.set(asError(failure));
        $running.set(false);
      },
    );
  }

  function apply(values: ParamValues): void {
    $values.set(values);
    $params.set(values);
    runNow();
  }

  function loadDefinition(): void {
    if (!source) return;
    const from = source;
    const signal = definitions.start();
    runs.stop();
    $running.set(false);
    $definition.set(null);
    $definitionError.set(null);
    $params.set(null);
    $result.set(null);
    $runError.set(null);
    (async () => {
      const id = await resolveReportId(from, deps.pageContent);
      if (!id) throw new Error(reportWords(deps.language())('noReportId'));
      return calls.getReport(id, signal);
    })().then(
      (definition) => {
        if (signal.aborted) return;
        $definition.set(definition);
        $missing.set([]);
        $sort.set(undefined);
        apply(defaultParams(definition.parameters));
      },
      (failure: unknown) => !signal.aborted && $definitionError.set(asError(failure)),
    );
  }

  function stop(): void {
    definitions.stop();
    runs.stop();
    $running.set(false);
    loadedKey = undefined;
  }

  return {
    $definition,
    $definitionError,
    $values,
    $params,
    $missing,
    $sort,
    $result,
    $runError,
    $running,
    $exporting,
    load(next) {
      const key = JSON.stringify([next.ids.map(pick), next.pageId]);
      if (key === loadedKey) return;
      loadedKey = key;
      source = next;
      loadDefinition();
    },
    reload: loadDefinition,
    setValue(field, value) {
      $values.set({ ...$values.get(), [field]: value });
    },
    run() {
      const values = $values.get();
      const missing = missingParams($definition.get()?.parameters, values);
      $missing.set(missing);
      if (missing.length) return false;
      apply({ ...values });
      return true;
    },
    reset() {
      $missing.set([]);
      apply(defaultParams($definition.get()?.parameters));
    },
    sortBy(sort) {
      $sort.set(sort);
      runNow();
    },
    rerun: runNow,
    async exportAs(format) {
      const definition = $definition.get();
      const params = $params.get();
      if (!definition || !params) return;
      const release = deps.lock(`report-export:${definition.id}`);
      if (!release) return;
      $exporting.set(true);
      try {
        const { blob, filename } = await calls.exportReport({ id: definition.id, params, sort: $sort.get(), format });
        const name = filename || `${labelIn(definition.name, deps.language(), definition.id)}.${format}`;
        deps.save(blob, name);
        deps.notify('success', reportWords(deps.language())('exported', name));
      } catch (failure) {
        deps.notify('error', asError(failure).message);
      } finally {
        $exporting.set(false);
        release();
      }
    },
    stop,
    destroy: stop,
  };
}
