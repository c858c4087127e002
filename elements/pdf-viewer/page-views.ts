/**
 * The pages of one open document, stacked in the scroll container. Canvases are drawn only for
 * pages near the viewport (IntersectionObserver) and released again beyond the cap of spec §9,
 * so that a 500-page manual costs the memory of a dozen canvases, not 500.
 */
import { outputScale, rotatedSize, viewsToRelease } from './layout.ts';
import type { Rotation, Size } from './layout.ts';
import { renderTarget } from './pdfjs.ts';
import type { PdfDocument, PdfPage, PdfRenderTask } from './pdfjs.ts';

export interface PageViewsOptions {
  /** The scroll container: the observer's root. */
  container: HTMLElement;
  /** Where the page boxes go; React leaves its children alone. */
  pagesHost: HTMLElement;
  doc: PdfDocument;
  /** Size of page 1 at scale 1: every page box starts with it until its own page is read. */
  firstPageSize: Size;
  maxPixels(): number;
  pageLabel(page: number): string;
  onVisibleChange?(firstVisible: number): void;
  onRenderError?(error: unknown, page: number): void;
}

interface PageView {
  number: number;
  box: HTMLElement;
  /** Unscaled size at the page's own rotation. */
  size: Size;
  page?: PdfPage;
  task?: PdfRenderTask;
  /** `scale:rotation` of the drawn canvas, so that a zoom or turn redraws. */
  drawn?: string;
  /** A page pdf.js could not draw is not retried on every scroll. */
  failed?: boolean;
}

/** Pre-render a page before it scrolls in, so that scrolling does not show empty boxes. */
const NEAR_MARGIN = '200px 0px';

export class PageViews {
  readonly #options: PageViewsOptions;
  readonly #views: PageView[];
  readonly #visible = new Set<number>();
  /** Drawn pages, the least recently shown first. */
  #recent: number[] = [];
  #observer: IntersectionObserver;
  #scale = 1;
  #rotation: Rotation = 0;
  #pumping = false;
  #observing = false;
  #destroyed = false;

