/**
 * Printing: every page is drawn to an image at print resolution and put into a hidden iframe of
 * its own, whose window is printed. The viewer's canvases cannot be printed as they are: most
 * pages are not rendered (lazy) and the shown ones are sized for the screen.
 */
import { outputScale } from './layout.ts';
import type { Rotation } from './layout.ts';
import { renderTarget } from './pdfjs.ts';
import type { PdfDocument } from './pdfjs.ts';
import { adoptIntoDocument } from '../shared/styles.ts';

/** 150 dpi: sharp on paper, and 30 pages of A4 stay within a few tens of MB. */
export const PRINT_SCALE = 150 / 72;

export interface PrintJob {
  frame: HTMLIFrameElement;
  /** Frees the page images and removes the frame. */
  dispose(): void;
}

async function pageImage(doc: PdfDocument, number: number, rotation: Rotation, maxPixels: number): Promise<{ url: string; width: number; height: number }> {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: 1, rotation: (page.rotate + rotation) % 360 });
  const scale = outputScale(viewport, PRINT_SCALE, maxPixels);
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * scale);
  canvas.height = Math.floor(viewport.height * scale);
  await page.render({ ...renderTarget(canvas), viewport: page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 }), intent: 'print' }).promise;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error(`page ${number} could not be turned into an image`);
  return { url: URL.createObjectURL(blob), width: viewport.width, height: viewport.height };
}

/**
 * Draws all pages into a hidden iframe appended to `parent` and resolves once its images have
 * loaded; the caller then prints `frame.contentWindow`. Page sizes are kept in points, so a
 * document of A4 pages prints on A4 at its own size.
 */
export async function preparePrint(parent: Node, doc: PdfDocument, rotation: Rotation, maxPixels: number, title: string): Promise<PrintJob> {
  const images: Awaited<ReturnType<typeof pageImage>>[] = [];
  const dispose = () => {
    for (const image of images) URL.revokeObjectURL(image.url);
    frame.remove();
  };
  const frame = document.createElement('iframe');
  frame.className = 'print-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  try {
    for (let number = 1; number <= doc.numPages; number++) images.push(await pageImage(doc, number, rotation, maxPixels));
    parent.appendChild(frame);
    const page = frame.contentDocument!;
    page.title = title;
    adoptIntoDocument(page, '@page { margin: 0 } html, body { margin: 0 } img { display: block; break-after: page; max-width: 100% }');
    for (const image of images) {
      const img = page.createElement('img');
      img.src = image.url;
      img.style.width = `${image.width}pt`;
      page.body.append(img);
    }
    await Promise.all([...page.images].map((img) => img.decode()));
    frame.dataset.pages = String(images.length);
    return { frame, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
