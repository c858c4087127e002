import { useEffect, useRef, useState } from 'react';

/** How far a finger pulls down at the top before letting go reloads (about a card's title row). */
export const PULL_THRESHOLD_PX = 64;
const MAX_PULL_PX = 96;

/** Whether the page is scrolled to its top: every scrolling box above the node, across shadow roots. */
function atScrollTop(node: Element): boolean {
  for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
    if (at instanceof Element && at.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? 0) <= 0;
}

/**
 * Pull to refresh (PAGES.md "Mobile"): a touch that starts with the page at its top and moves
 * down by at least {@link PULL_THRESHOLD_PX} reloads when it lets go. Touch events, passive, so
 * scrolling stays the browser's; `pull` is how far the finger has come, for the indicator.
 */
export function usePullRefresh(enabled: boolean, onRefresh: () => void) {
  // A callback ref: the list's section mounts after its config has loaded, later than this hook.
  const [node, target] = useState<HTMLElement | null>(null);
  const [pull, setPull] = useState(0);
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  useEffect(() => {
    if (!enabled || !node) return undefined;
    let startY: number | null = null;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      startY = event.touches.length === 1 && atScrollTop(node) ? event.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      distance = Math.max(0, Math.min(MAX_PULL_PX, event.touches[0]!.clientY - startY));
      setPull(distance);
    };
    const onEnd = () => {
      if (startY !== null && distance >= PULL_THRESHOLD_PX) latest.current();
      startY = null;
      distance = 0;
      setPull(0);
    };
    node.addEventListener('touchstart', onStart, { passive: true });
    node.addEventListener('touchmove', onMove, { passive: true });
    node.addEventListener('touchend', onEnd);
    node.addEventListener('touchcancel', onEnd);
    return () => {
      node.removeEventListener('touchstart', onStart);
      node.removeEventListener('touchmove', onMove);
      node.removeEventListener('touchend', onEnd);
      node.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, node]);
  return { target, pull };
}
