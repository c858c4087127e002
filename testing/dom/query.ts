/** Queries into the elements' shadow roots (all open), and their text. */

/** First match of `selector` in `root`, or null; a missing root gives null too. */
export const $ = <E extends HTMLElement = HTMLElement>(root: ParentNode | null | undefined, selector: string): E | null =>
  root?.querySelector<E>(selector) ?? null;

/** Every match of `selector` in `root` (not looking into nested shadow roots). */
export const $$ = (root: ParentNode | null | undefined, selector: string): HTMLElement[] => [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])];

/** An element's trimmed text ('' for none). */
export const text = (element: Element | null | undefined): string => element?.textContent?.trim() ?? '';

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

/** Every match of `selector` in `root` and the open shadow roots below it. */
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
