import { createElement } from 'react';
import { createElementClass, emit, useHost } from '../../../elements/shared/index.ts';
import { assert, equal } from '../../support/assert.ts';
import { mount, unmountAll, waitFor } from '../../support/dom.ts';

/** A throwaway element: a button that emits `demo-press` with its label. */
function Presser({ label }: { label?: string }) {
  const host = useHost();
  return createElement('button', { type: 'button', onClick: () => emit(host, 'demo-press', { label }) }, label);
}

customElements.define(
  'test-presser',
  createElementClass(() => Promise.resolve(Presser), { region: 'page', props: { label: 'string' }, styles: ['button { color: rgb(1, 2, 3); }'] }),
);

describe('elements/shared', () => {
  afterEach(unmountAll);

  it('emit dispatches a bubbling, composed CustomEvent that can be vetoed', () => {
    const target = document.createElement('div');
    document.body.append(target);
    let seen: CustomEvent | undefined;
    document.addEventListener('probe', (event) => (seen = event as CustomEvent), { once: true });
    target.addEventListener('probe', (event) => event.preventDefault(), { once: true });
    const allowed = emit(target, 'probe', { n: 1 }, { cancelable: true });
    equal(allowed, false, 'a vetoed event returns false');
    assert(seen, 'the event bubbled to the document');
    equal(seen.bubbles && seen.composed, true);
    equal((seen.detail as { n: number }).n, 1);
    target.remove();
  });

  it('an element renders in an open shadow root and its events cross it', async () => {
    const element = mount<HTMLElement>('<test-presser label="Go"></test-presser>');
    const button = await waitFor(() => element.shadowRoot?.querySelector('button'), 'the button');
    equal(button.textContent, 'Go');
    const events: CustomEvent[] = [];
    document.addEventListener('demo-press', (event) => events.push(event as CustomEvent), { once: true });
    button.click();
    equal(events.length, 1);
    equal(events[0]!.target, element, 'retargeted to the host');
    equal((events[0]!.detail as { label: string }).label, 'Go');
  });

  it('adopts the Shoelace theme and the element CSS in its shadow root', async () => {
    const element = mount<HTMLElement>('<test-presser label="Styled"></test-presser>');
    const button = await waitFor(() => element.shadowRoot?.querySelector('button'), 'the button');
    equal(getComputedStyle(button).color, 'rgb(1, 2, 3)');
    const primary = getComputedStyle(element).getPropertyValue('--sl-color-primary-600').trim();
    assert(primary.length > 0, 'Shoelace tokens are defined on the host');
  });

  it('follows attribute changes as props', async () => {
    const element = mount<HTMLElement>('<test-presser label="One"></test-presser>');
    await waitFor(() => element.shadowRoot?.querySelector('button')?.textContent === 'One', 'first label');
    element.setAttribute('label', 'Two');
    await waitFor(() => element.shadowRoot?.querySelector('button')?.textContent === 'Two', 'second label');
  });
});
