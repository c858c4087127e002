/**
 * Windowing with a fixed row height: the list keeps only the rows in view (plus a small
 * overscan) in the DOM, so 100,000 rows cost the same to draw as 20. Fixed height makes the
 * range a division instead of a measurement, which is what keeps scrolling smooth.
 */
export interface RowWindow {
  /** First row index rendered (inclusive). */
  start: number;
  /** Last row index rendered (exclusive). */
  end: number;
  /** Pixels above the first rendered row. */
  offsetTop: number;
  /** Height of the whole scroll content. */
  totalHeight: number;
}

/** Rows drawn above and below the view, so a fast scroll shows rows rather than blank space. */
export const OVERSCAN_ROWS = 6;

export function rowWindow(scrollTop: number, viewport: number, rowHeight: number, total: number, overscan = OVERSCAN_ROWS): RowWindow {
  const totalHeight = Math.max(0, total * rowHeight);
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0, offsetTop: 0, totalHeight };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewport, rowHeight) / rowHeight) + 1;
  const start = Math.min(Math.max(0, first - overscan), Math.max(0, total - 1));
  const end = Math.min(total, first + visible + overscan);
  return { start, end, offsetTop: start * rowHeight, totalHeight };
}

/** Scroll position that brings row `index` fully into view, or the current one if it is. */
export function scrollToRow(index: number, scrollTop: number, viewport: number, rowHeight: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewport) return top + rowHeight - viewport;
  return scrollTop;
}
