/** Global page settings (spec §2, §7): everything a host may override. */
export interface PlatformSettings {
  /** Base URL prefixed to every call (default: same origin, ''). */
  baseUrl?: string;
  /** Global IP base (e.g. 'https://10.1.2.3:8443'); when set, calls carry the Bearer token. */
  ipBase?: string;
  /** Domain context appended to the IP base. */
  domainContext?: string;
  /** Project context path, used when a server base is configured. */
  contextPath?: string;
  /** A server address is configured: toLogin goes to `login`, else `localLogin`. */
  serverConfigured?: boolean;
  /** Send credentials with cross-origin calls (default off). */
  withCredentials?: boolean;
  routerMode?: 'hash' | 'history';
  /** Base path of the router in history mode. */
  routerBase?: string;
  defaultClient?: string;
  defaultSystem?: string;
  defaultApp?: string;
  /** `compat` may evaluate configuration text; `strict` never does (DESIGN §4). */
  configTextMode?: 'compat' | 'strict';
  /** Value of the App-Agent header. */
  appAgent?: string;
  /** Request time-out in ms (default 1,200,000). */
  timeout?: number;
  /**
   * Origins business bundles may load from (`https://cdn.example.com`). Default: the page's own
   * origin and those of `ipBase` and `baseUrl`. A bundle url from any other origin is refused.
   */
  bundleOrigins?: string[];
  /**
   * How long a start-up call (app configuration, login check, user, menus) may go unanswered
   * before `<app-shell>` offers a retry, in ms (default 15,000). The call itself keeps the
   * request time-out.
   */
  startupLimitMs?: number;
  /**
   * The address of the shell's service worker (`'sw.js'`, relative to the page; the reference
   * server serves it at `/sw.js`). Given, `<app-shell>` registers it so the shell starts offline
   * after one visit and offers a reload when a new version is deployed (spec §8). Absent: none.
   */
  serviceWorker?: string;
  /**
   * `true`: the elements also create the page's Trusted Types `default` policy (same rules as
   * their own `app-shell-platform` policy: HTML sanitised, script URLs from trusted origins, script
   * text in compat mode), for a host whose other code writes plain strings to sinks under
   * `require-trusted-types-for 'script'`. Its CSP must then list `default` in `trusted-types`.
   * Compat mode (`configTextMode: 'compat'`) under Trusted Types needs it: configuration scripts
   * are compiled with `new Function`, which takes no TrustedScript. Default: off, the `default`
   * policy is left to the host (README "Content Security Policy").
   */
  trustedTypesDefaultPolicy?: boolean;
  /**
   * Where `<pdf-viewer>` finds pdf.js's character maps (a folder URL serving the package's
   * `dist/cmaps/`). Default: `../cmaps/` beside the pdf.js worker, where the package ships them; a
   * host whose bundler moves the worker (the React entry in a host's build) points here instead.
   */
  pdfCMapUrl?: string;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The address bar, injectable so that core runs in Node and in tests. */
export interface PlatformLocation {
  /** The full current URL. */
  href(): string;
  /** Change the address without a new history entry and without reloading. */
  replace(url: string): void;
  /** Change the address with a new history entry, without reloading. */
  push(url: string): void;
  /** Full page navigation (leaves the page). */
  assign(url: string): void;
  reload(): void;
  back(): void;
  /** The browser's Forward; optional for hosts' own locations. */
  forward?(): void;
  /** Called on popstate and hashchange; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface PlatformEnv {
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /**
   * The address bar: a {@link PlatformLocation}, or a Location-like object (`window.location`,
   * a `URL`, `{ href }`), which is adapted.
   */
  location?: PlatformLocation | LocationLike;
  settings?: PlatformSettings;
  console?: Pick<Console, 'error' | 'warn' | 'info' | 'log'>;
  /** Opens a new browser window (openType 4, linked services, external links). */
  openWindow?: (url: string, target?: string) => void;
  /** Sets the document title. */
  setTitle?: (title: string) => void;
  /** Reads document.cookie (for xsrf_token). */
  readCookie?: () => string;
}

/** An env with every edge filled in: from the browser when there is one, else in memory. */
export type ResolvedEnv = Required<Omit<PlatformEnv, 'settings' | 'location'>> & { settings: PlatformSettings; location: PlatformLocation };

export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** What a host may hand in instead of a PlatformLocation: `window.location`, a `URL`, `{ href }`. */
export interface LocationLike {
  href: string;
  assign?(url: string): void;
  replace?(url: string): void;
  reload?(): void;
}

function isPlatformLocation(value: PlatformLocation | LocationLike): value is PlatformLocation {
  return typeof value.href === 'function';
}

/**
 * Adapts a Location-like object. The page's own `window.location` gets the browser adapter (so
 * that `replace`/`push` keep the page); anything else is an address kept in that object.
 */
function adaptLocation(value: LocationLike, win: Window | undefined): PlatformLocation {
  if (win && value === win.location) return browserLocation(win);
  const memory = createMemoryLocation(value.href);
  const follow =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      change(...args);
      try {
        value.href = memory.href();
      } catch {
        // A read-only address object: the adapter still knows where the shell is.
      }
    };
  return {
    ...memory,
    replace: follow((url: string) => memory.replace(url)),
    push: follow((url: string) => memory.push(url)),
    assign: follow((url: string) => memory.assign(url)),
    back: follow(() => memory.back()),
  };
}

