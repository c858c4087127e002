/** Server paging: previous/next, the page position and the page size. */
import { memo } from 'react';
import { SlButton, SlOption, SlSelect } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';

const SIZES = [10, 20, 50, 100, 500, 1000];

/**
 * Memoised: it draws again only when the page, size, total or language change. A total of null
 * is not known yet (no reply so far): the pager says it is loading rather than "共 0 条", and
 * offers no next page.
 */
export const Pager = memo(function Pager({
  pageIndex,
  pageSize,
  total,
  onPage,
  onSize,
  text,
}: {
  pageIndex: number;
  pageSize: number;
  total: number | null;
  text: TextFn;
  onPage: (index: number) => void;
  onSize: (size: number) => void;
}) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const sizes = SIZES.includes(pageSize) ? SIZES : [...SIZES, pageSize].sort((a, b) => a - b);
  return (
    <nav className="pager" part="list-pager" aria-label={text('page', pageIndex, pages)}>
      <span className="pager-total">{total === null ? text('loading') : text('total', total)}</span>
      <SlButton size="small" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)} aria-label={text('prev')}>
        ‹ {text('prev')}
      </SlButton>
      <span className="pager-pos" aria-live="polite">
        {text('page', pageIndex, pages)}
      </span>
      <SlButton size="small" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)} aria-label={text('next')}>
        {text('next')} ›
      </SlButton>
      {/* A visible label (每页 / Per page) beside the select: it names the select's inner combobox,
          which an aria-label on the host does not reach. Keyed by the label: Shoelace keeps the
          chosen option's text from when it was chosen, so a language switch draws a fresh select. */}
      <SlSelect
        key={text('pageSize')}
        size="small"
        className="pager-size"
        value={String(pageSize)}
        label={text('pageSize')}
        hoist
        onsl-change={(e: Event) => onSize(Number((e.target as HTMLInputElement).value))}
      >
        {sizes.map((s) => (
          <SlOption key={s} value={String(s)}>
            {s}
          </SlOption>
        ))}
      </SlSelect>
    </nav>
  );
});
