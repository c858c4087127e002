import r2wcCore from '@r2wc/core';
import type { ComponentType } from 'react';
import { defineWords } from '../../core/i18n/index.ts';
import type { BoundaryRegion } from './error-boundary.tsx';
import { afterFirstScreen } from '../../core/host/index.ts';
import { getDefaultPlatform, loadSanitizer } from '../../core/index.ts';
import type { Platform } from '../../core/index.ts';
import { withLoadTimeout } from './load-timeout.ts';
import { checkSessionEarly } from './early-session.ts';
import { entityPagesReady } from './pages-ready.ts';
import { skipEqualSets } from './same-props.ts';
import { adoptStyles } from './styles.ts';

/**
 * `string`: an attribute (and property) holding a string or an id.
 * `object`: a property only. r2wc does not know this type, so it neither parses an attribute nor
 * writes the value back as one (its `json` type re-stringifies on every set).
 */
export type PropKind = 'string' | 'object';

export interface ElementOptions {
  /** camelCase prop names; r2wc maps `baseUrl` to the attribute `base-url`. */
  props: Record<string, PropKind>;
  /** The element's own CSS (imported with `?inline`), adopted after the Shoelace theme. */
  styles?: readonly string[];
  /** The boundary that shows a body that failed to load or render (with a retry). */
  region: BoundaryRegion;
  /** The body renders pages: it waits for core's page concepts and the sanitiser. */
  pages?: boolean;
  /** Shows a loading state until React draws (default true; `<app-shell>` draws its own first screens). */
  placeholder?: boolean;
  /**
   * Asks ahead, for a signed-in page, for what the body will load before it draws (its page config,
   * metadata, code lists), once the session and core's page concepts are in: the calls run while
   * React and the body still download, and the body then draws from the caches.
   */
  warm?: (platform: Platform, props: Record<string, unknown>) => Promise<unknown>;
  /** Runs as an element is put in a document (its body starts to load then) and taken out of it. */
  onConnect?: (host: HTMLElement) => void;
  onDisconnect?: (host: HTMLElement) => void;
}

