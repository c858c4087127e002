/**
 * The `number` kind (a dashboard's number card): one measure of a server report (configs `report`,
 * `measure`, else its first, `params`), and with `compare: "previous"` the current period's figure
 * with the change from the previous period of equal length, as the server's `run` reports them.
 * It loads on its own and shows its own loading and error state with a retry.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { pageText } from '../kit/text.ts';
import { dashboardText } from './dashboard-text.ts';
import type { DashboardTextFn } from './dashboard-text.ts';
import { formatChange, formatNumber, readFigure } from './figure.ts';
import type { Figure } from './figure.ts';
import { DASHBOARD_CSS } from './dashboard-styles.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

interface CardConfig {
  report?: string;
  measure?: string;
  compare: boolean;
  params: Record<string, unknown>;
}

type Loaded = { status: 'loading' } | { status: 'ready'; figure: Figure } | { status: 'error'; error: Error };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function cardConfig(configs: Readonly<Record<string, unknown>> | undefined): CardConfig {
  const own = configs ?? {};
  const params = isObj(own.params) ? Object.fromEntries(Object.entries(own.params).filter(([key]) => key !== '__proto__' && key !== 'compare')) : {};
  return { report: textOf(own.report), measure: textOf(own.measure), compare: own.compare === 'previous', params };
}

function useFigure(config: CardConfig, language: string, words: DashboardTextFn): [Loaded, () => void] {
  const services = usePageServices();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(config);
  useEffect(() => {
    const { report, measure, compare, params } = config;
    if (!report) {
      setLoaded({ status: 'error', error: new Error(words('noReport')) });
      return undefined;
    }
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    services
      .request<unknown>({
        entity: 'FM_REPORT',
        action: 'run',
        method: 'POST',
        silent: true,
        signal: controller.signal,
        data: { id: report, params: compare ? { ...params, compare: 'previous' } : params },
      })
      .then((reply) => readFigure(reply, measure, report, language, words))
      .then(
        (figure) => !controller.signal.aborted && setLoaded({ status: 'ready', figure }),
        (error: unknown) => !controller.signal.aborted && setLoaded({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    return () => controller.abort();
    // `config` is read through its value (key): a config made afresh with the same value loads nothing again.
  }, [services, key, language, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

function ChangeLine({ figure, language, words }: { figure: Figure; language: string; words: DashboardTextFn }) {
  const { change, previous } = figure;
  if (!previous) return null;
  if (!change)
    return (
      <p className="number-change none" data-change="none">
        {words('noPrevious')}
      </p>
    );
  const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '■';
  const said = change.direction === 'same' ? words('unchanged') : `${words(change.direction)} ${formatChange(change, language)}`;
  return (
    <p className={`number-change ${change.direction}`} data-change={change.direction}>
      <span className="number-delta">
        <span aria-hidden="true">{arrow} </span>
        <span className="visually-hidden">{said}</span>
        <span aria-hidden="true">{change.direction === 'same' ? words('unchanged') : formatChange(change, language)}</span>
      </span>{' '}
      <span className="number-vs">{words('vsPrevious')}</span>
      {' · '}
      <span className="number-previous" data-previous={previous.value ?? ''}>
        {words('previousValue', formatNumber(previous.value, language))}
      </span>
    </p>
  );
}

export default function NumberCard(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => dashboardText(language), [language]);
  const config = useMemo(() => cardConfig(props.component?.configs), [props.component?.configs]);
  const [loaded, retry] = useFigure(config, language, words);
  let body;
  if (loaded.status === 'loading') body = <LoadingState text={text} />;
  else if (loaded.status === 'error') body = <ErrorState text={text} error={loaded.error} onRetry={retry} />;
  else {
    const { figure } = loaded;
    body = (
      <>
        <p className="number-label">{figure.label}</p>
        <p className="number-value" data-value={figure.value ?? ''}>
          {formatNumber(figure.value, language)}
        </p>
        <ChangeLine figure={figure} language={language} words={words} />
        {figure.period && (
          <p className="number-period" data-from={figure.period.from} data-to={figure.period.to}>
            {words('period', figure.period.from, figure.period.to)}
          </p>
        )}
      </>
    );
  }
  return (
    <div className="number-card" data-report={config.report ?? ''} aria-busy={loaded.status === 'loading'}>
      <Styles css={DASHBOARD_CSS} />
      {body}
    </div>
  );
}
