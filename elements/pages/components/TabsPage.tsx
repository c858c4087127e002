/**
 * The `tabs` page (PAGES.md): each component of the page config is a tab, titled by its
 * `title.i18n`/`title`, drawing its registered kind (a list, statistics, a form, another tabs...).
 * A tab's content mounts the first time the tab opens and stays mounted, so it keeps its state.
 * Opened as a page it reads its own page config (`pageId`, else the entity's `tabs` page); drawn
 * as a component of another page it makes tabs of its children.
 */
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ComponentNode } from '../../../core/components/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { TextFn } from '../kit/text.ts';
import type { ComponentOwner } from './component-props.ts';
import { ComponentView } from './ComponentView.tsx';
import { COMPONENT_CSS } from './styles.ts';
import { useComponentTree } from './use-component-tree.ts';
import { useOwnPageConfig } from './use-own-page-config.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

function Tabs({ tabs, owner, text }: { tabs: readonly ComponentNode[]; owner: ComponentOwner; text: TextFn }) {
  const base = useId();
  const [active, setActive] = useState<string | undefined>(tabs[0]?.id);
  const current = tabs.some((t) => t.id === active) ? active : tabs[0]?.id;
  // Tabs opened once stay mounted (hidden), so a list keeps its search and page.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  const open = (id: string) => {
    setActive(id);
    setOpened((seen) => (seen.has(id) ? seen : new Set([...seen, id])));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === current);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    open(tab.id);
    (e.currentTarget.querySelector(`[data-tab="${CSS.escape(tab.id)}"]`) as HTMLElement | null)?.focus();
  };
  if (!tabs.length) return <EmptyState text={text} message={text('componentsEmpty')} />;
  return (
    <div className="tabs-page">
      <div className="tabs-list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="tabs-tab"
            id={`${base}-tab-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => open(tab.id)}
          >
            {tab.title || tab.id}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          className="tabs-panel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          data-panel={tab.id}
          hidden={tab.id !== current}
        >
          {(opened.has(tab.id) || tab.id === current) && <ComponentView node={tab} owner={owner} text={text} hideTitle />}
        </div>
      ))}
    </div>
  );
}

export default function TabsPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const [loaded, retry] = useOwnPageConfig(props, 'tabs');
  const content = loaded.status === 'ready' ? loaded.config.content : undefined;
  const source = useMemo(
    () =>
      content
        ? {
            itemConfigs: content.itemConfigs,
            items: content.items,
            mItems: content.mItems,
            parentPage: loaded.status === 'ready' ? loaded.config.record.PAGE_ID : undefined,
          }
        : undefined,
    [content, loaded],
  );
  const roots = useComponentTree(source, language);
  const { client, system, query, tabKey } = props;
  const owner = useMemo<ComponentOwner>(() => ({ client, system, query, tabKey }), [client, system, query, tabKey]);
  let body: ReactNode;
  if (props.component) body = <Tabs tabs={props.component.children} owner={owner} text={text} />;
  else if (loaded.status === 'loading') body = <LoadingState text={text} />;
  else if (loaded.status === 'error') body = <ErrorState text={text} error={loaded.error} onRetry={retry} />;
  else body = <Tabs tabs={roots} owner={owner} text={text} />;
  return (
    <div className="page tabs-kind" data-page-kind="tabs">
      <Styles css={PAGE_CSS} />
      <Styles css={COMPONENT_CSS} />
      {body}
    </div>
  );
}
