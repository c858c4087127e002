/**
 * A field's panel (a date's calendar, a tree select's tree) in the top layer: it exists only while
 * open, so a form of many such fields carries none of them until one is opened.
 */
import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Shows the panel in the top layer under the anchor; closes on a press outside both, and on
 * Escape wherever the focus is (on the input, the button or in the panel), as a dropdown does.
 */
export function usePopover(panel: RefObject<HTMLDivElement | null>, anchor: RefObject<HTMLDivElement | null>, onClose: (refocus: boolean) => void) {
  useLayoutEffect(() => {
    const box = anchor.current?.getBoundingClientRect();
    const element = panel.current;
    if (!element || !box) return;
    element.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - element.offsetWidth - 4))}px`;
    element.style.top = `${box.bottom + 4}px`;
    if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
  }, [panel, anchor]);
  useEffect(() => {
    const outside = (e: Event) => {
      const path = e.composedPath();
      if (!path.includes(panel.current!) && !path.includes(anchor.current!)) onClose(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // The panel closes, and nothing else does (a dialog around the form stays open).
      e.stopPropagation();
      e.preventDefault();
      onClose(true);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [panel, anchor, onClose]);
}
