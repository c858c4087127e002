/**
 * Reports, dashboards' number cards and statistics (`platform.reports`): the typed report calls
 * (FM_REPORT list, get, run, export) and the entity's `stat` call, the report controller
 * (parameters, run, export), the number card's figure and the statistics groups. A page concept:
 * wired by `loadPageConcepts()`, never in core's first chunk.
 */
import { createSubmitLocks } from '../actions/index.ts';
import { translate } from '../i18n/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import { createReportCalls } from './calls.ts';
import type { ReportCalls, ReportHttp } from './calls.ts';
import { createReportController } from './controller.ts';
import type { ReportController } from './controller.ts';
import { createReportList } from './list.ts';
import type { ReportListController } from './list.ts';
import { createFigureController, createStatGroupsController } from './loaders.ts';
import type { FigureController, StatGroupsController } from './loaders.ts';

export interface ReportsDeps {
  http: ReportHttp;
  /** The content of a page config (FM_PAGE_CONFIG CONTENT), for a page that names its report there. */
  pageContent(pageId: string): Promise<Record<string, unknown>>;
  /** Hands a file to the person (the browser's download). */
  save(blob: Blob, filename: string): void;
}

export interface Reports extends ReportCalls {
  /** The report list page's controller: the groups the caller may run. */
  openReportList(): ReportListController;
  /** A report page's controller: definition, parameters, run, export. */
  openReport(): ReportController;
  /** A number card's figure. */
  openFigure(): FigureController;
  /** A statistics page's groups. */
  openStatGroups(): StatGroupsController;
}

export function createReports(context: PlatformContext, deps: ReportsDeps): Reports {
  const calls = createReportCalls(deps.http);
  const language = () => context.state.$language.get();
  const notify = (kind: 'success' | 'error', message: string) => void context.notifier.notify({ kind, message });
  // One export at a time per report, as a form's submit (spec §4): the second click says so.
  const locks = createSubmitLocks();
  const lock = (key: string) => {
    const release = locks.acquire(key);
    if (!release) notify('error', translate(language(), 'submitting'));
    return release;
  };
  return {
    ...calls,
    openReportList: () => createReportList(calls),
    openReport: () => createReportController({ calls, language, pageContent: deps.pageContent, lock, save: deps.save, notify }),
    openFigure: () => createFigureController(calls, language),
    openStatGroups: () => createStatGroupsController(calls),
  };
}

export { createReportCalls, ReportReplyError, REPORT_ENTITY } from './calls.ts';
export type { ExportInput, ReportCalls, ReportHttp, RunInput } from './calls.ts';
export { createReportController, resolveReportId } from './controller.ts';
export type { ReportController, ReportControllerDeps, ReportSource } from './controller.ts';
export { createReportList, matchReports } from './list.ts';
export type { ReportListController } from './list.ts';
export { createFigureController, createStatGroupsController, figureConfig } from './loaders.ts';
export type { FigureConfig, FigureController, FigureState, StatGroupsController } from './loaders.ts';
export { changeOf, formatChange, readFigure } from './figure.ts';
export type { Change, Figure, Period } from './figure.ts';
export { formatFigure, formatNumber, labelIn, ownerName } from './format.ts';
export { defaultParams, isBlankParam, isRangeParam, missingParams, runParams } from './params.ts';
export { reportWords } from './words.ts';
export { CHART_TYPES } from './types.ts';
export type {
  ChartType,
  DimensionDef,
  I18n,
  KeyLabel,
  MeasureDef,
  MeasureValues,
  ParamDef,
  ParamValues,
  ReportColumn,
  ReportDefinition,
  ReportGroup,
  ReportPeriod,
  ReportResult,
  ReportSort,
  StatGroup,
  StatQuery,
} from './types.ts';
