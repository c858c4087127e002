/**
 * A report page's data: which report (props, the tab's query, a component's configs or the page
 * config), its definition, and its run for the current parameters and sort. Each load aborts the
 * one before it, so a slow reply never overwrites a newer one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { getReport, runReport } from './report-calls.ts';
import type { ParamValues, ReportDefinition, ReportResult, ReportSort } from './report-types.ts';

export interface ReportPageProps extends PageProps {
  reportId?: string;
  chart?: string;
}

const pick = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The report named by the props, the query, a component's configs (`report` or `reportId`), or the page config. */
export async function resolveReportId(services: PageServices, props: ReportPageProps): Promise<string | undefined> {
  const configs = (props.component?.configs ?? {}) as Record<string, unknown>;
  const direct = pick(props.reportId) ?? pick(props.query?.reportId) ?? pick(configs.reportId) ?? pick(configs.report);
  if (direct || !props.pageId) return direct;
  const config = await services.getPageConfig({ pageId: props.pageId });
  const content = config.content as Record<string, unknown>;
  return pick(content.reportId) ?? pick(content.report);
}

export interface Loaded<T> {
  value: T | null;
  error: Error | null;
  retry(): void;
}

function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: unknown[]): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setValue(null);
    setError(null);
    load(controller.signal).then(
      (loaded) => !controller.signal.aborted && setValue(() => loaded),
      (failure: unknown) => !controller.signal.aborted && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => controller.abort();
    // The callers list what their load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { value, error, retry };
}

/** The definition of the report the page names; an error says when it names none. */
export function useReportDefinition(services: PageServices, props: ReportPageProps, noReport: string): Loaded<ReportDefinition> {
  const { reportId, pageId, query, component } = props;
  return useLoad(
    async (signal) => {
      const id = await resolveReportId(services, { kind: props.kind, reportId, pageId, query, component });
      if (!id) throw new Error(noReport);
      return getReport(services, id, signal);
    },
    [services, reportId, pageId, query?.reportId, component],
  );
}

/** The run of the report for these parameter values and sort (none until the definition is in). */
export function useReportRun(
  services: PageServices,
  definition: ReportDefinition | null,
  params: ParamValues | null,
  sort: ReportSort | undefined,
): Loaded<ReportResult> {
  const run = definition && params ? (signal: AbortSignal) => runReport(services, { id: definition.id, params, sort }, signal) : null;
  return useLoad(run, [services, definition, params, sort?.by, sort?.order]);
}
