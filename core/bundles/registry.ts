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

/** `window.frame` as builds share it: the first build's registry, core and version, and every build's. */
export interface FrameHost extends Partial<FrameGlobal> {
  /** One entry per build on the page, in the order they arrived; `[0]` is the top level's. */
  builds?: FrameGlobal[];
  [key: string]: unknown;
}

/** This build's entry in `frame.builds` (each build's copy of this module has its own). */
let own: FrameGlobal | undefined;

/**
 * Exposes the registry and core to external bundles as `window.frame` (DESIGN §3), merged into
 * the object already there, never replacing it: a host's own keys stay, and so does another
 * build's registry. The first build on the page keeps `registry`, `core` and `version` (a later
 * call of the same build, `setDefaultPlatform`, moves them to its new instance); `builds` reaches
 * each build. Only a plain object is the host's: `window.frame` may also be named access to an
 * element (`<div id="frame">`, `<iframe name="frame">`), which assigning shadows.
 */
export function exposeFrame(frame: FrameGlobal, target: object | undefined = typeof window === 'undefined' ? undefined : window): void {
  if (!target) return;
  const host = target as { frame?: FrameHost };
  const found = host.frame;
  const global: FrameHost = found?.constructor === Object ? found! : (host.frame = {});
  // A build from before `builds` left its object alone: a copy of it stays first.
  const builds = (global.builds ??= global.registry ? [{ ...global } as FrameGlobal] : []);
  if (!builds.includes(own!)) builds.push((own = {} as FrameGlobal));
  Object.assign(own!, frame);
  if (builds[0] === own) Object.assign(global, frame);
}
