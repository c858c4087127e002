/**
 * Driving the demo pages in a frame of the test page, as a visitor would: the frame, queries into
 * the elements' shadow roots, and typing into fields: native inputs (the plain fields of forms
 * and search bars) and Shoelace inputs alike.
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

const NATIVE_CONTROLS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Sets a native control's value as typing or picking does. React keeps track of the value it last
 * set on the element, so the value goes through the element's own prototype setter (the one of
 * the element's window: a demo page may be in a frame) for the input event to count as a change.
 */
function setNativeValue(control: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (setter) setter.call(control, value);
  else (control as HTMLInputElement).value = value;
}

/** Types into a field the way a person does: the value, then the input and change events. */
export function typeInto(control: HTMLElement, value: string): void {
  if (NATIVE_CONTROLS.has(control.tagName)) {
    setNativeValue(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    return;
  }
  (control as HTMLInputElement).value = value;
  control.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('sl-change', { bubbles: true, composed: true }));
}

/** Picks a value in a select (native or Shoelace): the value, then the change event. */
export function selectValue(control: HTMLElement, value: string): void {
  if (NATIVE_CONTROLS.has(control.tagName)) {
    setNativeValue(control, value);
    control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    return;
  }
  (control as HTMLInputElement).value = value;
  control.dispatchEvent(new Event('sl-change', { bubbles: true, composed: true }));
}
