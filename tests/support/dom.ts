/** Waiting and querying helpers for browser tests of shadow-DOM elements. */

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `probe` returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(probe: () => T | null | undefined | false, what = 'condition', timeoutMs = 8000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  let lastError: unknown;
  while (performance.now() < deadline) {
    try {
      const value = probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}${lastError ? ` (${String(lastError)})` : ''}`);
}

/** First match of `selector` looking through open shadow roots, depth-first. */
export function deepQuery<E extends Element = HTMLElement>(root: ParentNode, selector: string): E | null {
  const direct = root.querySelector<E>(selector);
  if (direct) return direct;
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) {
      const found = deepQuery<E>(element.shadowRoot, selector);
      if (found) return found;
    }
  }
  return null;
}

export function deepQueryAll<E extends Element = HTMLElement>(root: ParentNode, selector: string, found: E[] = []): E[] {
  found.push(...root.querySelectorAll<E>(selector));
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) deepQueryAll(element.shadowRoot, selector, found);
  }
  return found;
}

/** The element that has focus, looking into shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Mounts an element for one test and returns it with a cleanup. */
export function mount<E extends HTMLElement>(html: string): E {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as E;
}

export function unmountAll(): void {
  for (const holder of document.querySelectorAll('.test-holder')) holder.remove();
}

export interface SavedFile {
  name: string;
  href: string;
}

/**
 * Runs `trigger` and collects the files the shell saves meanwhile (a download link clicked with
 * a `download` name), until one arrives or `timeoutMs` passes. `win` is the window whose links
 * save them (a frame's, for pages loaded in one).
 */
export async function captureDownload(trigger: () => void, win: Window = window, timeoutMs = 10000): Promise<SavedFile> {
  const anchor = (win as typeof window).HTMLAnchorElement.prototype;
  const original = anchor.click;
  const saved: SavedFile[] = [];
  anchor.click = function click(this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
    else original.call(this);
  };
  try {
    trigger();
    return await waitFor(() => saved[0], 'the saved file', timeoutMs);
  } finally {
    anchor.click = original;
  }
}
