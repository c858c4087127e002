/**
 * The `dashboard` page (PAGES.md "Data"): a grid of widgets from the page config. Each widget is a
 * component of spec §3 (core/components): `contentType` the widget kind drawn through the page
 * registry (`number` cards, `reportChart`, `entityList` short lists, `menuIndex` links, or any
 * registered kind), `configs` its settings, `flex` its share of a 12-column row, `items` (on the
 * mobile screen class `mItems`) the order. Every widget loads, fails and refreshes on its own;
 * one refresh button reloads them all.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ComponentNode } from '../../../core/components/index.ts';
import { usePlatform } from '../../shared/platform.ts';
import type { PageProps } from '../../shared/page-props.ts';
import type { ComponentOwner } from '../components/index.ts';
import { COMPONENT_CSS, useComponentTree } from '../components/index.ts';
import { useOwnPageConfig } from '../components/use-own-page-config.ts';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { TextFn } from '../kit/text.ts';
import { dashboardText } from './dashboard-text.ts';
import type { DashboardTextFn } from './dashboard-text.ts';
import { DASHBOARD_CSS } from './dashboard-styles.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';

interface GridProps {
  widgets: readonly ComponentNode[];
  owner: ComponentOwner;
  text: TextFn;
  words: DashboardTextFn;
  round: number;
  mobile: boolean;
}

function WidgetGrid({ widgets, owner, text, words, round, mobile }: GridProps) {
  if (!widgets.length) return <EmptyState text={text} message={words('noWidgets')} />;
  return (
    <div className={mobile ? 'dashboard-grid mobile' : 'dashboard-grid'} data-screen={mobile ? 'mobile' : 'large'}>
      {widgets.map((node) => (
        <DashboardWidget key={node.id} node={node} owner={owner} text={text} words={words} round={round} mobile={mobile} />
      ))}
    </div>
  );
}

export default function DashboardPage(props: PageProps) {
  const services = usePageServices();
  const platform = usePlatform();
  const language = useStore(services.$language);
  const screen = useStore(platform.workspace.$screenSize);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => dashboardText(language), [language]);
  const [loaded, retry] = useOwnPageConfig(props, 'dashboard', words('noPage'));
  const [round, setRound] = useState(0);
  const config = loaded.status === 'ready' ? loaded.config : undefined;
  const source = useMemo(
    () =>
      config
        ? { itemConfigs: config.content.itemConfigs, items: config.content.items, mItems: config.content.mItems, parentPage: config.record.PAGE_ID }
        : undefined,
    [config],
  );
  const roots = useComponentTree(source, language);
  const { client, system, query, tabKey } = props;
  const owner = useMemo<ComponentOwner>(() => ({ client, system, query, tabKey }), [client, system, query, tabKey]);
  const content = config?.content;
  const title = content?.['title.i18n']?.[language] || content?.title || config?.record.TITLE || props.component?.title || words('dashboard');
  const widgets = props.component ? props.component.children : roots;
  const mobile = screen === 'mobile';

  let body: ReactNode;
  if (!props.component && loaded.status === 'loading') body = <LoadingState text={text} />;
  else if (!props.component && loaded.status === 'error') body = <ErrorState text={text} error={loaded.error} onRetry={retry} />;
  else body = <WidgetGrid widgets={widgets} owner={owner} text={text} words={words} round={round} mobile={mobile} />;
  return (
    <section className="dashboard-page" data-page-kind="dashboard" aria-label={title}>
      <Styles css={PAGE_CSS} />
      <Styles css={COMPONENT_CSS} />
      <Styles css={DASHBOARD_CSS} />
      <header className="dashboard-head">
        <h2>{title}</h2>
        <button type="button" className="dashboard-refresh-all" onClick={() => setRound((n) => n + 1)} disabled={loaded.status !== 'ready' && !props.component}>
          <span aria-hidden="true">⟳</span>
          {words('refreshAll')}
        </button>
      </header>
      {body}
    </section>
  );
}
