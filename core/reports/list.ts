/** The report list: the reports the caller may run, by group, and the search over them. */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ReportCalls } from './calls.ts';
import { asError, latest } from './latest.ts';
import type { ReportDefinition, ReportGroup } from './types.ts';

export interface ReportListController {
  /** The groups; null while they load. */
  $groups: ReadableAtom<ReportGroup[] | null>;
  $error: ReadableAtom<Error | null>;
  /** Loads the list (nothing again until `stop()` or `retry()`). */
  load(): void;
  retry(): void;
  stop(): void;
  destroy(): void;
}

/** The texts a search matches: id, name, description, group and owner in both languages. */
function haystack(report: ReportDefinition, group: ReportGroup): string {
  const all = (label: unknown) => (label && typeof label === 'object' ? Object.values(label as Record<string, string>) : [String(label ?? '')]);
  return [report.id, ...all(report.name), ...all(report.description), ...all(group.group), report.owner?.name ?? '', report.owner?.nameEn ?? '']
    .join(' ')
    .toLowerCase();
}

/** The groups with the reports that match `search` (case-insensitive, either language); empty groups left out. */
export function matchReports(groups: readonly ReportGroup[], search: string): ReportGroup[] {
  const needle = search.trim().toLowerCase();
  return groups.map((g) => ({ ...g, reports: g.reports.filter((r) => !needle || haystack(r, g).includes(needle)) })).filter((g) => g.reports.length);
}

export function createReportList(calls: ReportCalls): ReportListController {
  const $groups = atom<ReportGroup[] | null>(null);
  const $error = atom<Error | null>(null);
  const runs = latest();
  let loaded = false;

  function loadNow(): void {
    loaded = true;
    const signal = runs.start();
    $groups.set(null);
    $error.set(null);
    calls.listReports(signal).then(
      (groups) => !signal.aborted && $groups.set(groups),
      (failure: unknown) => !signal.aborted && $error.set(asError(failure)),
    );
  }

  function stop(): void {
    runs.stop();
    loaded = false;
  }

  return {
    $groups,
    $error,
    load: () => void (loaded || loadNow()),
    retry: loadNow,
    stop,
    destroy: stop,
  };
}
