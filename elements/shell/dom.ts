/**
 * The few DOM helpers of the screens drawn without React (the login, the role choice and the
 * start-up states: DESIGN §6 wants them before React arrives).
 */

/** A screen drawn with the DOM: its root, what to do once it is on the page, and its teardown. */
export interface FirstScreenView {
  element: HTMLElement;
  /** Called once the element is in the document (focus, say). */
  shown?: () => void;
  destroy(): void;
}

type Props<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], 'part' | 'role'>> & { part?: string; role?: string };

/** `document.createElement` with properties set (`part` and `role` as attributes) and children appended. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props<K> = {}, children: readonly Node[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { part, role, ...rest } = props;
  Object.assign(node, rest);
  if (part) node.part.value = part;
  if (role) node.setAttribute('role', role);
  node.append(...children);
  return node;
}

let views = 0;

/** A prefix for the ids of one view's elements (labels point at inputs by id). */
export function nextViewId(name: string): string {
  views += 1;
  return `${name}-${views}`;
}

/** Puts `node` in `parent` (before `before`, else last) when `shown`, takes it out otherwise. */
export function showIf(node: Element, shown: boolean, parent: Element, before?: Element): void {
  if (!shown) node.remove();
  else if (node.parentNode !== parent) parent.insertBefore(node, before ?? null);
}
