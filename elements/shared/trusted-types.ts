/**
 * First module the elements evaluate (elements/index.ts imports it before anything else): the
 * product's Trusted Types policy must exist before any component writes to a sink, and the page's
 * `default` policy too when the page setting `trustedTypesDefaultPolicy` asks for it.
 */
import { getDefaultPlatform, loadSanitizer } from '../../core/index.ts';
import { afterFirstScreen, createProductPolicy, installDefaultTrustedTypesPolicy } from '../../core/host/index.ts';
import type { TrustedTypesOptions } from '../../core/host/index.ts';

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, location.href).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where Trusted Types are enforced every HTML string on the page passes the policy, the page's
 * own code included: bring DOMPurify as soon as the first screen is up (the login does not need
 * it), so that such HTML is sanitised rather than shown as escaped text for longer than a moment.
 * The policy is only consulted where enforcement is on, so its first HTML call tells.
 */
let sanitiserAsked = false;
function bringSanitiser(): void {
  if (sanitiserAsked) return;
  sanitiserAsked = true;
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => void }).requestIdleCallback;
  const load = () => void loadSanitizer();
  // A shell on the page shows its login form or app first (it marks that; 10 s at most).
  const pending = getDefaultPlatform().state.$firstScreenPending;
  setTimeout(() => void afterFirstScreen(pending).then(() => (idle ? idle(load, { timeout: 1500 }) : setTimeout(load, 200))), 0);
}

const options: TrustedTypesOptions = {
  scriptOrigins: () => {
    const settings = getDefaultPlatform().env.settings as { ipBase?: string; baseUrl?: string; bundleOrigins?: readonly string[] };
    // The elements' own origin too: pdf.js's worker comes from beside their script (a CDN, say).
    const listed = [location.href, import.meta.url, settings.ipBase, settings.baseUrl, ...(settings.bundleOrigins ?? [])].map(origin);
    return listed.filter((o): o is string => Boolean(o) && o !== 'null');
  },
  allowScriptText: () => getDefaultPlatform().env.settings.configTextMode !== 'strict',
  onHtml: bringSanitiser,
};

const policy = createProductPolicy(options);
// The host's other code writes plain strings to sinks and wants ours to vet them (README "Content Security Policy").
if (getDefaultPlatform().env.settings.trustedTypesDefaultPolicy === true && installDefaultTrustedTypesPolicy(options)) {
  // The host's HTML would otherwise stay escaped until its first write brings the sanitiser:
  // bring it after the first screen. Our own pages wait for it before they draw HTML, and the
  // login draws none (DESIGN §6: nothing before sign-in that the login does not need).
  if (policy) bringSanitiser();
}
