/** `<pdf-viewer>`: a PDF's pages stacked in a scroll container, drawn lazily with pdf.js. */
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useConcepts } from '../shared/concepts.ts';
import { ErrorBoundary } from '../shared/error-boundary.tsx';
import { useHost } from '../shared/host.tsx';
import { useT } from '../shared/labels.ts';
import { canvasPixelCap, parseRotation, parseZoom, zoomStep } from './layout.ts';
import type { Rotation, Zoom } from './layout.ts';
import { preparePrint } from './print.ts';
import type { PrintJob } from './print.ts';
import { Toolbar } from './toolbar.tsx';
import { usePageViews } from './use-page-views.ts';
import { useAnnounce, usePdfDocument } from './use-pdf-document.ts';
import type { PdfViewerProps } from './pdf-viewer.types.ts';

export type { PdfErrorDetail, PdfLoadedDetail, PdfViewerProps } from './pdf-viewer.types.ts';

/** The user's zoom or turn from the toolbar, until the host sets the attribute again. */
function useOverridable<T>(fromAttribute: T): [T, (value: T) => void] {
  const [value, setValue] = useState(fromAttribute);
  useEffect(() => setValue(fromAttribute), [fromAttribute]);
  return [value, setValue];
}

function usePrint(doc: ReturnType<typeof usePdfDocument>, rotation: Rotation, maxPixels: number, t: ReturnType<typeof useT>) {
  const host = useHost();
  const [printing, setPrinting] = useState(false);
  const job = useRef<PrintJob | undefined>(undefined);
  useEffect(() => () => job.current?.dispose(), []);
  async function print() {
    if (doc.kind !== 'ready' || printing || !host?.shadowRoot) return;
    setPrinting(true);
    job.current?.dispose();
    try {
      job.current = await preparePrint(host.shadowRoot, doc.doc, rotation, maxPixels, document.title);
      job.current.frame.contentWindow?.print();
    } catch (error) {
      console.error(`pdf-viewer: ${t('pdfPrintError', error instanceof Error ? error.message : String(error))}`, error);
    } finally {
      setPrinting(false);
    }
  }
  return { printing, print };
}

function PdfViewerBody({ src, zoom, rotation, data }: PdfViewerProps) {
  const host = useHost();
  const t = useT();
  const { http, platform, state: client } = useConcepts();
  // A platform document that failed before the sign-in loads once the session exists.
  const user = useStore(client.$user);
  const screen = useStore(platform.$screenSize);
  const maxPixels = canvasPixelCap(screen);
  const [attempt, setAttempt] = useState(0);
  const state = usePdfDocument(src || undefined, data, http, t, attempt, user);
  const [zoomValue, setZoom] = useOverridable<Zoom>(parseZoom(zoom));
  const [turn, setTurn] = useOverridable<Rotation>(parseRotation(rotation));
  const scroller = useRef<HTMLDivElement>(null);
  const pagesHost = useRef<HTMLDivElement>(null);
  const ready = state.kind === 'ready';
  const { scale, currentPage } = usePageViews(scroller, pagesHost, {
    doc: ready ? state.doc : undefined,
    firstPageSize: ready ? state.firstPageSize : undefined,
    zoom: zoomValue,
    rotation: turn,
    maxPixels,
    pageLabel: (page) => t('pdfPage', page),
    onRenderError: (error, page) => console.error(`pdf-viewer: ${t('pdfRenderError', page)}`, error),
  });
  useAnnounce(host, state);
  const { printing, print } = usePrint(state, turn, maxPixels, t);
  const zoomBy = (direction: 1 | -1) => setZoom(zoomStep(scale, direction));
  const rotate = () => setTurn(parseRotation(turn + 90));

  function onKeyDown(event: KeyboardEvent) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="viewer" part="base" data-state={state.kind}>
      <Toolbar
        t={t}
        scale={scale}
        page={currentPage}
        pages={ready ? state.doc.numPages : 0}
        ready={ready}
        printing={printing}
        onZoom={zoomBy}
        onFit={setZoom}
        onRotate={rotate}
        onPrint={() => void print()}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: the scroller's styles and part are those of this div; the region role names it as a section would */}
      <div
        className="scroller"
        part="scroller"
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so that the keyboard scrolls and pages it (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={t('pdfDocument')}
        aria-busy={state.kind === 'loading'}
        onKeyDown={onKeyDown}
      >
        <div className="pages" ref={pagesHost} />
        {state.kind === 'loading' && (
          <div className="message" role="status">
            <sl-spinner />
            {t('pdfLoading')}
          </div>
        )}
        {state.kind === 'empty' && (
          <div className="message" role="status">
            {t('pdfNoSource')}
          </div>
        )}
        {state.kind === 'error' && (
          <div className="message error" part="error" role="alert">
            <strong>{t('pdfFailedTitle')}</strong>
            <span className="error-text">{state.message}</span>
            <button type="button" className="retry" part="retry" onClick={() => setAttempt((count) => count + 1)}>
              {t('pdfRetry')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The viewer in a boundary of its own: a crash shows a panel in this element only; retry opens the document again. */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <ErrorBoundary region="pdf">
      <PdfViewerBody {...props} />
    </ErrorBoundary>
  );
}
