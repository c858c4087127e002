import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Listens to a DOM event (Shoelace's `sl-*` events) on the element behind `ref`. The latest
 * handler is always called without re-adding the listener on every render.
 */
export function useElementEvent<E extends Event = Event>(ref: RefObject<EventTarget | null>, name: string, handler: (event: E) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  // No dependency list: the element may appear later (a part rendered conditionally), and
  // re-attaching after each commit is cheap next to missing events. A layout effect: the listener
  // is on the element from the commit that draws it, so a click right after that is not lost.
  useLayoutEffect(() => {
    const target = ref.current;
    if (!target) return;
    const listener = (event: Event) => latest.current(event as E);
    target.addEventListener(name, listener);
    return () => target.removeEventListener(name, listener);
  });
}
