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
  /**
   * Named handlers (DESIGN §4): code a bundle supplies for page configs that name it
   * (`mounted: "crm.customer.mounted"`, `destroyed`, a bare-name `compileJS`), so pages keep
   * working in `strict` mode, where configuration text is never evaluated.
   */
  registerHandler(name: string, handler: ConfigHandler): void;
  /** The handler registered under `name` (surrounding blanks ignored), if any. */
  handler(name: string): ConfigHandler | undefined;
  handlerNames(): string[];
}

/** A named handler: called with the page's script context (`ctx`), `this` undefined. */
export type ConfigHandler = (ctx: unknown) => unknown;

export function createPageRegistry<C = unknown>(): PageRegistry<C> {
  const $pages = atom<Readonly<Record<string, C>>>({});
  // A Map, so that names such as "constructor" or "__proto__" never find Object.prototype.
  const handlers = new Map<string, ConfigHandler>();
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
    registerHandler(name, handler) {
      const key = typeof name === 'string' ? name.trim() : '';
      if (!key) throw new TypeError('registerHandler: the handler name must be a non-empty string');
      if (typeof handler !== 'function') throw new TypeError(`registerHandler: the handler "${key}" must be a function`);
      handlers.set(key, handler);
    },
    handler: (name) => (typeof name === 'string' ? handlers.get(name.trim()) : undefined),
    handlerNames: () => [...handlers.keys()],
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
