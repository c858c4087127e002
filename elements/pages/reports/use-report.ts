/**
 * A report page's controller (core/reports `openReport`), one per drawn page: it loads the report
 * its props name (a prop, the tab's query, a component's configs or the page config) and runs it;
 * the page draws the controller's stores. Unmounting aborts what is out.
 */
import { useEffect, useState } from 'react';
import type { ReportController } from '../../../core/reports/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcept } from '../../shared/use-concept.ts';

export interface ReportPageProps extends PageProps {
  reportId?: string;
  chart?: string;
}

export function useReportController(props: ReportPageProps): ReportController {
  const reports = useConcept('reports');
  const [report] = useState(() => reports.openReport());
  const { reportId, pageId, query, component } = props;
  const configs = (component?.configs ?? {}) as Record<string, unknown>;
  const ids = [reportId, query?.reportId, configs.reportId, configs.report];
  // The controller compares the source by value: a render with the same ids loads nothing again.
  useEffect(() => report.load({ ids, pageId }));
  useEffect(() => () => report.stop(), [report]);
  return report;
}
