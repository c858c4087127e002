import r2wc from '@r2wc/react-to-web-component';
import { useStore } from '@nanostores/react';
import { Suspense, useLayoutEffect } from 'react';
import type { ComponentType } from 'react';
import { getDefaultPlatform } from '../../core/index.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import type { BoundaryRegion } from './error-boundary.tsx';
import { HostProvider } from './host.tsx';
import { Loading, PagesReady } from './lazy.tsx';
import { registerShellIcons } from './icons.ts';
import { skipEqualSets } from './same-props.ts';
import { adoptStyles } from './styles.ts';
import { applyThemeToHost, themeApi } from './theme.ts';

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
  /** Runs as an element is put in a document (its body starts to load then) and taken out of it. */
  onConnect?: () => void;
  onDisconnect?: () => void;
}

interface WrapperProps {
  container?: ShadowRoot;
  [prop: string]: unknown;
}

/** Keeps the host's theme class and `data-theme` in step with the theme store. */
function ThemeSync({ host }: { host: HTMLElement }) {
  const theme = useStore(themeApi(getDefaultPlatform()).$theme);
  useLayoutEffect(() => applyThemeToHost(host, theme), [host, theme]);
  return null;
}

/**
 * Wraps a React component as a custom element class with an open shadow root holding the
 * Shoelace theme and the element's CSS. The component can reach its host through `useHost()`
 * (for `emit`). Registration stays in each `<tag>.element.ts`, literal and guarded. The body is
 * usually a `lazyComponent`: the element is defined at once, its body loads when first shown.
 */
export function createElementClass<P extends object>(Component: ComponentType<P>, options: ElementOptions): CustomElementConstructor {
  // A server-side render (Node, no DOM) imports the element modules too: it gets a class that
  // is never registered, so the import does not throw.
  if (typeof HTMLElement === 'undefined') return class {} as unknown as CustomElementConstructor;
  registerShellIcons();
  function Wrapper({ container, ...props }: WrapperProps) {
    const host = container?.host instanceof HTMLElement ? container.host : null;
    const body = <Component {...(props as P)} />;
    return (
      <HostProvider host={host}>
        {host && <ThemeSync host={host} />}
        <ErrorBoundary region={options.region}>
          <Suspense fallback={<Loading />}>{options.pages ? <PagesReady>{body}</PagesReady> : body}</Suspense>
        </ErrorBoundary>
      </HostProvider>
    );
  }
  // r2wc's class mounts the React root in its connected callback and unmounts it in the other.
  const Base = r2wc(Wrapper, { shadow: 'open', props: options.props as Record<string, 'string'> }) as unknown as new () => HTMLElement & {
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
      options.onConnect?.();
      super.connectedCallback();
    }

    disconnectedCallback() {
      super.disconnectedCallback();
      options.onDisconnect?.();
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
