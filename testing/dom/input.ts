/**
 * Typing and picking as a person does, in native controls (the plain fields of forms and search
 * bars) and Shoelace controls alike, so that React sees each change.
 */

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

const fire = (control: HTMLElement, type: string): boolean => control.dispatchEvent(new Event(type, { bubbles: true, composed: true }));

/** Types into a field the way a person does: the value, then the input and change events. */
export function typeInto(control: HTMLElement, value: string): void {
  if (NATIVE_CONTROLS.has(control.tagName)) {
    setNativeValue(control, value);
    fire(control, 'input');
    fire(control, 'change');
    return;
  }
  (control as HTMLInputElement).value = value;
  fire(control, 'sl-input');
  fire(control, 'sl-change');
}

/** Picks a value in a select (native or Shoelace): the value, then the change event. */
export function selectValue(control: HTMLElement, value: string): void {
  if (NATIVE_CONTROLS.has(control.tagName)) {
    setNativeValue(control, value);
    fire(control, 'change');
    return;
  }
  (control as HTMLInputElement).value = value;
  fire(control, 'sl-change');
}

/** Ticks or clears a checkbox, switch or radio with a click (what React listens to), if it differs. */
export function setChecked(control: HTMLInputElement, checked: boolean): void {
  if (control.checked !== checked) control.click();
}
