/** Putting a bundle's js and css into the page, each with a bound on how long it may take. */
export const SCRIPT_TIMEOUT_MS = 120000;
export const STYLESHEET_POLL_MS = 20;
export const STYLESHEET_MAX_TRIES = 300000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The product's Trusted Types policy, kept there by the elements (core/sanitize/trusted-types.ts). */
const POLICY = Symbol.for('app-shell-platform.trusted-types-policy');

export function injectScript(url: string, page: Document, timers: Timers): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = page.createElement('script');
    const timer = timers.setTimeout(() => reject(new Error(`Script load timed out: ${url}`)), SCRIPT_TIMEOUT_MS);
    const policy = (globalThis as { [POLICY]?: { createScriptURL(url: string): unknown } })[POLICY];
    // A TrustedScriptURL where the page requires Trusted Types; the policy refuses untrusted origins.
    script.src = (policy ? policy.createScriptURL(url) : url) as string;
    script.async = false;
    script.onload = () => (timers.clearTimeout(timer), resolve());
    script.onerror = () => (timers.clearTimeout(timer), reject(new Error(`Script failed to load: ${url}`)));
    page.head.appendChild(script);
  });
}

/** `load` events on link tags are unreliable in older webviews, so the sheet list is polled. */
export function injectStylesheet(url: string, page: Document, timers: Timers): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = page.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    page.head.appendChild(link);
    let tries = 0;
    const poll = () => {
      const loaded = Array.from(page.styleSheets).some((sheet) => sheet.href === link.href) || link.sheet != null;
      if (loaded) return resolve();
      tries += 1;
      if (tries >= STYLESHEET_MAX_TRIES) return reject(new Error(`Stylesheet did not load: ${url}`));
      timers.setTimeout(poll, STYLESHEET_POLL_MS);
    };
    poll();
  });
}
