/** Putting markup on the test page for one test, and taking it away again. */

const HOLDER_CLASS = 'test-holder';

/**
 * Adds `html` to the page inside a holder and returns its first element (e.g. the
 * `<entity-list>` the markup declares); `unmountAll()` removes every holder.
 */
export function mount<E extends HTMLElement>(html: string): E {
  const holder = document.createElement('div');
  holder.className = HOLDER_CLASS;
  holder.innerHTML = html;
  document.body.append(holder);
  const element = holder.firstElementChild;
  if (!element) throw new Error(`mount: the markup has no element: ${JSON.stringify(html.slice(0, 80))}`);
  return element as E;
}

/** Removes everything `mount` added (call it in `afterEach`). */
export function unmountAll(): void {
  for (const holder of document.querySelectorAll(`.${HOLDER_CLASS}`)) holder.remove();
}
