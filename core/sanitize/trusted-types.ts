/**
 * Trusted Types (a page CSP with `require-trusted-types-for 'script'`): every string that reaches
 * an HTML or script sink passes a policy. The product installs the page's `default` policy, so
 * that code which writes plain strings (React's `dangerouslySetInnerHTML`, a component library
 * parsing an SVG icon, pdf.js starting its worker, the bundle loader's `<script src>`) still
 * works, and what it admits is what the product would admit anyway:
 * - HTML goes through `sanitizeHtml` (spec §5: the one sanitiser);
 * - script URLs only from the trusted origins (the page's, the server's, the allowed bundle
 *   origins) or this page's own `blob:` URLs;
 * - script text only in compat mode (DESIGN §4 "Configuration text"), never in strict mode.
 * Whatever a policy refuses is blocked by the browser and reported as a violation.
 */
import { sanitizeHtml } from './index.ts';

export interface TrustedTypesOptions {
  /** Origins (`https://host:port`) scripts and workers may come from. */
  scriptOrigins(): readonly string[];
  /** Whether configuration text may become code (compat mode). */
  allowScriptText(): boolean;
  /** Called the first time the policy is asked for HTML: the page enforces Trusted Types. */
  onHtml?(): void;
}

interface PolicyFactory {
  defaultPolicy?: unknown;
  createPolicy(name: string, rules: Record<string, (input: string) => string | null>): unknown;
}

function scriptUrl(input: string, options: TrustedTypesOptions): string | null {
  try {
    const url = new URL(input, location.href);
    if (url.protocol === 'blob:') return new URL(url.pathname).origin === location.origin ? url.href : null;
    return options.scriptOrigins().includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** Installs the page's default policy once; false where the browser has no Trusted Types or another already did. */
export function installDefaultTrustedTypesPolicy(options: TrustedTypesOptions): boolean {
  const factory = (typeof window === 'undefined' ? undefined : (window as { trustedTypes?: PolicyFactory }).trustedTypes);
  if (!factory || factory.defaultPolicy) return false;
  try {
    factory.createPolicy('default', {
      createHTML: (input) => {
        options.onHtml?.();
        return sanitizeHtml(input);
      },
      createScriptURL: (input) => scriptUrl(input, options),
      createScript: (input) => (options.allowScriptText() ? input : null),
    });
    return true;
  } catch {
    // A page CSP with a `trusted-types` list that does not name "default": its own policies rule.
    return false;
  }
}
