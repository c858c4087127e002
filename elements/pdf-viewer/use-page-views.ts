/** Ties the imperative page views to React: created per document, laid out on every size change. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { rotatedSize, scaleFor } from './layout.ts';
import type { Rotation, Size, Zoom } from './layout.ts';
import { PageViews } from './page-views.ts';
import type { PdfDocument } from './pdfjs.ts';

/** Padding around the pages inside the scroll container (pdf-viewer.css `.pages`). */
export const PAGE_GAP = 16;

/** The scroll container's inner size, followed with a ResizeObserver (a popup opens animated). */
function useBoxSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth - 2 * PAGE_GAP, height: element.clientHeight - 2 * PAGE_GAP });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export interface PageViewsInput {
  doc: PdfDocument | undefined;
  firstPageSize: Size | undefined;
  zoom: Zoom;
  rotation: Rotation;
  maxPixels: number;
  pageLabel(page: number): string;
  onRenderError(error: unknown, page: number): void;
}

export function usePageViews(scroller: RefObject<HTMLElement | null>, pagesHost: RefObject<HTMLElement | null>, input: PageViewsInput) {
  const box = useBoxSize(scroller);
  const [views, setViews] = useState<PageViews>();
  const [currentPage, setCurrentPage] = useState(1);
  const latest = useRef(input);
  latest.current = input;
  const { doc, firstPageSize, zoom, rotation } = input;

  useEffect(() => {
    const container = scroller.current;
    const host = pagesHost.current;
    if (!doc || !firstPageSize || !container || !host) return undefined;
    const created = new PageViews({
      container,
      pagesHost: host,
      doc,
      firstPageSize,
      maxPixels: () => latest.current.maxPixels,
      pageLabel: (page) => latest.current.pageLabel(page),
      onVisibleChange: setCurrentPage,
      onRenderError: (error, page) => latest.current.onRenderError(error, page),
    });
    setViews(created);
    return () => {
      created.destroy();
      setViews(undefined);
    };
  }, [doc, firstPageSize, scroller, pagesHost]);

  const scale = firstPageSize ? scaleFor(zoom, rotatedSize(firstPageSize, rotation), box) : 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroller is a ref read when the layout runs; the views, scale, rotation and width say when that is.
  useLayoutEffect(() => {
    const container = scroller.current;
    if (!views || !container || box.width <= 0) return;
    // Keep the reader's place: the same fraction of the document stays at the top.
    const place = container.scrollHeight > 0 ? container.scrollTop / container.scrollHeight : 0;
    views.layout(scale, rotation);
    container.scrollTop = place * container.scrollHeight;
  }, [views, scale, rotation, box.width]);

  return { scale, currentPage, views };
}
