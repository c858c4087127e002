/**
 * Driving the demo pages in a frame of the test page, as a visitor would: the frame, queries into
 * the elements' shadow roots, and typing into Shoelace inputs.
 */

/** A full-window frame showing `src` (a demo page, vite-served or `/__site/...` as the server serves it). */
export function openFrame(src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;background:white';
  frame.src = src;
  document.body.append(frame);
  return frame;
}

export const $ = <E extends HTMLElement = HTMLElement>(root: ParentNode | null | undefined, selector: string) => root?.querySelector<E>(selector) ?? null;
export const $$ = (root: ParentNode | null | undefined, selector: string) => [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])];
export const rowsOf = (root: ParentNode | null | undefined) => $$(root, '.grid-row');
export const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

/** Types into a Shoelace input the way a person does (the value, then the input and change events). */
export function typeInto(control: HTMLElement, value: string): void {
  (control as HTMLInputElement).value = value;
  control.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('sl-change', { bubbles: true, composed: true }));
}
