import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Suspense, useEffect, useState } from 'react';
import type { RouteState } from '../../core/index.ts';
import { conceptsOf } from '../shared/concepts.ts';
import { ErrorBoundary } from '../shared/error-boundary.tsx';
import { useHost } from '../shared/host.tsx';
import { lazyComponent, PagesReady, SanitizerReady } from '../shared/lazy.tsx';
import { NotificationsGate } from '../shared/notifications-gate.tsx';
import { usePlatform } from '../shared/platform.ts';
import { themeApi } from '../shared/theme.ts';
import { LoadingIndicator } from '../shell/loading-bar.tsx';
import { isRoutePage } from '../shell/route-pages.ts';
import { StartupPanel } from '../shell/startup-panel.tsx';
import type { AppShellProps } from './app-shell.types.ts';
import { isFirstScreenRoute, shellBootOf } from './shell-boot.ts';

const NO_ATTEMPTS = atom(0);

function controlledByWorker(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

// Only the login and the start-up states are in the first load (DESIGN §6); the rest of the
// shell loads when first shown: the layout with core's page concepts, the others on their own.
const Layout = lazyComponent(() => import('../shell/layout.tsx').then((module) => module.Layout));
const ErrorPage = lazyComponent(() => import('../shell/info-pages.tsx').then((module) => module.ErrorPage));
const HelpPage = lazyComponent(() => import('../shell/info-pages.tsx').then((module) => module.HelpPage));
const NotFoundPage = lazyComponent(() => import('../shell/info-pages.tsx').then((module) => module.NotFoundPage));
const NoAccessPage = lazyComponent(() => import('../shell/info-pages.tsx').then((module) => module.NoAccessPage));
// Task, Config, module and the new-window page show one registered page without the layout.
const RoutePage = lazyComponent<{ route: RouteState }>(() => import('../shell/route-page.tsx').then((module) => module.RoutePage), 'route page');
const PageWindow = lazyComponent<{ route: RouteState }>(() => import('../shell/route-page.tsx').then((module) => module.PageWindow), 'new-window page');
// Offline start and the update prompt (spec §8), for hosts that name a service worker; a chunk
// that cannot load leaves the shell as it is (nothing to show in its place).
const ServiceWorkerNotice = lazyComponent<{ setting: string }>(
  () =>
    import('../service-worker/index.ts').then(
      (module) => module.ServiceWorkerNotice,
      () => () => null,
    ),
  'service worker',
);

export type { AppShellProps, ShellErrorDetail, ShellReadyDetail } from './app-shell.types.ts';

function Screen({ route }: { route: RouteState | null }) {
  // The boot spinner, the login forms and the role choice are drawn without React (shell-boot.ts).
  if (isFirstScreenRoute(route) || !route) return null;
  return (
    <Suspense
      fallback={
        <div className="boot" aria-busy="true">
          <span className="boot-spinner" />
        </div>
      }
    >
      <LazyScreen route={route} />
    </Suspense>
  );
}

function LazyScreen({ route }: { route: RouteState }) {
  if (route.name === 'error')
    return (
      <SanitizerReady>
        <ErrorPage />
      </SanitizerReady>
    );
  if (route.name === 'ServiceHelp')
    return (
      <SanitizerReady>
        <HelpPage />
      </SanitizerReady>
    );
  if (route.name === 'notFound')
    return (
      <SanitizerReady>
        <NotFoundPage />
      </SanitizerReady>
    );
  if (route.name === 'noAccess')
    return (
      <SanitizerReady>
        <NoAccessPage />
      </SanitizerReady>
    );
  if (route.name === 'Page')
    return (
      <SanitizerReady>
        <PageWindow route={route} />
      </SanitizerReady>
    );
  if (isRoutePage(route))
    return (
      <SanitizerReady>
        <RoutePage route={route} />
      </SanitizerReady>
    );
  return (
    <PagesReady>
      <Layout />
    </PagesReady>
  );
}

/** `<app-shell>`: the whole product, driven by core's router, session and workspace. */
export function AppShell(_props: AppShellProps) {
  const platform = usePlatform();
  const host = useHost();
  const boot = shellBootOf(host);
  const { state, router } = conceptsOf(platform);
  const route = useStore(state.$route);
  const routeKey = useStore(router.$routeKey);
  // A retry runs the router again and mounts the screen afresh (its menus load again).
  const attempt = useStore(boot?.$attempt ?? NO_ATTEMPTS);
  useStore(themeApi(platform).$theme);
  const firstScreen = route && isFirstScreenRoute(route) ? route.name : null;
  // The layout's code (and the page concepts it waits for) loads as the person signs in, while
  // the login calls run: before that, the first screens hold only what they draw (DESIGN §6).
  useEffect(() => {
    if (!firstScreen) return;
    if (firstScreen === 'appRoleSelect' || firstScreen === 'hallRoleSelect') {
      Layout.preload();
      return;
    }
    const root = host?.shadowRoot;
    const preload = () => Layout.preload();
    root?.addEventListener('submit', preload, { once: true });
    return () => root?.removeEventListener('submit', preload);
  }, [host, firstScreen]);
  // The service worker installs (and precaches the login and layout set) once someone has signed
  // in: a visitor who never does downloads nothing for it (DESIGN §6). A page it already controls
  // (an offline start, an update waiting) shows its notices from the start.
  const user = useStore(state.$user);
  const [workerWanted, setWorkerWanted] = useState(controlledByWorker);
  if (user && !workerWanted) setWorkerWanted(true);
  return (
    <div className="shell" data-route={route?.name ?? ''}>
      <LoadingIndicator />
      <StartupPanel onRetry={() => boot?.retry()} />
      {/* The layout has boundaries per region; this one holds the info screens. */}
      <ErrorBoundary region="screen">
        {/* Spec §2: the root view is keyed by path, so a new address mounts its screen afresh. */}
        <Screen key={`${attempt}:${routeKey}`} route={route} />
      </ErrorBoundary>
      <NotificationsGate hide={['versionVary']} />
      {platform.env.settings.serviceWorker && workerWanted && (
        <Suspense fallback={null}>
          <ServiceWorkerNotice setting={platform.env.settings.serviceWorker} />
        </Suspense>
      )}
    </div>
  );
}
