/**
 * What `<app-shell>` does before React arrives (DESIGN §6: the login takes input first): it fills
 * the page settings from its attributes, starts core's router, draws the first screens that need
 * no React (the boot spinner, the login forms, the role choice) and tells the host when the first
 * screen is ready or the app could not be opened. The React body (app-shell.tsx) draws the rest
 * and reads the same router; a retry of a stalled start-up runs it again through `retry()`.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { getDefaultPlatform } from '../../core/index.ts';
import type { Platform, PlatformSettings, RouteState } from '../../core/index.ts';
import { emit } from '../shared/emit.ts';
import { applyThemeToHost } from '../shared/theme.ts';
import type { FirstScreenView } from '../shell/dom.ts';
import { createLoginView, LOGIN_KINDS } from '../shell/login-view.ts';
import { createRoleView } from '../shell/role-view.ts';
import type { AppShellProps, ShellErrorDetail, ShellReadyDetail } from './app-shell.types.ts';

/** The routes whose screen this layer draws (the React body draws nothing for them). */
export function isFirstScreenRoute(route: RouteState | null): boolean {
  return !route || !!LOGIN_KINDS[route.name] || route.name === 'appRoleSelect' || route.name === 'hallRoleSelect';
}

export interface ShellBoot {
  /** Counts the retries: the React body mounts its screen afresh on each. */
  $attempt: ReadableAtom<number>;
  /** Runs the router again after a stalled start-up (its menus load again). */
  retry(): void;
}

const BOOT = Symbol.for('app-shell-platform.boot');
type BootHost = HTMLElement & AppShellProps & { [BOOT]?: ShellBoot & { stop(): void } };

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

function screenFor(platform: Platform, route: RouteState | null): FirstScreenView | null {
  if (!route) {
    const spinner = document.createElement('div');
    spinner.className = 'boot';
    spinner.setAttribute('aria-busy', 'true');
    spinner.append(Object.assign(document.createElement('span'), { className: 'boot-spinner' }));
    return { element: spinner, destroy: () => spinner.remove() };
  }
  const login = LOGIN_KINDS[route.name];
  if (login) return createLoginView(platform, { kind: login });
  if (route.name === 'appRoleSelect' || route.name === 'hallRoleSelect') return createRoleView(platform, { hall: route.name === 'hallRoleSelect' });
  return null;
}

function failedScreen(error: unknown): FirstScreenView {
  const panel = document.createElement('div');
  panel.className = 'page-message error-panel';
  panel.setAttribute('part', 'error-panel');
  panel.setAttribute('role', 'alert');
  panel.textContent = error instanceof Error ? error.message : String(error);
  return { element: panel, destroy: () => panel.remove() };
}

/** The layer of first screens, before the React body in the shadow root; redrawn per address. */
function drawFirstScreens(root: ShadowRoot, platform: Platform, $attempt: ReadableAtom<number>): () => void {
  const layer = document.createElement('div');
  layer.className = 'shell first-screen';
  root.prepend(layer);
  let view: FirstScreenView | null = null;
  let drawnKey: string | null = null;
  const draw = () => {
    const route = platform.state.$route.get();
    // Spec §2: the root view is keyed by path, so a new address mounts its screen afresh.
    const key = isFirstScreenRoute(route) ? `${$attempt.get()}:${route ? platform.router.$routeKey.get() : ''}` : null;
    if (key === drawnKey) return;
    drawnKey = key;
    view?.destroy();
    view = null;
    try {
      view = key === null ? null : screenFor(platform, route);
    } catch (error) {
      // A screen that cannot be drawn says so, instead of leaving the page blank.
      console.error('The first screen could not be drawn:', error);
      view = failedScreen(error);
    }
    layer.hidden = !view;
    if (view) {
      layer.append(view.element);
      view.shown?.();
    }
  };
  const stops = [platform.state.$route.subscribe(draw), platform.router.$routeKey.listen(draw), $attempt.listen(draw)];
  return () => {
    for (const stop of stops) stop();
    view?.destroy();
    layer.remove();
  };
}

