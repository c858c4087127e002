import { atom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import type { createBundleLoader } from './loader.ts';
import type { BundleLoader, BundleRequest } from './loader.ts';
import { createPageRegistry, exposeFrame, FRAME_VERSION } from './registry.ts';
import type { FrameGlobal, PageRegistry } from './registry.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';
import { STARTUP_LIMIT_MS } from '../http/startup.ts';

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
  // The loader and the origin check come with the first load (after login), not in core's first
  // chunk; its `$loading` is mirrored so that the shell sees "on their way" from the first call on.
  const $loading = atom(false);
  let loader: BundleLoader | undefined;
  let loading: Promise<BundleLoader> | undefined;
  let pending = 0;
  const getLoader = () =>
    (loading ??= withLoadTimeout(Promise.all([import('./loader.ts'), import('./origins.ts')]), 'bundle loader').then(
      ([{ createBundleLoader: create }, origins]) => {
        // Read at each load: a host may still fill in settings before the first navigation.
        const allowed = (url: string) => origins.isAllowedBundle(url, origins.allowedBundleOrigins(env.settings, env.location.href()), env.location.href());
        loader = create({
          request: deps.request,
          console: env.console,
          document: deps.document,
          timers: deps.timers,
          allowed,
          firstScreenPending: context.state.$firstScreenPending,
        });
        loader.$loading.listen((value) => $loading.set(value || pending > 0));
        return loader;
      },
    ));
  async function load(client: string, system: string): Promise<void> {
    pending += 1;
    $loading.set(true);
    try {
      await (await getLoader()).load(client, system);
    } catch (error) {
      // The loader's own chunk did not come: no bundles, said once, navigation goes on.
      loading = undefined;
      env.console.error('[bundles] the bundle loader could not be loaded', error);
    } finally {
      pending -= 1;
      $loading.set(pending > 0 || (loader?.$loading.get() ?? false));
    }
  }
  return {
    $loading,
    // Spec §2: the guard waits for the library before the first page, the start-up limit at most.
    load: (client, system) =>
      withLoadTimeout(load(client, system), `bundles of ${client}/${system}`, env.settings.startupLimitMs ?? STARTUP_LIMIT_MS).catch((error: Error) =>
        env.console.warn(`[bundles] ${error.message}; the page is drawn, they go on loading`),
      ),
    loadedUrls: () => loader?.loadedUrls() ?? [],
    registry: deps.registry ?? createPageRegistry(),
  };
}

export { createPageRegistry, exposeFrame, FRAME_VERSION } from './registry.ts';
export type { BundleLoader, BundleLoaderDeps, BundleRequest } from './loader.ts';
export type { ConfigHandler } from './registry.ts';
export type { FrameGlobal, PageRegistry };
