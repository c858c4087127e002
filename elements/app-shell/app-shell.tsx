import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { Platform, PlatformSettings, RouteState } from '../../core/index.ts';
import { conceptsOf, useConcepts } from '../shared/concepts.ts';
import { emit } from '../shared/emit.ts';
import { ErrorBoundary } from '../shared/error-boundary.tsx';
import { useHost } from '../shared/host.tsx';
import { lazyComponent, PagesReady, SanitizerReady } from '../shared/lazy.tsx';
import { NotificationsGate } from '../shared/notifications-gate.tsx';
import { usePlatform } from '../shared/platform.ts';
import { themeApi } from '../shared/theme.ts';
import { LoadingIndicator } from '../shell/loading-bar.tsx';
import { LoginScreen } from '../shell/login-screen.tsx';
import type { LoginKind } from '../shell/login-screen.tsx';
import { isRoutePage } from '../shell/route-pages.ts';
import { StartupPanel } from '../shell/startup-panel.tsx';
import type { AppShellProps, ShellErrorDetail, ShellReadyDetail } from './app-shell.types.ts';

// Only the login and the start-up states are in the first load (DESIGN §6); the rest of the
// shell loads when first shown: the layout with core's page concepts, the others on their own.
const Layout = lazyComponent(() => import('../shell/layout.tsx').then((module) => module.Layout));
const RoleSelect = lazyComponent<{ hall: boolean }>(() => import('../shell/role-select.tsx').then((module) => module.RoleSelect));
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

/**
 * The attributes fill in page settings the host did not give in `window.frameSettings`. They
 * must be in place before the router starts (its mode and base are read once).
 */
function applyAttributes(platform: Platform, props: AppShellProps): void {
  const settings = platform.env.settings;
  const given: PlatformSettings = {
    ...props.settings,
    defaultClient: props.client ?? props.settings?.defaultClient,
    defaultSystem: props.system ?? props.settings?.defaultSystem,
    defaultApp: props.app ?? props.settings?.defaultApp,
    routerMode: props.routerMode === 'history' ? 'history' : props.routerMode === 'hash' ? 'hash' : props.settings?.routerMode,
    routerBase: props.baseUrl ?? props.settings?.routerBase,
  };
  for (const [key, value] of Object.entries(given)) {
    const name = key as keyof PlatformSettings;
    if (value !== undefined && settings[name] === undefined) (settings as Record<string, unknown>)[name] = value;
  }
}

const LOGIN_ROUTES: Record<string, LoginKind> = { login: 'login', hallLogin: 'hallLogin', localLogin: 'localLogin' };

function Screen({ route }: { route: RouteState | null }) {
  if (!route)
    return (
      <div className="boot" aria-busy="true">
        <span className="boot-spinner" />
      </div>
    );
  const login = LOGIN_ROUTES[route.name];
  if (login) return <LoginScreen key={login} kind={login} />;
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
  if (route.name === 'appRoleSelect' || route.name === 'hallRoleSelect')
    return (
      <SanitizerReady>
        <RoleSelect hall={route.name === 'hallRoleSelect'} />
      </SanitizerReady>
    );
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

/**
 * Starts the router (again on each retry of a stalled start-up), tells the host when the first
 * screen is ready, when opening failed, or when start-up calls go unanswered.
 */
function useShellLifecycle(route: RouteState | null, attempt: number) {
  const host = useHost();
  const { router, platform, http, state } = useConcepts();
  const ready = useRef(false);
  const stalled = useStore(http.$stalled);
  const anyStalled = stalled.length > 0;
  // A resolved route has its screen (or that screen's loading state) on the page; a stalled
  // start-up has its panel: what waited for the first screen may go.
  useEffect(() => {
    if (route || anyStalled) state.$firstScreenPending.set(false);
  }, [state, route, anyStalled]);
  useEffect(() => {
    platform?.applyStoredTheme();
    return router.start();
  }, [router, platform, attempt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event when calls start to stall (naming those of that moment), not one per call added to the list.
  useEffect(() => {
    if (!anyStalled) return;
    emit<ShellErrorDetail>(host, 'shell-error', { code: 'error.startup', message: `No answer from the server yet: ${stalled.join(', ')}` });
  }, [host, anyStalled]);
  useEffect(() => {
    if (!route) return;
    if (route.name === 'error') {
      emit<ShellErrorDetail>(host, 'shell-error', { code: 'error.app', message: 'The app configuration could not be loaded', url: route.query.url });
    } else if (!ready.current) {
      ready.current = true;
      emit<ShellReadyDetail>(host, 'shell-ready', { route });
    }
  }, [host, route]);
}

/** `<app-shell>`: the whole product, driven by core's router, session and workspace. */
export function AppShell(props: AppShellProps) {
  const platform = usePlatform();
  // First render, before any effect: the router reads its settings when it starts.
  useState(() => applyAttributes(platform, props));
  const { state, http } = conceptsOf(platform);
  const route = useStore(state.$route);
  const routeKey = useStore(conceptsOf(platform).router.$routeKey);
  // A retry runs the router again and mounts the screen afresh (its menus load again).
  const [attempt, setAttempt] = useState(0);
  useShellLifecycle(route, attempt);
  useStore(themeApi(platform).$theme);
  const retry = () => {
    http.dismissStalled();
    setAttempt((count) => count + 1);
  };
  return (
    <div className="shell" data-route={route?.name ?? ''}>
      <LoadingIndicator />
      <StartupPanel onRetry={retry} />
      {/* The layout has boundaries per region; this one holds the login, role select and info screens. */}
      <ErrorBoundary region="screen">
        {/* Spec §2: the root view is keyed by path, so a new address mounts its screen afresh. */}
        <Screen key={`${attempt}:${routeKey}`} route={route} />
      </ErrorBoundary>
      <NotificationsGate hide={['versionVary']} />
      {platform.env.settings.serviceWorker && (
        <Suspense fallback={null}>
          <ServiceWorkerNotice setting={platform.env.settings.serviceWorker} />
        </Suspense>
      )}
    </div>
  );
}
