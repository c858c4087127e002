import { atom, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** Screen size classes of spec §4, with the breakpoints of spec §9. */
export type ScreenSize = 'mobile' | 'medium' | 'large' | 'xlarge';
export const BREAKPOINTS = { mobile: 992, medium: 1400, large: 1680 } as const;
export const RESIZE_DEBOUNCE_MS = 200;

export function screenSizeOf(width: number): ScreenSize {
  if (width <= BREAKPOINTS.mobile) return 'mobile';
  if (width <= BREAKPOINTS.medium) return 'medium';
  if (width <= BREAKPOINTS.large) return 'large';
  return 'xlarge';
}

/** What the store needs from a window: injectable so that tests drive it without a browser. */
export interface ResizeSource {
  innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

function defaultSource(): ResizeSource | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * The current screen size class. The resize listener only runs while someone listens to the
 * store (nanostores onMount), and is debounced so that dragging a window edge does not
 * re-render the shell on every pixel.
 */
export function createScreenSize(source: ResizeSource | undefined = defaultSource()): ReadableAtom<ScreenSize> {
  const $screenSize = atom<ScreenSize>(screenSizeOf(source?.innerWidth ?? BREAKPOINTS.large));
  onMount($screenSize, () => {
    if (!source) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => $screenSize.set(screenSizeOf(source.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    source.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      source.removeEventListener('resize', onResize);
    };
  });
  return $screenSize;
}
