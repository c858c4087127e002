import { useEffect, useMemo, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import { createLongPress } from '../../../core/pages.ts';

/** A finger drifts a little while held; beyond this it is a scroll or a drag, not a press. */
const MOVE_TOLERANCE_PX = 10;

export interface LongPressHandlers {
  onPointerDown(event: ReactPointerEvent): void;
  onPointerMove(event: ReactPointerEvent): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onPointerLeave(): void;
  /** Swallows the click that ends a long press, so the held title does not open the record too. */
  onClickCapture(event: ReactMouseEvent): void;
  onContextMenu(event: ReactMouseEvent): void;
}

/**
 * Long press (spec §9: 1,500 ms) through pointer events: moving away or scrolling cancels it, and
 * the click that ends a long press is not also a click. `onLongPress` is read at fire time, so
 * a memoised card keeps one set of handlers.
 */
export function useLongPress(onLongPress: () => void): LongPressHandlers {
  const latest = useRef(onLongPress);
  latest.current = onLongPress;
  const origin = useRef<{ x: number; y: number } | null>(null);
  const swallowClick = useRef(false);
  const press = useMemo(() => createLongPress(() => latest.current()), []);
  useEffect(() => () => press.cancel(), [press]);
  return useMemo<LongPressHandlers>(() => {
    const cancel = () => {
      origin.current = null;
      press.cancel();
    };
    return {
      onPointerDown(event) {
        if (!event.isPrimary || event.button > 0) return;
        origin.current = { x: event.clientX, y: event.clientY };
        swallowClick.current = false;
        press.start();
      },
      onPointerMove(event) {
        const start = origin.current;
        if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) cancel();
      },
      onPointerUp() {
        if (!origin.current) return;
        origin.current = null;
        swallowClick.current = press.end();
      },
      onPointerCancel: cancel,
      onPointerLeave: cancel,
      onClickCapture(event) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      // A touch held still opens the browser's own menu: the card's operations take its place.
      onContextMenu(event) {
        if (origin.current || swallowClick.current) event.preventDefault();
      },
    };
  }, [press]);
}
