export interface EmitOptions {
  /** A vetoable `*-request` event is cancelable; the caller checks the return value. */
  cancelable?: boolean;
}

/**
 * The one way elements tell their host page something: a `CustomEvent` that bubbles and is
 * composed, so it crosses the element's shadow root and reaches listeners on `document`.
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function emit<T>(host: EventTarget | null | undefined, name: string, detail: T, options: EmitOptions = {}): boolean {
  if (!host) return true;
  const event = new CustomEvent<T>(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  return host.dispatchEvent(event);
}