  constructor(options: PageViewsOptions) {
    this.#options = options;
    this.#observer = new IntersectionObserver((entries) => this.#onIntersect(entries), { root: options.container, rootMargin: NEAR_MARGIN });
    this.#views = Array.from({ length: options.doc.numPages }, (_, index) => {
      const box = document.createElement('div');
      box.className = 'page';
      box.setAttribute('part', 'page');
      box.setAttribute('role', 'img');
      box.setAttribute('aria-label', options.pageLabel(index + 1));
      box.dataset.page = String(index + 1);
      box.dataset.state = 'empty';
      return { number: index + 1, box, size: options.firstPageSize };
    });
    options.pagesHost.replaceChildren(...this.#views.map((view) => view.box));
  }

  get key(): string {
    return `${this.#scale}:${this.#rotation}`;
  }

  /** Sizes every box for a new zoom or rotation; visible pages redraw, hidden ones are released. */
  layout(scale: number, rotation: Rotation): void {
    const changed = scale !== this.#scale || rotation !== this.#rotation;
    this.#scale = scale;
    this.#rotation = rotation;
    for (const view of this.#views) this.#sizeBox(view);
    if (changed) {
      for (const view of this.#views) {
        if (!this.#visible.has(view.number)) this.#release(view);
        else this.#cancel(view);
      }
    }
    // Observing only after the first layout: the boxes have their real heights by then.
    if (!this.#observing) this.#observe();
    this.#pump();
  }

  #observe(): void {
    this.#observing = true;
    for (const view of this.#views) this.#observer.observe(view.box);
  }

  #sizeBox(view: PageView): void {
    const shown = rotatedSize(view.size, this.#rotation);
    view.box.style.width = `${Math.floor(shown.width * this.#scale)}px`;
    view.box.style.height = `${Math.floor(shown.height * this.#scale)}px`;
  }

  #onIntersect(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const number = Number((entry.target as HTMLElement).dataset.page);
      if (entry.isIntersecting) {
        this.#visible.add(number);
        // Shown again: it is the most recent, the last to be released.
        if (this.#recent.includes(number)) this.#recent = [...this.#recent.filter((n) => n !== number), number];
      } else {
        this.#visible.delete(number);
      }
    }
    if (this.#visible.size) this.#options.onVisibleChange?.(Math.min(...this.#visible));
    this.#pump();
  }

  /** Draws the visible pages one at a time, in page order; one worker, one page at a time. */
  async #pump(): Promise<void> {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      let next: PageView | undefined;
      while (!this.#destroyed && (next = this.#nextToDraw())) await this.#draw(next);
    } finally {
      this.#pumping = false;
    }
  }

  #nextToDraw(): PageView | undefined {
    const key = this.key;
    return [...this.#visible]
      .sort((a, b) => a - b)
      .map((n) => this.#views[n - 1]!)
      .find((view) => view.drawn !== key && !view.failed);
  }

  async #draw(view: PageView): Promise<void> {
    const key = this.key;
    view.box.dataset.state = 'rendering';
    try {
      const page = (view.page ??= await this.#options.doc.getPage(view.number));
      const natural = page.getViewport({ scale: 1 });
      if (natural.width !== view.size.width || natural.height !== view.size.height) {
        view.size = { width: natural.width, height: natural.height };
        this.#sizeBox(view);
      }
      const viewport = page.getViewport({ scale: this.#scale, rotation: (page.rotate + this.#rotation) % 360 });
      const ratio = outputScale(viewport, window.devicePixelRatio, this.#options.maxPixels());
      // A fresh canvas, swapped in when done: the old drawing stays on screen while zooming.
      const canvas = document.createElement('canvas');
      canvas.setAttribute('part', 'canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      view.task = page.render({ ...renderTarget(canvas), viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await view.task.promise;
      view.task = undefined;
      if (this.#destroyed || key !== this.key) return void emptyCanvas(canvas);
      for (const old of view.box.querySelectorAll('canvas')) emptyCanvas(old);
      view.box.replaceChildren(canvas);
      view.drawn = key;
      view.box.dataset.state = 'rendered';
      this.#recent = [...this.#recent.filter((n) => n !== view.number), view.number];
      for (const number of viewsToRelease(this.#recent, this.#visible)) this.#release(this.#views[number - 1]!);
    } catch (error) {
      view.task = undefined;
      if (isCancelled(error) || this.#destroyed) return;
      // A new source destroys the document before these views go: its pages' failures are not the
      // page's, and nothing more can be drawn from it (the draw loop stops here).
      if (this.#options.doc.loadingTask?.destroyed) return void (this.#destroyed = true);
      view.failed = true;
      view.box.dataset.state = 'failed';
      this.#options.onRenderError?.(error, view.number);
    }
  }

  #cancel(view: PageView): void {
    view.task?.cancel();
    view.task = undefined;
  }

  /** Spec §4 "views beyond the cap are released": the canvas memory goes, the box keeps its size. */
  #release(view: PageView): void {
    this.#cancel(view);
    for (const canvas of view.box.querySelectorAll('canvas')) emptyCanvas(canvas);
    view.box.replaceChildren();
    view.drawn = undefined;
    view.box.dataset.state = 'empty';
    view.page?.cleanup();
    this.#recent = this.#recent.filter((n) => n !== view.number);
  }

  /** Brings a page into view (keyboard: Home/End, the page count's jump). */
  scrollTo(page: number): void {
    this.#views[Math.min(Math.max(page, 1), this.#views.length) - 1]?.box.scrollIntoView({ block: 'start' });
  }

  destroy(): void {
    this.#destroyed = true;
    this.#observer.disconnect();
    for (const view of this.#views) this.#release(view);
    this.#options.pagesHost.replaceChildren();
  }
}

/** Chrome frees a canvas's backing store when it is sized to zero, not when it is detached. */
function emptyCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}

function isCancelled(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'RenderingCancelledException';
}
