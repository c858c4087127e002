/**
 * The `number` kind (a dashboard's number card): one measure of a server report (configs `report`,
 * `measure`, else its first, `params`), and with `compare: "previous"` the current period's figure
 * with the change from the previous period of equal length, as the server's `run` reports them.
 * It loads on its own and shows its own loading and error state with a retry.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { figureConfig, formatChange, formatNumber } from '../../../core/reports/index.ts';
import type { Figure } from '../../../core/reports/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { pageText } from '../kit/text.ts';
import { dashboardText } from './dashboard-text.ts';
import type { DashboardTextFn } from './dashboard-text.ts';
import { DASHBOARD_CSS } from './dashboard-styles.ts';
import { Styles } from '../../shared/adopted-styles.tsx';
import { useConcept } from '../../shared/use-concept.ts';

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
  const config = useMemo(() => figureConfig(props.component?.configs), [props.component?.configs]);
  const reports = useConcept('reports');
  const [card] = useState(() => reports.openFigure());
  const loaded = useStore(card.$state);
  // The controller compares the config and the language by value: the same ones load nothing again.
  useEffect(() => card.load(config), [card, config, language]);
  useEffect(() => () => card.stop(), [card]);
  let body: ReactNode;
  if (loaded.status === 'loading') body = <LoadingState text={text} />;
  else if (loaded.status === 'error') body = <ErrorState text={text} error={loaded.error} onRetry={card.retry} />;
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
