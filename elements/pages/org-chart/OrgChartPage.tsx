/**
 * Organisation chart page (registry kind `orgChart`): the department tree with its people
 * (`FM_DEPT/tree`), drawn top-down as SVG from a dagre layout beside an outline that is its text alternative
 * and keyboard way in. Departments open and close from either; the search marks the departments
 * and people it finds and opens the way to them; a person (click, or Enter on the outline) opens
 * their card.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isPlatformError } from '../../../core/errors/index.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { themeApi } from '../../shared/theme.ts';
import { usePlatform } from '../../shared/platform.ts';
import { CHART_CSS } from '../charts/chart-styles.ts';
import { chartText } from '../charts/chart-text.ts';
import type { ChartTextFn } from '../charts/chart-text.ts';
import { chartColors } from '../charts/colors.ts';
import { useLazyModule } from '../charts/use-lazy-module.ts';
import { usePageServices } from '../kit/services.ts';
import { SlButton, SlInput } from '../kit/sl.ts';
import { EmptyState, ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { paletteFor } from '../charts/palettes.ts';
import { findPerson, orgCounts } from './org-data.ts';
import type { OrgDept, PersonInDept } from './org-data.ts';
import { OrgOutline } from './OrgOutline.tsx';
import { OrgSvg } from './OrgSvg.tsx';
import { PersonCard } from './PersonCard.tsx';
import { useOrgBrowse, useOrgTree } from './use-org.ts';
import type { OrgBrowse } from './use-org.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

const loadDrawing = () => import('./org-drawing.ts');

export default function OrgChartPage(_props: PageProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const text = useMemo(() => chartText(language), [language]);
  const words = useMemo(() => pageText(language), [language]);
  const org = useOrgTree();
  const failure = org.error && isPlatformError(org.error) && org.error.code === 'error.reply' ? new Error(text('badReply')) : org.error;
  return (
    <section className="entity-page chart-page org-chart-page" aria-label={text('orgChart')}>
      <Styles css={PAGE_CSS + CHART_CSS} />
      <header className="page-head">
        <h2>{text('orgChart')}</h2>
      </header>
      {failure ? (
        <ErrorState text={words} error={failure} onRetry={org.retry} />
      ) : !org.tree ? (
        <LoadingState text={words} />
      ) : org.tree.length === 0 ? (
        <EmptyState text={words} message={text('noDepartments')} />
      ) : (
        <OrgBody tree={org.tree} language={language} text={text} />
      )}
    </section>
  );
}

function OrgBody({ tree, language, text }: { tree: OrgDept[]; language: string; text: ChartTextFn }) {
  const browse = useOrgBrowse(tree, language);
  const [card, setCard] = useState<PersonInDept | null>(null);
  const outline = useRef<HTMLDivElement>(null);
  const counts = useMemo(() => orgCounts(tree), [tree]);
  const summary = text('orgSummary', counts.departments, counts.people);
  const onChartClick = useCallback(
    (key: string) => {
      if (key.startsWith('person:')) setCard(findPerson(tree, key));
      else if (key !== 'org-root') browse.toggle(key);
    },
    [tree, browse],
  );
  // Enter in the search box moves to the first match, where Enter opens the card.
  const focusFirstMatch = () => {
    const first = browse.search.ordered[0];
    if (!first) return;
    requestAnimationFrame(() => outline.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(first)}"]`)?.focus());
  };
  return (
    <>
      <SearchTools browse={browse} text={text} onEnter={focusFirstMatch} />
      <div className="org-layout">
        <div ref={outline}>
          <OrgOutline
            tree={tree}
            open={browse.open}
            matches={browse.search.matches}
            language={language}
            text={text}
            label={summary}
            onToggle={browse.toggle}
            onPerson={(person, dept) => setCard({ person, dept })}
          />
        </div>
        <OrgDrawingBox tree={tree} browse={browse} language={language} text={text} summary={summary} onClick={onChartClick} />
      </div>
      <PersonCard shown={card} language={language} text={text} onClose={() => setCard(null)} />
    </>
  );
}

function SearchTools({ browse, text, onEnter }: { browse: OrgBrowse; text: ChartTextFn; onEnter(): void }) {
  const found = browse.search.ordered.length;
  return (
    <div className="org-tools">
      <SlInput
        type="search"
        size="small"
        clearable
        className="org-search"
        label={text('searchPeople')}
        placeholder={text('searchPeople')}
        value={browse.words}
        onsl-input={(event: Event) => browse.setWords((event.target as HTMLInputElement).value)}
        onsl-clear={() => browse.setWords('')}
        onKeyDown={(event: KeyboardEvent) => event.key === 'Enter' && onEnter()}
      />
      <SlButton size="small" onClick={browse.openAll}>
        {text('expandAll')}
      </SlButton>
      <SlButton size="small" onClick={browse.closeAll}>
        {text('collapseAll')}
      </SlButton>
      <span className="muted org-found" role="status" aria-live="polite">
        {browse.words.trim() ? (found ? text('matches', found) : text('noMatch')) : ''}
      </span>
    </div>
  );
}

interface DrawingBoxProps {
  tree: OrgDept[];
  browse: OrgBrowse;
  language: string;
  text: ChartTextFn;
  summary: string;
  onClick(key: string): void;
}

function OrgDrawingBox({ tree, browse, language, text, summary, onClick }: DrawingBoxProps) {
  const theme = useStore(themeApi(usePlatform()).$theme);
  const words = useMemo(() => pageText(language), [language]);
  const drawing = useLazyModule(loadDrawing, 'organisation chart layout');
  const scroller = useRef<HTMLDivElement>(null);
  const drawn = useMemo(
    () =>
      drawing.module?.orgDrawing(
        tree,
        {
          open: browse.open,
          matches: browse.search.matches,
          language,
          rootLabel: text('orgChart'),
          peopleLabel: (n) => text('people', n),
        },
        chartColors(paletteFor(theme), theme),
      ),
    [drawing.module, tree, browse.open, browse.search.matches, language, text, theme],
  );
  // A chart wider than its box starts with the top of the tree in the middle of the box: dagre
  // puts it over the middle of its children, not of the drawing, so a lopsided tree (or a phone's
  // narrow box) scrolled to the drawing's middle would show the root cut off and none of its children.
  // The first box is the top: the artificial root of several top departments, else the one top department.
  const rootX = drawn?.boxes[0]?.x;
  // Only the first drawing places it: opening a department must not move what the user is looking at.
  const placed = useRef(false);
  useEffect(() => {
    const box = scroller.current;
    if (placed.current || !box || rootX === undefined) return;
    placed.current = true;
    box.scrollLeft = Math.max(0, rootX - box.clientWidth / 2);
  }, [rootX]);
  if (drawing.error) return <ErrorState text={words} error={new Error(text('chartLoadFailed'))} onRetry={drawing.retry} />;
  if (!drawing.module || !drawn) return <LoadingState text={words} />;
  return (
    <div ref={scroller} className="chart-scroll chart-box org-drawing">
      <OrgSvg drawing={drawn} label={summary} onPick={onClick} />
    </div>
  );
}
