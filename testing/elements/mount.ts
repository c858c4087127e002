/** Mounting an element of the product and waiting until it shows its data. */
import { mount } from '../dom/mount.ts';
import { sleep, waitFor } from '../dom/wait.ts';

/** A mounted element and its (open) shadow root, where everything it draws lives. */
export interface MountedElement<E extends HTMLElement = HTMLElement> {
  element: E;
  root: ShadowRoot;
}

/** How long to wait, and for what. */
export interface RenderedOptions {
  /** Milliseconds before giving up (default 15 000: a first load fetches metadata and data). */
  timeoutMs?: number;
  /**
   * A selector that shows the element is ready, for elements other than lists and forms; by
   * default a list is ready with its rows or its empty state, a form with its fields or detail.
   */
  ready?: string;
  /** How long what it shows must stay the same to count as rendered (default 150 ms). */
  quietMs?: number;
}

/** What a list, a form or a detail draws once its data is in. */
const RENDERED = '.grid-row, .state.empty, .form-grid [data-field], .detail-grid, .save-button';
/** Loading states; `.labels-pending`: a code value whose list's labels are on their way. */
const LOADING = '.state.loading, .loading-bar, .labels-pending';

/** Mounts `html` (one element, e.g. `<entity-list entity="CUSTOMER">`) and resolves once it has its shadow root. */
export async function mountElement<E extends HTMLElement = HTMLElement>(html: string): Promise<MountedElement<E>> {
  const element = mount<E>(html);
  const root = await waitFor(() => element.shadowRoot, `the shadow root of <${element.localName}>`);
  return { element, root };
}

/**
 * Resolves with the element's shadow root once the element has rendered its data: a list its
 * rows (or its empty state), a form its fields, a detail its values (or `options.ready`). An
 * element that shows its error state instead fails the wait with the message it shows.
 */
export async function whenRendered(element: HTMLElement, options: RenderedOptions = {}): Promise<ShadowRoot> {
  const ready = options.ready ?? RENDERED;
  let failure = '';
  const root = await waitFor(
    () => {
      const shadow = element.shadowRoot;
      if (!shadow) return null;
      const error = shadow.querySelector('.state.error');
      if (error) {
        failure = error.textContent?.trim() || 'an error state without a message';
        return shadow;
      }
      return shadow.querySelector(ready) && !shadow.querySelector(LOADING) ? shadow : null;
    },
    `<${element.localName}> to render its data`,
    options.timeoutMs ?? 15000,
  );
  if (failure) throw new Error(`<${element.localName}> shows an error instead of its data: ${failure}`);
  await settled(root, options.quietMs ?? 150);
  return root;
}

/**
 * Waits until what `root` shows has not changed for `quietMs`: rows come before the labels of
 * their codes and references, which arrive a moment later. Gives up quietly after 3 s of changes
 * (an element that animates for ever is still rendered).
 */
async function settled(root: ShadowRoot, quietMs: number): Promise<void> {
  const giveUpAt = performance.now() + 3000;
  let shown = root.textContent;
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs && performance.now() < giveUpAt) {
    await sleep(25);
    const now = root.textContent;
    if (now !== shown) {
      shown = now;
      quietSince = performance.now();
    }
  }
}

/** `mountElement` and `whenRendered` in one: the element, ready to read and drive. */
export async function mountRendered<E extends HTMLElement = HTMLElement>(html: string, options: RenderedOptions = {}): Promise<MountedElement<E>> {
  const { element } = await mountElement<E>(html);
  const root = await whenRendered(element, options);
  return { element, root };
}
