/**
 * Process chart page (registry kind `processChart`): a process definition drawn as a flow chart,
 * or an instance of it with the done nodes, the current node(s) and the path taken marked.
 * Which one comes from the props (`definitionId`, `instanceId`), the tab's query, or the page
 * config's CONTENT (`{ definitionId, instanceId }`), in that order; an instance wins.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isPlatformError } from '../../../core/errors/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { CHART_CSS } from '../charts/chart-styles.ts';
import { chartText, i18nLabel } from '../charts/chart-text.ts';
import type { ProcessChartData } from '../../../core/work/index.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { usePageServices } from '../kit/services.ts';
import type { PageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { ProcessChartView } from './ProcessChartView.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

export interface ProcessChartPageProps extends PageProps {
  definitionId?: string;
  instanceId?: string;
}

interface ProcessIds {
  definitionId?: string;
  instanceId?: string;
}

const pick = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

async function resolveIds(services: PageServices, props: ProcessChartPageProps): Promise<ProcessIds> {
  const direct = {
    definitionId: pick(props.definitionId) ?? pick(props.query?.definitionId),
    instanceId: pick(props.instanceId) ?? pick(props.query?.instanceId),
  };
  if (direct.definitionId || direct.instanceId || !props.pageId) return direct;
  const config = await services.getPageConfig({ pageId: props.pageId });
  const content = config.content as Record<string, unknown>;
  return { definitionId: pick(content.definitionId), instanceId: pick(content.instanceId) };
}

export default function ProcessChartPage(props: ProcessChartPageProps) {
  const services = usePageServices();
  const work = useConcept('work');
  const language = useStore(services.$language);
  const text = useMemo(() => chartText(language), [language]);
  const words = useMemo(() => pageText(language), [language]);
  const [data, setData] = useState<ProcessChartData | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { definitionId, instanceId, pageId, query } = props;

  // The query is compared by value: a tab hands a new object with the same ids on each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is followed through its ids.
  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    setError(null);
    resolveIds(services, { kind: 'processChart', definitionId, instanceId, pageId, query })
      .then((ids) => {
        if (!ids.definitionId && !ids.instanceId) throw new Error(text('noProcess'));
        return work.chart(ids, controller.signal);
      })
      .then((loaded) => !controller.signal.aborted && setData(loaded))
      .catch((failure: Error) => !controller.signal.aborted && setError(failure));
    return () => controller.abort();
  }, [services, work, definitionId, instanceId, pageId, query?.definitionId, query?.instanceId, attempt]);

  const title = data ? i18nLabel(data.definition.name, language, data.definition.id) : text('processChart');
  const shown = error && isPlatformError(error) && error.code === 'error.reply' ? new Error(text('badReply')) : error;
  return (
    <section className="entity-page chart-page process-chart-page" aria-label={title}>
      <Styles css={PAGE_CSS + CHART_CSS} />
      <header className="page-head">
        <h2>{title}</h2>
      </header>
      {shown ? (
        <ErrorState text={words} error={shown} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !data ? (
        <LoadingState text={words} />
      ) : (
        <ProcessChartView definition={data.definition} instance={data.instance} />
      )}
    </section>
  );
}
