import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** The focused element, looking through open shadow roots (the shell draws in one). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Gives focus back to whatever had it when an overlay (popup, drawer, question) appeared, once
 * the overlay is gone. Shoelace restores focus only on `hide()`, and only to the top-level
 * active element (our shadow host); our overlays are removed instead, so keyboard users would be
 * left at the start of the page. Focus that moved somewhere on purpose is left alone.
 */
export function useReturnFocus(): void {
  useLayoutEffect(() => {
    const opener = deepActiveElement();
    return () => {
      if (!opener) return;
      // After the overlay's nodes are gone and Shoelace's own restore has run.
      setTimeout(() => {
        const now = deepActiveElement();
        const lost = !now || now === document.body || !now.isConnected || now === (opener.getRootNode() as ShadowRoot).host;
        if (lost && opener.isConnected) opener.focus();
      });
    };
  }, []);
}

/**
 * Moves focus into a Shoelace dialog or drawer rendered already open: Shoelace focuses only
 * when `open` changes after the first update, so an overlay that starts open would leave focus
 * behind it (on a control the modal now covers). Its `[autofocus]` child, else its panel.
 */
export function useFocusInside(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const overlay = ref.current as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
    if (!overlay) return;
    void Promise.resolve(overlay.updateComplete).then(() => {
      if (!overlay.isConnected) return;
      const first = overlay.querySelector<HTMLElement>('[autofocus]') ?? overlay.shadowRoot?.querySelector<HTMLElement>('[part~="panel"]');
      first?.focus({ preventScroll: true });
    });
  }, [ref]);
}
