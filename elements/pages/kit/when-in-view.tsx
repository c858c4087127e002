/**
 * Draws its children once their place scrolls near the viewport: until then a placeholder of the
 * given height holds the place, so the page does not jump, and nothing of the children (their
 * chunk, their calls) is loaded. Where IntersectionObserver is missing, the children draw at once.
 * `armed` false holds the watch: a place below parts still loading is near the top until they
 * have drawn, and would load at once.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** How far below the fold a part starts to load, so it is usually drawn by the time it shows. */
const AHEAD = '100px';

export function WhenInView({ height, className, armed = true, children }: { height: number; className?: string; armed?: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (shown || !armed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setShown(true);
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, armed]);
  if (shown) return <>{children}</>;
  return <div ref={place} className={className} data-waiting-view="" style={{ minHeight: height }} />;
}
