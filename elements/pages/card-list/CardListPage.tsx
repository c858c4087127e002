/**
 * The `entityCardList` page (PAGES.md "Work"): the entity list as cards, for narrow screens and
 * for configs that ask for cards. It is the list page's data and operations drawn differently:
 * the same page config, search bar, server query (core/lists' list controller, paging `more`: one
 * page after another with "load more", and on the mobile screen class also when the end of the
 * cards scrolls into view), the same operation flow (list/use-operations.tsx) and rights.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePlatform } from '../../shared/platform.ts';
import { listColumns, pageTitle, rowKeyReader, searchColumns } from '../kit/columns.ts';
import type { SearchValue } from '../kit/conditions.ts';
import { useConfirm } from '../kit/confirm.tsx';
import { usePageServices } from '../kit/services.ts';
import { pageText } from '../kit/text.ts';
import { useCodeLabels, useEntityPage } from '../kit/use-entity-page.ts';
import type { Operate, PageContent, Row } from '../kit/types.ts';
import { PAGE_CSS } from '../kit/styles.ts';
import { SlButton, SlSpinner } from '../kit/sl.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { OperationMask } from '../kit/operation-mask.tsx';
import type { ListPageProps } from '../list/ListPage.tsx';
import { LIST_CSS } from '../list/list-styles.ts';
import { OperateButtons, shownRowOperates } from '../list/OperateButtons.tsx';
import { SearchBar } from '../list/SearchBar.tsx';
import { useList } from '../list/use-list.ts';
import { useOperations } from '../list/use-operations.tsx';
import { workText } from '../work-text/index.ts';
import { cardLayout } from './card-layout.ts';
import { CARD_CSS } from './card-styles.ts';
import { EntityCard } from './EntityCard.tsx';
import { cardText } from './card-text.ts';
import { RowOpsSheet } from './RowOpsSheet.tsx';
import { PULL_THRESHOLD_PX, usePullRefresh } from './use-pull-refresh.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

/** On the mobile screen class the next page loads when the end of the cards comes into view. */
function useLoadOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore());
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}

/** What the finger has pulled so far, then 正在刷新… while the first page reloads. */
function PullIndicator({ pull, refreshing, language }: { pull: number; refreshing: boolean; language: string }) {
  const height = refreshing ? 32 : pull / 2;
  const label = refreshing ? cardText(language, 'refreshing') : cardText(language, pull >= PULL_THRESHOLD_PX ? 'releaseToRefresh' : 'pullToRefresh');
  return (
    <div className={pull ? 'pull-indicator pulling' : 'pull-indicator'} style={{ height }} aria-hidden={!pull && !refreshing} role="status">
      {(pull > 0 || refreshing) && label}
    </div>
  );
}

/** An operation on selected rows (needSelect 1 or n), which a card's own record can take. */
function actsOnRows(op: Operate): boolean {
  return op.needSelect !== undefined && String(op.needSelect) !== '0' && op.type !== 'refresh';
}

/** How many search fields hold a value (a range counts once, with either end filled). */
export function activeFilterCount(values: Readonly<Record<string, SearchValue>>): number {
  return Object.values(values).filter((value) => (Array.isArray(value) ? value.some((end) => end !== '') : value !== undefined && value !== '')).length;
}

/**
 * On a phone the search fields would fill the first screen before any card: they fold behind a
 * 筛选 button that shows how many filters are on, and fold again once a search is run.
 */