/** A location kept in memory, for Node and tests; history entries are kept for back(). */
export function createMemoryLocation(initial = 'http://localhost/'): PlatformLocation & { history: string[] } {
  const history = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    history,
    href: () => history[index]!,
    replace(url) {
      history[index] = new URL(url, history[index]).href;
    },
    push(url) {
      history.splice(index + 1);
      history.push(new URL(url, history[index]).href);
      index = history.length - 1;
    },
    assign(url) {
      this.push(url);
      emit();
    },
    reload: emit,
    back() {
      if (index > 0) index -= 1;
      emit();
    },
    forward() {
      if (index < history.length - 1) index += 1;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function browserLocation(win: Window): PlatformLocation {
  return {
    href: () => win.location.href,
    replace: (url) => win.history.replaceState(win.history.state, '', url),
    push: (url) => win.history.pushState(null, '', url),
    assign: (url) => win.location.assign(url),
    reload: () => win.location.reload(),
    back: () => win.history.back(),
    forward: () => win.history.forward(),
    subscribe(listener) {
      win.addEventListener('popstate', listener);
      win.addEventListener('hashchange', listener);
      return () => {
        win.removeEventListener('popstate', listener);
        win.removeEventListener('hashchange', listener);
      };
    },
  };
}

function safeLocalStorage(win: Window | undefined): KeyValueStorage {
  try {
    if (win?.localStorage) return win.localStorage;
  } catch {
    // Storage can be blocked (sandboxed iframe, privacy mode): fall back to memory.
  }
  return createMemoryStorage();
}

/** Fills every edge not injected from the browser when one exists, otherwise from memory. */
export function resolveEnv(env: PlatformEnv = {}): ResolvedEnv {
  const win = typeof window === 'undefined' ? undefined : window;
  const doc = typeof document === 'undefined' ? undefined : document;
  return {
    fetch: env.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    storage: env.storage ?? safeLocalStorage(win),
    location: resolveLocation(env.location, win),
    settings: { ...(env.settings ?? {}) },
    console: env.console ?? console,
    // noopener: the opened page (an external site among them) gets no handle on this one.
    openWindow: env.openWindow ?? ((url, target = '_blank') => void win?.open(url, target, 'noopener')),
    setTitle:
      env.setTitle ??
      ((title) => {
        if (doc) doc.title = title;
      }),
    readCookie: env.readCookie ?? (() => (doc ? doc.cookie : '')),
  };
}

function resolveLocation(location: PlatformEnv['location'], win: Window | undefined): PlatformLocation {
  if (!location) return win ? browserLocation(win) : createMemoryLocation();
  return isPlatformLocation(location) ? location : adaptLocation(location, win);
}
