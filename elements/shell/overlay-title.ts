import { useEffect, useState } from 'react';

const HEADING = '.page-head h2';

/**
 * The heading of the page a popup or drawer shows, followed as it changes (a detail switched to
 * its edit retitles itself). The container shows it as its own title and shell.css hides the
 * page's copy, so the title is said once; the page keeps its heading for its landmark's name.
 */
export function usePageHeading(container: { current: HTMLElement | null }): string | null {
  const [heading, setHeading] = useState<string | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const read = () => setHeading(element.querySelector(HEADING)?.textContent?.trim() || null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container]);
  return heading;
}
