/** Zoom, rotation, canvas size and the page-view cap of spec §9, as plain functions. */
import type { ScreenSize } from '../../core/index.ts';

export type Zoom = 'page-width' | 'page-fit' | number;
export type Rotation = 0 | 90 | 180 | 270;

export const DEFAULT_ZOOM: Zoom = 'page-width';
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 5;
/** The zoom buttons walk these steps, as pdf.js's viewer does, instead of adding a fixed amount. */
const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5];

/** Spec §9: about 16.7M canvas pixels (4096²), about 5.2M on mobile, where memory is tighter. */
export const MAX_CANVAS_PIXELS = 16_777_216;
export const MAX_CANVAS_PIXELS_MOBILE = 5_242_880;

/**
 * The canvas cap of a screen class (core/platform `$screenSize`): a phone is the device short of
 * memory, so it gets the lower cap; every wider screen the full one.
 */
export function canvasPixelCap(screen: ScreenSize): number {
  return screen === 'mobile' ? MAX_CANVAS_PIXELS_MOBILE : MAX_CANVAS_PIXELS;
}
/** Spec §9: at most 10 page views stay rendered, or 2n+1 when n pages are visible. */
export const MIN_KEPT_VIEWS = 10;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** `page-width`, `page-fit`, a scale (`1.5`) or a percentage (`150%`); anything else: the default. */
export function parseZoom(value: string | number | null | undefined): Zoom {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? clampScale(value) : DEFAULT_ZOOM;
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'page-width' || text === 'page-fit') return text;
  const percent = text.endsWith('%');
  const number = Number.parseFloat(percent ? text.slice(0, -1) : text);
  if (!Number.isFinite(number) || number <= 0) return DEFAULT_ZOOM;
  return clampScale(percent ? number / 100 : number);
}

/** Quarter turns only; `-90` and `450` are the same as `270` and `90`. */
export function parseRotation(value: string | number | null | undefined): Rotation {
  const number = Math.round(Number(value ?? 0) / 90) * 90;
  if (!Number.isFinite(number)) return 0;
  return (((number % 360) + 360) % 360) as Rotation;
}

export interface Size {
  width: number;
  height: number;
}

/** Unscaled page size as shown: a quarter turn swaps width and height. */
export function rotatedSize(page: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? page : { width: page.height, height: page.width };
}

/**
 * The scale that shows `page` (unscaled, already rotated) in `box` (the scroll container's inner
 * size). `page-width` fills the width; `page-fit` shows a whole page.
 */
export function scaleFor(zoom: Zoom, page: Size, box: Size): number {
  if (typeof zoom === 'number') return zoom;
  if (page.width <= 0 || page.height <= 0 || box.width <= 0) return 1;
  const byWidth = box.width / page.width;
  if (zoom === 'page-width' || box.height <= 0) return clampScale(byWidth);
  return clampScale(Math.min(byWidth, box.height / page.height));
}

export function zoomStep(current: number, direction: 1 | -1): number {
  const steps = direction > 0 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  // A small tolerance, so that 0.999 from a fit does not "zoom in" to 1.
  return steps.find((step) => (direction > 0 ? step > current * 1.01 : step < current * 0.99)) ?? clampScale(current);
}

/**
 * Device pixels per CSS pixel for a page's canvas: the screen's ratio, lowered when the canvas
 * would pass the pixel cap (a large zoom on a big page would otherwise exhaust memory).
 */
export function outputScale(css: Size, devicePixelRatio: number, maxPixels: number): number {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const pixels = css.width * css.height * ratio * ratio;
  if (pixels <= maxPixels) return ratio;
  return Math.sqrt(maxPixels / (css.width * css.height));
}

export function keptViewLimit(visibleCount: number): number {
  return Math.max(MIN_KEPT_VIEWS, 2 * visibleCount + 1);
}

/**
 * Which rendered pages to release: the least recently shown first, never a visible one, until at
 * most `keptViewLimit(visible.size)` remain. `recent` lists rendered pages, oldest first.
 */
export function viewsToRelease(recent: readonly number[], visible: ReadonlySet<number>): number[] {
  const excess = recent.length - keptViewLimit(visible.size);
  if (excess <= 0) return [];
  return recent.filter((page) => !visible.has(page)).slice(0, excess);
}
