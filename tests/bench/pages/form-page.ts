/**
 * Script of the form benchmark's page (built by buildBenchBundle in production mode): mounts
 * `<entity-form>` (from /dist/elements.js, loaded by the page) and the rjsf form, and times
 * them and a keystroke in the page itself. Exposed as `window.formBench`.
 */
import { afterNextFrame } from './frame-timing.ts';
import { drawOurs, unmountOurs } from './form-ours.ts';
import { mountRjsf, setRjsfInput, unmountRjsf } from './rjsf-form.tsx';

/** Mounts a fresh `<entity-form>` (add state); ms from insertion to the frame showing every field. */
async function mountOurs(entity: string, values: Record<string, unknown>, count: number): Promise<number> {
  unmountOurs();
  await customElements.whenDefined('entity-form');
  const start = performance.now();
  return (await drawOurs(entity, values, count)) - start;
}

/** Nodes of the mounted form, those inside shadow roots too. */
function formNodes(): number {
  const count = (node: Node): number => {
    let n = 1;
    for (const child of node.childNodes) n += count(child);
    const shadow = (node as Element).shadowRoot;
    if (shadow) n += count(shadow);
    return n;
  };
  const form = document.querySelector('entity-form');
  return form ? count(form) : 0;
}

/** The text control of a field of the mounted form. */
function fieldControl(name: string): HTMLElement | null {
  const root = document.querySelector('entity-form')?.shadowRoot;
  return root?.querySelector<HTMLElement>(`.form [data-field="${name}"] input, .form [data-field="${name}"] sl-input`) ?? null;
}

let pendingKey: Promise<number> | null = null;

/** Arms the timing of the next key: from its keydown to the drawn frame after its input event. */
function armKeystroke(): void {
  pendingKey = new Promise((resolve) => {
    let down = 0;
    window.addEventListener(
      'keydown',
      (event) => {
        down = event.timeStamp;
      },
      { capture: true, once: true },
    );
    window.addEventListener('input', () => void afterNextFrame().then((end) => resolve(end - down)), { capture: true, once: true });
  });
}

function keystrokeTime(): Promise<number> {
  if (!pendingKey) throw new Error('armKeystroke first');
  return pendingKey;
}

const formBench = { mountOurs, unmountOurs, mountRjsf, setRjsfInput, unmountRjsf, formNodes, fieldControl, armKeystroke, keystrokeTime };

declare global {
  interface Window {
    formBench: typeof formBench;
  }
}

window.formBench = formBench;
