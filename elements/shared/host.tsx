import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** The custom element a React tree renders into; `emit` dispatches from it. */
const HostContext = createContext<HTMLElement | null>(null);

export function HostProvider({ host, children }: { host: HTMLElement | null; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host element of the surrounding custom element (null when rendered outside one). */
export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/** Where Shoelace overlays of this element should live: inside its shadow root, keeping styles. */
export function useShadowRoot(): ShadowRoot | null {
  return useHost()?.shadowRoot ?? null;
}
