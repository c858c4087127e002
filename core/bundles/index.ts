import type { PlatformContext } from '../instance/context.ts';
import { createBundleLoader } from './loader.ts';
import { allowedBundleOrigins, isAllowedBundle } from './origins.ts';
import type { BundleLoader, BundleRequest } from './loader.ts';
import { createPageRegistry, exposeFrame, FRAME_VERSION } from './registry.ts';
import type { FrameGlobal, PageRegistry } from './registry.ts';

export interface Bundles extends BundleLoader {
  registry: PageRegistry;
}

export interface BundlesDeps {
  /** http.request: the bundle list call. */
  request: BundleRequest;
  document?: Document;
  timers?: Parameters<typeof createBundleLoader>[0]['timers'];
  registry?: PageRegistry;
}

/** Business bundle loading and the page registry (spec §1, §2). */
export function createBundles(context: PlatformContext, deps: BundlesDeps): Bundles {
  const { env } = context;
  // Read at each load: a host may still fill in settings before the first navigation.
  const allowed = (url: string) => isAllowedBundle(url, allowedBundleOrigins(env.settings, env.location.href()), env.location.href());
  const loader = createBundleLoader({ request: deps.request, console: env.console, document: deps.document, timers: deps.timers, allowed });
  return { ...loader, registry: deps.registry ?? createPageRegistry() };
}

export { createBundleLoader } from './loader.ts';
export { allowedBundleOrigins, isAllowedBundle } from './origins.ts';
export { SCRIPT_TIMEOUT_MS, STYLESHEET_POLL_MS, STYLESHEET_MAX_TRIES } from './inject.ts';
export { createPageRegistry, exposeFrame, FRAME_VERSION } from './registry.ts';
export type { BundleLoader, BundleLoaderDeps, BundleRequest } from './loader.ts';
export type { ConfigHandler } from './registry.ts';
export type { FrameGlobal, PageRegistry };