/** A body drawn by React in an element's shadow root (element-root.tsx). */
export interface MountedBody {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

interface LazyRoot {
  body?: MountedBody;
  props: Record<string, unknown>;
  gone: boolean;
  failure?: HTMLElement;
  placeholder?: HTMLElement;
}

const WORDS = defineWords('element', {
  loadFailed: ['组件加载失败，请检查网络后重试', 'The component could not be loaded: check the connection and retry'],
  retry: ['重试', 'Retry'],
  loading: ['加载中...', 'Loading...'],
});

/**
 * The element root's module once it is in: a later element mounts in the microtasks after it is
 * put in the page, not after another `import()`, which resolves in a task of its own (often after
 * a frame drawn with the loading placeholder).
 */
let elementRootModule: typeof import('./element-root.tsx') | undefined;

/**
 * React, react-dom and the element's body arrive in one deferred chunk (DESIGN §6: the first load
 * draws the login without React). Until then the element holds its props; a failed load leaves a
 * panel with a retry in its shadow root instead of an empty box.
 */
function lazyReactRenderer<P extends object>(loadBody: () => Promise<ComponentType<P>>, options: ElementOptions) {
  function start(container: ShadowRoot | HTMLElement, root: LazyRoot): void {
    // Until React draws, the element says it is loading (the React body's own fallback looks the same).
    if (options.placeholder !== false && !root.placeholder) {
      root.placeholder = loadingPlaceholder();
      container.append(root.placeholder);
    }
    // A shell on the page draws its first screen (the login) before React is asked for. A
    // microtask first: r2wc mounts on an upgraded element's attributes, before its connected
    // callback has marked the first screen as pending.
    Promise.resolve()
      .then(() => afterFirstScreen(getDefaultPlatform().state.$firstScreenPending))
      .then(() => {
        // What the body waits for loads beside React, not after it: its chunks, the entity pages'
        // registration and, for pages, core's page concepts and the sanitiser. The root asks for
        // the same when it renders (a failure is reported there, with its retry).
        const ignore = () => undefined;
        if (options.warm) warmAhead(options.warm, root.props);
        loadBody().catch(ignore);
        entityPagesReady().catch(ignore);
        if (options.pages) {
          getDefaultPlatform().loadPageConcepts().catch(ignore);
          loadSanitizer().catch(ignore);
        }
        return elementRootModule ?? withLoadTimeout(import('./element-root.tsx'), 'element').then((loaded) => (elementRootModule = loaded));
      })
      .then(async (elementRoot) => {
        await elementRoot.elementBodyReady(loadBody, options);
        return elementRoot;
      })
      .then(
        ({ mountElementRoot }) => {
          if (root.gone) return;
          root.failure?.remove();
          root.failure = undefined;
          root.body = mountElementRoot(container, loadBody, options, root.props, () => {
            root.placeholder?.remove();
            root.placeholder = undefined;
          });
        },
        (error: unknown) => {
          if (root.gone) return;
          console.error('The element could not load its body:', error);
          root.placeholder?.remove();
          root.placeholder = undefined;
          root.failure = failurePanel(() => {
            root.failure?.remove();
            root.failure = undefined;
            start(container, root);
          });
          container.append(root.failure);
        },
      );
  }
  return {
    mount(container: ShadowRoot | HTMLElement, _component: unknown, props: Record<string, unknown>): LazyRoot {
      const root: LazyRoot = { props, gone: false };
      start(container, root);
      return root;
    },
    update(root: LazyRoot, props: Record<string, unknown>): void {
      root.props = props;
      root.body?.update(props);
    },
    unmount(root: LazyRoot): void {
      root.gone = true;
      root.failure?.remove();
      root.placeholder?.remove();
      root.body?.unmount();
      root.body = undefined;
    },
  };
}

/**
 * The session check and the body's first calls, started with the body's download (ElementOptions.warm).
 * Only with a token: a page without one shows the sign-in, which the body draws. The check is silent:
 * a failed one is the body's own check to report (a login failure still ends the session as any call's does).
 */
function warmAhead(warm: NonNullable<ElementOptions['warm']>, props: Record<string, unknown>): void {
  const platform = getDefaultPlatform();
  if (!platform.http.token.get()) return;
  Promise.all([checkSessionEarly(platform), platform.loadPageConcepts()])
    .then(() => warm(platform, props))
    .catch(() => undefined);
}

function loadingPlaceholder(): HTMLElement {
  const box = document.createElement('div');
  box.className = 'lazy-loading';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-busy', 'true');
  const spinner = document.createElement('span');
  spinner.className = 'lazy-spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = WORDS(getDefaultPlatform().state.$language.get())('loading');
  box.append(spinner, label);
  return box;
}

function failurePanel(retry: () => void): HTMLElement {
  const words = WORDS(getDefaultPlatform().state.$language.get());
  const panel = document.createElement('div');
  panel.className = 'error-panel';
  panel.setAttribute('part', 'error-panel');
  panel.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = words('loadFailed');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = words('retry');
  button.addEventListener('click', retry);
  panel.append(text, button);
  return panel;
}

/**
 * Wraps a React component as a custom element class with an open shadow root holding the
 * Shoelace theme and the element's CSS. The class itself carries no React: the component and
 * React load when the first element connects (`loadBody`), so a page can register the elements
 * and show a login before any of it arrives. The component reaches its host through `useHost()`
 * (for `emit`). Registration stays in `elements/entries/`, literal and guarded.
 */
export function createElementClass<P extends object>(loadBody: () => Promise<ComponentType<P>>, options: ElementOptions): CustomElementConstructor {
  // A server-side render (Node, no DOM) imports the element modules too: it gets a class that
  // is never registered, so the import does not throw.
  if (typeof HTMLElement === 'undefined') return class {} as unknown as CustomElementConstructor;
  // r2wc's class keeps the props, parses attributes and mounts the renderer in its connected
  // callback, unmounting it in the other.
  const Base = r2wcCore(
    loadBody as never,
    { shadow: 'open', props: options.props as Record<string, 'string'> },
    lazyReactRenderer(loadBody, options),
  ) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };
  const styles = options.styles ?? [];
  // r2wc observes every prop's name; an object prop is a property only, so its name is no attribute.
  const attributes = Object.entries(options.props)
    .filter(([, kind]) => kind === 'string')
    .map(([name]) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
  const Element = class extends Base {
    static get observedAttributes(): string[] {
      return attributes;
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
    }

    connectedCallback() {
      options.onConnect?.(this);
      super.connectedCallback();
    }

    disconnectedCallback() {
      super.disconnectedCallback();
      options.onDisconnect?.(this);
    }

    // The platform calls this for every setAttribute, even to the value it holds: r2wc would
    // draw the body again each time. An equal value changes nothing.
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (old !== value) super.attributeChangedCallback(name, old, value);
    }
  };
  // A string prop set to its value leaves the attribute as it is, so r2wc draws nothing; an
  // object prop set to an equal value is dropped here (by value: hosts build objects afresh).
  skipEqualSets(
    Element.prototype,
    Base.prototype,
    Object.keys(options.props).filter((name) => options.props[name] === 'object'),
  );
  return Element;
}