function FilterToggle({ open, count, panel, language, onToggle }: { open: boolean; count: number; panel: string; language: string; onToggle(): void }) {
  return (
    <button
      type="button"
      className="filter-toggle"
      aria-expanded={open}
      aria-controls={panel}
      aria-label={count ? `${cardText(language, 'filters')}, ${cardText(language, 'activeFilters', String(count))}` : undefined}
      onClick={onToggle}
    >
      {cardText(language, 'filters')}
      {count > 0 && (
        <span className="filter-count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}

function cardName(row: Row, key: string, layout: ReturnType<typeof cardLayout>): string {
  return (layout.title && String(row[layout.title.name] ?? '')) || key;
}

export default function CardListPage(props: ListPageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const words = useMemo(() => workText(language), [language]);
  const page = useEntityPage(services, { entity: props.entity, pageId: props.pageId, flag: props.flag || 'list' });
  const content: PageContent = useMemo(() => ({ ...(page.config?.content ?? {}), ...(props.configOverride ?? {}) }), [page.config, props.configOverride]);
  const meta = page.meta;
  const columns = useMemo(() => (meta ? listColumns(meta, content, language) : []), [meta, content, language]);
  const searchFields = useMemo(() => (meta ? searchColumns(meta, content, language) : []), [meta, content, language]);
  const layout = useMemo(() => cardLayout(columns, content), [columns, content]);
  const labels = useCodeLabels(services, [...columns, ...searchFields]);
  const base = useMemo(() => [...(props.baseConditions ?? [])], [props.baseConditions]);
  const keyOf = useMemo(() => (meta ? rowKeyReader(meta) : () => ''), [meta]);
  // A form saved elsewhere on this core instance shows again from page one: the controller follows it.
  const {
    list,
    data: listed,
    selected,
    busy,
  } = useList(services, {
    meta,
    keyOf,
    pageSize: content.pageSize ?? 20,
    sort: content.sort?.[0],
    base,
    paging: 'more',
    onSelectionChange: props.onSelectionChange,
  });
  const data = {
    ...listed,
    restart: list.restart,
    loadMore: list.loadMore,
    retry: list.reload,
    firstPage: listed.status === 'loading' && listed.pages === 0,
    loadingMore: listed.status === 'loading' && listed.pages > 0,
  };
  const { restart } = list;
  const toggle = list.toggle;
  const { confirm, dialog } = useConfirm(text);
  const ops = useOperations({ services, list, busy, meta, content, props, text, confirm });
  const screen = useStore(usePlatform().workspace.$screenSize);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filterCount, setFilterCount] = useState(0);
  const filterPanel = `filters-${useId().replace(/[^\w-]/g, '')}`;
  const onSearch = useCallback(
    (values: Record<string, SearchValue>) => {
      setFilterCount(activeFilterCount(values));
      setFiltersOpen(false);
      list.searchValues(searchFields, values);
    },
    [list, searchFields],
  );
  const sentinel = useLoadOnScroll(screen === 'mobile' && data.more, data.loadMore);
  const onRun = useCallback((op: Operate, row: Row) => void ops.run(op, [row], true), [ops]);
  const [held, setHeld] = useState<{ row: Row; key: string } | null>(null);
  const onLongPress = useCallback((row: Row, key: string) => setHeld({ row, key }), []);
  const closeSheet = useCallback(() => setHeld(null), []);
  const { target: pullTarget, pull } = usePullRefresh(screen === 'mobile', restart);

  if (page.status === 'loading') return <LoadingState text={text} />;
  if (page.status === 'error' || !meta || !page.config) return <ErrorState text={text} error={page.error} onRetry={page.reload} />;
  const title = pageTitle(content, page.config.record, meta, language);
  const foldsFilters = screen === 'mobile' && searchFields.length > 0;
  const rowOps = shownRowOperates(ops.rowOps, meta, page.config.record, services, language);
  // A card has no selection bar on a phone: the sheet also offers the toolbar's operations on selected rows.
  const sheetOps = held
    ? [
        ...rowOps,
        ...shownRowOperates(
          ops.toolbar.filter((op) => actsOnRows(op) && !ops.rowOps.some((row) => row.name === op.name)),
          meta,
          page.config.record,
          services,
          language,
        ),
      ]
    : [];

  return (
    <section ref={pullTarget} className="entity-page card-list-page" aria-label={title}>
      <Styles css={PAGE_CSS} />
      <Styles css={LIST_CSS} />
      <Styles css={CARD_CSS} />
      {screen === 'mobile' && <PullIndicator pull={pull} refreshing={data.status === 'loading' && !data.loadingMore} language={language} />}
      <header className="page-head">
        <h2>{title}</h2>
        {foldsFilters && (
          <FilterToggle open={filtersOpen} count={filterCount} panel={filterPanel} language={language} onToggle={() => setFiltersOpen((open) => !open)} />
        )}
      </header>
      {/* Folded, not unmounted: the typed criteria stay for the next look. */}
      <div id={filterPanel} className="filter-panel" hidden={foldsFilters && !filtersOpen}>
        <SearchBar fields={searchFields} services={services} text={text} language={language} onSearch={onSearch} />
      </div>
      <div className="toolbar" role="toolbar" aria-label={title}>
        <OperateButtons
          operates={ops.toolbar}
          meta={meta}
          record={page.config.record}
          services={services}
          language={language}
          busy={ops.busy}
          onRun={(op: Operate) => ops.run(op, selected.rows())}
        />
        <span className="spacer" />
        {selected.size > 0 && (
          <span className="selection-count" aria-live="polite">
            {text('selected', selected.size)}
          </span>
        )}
        <button type="button" className="icon-button" aria-label={text('refresh')} title={text('refresh')} onClick={restart}>
          ⟳
        </button>
      </div>
      {data.status === 'error' && data.rows.length === 0 ? (
        <ErrorState text={text} error={data.error} onRetry={restart} />
      ) : data.firstPage ? (
        <LoadingState text={text} />
      ) : data.status === 'ready' && data.rows.length === 0 ? (
        <EmptyState text={text} />
      ) : (
        <ul className="card-grid" aria-label={title} aria-busy={data.status === 'loading'}>
          {data.rows.map((row) => {
            const key = keyOf(row);
            return (
              <EntityCard
                key={key}
                row={row}
                rowKey={key}
                layout={layout}
                labels={labels}
                selected={selected.has(key)}
                operates={rowOps}
                busy={ops.busy}
                services={services}
                text={text}
                words={words}
                language={language}
                onToggle={toggle}
                onOpen={ops.openRecord}
                onRun={onRun}
                onLongPress={onLongPress}
              />
            );
          })}
        </ul>
      )}
      <div className="card-more" ref={sentinel}>
        {data.rows.length > 0 && (
          <span className="muted" aria-live="polite">
            {data.more || data.loadingMore ? words('shownOf', data.rows.length, data.total) : words('allLoaded', data.rows.length)}
          </span>
        )}
        {data.status === 'error' && data.rows.length > 0 && (
          <span role="alert" className="card-error">
            {data.error?.message || text('error')}{' '}
            <SlButton size="small" onClick={data.retry}>
              {text('retry')}
            </SlButton>
          </span>
        )}
        {(data.more || data.loadingMore) && (
          <SlButton className="load-more" aria-busy={data.loadingMore ? 'true' : undefined} disabled={data.loadingMore} onClick={data.loadMore}>
            {data.loadingMore && <SlSpinner slot="prefix" />}
            {data.loadingMore ? words('loadingMore') : words('loadMore')}
          </SlButton>
        )}
      </div>
      {held && (
        <RowOpsSheet
          name={cardName(held.row, held.key, layout)}
          operates={sheetOps}
          busy={ops.busy}
          language={language}
          cancelLabel={text('cancel')}
          onRun={(op) => onRun(op, held.row)}
          onClose={closeSheet}
        />
      )}
      {dialog}
      {ops.formDialog}
      <OperationMask services={services} />
    </section>
  );
}
