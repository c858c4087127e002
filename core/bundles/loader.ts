/**
 * Business-system bundles (spec §1, §7 "listWebpackUrl"): each system may ship js and css that
 * register pages for the shell. They load once per client and system, each url once per page,
 * and a failure never blocks the shell: it is logged and the load resolves with nothing.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { afterFirstScreen } from '../state/first-screen.ts';
import { injectScript, injectStylesheet } from './inject.ts';
import type { Timers } from './inject.ts';

export type BundleRequest = (spec: {
  entity: string;
  action: string;
  params: Record<string, string>;
  client: string;
  system: string;
  silent: boolean;
}) => Promise<unknown>;

export interface BundleLoaderDeps {
  request: BundleRequest;
  console: Pick<Console, 'error'>;
  /** Injected for tests; default the page's document (absent in Node, where nothing is injected). */
  document?: Document;
  timers?: Timers;
  /** Whether a bundle url may load (core/bundles/origins.ts); default: any. */
  allowed?: (url: string) => boolean;
  /**
   * True while a shell's first screen is on its way (ClientState.$firstScreenPending): the list
   * call, the page concepts it brings and the bundles wait for the login form or the app to show,
   * at most core/state/first-screen.ts's FIRST_SCREEN_WAIT_MS.
   */
  firstScreenPending?: ReadableAtom<boolean>;
}

export interface BundleLoader {
  /**
   * True while bundles are on their way: a page kind nobody registered yet may still arrive, so
   * the shell shows it loading rather than "unregistered" until this turns false.
   */
  $loading: ReadableAtom<boolean>;
  /**
   * Loads the bundles of a client and system once; resolves with nothing either way (through
   * core/bundles/index.ts: once they are in, or after `settings.startupLimitMs`, still loading).
   */
  load(client: string, system: string): Promise<void>;
  /** Urls injected so far, in order. */
  loadedUrls(): string[];
}

function urlsOf(reply: unknown): string[] {
  const entitys = (reply as { entitys?: Array<{ path?: unknown }> } | null)?.entitys ?? [];
  return entitys.flatMap((entity) => (Array.isArray(entity.path) ? entity.path.filter((url): url is string => typeof url === 'string') : []));
}

const isStylesheet = (url: string) => /\.css(\?|#|$)/i.test(url);

export function createBundleLoader(deps: BundleLoaderDeps): BundleLoader {
  const doc = deps.document ?? (typeof document === 'undefined' ? undefined : document);
  const timers: Timers = deps.timers ?? {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const bySystem = new Map<string, Promise<void>>();
  const byUrl = new Map<string, Promise<void>>();
  const $loading = atom(false);
  let inFlight = 0;
  const allowed = deps.allowed ?? (() => true);

  function inject(url: string, page: Document): Promise<void> {
    let pending = byUrl.get(url);
    if (!pending) {
      pending = isStylesheet(url) ? injectStylesheet(url, page, timers) : injectScript(url, page, timers);
      byUrl.set(url, pending);
    }
    return pending;
  }

  async function loadSystem(client: string, system: string): Promise<void> {
    try {
      await afterFirstScreen(deps.firstScreenPending, timers);
      const reply = await deps.request({ entity: 'FM_SYSTEM_WEBPACK', action: 'listWebpackUrl', params: { system }, client, system, silent: true });
      const page = doc;
      if (!page) return;
      const urls = urlsOf(reply);
      for (const url of urls.filter((one) => !allowed(one))) {
        deps.console.error(`Bundle of ${client}/${system} refused: ${url} is not from an allowed origin (settings.bundleOrigins)`);
      }
      // One url failing (or never answering) must not keep the others from registering.
      await Promise.allSettled(
        urls
          .filter(allowed)
          .map((url) =>
            inject(url, page).catch((error) =>
              deps.console.error(`Bundle of ${client}/${system} failed to load (${url}); the shell goes on without it`, error),
            ),
          ),
      );
    } catch (error) {
      deps.console.error(`Bundles of ${client}/${system} failed to load (FM_SYSTEM_WEBPACK/listWebpackUrl); the shell goes on without them`, error);
    }
  }

  return {
    load(client, system) {
      const key = `${client}/${system}`;
      let pending = bySystem.get(key);
      if (!pending) {
        inFlight += 1;
        $loading.set(true);
        pending = loadSystem(client, system).finally(() => {
          inFlight -= 1;
          if (inFlight === 0) $loading.set(false);
        });
        bySystem.set(key, pending);
      }
      return pending;
    },
    $loading,
    loadedUrls: () => [...byUrl.keys()],
  };
}
