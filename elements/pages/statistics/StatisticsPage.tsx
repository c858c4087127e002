/**
 * Statistics page (registry kind `statistics`): counts and sums grouped by a code-list field,
 * as a table and a chart (the chart kit's ECharts, in the active theme's palette). Grouping and sums come from the page
 * config (`statistics: { groupBy, sum, chart }`), else the first code field and money fields.
 * With neither a configured grouping nor a code field the page says so rather than waiting.
 */
import { useCallback, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PageProps } from '../../shared/page-props.ts';
import { CHART_CSS, CategoryChart } from '../charts/index.ts';
import type { CategoryChartData } from '../charts/index.ts';
import { attributeLabel, pageTitle, searchColumns, visibleAttributes } from '../kit/columns.ts';
import { searchConditions } from '../kit/conditions.ts';
import type { Condition } from '../kit/conditions.ts';
import { SearchBar } from '../list/SearchBar.tsx';
import { formatValue } from '../kit/format.ts';
import { usePageServices } from '../kit/services.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import type { TextFn } from '../kit/text.ts';
import { useCodeLabels, useEntityPage } from '../kit/use-entity-page.ts';
import { usePageScripts } from '../kit/page-scripts.ts';
import { ScriptError } from '../kit/script-error.tsx';
import { useStatGroups } from './use-stat-groups.ts';
import type { Group } from './use-stat-groups.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

const countFormat = (n: number) => String(Math.round(n * 100) / 100);

export default function StatisticsPage(props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => pageText(language), [language]);
  const page = useEntityPage(services, { entity: props.entity, pageId: props.pageId, flag: 'statistics' });
  const meta = page.meta;
  const content = useMemo(() => page.config?.content ?? {}, [page.config]);
  const attrs = meta ? visibleAttributes(meta) : [];
  const groupBy = content.statistics?.groupBy ?? attrs.find((a) => a.dataType === 'code')?.name;
  const sums = content.statistics?.sum ?? attrs.filter((a) => a.dataType === 'money').map((a) => a.name);
  const groupAttr = attrs.find((a) => a.name === groupBy);
  const labels = useCodeLabels(services, groupAttr ? [groupAttr] : []);
  const [measure, setMeasure] = useState('count');
  const [attempt, setAttempt] = useState(0);
  const [conditions, setConditions] = useState<Condition[]>([]);
  const searchFields = useMemo(() => (meta ? searchColumns(meta, content, language) : []), [meta, content, language]);
  const scriptExtra = useMemo(() => ({ reload: () => setAttempt((n) => n + 1) }), []);
  const scriptError = usePageScripts(services, {
    ready: page.status === 'ready',
    kind: props.kind || 'statistics',
    page: page.config?.record,
    content,
    meta,
    query: props.query,
    language,
    extra: scriptExtra,
  });

  const { groups, error } = useStatGroups({ meta, groupBy, sums, conditions, attempt });

  const money = useCallback((n: number) => formatValue('money', n, { text, language }), [text, language]);

  if (page.status === 'loading') return <LoadingState text={text} />;
  if (page.status === 'error' || !meta) return <ErrorState text={text} error={page.error} onRetry={page.reload} />;

  const title = pageTitle(content, page.config?.record, meta, language) || text('statistics');
  const label = (g: Group) =>
    g.value === null || g.value === ''
      ? text('notSet')
      : formatValue(groupAttr?.dataType ?? 'string', g.value, { text, labels: groupAttr?.codeKey ? labels.get(groupAttr.codeKey) : undefined, language });
  const sumLabel = (name: string) =>
    attributeLabel(
      attrs.find((a) => a.name === name),
      language,
      name,
    );
  const measureLabel = measure === 'count' ? text('count') : sumLabel(measure);
  const chartData: CategoryChartData = {
    kind: content.statistics?.chart === 'pie' ? 'pie' : 'bar',
    categories: (groups ?? []).map(label),
    series: [{ name: measureLabel, values: (groups ?? []).map((g) => (measure === 'count' ? g.count : Number(g.sums?.[measure] ?? 0))) }],
  };

  return (
    <section className="entity-page statistics-page" aria-label={title}>
      <Styles css={PAGE_CSS + CHART_CSS} />
      <header className="page-head">
        <h2>{title}</h2>
        <div className="seg" role="radiogroup" aria-label={text('chart')}>
          {['count', ...sums].map((m) => (
            <button key={m} type="button" role="radio" aria-checked={measure === m} aria-selected={measure === m} onClick={() => setMeasure(m)}>
              {m === 'count' ? text('count') : sumLabel(m)}
            </button>
          ))}
        </div>
      </header>
      <ScriptError error={scriptError} text={text} />
      <SearchBar
        fields={searchFields}
        services={services}
        text={text}
        language={language}
        onSearch={(values) => setConditions(searchConditions(searchFields, values))}
      />
      {!groupBy ? (
        <div className="stats-no-group">
          <ErrorState text={text} error={new Error(text('noGroupBy'))} />
        </div>
      ) : error ? (
        <ErrorState text={text} error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : groups === null ? (
        <LoadingState text={text} />
      ) : groups.length === 0 ? (
        <EmptyState text={text} />
      ) : (
        <div className="stats-layout">
          <StatsTable
            groups={groups}
            groupTitle={groupAttr ? attributeLabel(groupAttr, language) : (groupBy ?? '')}
            sums={sums}
            label={label}
            sumLabel={sumLabel}
            money={money}
            text={text}
          />
          <CategoryChart
            data={chartData}
            title={`${title}: ${measureLabel}`}
            categoryTitle={groupAttr ? attributeLabel(groupAttr, language) : (groupBy ?? '')}
            format={measure === 'count' ? countFormat : money}
            language={language}
            height={280}
          />
        </div>
      )}
    </section>
  );
}

interface StatsTableProps {
  groups: Group[];
  groupTitle: string;
  sums: string[];
  label: (g: Group) => string;
  sumLabel: (name: string) => string;
  money: (n: number) => string;
  text: TextFn;
}

function StatsTable({ groups, groupTitle, sums, label, sumLabel, money, text }: StatsTableProps) {
  return (
    <table className="sub-table stats-table">
      <caption className="muted" style={{ textAlign: 'left', paddingBottom: 6 }}>
        {text('groupBy')}: {groupTitle}
      </caption>
      <thead>
        <tr>
          <th scope="col">{groupTitle || text('groupBy')}</th>
          <th scope="col">{text('count')}</th>
          {sums.map((s) => (
            <th key={s} scope="col">
              {sumLabel(s)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={String(g.value)}>
            <th scope="row">{label(g)}</th>
            <td>{g.count}</td>
            {sums.map((s) => (
              <td key={s}>{money(Number(g.sums?.[s] ?? 0))}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{text('totalRow')}</td>
          <td>{groups.reduce((n, g) => n + g.count, 0)}</td>
          {sums.map((s) => (
            <td key={s}>{money(groups.reduce((n, g) => n + Number(g.sums?.[s] ?? 0), 0))}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
