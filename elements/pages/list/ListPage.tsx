/**
 * The entity list page (registry kind `list`, and the body of `<entity-list>`): search, toolbar,
 * the virtualised grid, paging, and the operation flow. Everything comes from the page config
 * and the entity metadata; nothing here knows a demo entity.
 */
import { useCallback, useId, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { listColumns, pageTitle, rowKeyReader, searchColumns } from '../kit/columns.ts';
import type { Condition, SearchValue } from '../kit/conditions.ts';
import { useConfirm } from '../kit/confirm.tsx';
import { usePageServices } from '../kit/services.ts';
import { pageText } from '../kit/text.ts';
import { useCodeLabels, useEntityPage } from '../kit/use-entity-page.ts';
import type { Operate, PageContent, Row } from '../kit/types.ts';
import { PAGE_CSS } from '../kit/styles.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { OperationMask } from '../kit/operation-mask.tsx';
import { ScriptError } from '../kit/script-error.tsx';
import { actionsWidth, ListTable } from './ListTable.tsx';
import { Pager } from './Pager.tsx';
import { SearchBar } from './SearchBar.tsx';
import { useList } from './use-list.ts';
import { useOperations } from './use-operations.tsx';
import { useListScripts } from './use-list-scripts.ts';
import { LIST_CSS } from './list-styles.ts';
import type { RowOpenDetail } from '../../entity-list/entity-list.types.ts';
import { OperateButtons, RowOperateButtons, shownRowOperates } from './OperateButtons.tsx';
import { Styles } from '../../shared/adopted-styles.tsx';
import { SlButton } from '../kit/sl.ts';

export type { RowOpenDetail };

export interface ListPageProps extends PageProps {
  /** Page config flag when found by entity (default `list`). */
  flag?: string;
  /**
   * `pick`: a find page; a row click or the check box picks the row (one at a time), OK confirms
   * it, a double click or Enter picks it at once, Cancel closes (`onClose`).
   */
  mode?: 'page' | 'pick';
  baseConditions?: Condition[];
  configOverride?: Partial<PageContent>;
  /** Standalone hosts: returns false when the host vetoed the default (the own dialog). */
  onRowOpen?: (detail: RowOpenDetail) => boolean;
  onSelectionChange?: (rows: Row[], keys: string[]) => void;
  /** The vetoable step before an operation runs (confirm included): false stops it. */
  onActionRequest?: (detail: { operate: string; keys: string[] }) => boolean;
  onActionDone?: (detail: { operate: string; result?: unknown; keys: string[] }) => void;
  onPick?: (row: Row, key: string) => void;
  /** A short list (a dashboard's widget): its first `rows` rows only, without search, toolbar, pager or selection. */
  rows?: number;
}

/** `rows`, else a component's `configs.rows` (spec §3 "Component"), when a whole number from 1 to 100. */
function shortListRows(props: ListPageProps): number | undefined {
  const rows = Number(props.rows ?? props.component?.configs.rows);
  return Number.isInteger(rows) && rows >= 1 && rows <= 100 ? rows : undefined;
}

export default function ListPage(props: ListPageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const page = useEntityPage(services, { entity: props.entity, pageId: props.pageId, flag: props.flag || 'list', tabKey: props.tabKey });
  const content: PageContent = useMemo(
    () => services.withRightCodes({ ...(page.config?.content ?? {}), ...(props.configOverride ?? {}) }),
    [services, page.config, props.configOverride],
  );
  const meta = page.meta;
  const columns = useMemo(() => (meta ? listColumns(meta, content, language) : []), [meta, content, language]);
  const searchFields = useMemo(() => (meta ? searchColumns(meta, content, language) : []), [meta, content, language]);
  const labels = useCodeLabels(services, [...columns, ...searchFields]);
  const gridId = `list-${useId()}`;

  const shortRows = shortListRows(props);
  const short = shortRows !== undefined;
  const base = useMemo(() => [...(props.baseConditions ?? [])], [props.baseConditions]);
  const keyOf = useMemo(() => (meta ? rowKeyReader(meta) : () => ''), [meta]);
  const pick = props.mode === 'pick';
  const { list, data, query, selected, busy } = useList(services, {
    meta,
    keyOf,
    pageSize: shortRows ?? content.pageSize ?? 20,
    sort: content.sort?.[0],
    base,
    single: pick,
    onSelectionChange: props.onSelectionChange,
  });
  const { pageIndex, pageSize: size } = query;
  const { onPick } = props;
  const onToggle = useCallback((row: Row, key: string) => list.toggle(row, key), [list]);
  // A find page picks one row: a click on another row picks that one, on the picked row keeps it.
  const onRowClick = useCallback((row: Row, key: string) => !list.$selection.get().has(key) && list.toggle(row, key), [list]);
  const confirmPick = () => {
    const row = selected.rows()[0];
    if (row) onPick?.(row, keyOf(row));
  };
  // A form saved elsewhere on this core instance (a popup, drawer or tab the list opened, or
  // another element of the page) reloads a list of that entity: the controller follows it.
  const { reload } = list;

  const scriptError = useListScripts(services, {
    ready: page.status === 'ready',
    kind: props.kind || 'list',
    page: page.config?.record,
    content,
    meta,
    query: props.query,
    language,
    rows: data.rows,
    selected,
    reload,
  });
  const { confirm, dialog } = useConfirm(text);
  // An export writes what the list shows: its search, sort and columns (server-contract.md).
  const exportColumns = useMemo(() => columns.map((c) => c.name), [columns]);
  const ops = useOperations({ services, list, busy, meta, content, props, text, confirm, exportColumns });
  // Stable, so the search bar and the pager (memoised) do not draw again when rows or the
  // selection change: the search bar's code trees are many Shoelace items. Each also asks again
  // (reload): 查询 with unchanged criteria, or a page after a failed load, still runs the query.
  const onSearch = useCallback((values: Record<string, SearchValue>) => list.searchValues(searchFields, values), [list, searchFields]);

  if (page.status === 'loading') return <LoadingState text={text} />;
  if (page.status === 'error' || !meta || !page.config) return <ErrorState text={text} error={page.error} onRetry={page.reload} />;
  // A host's config may name the page's right code too.
  if (!services.pageAllowed(content)) return <ErrorState text={text} error={new Error(text('noRight'))} />;

  const open = (row: Row) => (pick ? props.onPick?.(row, keyOf(row)) : ops.openRecord(row));
  const title = pageTitle(content, page.config.record, meta, language);
  // Rights do not depend on the row: worked out once per render of the page, not per row.
  const rowOps = shownRowOperates(ops.rowOps, meta, page.config.record, services, language);

  return (
    <section className="entity-page list-page" aria-label={title}>
      <Styles css={PAGE_CSS} />
      <Styles css={LIST_CSS} />
      {!pick && !short && (
        <header className="page-head">
          <h2 part="page-title">{title}</h2>
        </header>
      )}
      <ScriptError error={scriptError} text={text} />
      {!short && <SearchBar fields={searchFields} services={services} text={text} language={language} onSearch={onSearch} />}
      {!pick && !short && (
        <div className="toolbar" part="list-toolbar" role="toolbar" aria-label={title} aria-controls={gridId}>
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
          {!ops.toolbar.some((o) => o.type === 'refresh') && (
            <button type="button" className="icon-button" aria-label={text('refresh')} title={text('refresh')} onClick={reload}>
              ⟳
            </button>
          )}
        </div>
      )}
      <div className="list-body" aria-busy={data.status === 'loading' || data.status === 'idle'}>
        {data.status === 'error' ? (
          <ErrorState text={text} error={data.error} onRetry={reload} />
        ) : !data.loaded ? (
          <LoadingState text={text} />
        ) : data.status === 'ready' && data.rows.length === 0 ? (
          <EmptyState text={text} />
        ) : (
          <ListTable
            id={gridId}
            label={title}
            columns={columns}
            rows={data.rows}
            keyOf={keyOf}
            labels={labels}
            selected={selected}
            selectable={!short}
            onToggle={onToggle}
            onToggleAll={list.toggleAll}
            sort={query.sort}
            onSort={list.sortBy}
            onOpen={open}
            onRowClick={pick ? onRowClick : undefined}
            text={text}
            language={language}
            rowOffset={(pageIndex - 1) * size}
            actionsWidth={actionsWidth(
              rowOps.map((o) => o.label),
              text('rowActions'),
            )}
            renderRowActions={
              pick || short || rowOps.length === 0
                ? undefined
                : (row) => <RowOperateButtons operates={rowOps} busy={ops.busy} onRun={(op: Operate) => ops.run(op, [row], true)} />
            }
          />
        )}
        {data.status === 'loading' && data.loaded && <div className="loading-bar" role="progressbar" aria-label={text('loading')} />}
      </div>
      {/* After a failed load the pager shows the page and total of the rows last shown; before
          any reply it says it is loading; a first load that failed has nothing to page. */}
      {!short && (data.loaded || data.status !== 'error') && (
        <Pager
          pageIndex={data.status === 'error' && data.loaded ? data.loaded.pageIndex : pageIndex}
          pageSize={data.status === 'error' && data.loaded ? data.loaded.pageSize : size}
          total={data.loaded ? data.total : null}
          text={text}
          onPage={list.setPage}
          onSize={list.setPageSize}
        />
      )}
      {pick && (
        <div className="pick-actions" part="pick-actions">
          {props.onClose && <SlButton onClick={() => props.onClose?.()}>{text('cancel')}</SlButton>}
          <SlButton variant="primary" className="pick-ok" disabled={selected.size === 0} onClick={confirmPick}>
            {text('ok')}
          </SlButton>
        </div>
      )}
      {dialog}
      {ops.formDialog}
      <OperationMask services={services} />
    </section>
  );
}
