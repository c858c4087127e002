/**
 * Trusted Types (a page CSP with `require-trusted-types-for 'script'`): every string that reaches
 * an HTML or script sink passes a policy. The product creates its own named policy,
 * `app-shell-platform` (`TRUSTED_TYPES_POLICY`), and its code hands that policy's values to every
 * sink it writes; a host lists the name in its `trusted-types` directive beside the libraries'
 * (`lit-html`, `dompurify`). What the policy admits is what the product would admit anyway:
 * - HTML goes through `sanitizeHtml` (spec §5: the one sanitiser);
 * - script URLs only from the trusted origins (the page's, the server's, the allowed bundle
 *   origins) or this page's own `blob:` URLs;
 * - script text only in compat mode (DESIGN §4 "Configuration text"), never in strict mode.
 *
 * The page's `default` policy (which catches plain strings written by code that does not know
 * Trusted Types) is the host's: the product creates one with the same rules only when the page
 * setting `trustedTypesDefaultPolicy` asks for it.
 *
 * Two builds of the package on one page (two tag prefixes) would create the name twice, which
 * throws unless the CSP says `'allow-duplicates'`: the first policy is kept under a `Symbol.for`
 * key and a later build reuses it (its rules read the same page settings).
 */
import { sanitizeHtml } from './index.ts';

export const TRUSTED_TYPES_POLICY = 'app-shell-platform';

export interface TrustedTypesOptions {
  /** Origins (`https://host:port`) scripts and workers may come from. */
  scriptOrigins(): readonly string[];
  /** Whether configuration text may become code (compat mode). */
  allowScriptText(): boolean;
  /** Called the first time a policy is asked for HTML: the page enforces Trusted Types. */
  onHtml?(): void;
}

/** What a Trusted Types policy gives (`TrustedHTML`...): opaque values a sink accepts. */
export type Trusted = { readonly __trusted?: never };

export interface ProductPolicy {
  createHTML(input: string, styles?: typeof HIDE_STYLES): Trusted;
  createScriptURL(input: string): Trusted;
  createScript(input: string): Trusted;
}

type Rules = Record<'createHTML' | 'createScriptURL' | 'createScript', (input: string, extra?: unknown) => string | null>;

/** Asks the HTML rule to keep style attributes renamed (`./style-attributes.ts`). */
const HIDE_STYLES = 'hide-styles';

interface PolicyFactory {
  defaultPolicy?: unknown;
  createPolicy(name: string, rules: Rules): ProductPolicy;
}

const SHARED = Symbol.for('app-shell-platform.trusted-types-policy');

function factory(): PolicyFactory | undefined {
  return typeof window === 'undefined' ? undefined : (window as { trustedTypes?: PolicyFactory }).trustedTypes;
}

function admitsScriptUrl(input: string, options: TrustedTypesOptions): string | null {
  try {
    const url = new URL(input, location.href);
    if (url.protocol === 'blob:') return new URL(url.pathname).origin === location.origin ? url.href : null;
    return options.scriptOrigins().includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** Throws on a refused URL: a named policy's `null` would quietly become an empty URL. */
function scriptUrl(input: string, options: TrustedTypesOptions): string {
  const url = admitsScriptUrl(input, options);
  if (url === null) throw new TypeError(`[trusted-types] no script from ${input}: not a trusted origin`);
  return url;
}

function rules(options: TrustedTypesOptions): Rules {
  return {
    createHTML: (input, styles) => {
      options.onHtml?.();
      return sanitizeHtml(input, styles === HIDE_STYLES);
    },
    createScriptURL: (input) => scriptUrl(input, options),
    createScript: (input) => (options.allowScriptText() ? input : null),
  };
}

let policy: ProductPolicy | undefined;

/**
 * Creates the product's policy (or takes the one another build of the package made); undefined
 * where the browser has no Trusted Types or the page's CSP does not allow the name.
 */
export function createProductPolicy(options: TrustedTypesOptions): ProductPolicy | undefined {
  const types = factory();
  if (!types || policy) return policy;
  const shared = globalThis as { [SHARED]?: ProductPolicy };
  try {
    policy = types.createPolicy(TRUSTED_TYPES_POLICY, rules(options));
    shared[SHARED] ??= policy;
  } catch (error) {
    policy = shared[SHARED];
    if (!policy) console.error(`[trusted-types] the page's CSP does not allow the policy "${TRUSTED_TYPES_POLICY}"`, error);
  }
  return policy;
}

/** The product's policy once created (undefined without Trusted Types): what sinks are given. */
export function productPolicy(): ProductPolicy | undefined {
  return policy;
}

/**
 * Sanitised HTML for an HTML sink: TrustedHTML where Trusted Types exist, else the string. Style
 * attributes stay renamed: the caller applies them (`applyHiddenStyles`) once the HTML is parsed.
 */
export function trustedHtmlHidingStyles(html: string): Trusted | string {
  return policy ? policy.createHTML(html, HIDE_STYLES) : sanitizeHtml(html, true);
}

/** A script URL for `script.src`, `new Worker`, a service worker registration. */
export function trustedScriptUrl(url: string): Trusted | string {
  return policy ? policy.createScriptURL(url) : url;
}

/**
 * Installs the page's `default` policy with the same rules (page setting
 * `trustedTypesDefaultPolicy`); false where the browser has no Trusted Types, the page already has
 * one, or its CSP does not name `default`.
 */
export function installDefaultTrustedTypesPolicy(options: TrustedTypesOptions): boolean {
  const types = factory();
  if (!types || types.defaultPolicy) return false;
  try {
    types.createPolicy('default', rules(options));
    return true;
  } catch {
    return false;
  }
}