/**
 * The question a sign-in link for another account raises (core's state.$signInQuestion): drawn over
 * whatever is on screen, its code loaded only when one comes.
 */
function drawSignInQuestions(root: ShadowRoot, platform: Platform): () => void {
  let view: FirstScreenView | null = null;
  let stopped = false;
  const stop = platform.state.$signInQuestion.subscribe((question) => {
    view?.destroy();
    view = null;
    if (!question) return;
    void import('../shell/sign-in-question.ts').then(({ createSignInQuestionView }) => {
      // Answered (or followed by another) while the code loaded: nothing to draw for it.
      if (stopped || platform.state.$signInQuestion.get() !== question) return;
      view = createSignInQuestionView(platform, question);
      root.append(view.element);
      view.shown?.();
    });
  });
  return () => {
    stopped = true;
    stop();
    view?.destroy();
  };
}

/** Starts the shell of `host` (on connect); `stopShell` undoes it (on disconnect). */
export function startShell(host: HTMLElement): void {
  const shell = host as BootHost;
  if (shell[BOOT]) return;
  const platform = getDefaultPlatform();
  const { state, http, router } = platform;
  // Waits for the first screen: bundles, DOMPurify and React load once it shows.
  if (!state.$route.get()) state.$firstScreenPending.set(true);
  const $attempt = atom(0);
  let stopRouter: (() => void) | null = null;
  let ready = false;
  const stops: Array<() => void> = [];
  const boot = {
    $attempt,
    retry() {
      http.dismissStalled();
      stopRouter?.();
      stopRouter = router.start();
      $attempt.set($attempt.get() + 1);
    },
    stop() {
      for (const stop of stops.splice(0)) stop();
      stopRouter?.();
      stopRouter = null;
      state.$firstScreenPending.set(false);
      delete shell[BOOT];
    },
  };
  shell[BOOT] = boot;
  // Properties a host sets right after putting the element in the page count too.
  queueMicrotask(() => {
    if (shell[BOOT] !== boot) return;
    applyAttributes(platform, {
      client: shell.client,
      system: shell.system,
      app: shell.app,
      baseUrl: shell.baseUrl,
      routerMode: shell.routerMode,
      settings: shell.settings,
    });
    platform.platform.applyStoredTheme();
    stops.push(platform.platform.$theme.subscribe((theme) => applyThemeToHost(shell, theme)));
    if (shell.shadowRoot) stops.push(drawFirstScreens(shell.shadowRoot, platform, $attempt), drawSignInQuestions(shell.shadowRoot, platform));
    stops.push(
      state.$route.subscribe((route) => {
        // A resolved route has its screen (or that screen's loading state) on the page.
        if (route) state.$firstScreenPending.set(false);
        if (!route) return;
        if (route.name === 'error') {
          emit<ShellErrorDetail>(shell, 'shell-error', { code: 'error.app', message: 'The app configuration could not be loaded', url: route.query.url });
        } else if (!ready) {
          ready = true;
          emit<ShellReadyDetail>(shell, 'shell-ready', { route });
        }
      }),
    );
    let wasStalled = false;
    stops.push(
      http.$stalled.subscribe((stalled) => {
        const anyStalled = stalled.length > 0;
        // A stalled start-up has its panel: what waited for the first screen may go.
        if (anyStalled) state.$firstScreenPending.set(false);
        // One event when calls start to stall (naming those of that moment), not one per call added.
        if (anyStalled && !wasStalled)
          emit<ShellErrorDetail>(shell, 'shell-error', { code: 'error.startup', message: `No answer from the server yet: ${stalled.join(', ')}` });
        wasStalled = anyStalled;
      }),
    );
    stopRouter = router.start();
  });
}

export function stopShell(host: HTMLElement): void {
  (host as BootHost)[BOOT]?.stop();
}

/** The running boot of a shell host (null before it connects or after it leaves). */
export function shellBootOf(host: HTMLElement | null): ShellBoot | null {
  return (host as BootHost | null)?.[BOOT] ?? null;
}
