import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/**
 * The page registry (spec §2 "Registered page components"): page name → component. The shell
 * registers its own pages; business bundles add theirs through `window.frame.registry`.
 * Components are opaque here (React components in elements/), so core stays framework-free.
 */
export interface PageRegistry<C = unknown> {
  $pages: ReadableAtom<Readonly<Record<string, C>>>;
  register(name: string, component: C): void;
  registerAll(pages: Record<string, C>): void;
  get(name: string): C | undefined;
  has(name: string): boolean;
  names(): string[];
}

export function createPageRegistry<C = unknown>(): PageRegistry<C> {
  const $pages = atom<Readonly<Record<string, C>>>({});
  return {
    $pages,
    register(name, component) {
      $pages.set({ ...$pages.get(), [name]: component });
    },
    registerAll(pages) {
      $pages.set({ ...$pages.get(), ...pages });
    },
    get: (name) => $pages.get()[name],
    has: (name) => name in $pages.get(),
    names: () => Object.keys($pages.get()),
  };
}

/** Version reported on the global frame object, for bundles that check compatibility. */
export const FRAME_VERSION = '0.1.0';

export interface FrameGlobal {
  registry: PageRegistry;
  core: unknown;
  version: string;
}

/** Exposes the registry and core to external bundles as `window.frame` (DESIGN §3). */
export function exposeFrame(frame: FrameGlobal, target: object | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!target) return;
  (target as { frame?: FrameGlobal }).frame = frame;
}
