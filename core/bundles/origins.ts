/**
 * Where business bundles may come from (DESIGN §2 core/bundles, spec §1): a bundle is code that
 * runs in the page with the user's session, so only origins the page settings allow may supply
 * one. Default: the page's own origin and those of the configured server base (`ipBase`,
 * `baseUrl`); `settings.bundleOrigins` replaces that list.
 */
import type { PlatformSettings } from '../instance/env.ts';

function originOf(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url, base).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origins bundles may load from, for a page at `pageHref`. */
export function allowedBundleOrigins(settings: PlatformSettings, pageHref: string): Set<string> {
  const listed = Array.isArray(settings.bundleOrigins) ? settings.bundleOrigins : [pageHref, settings.ipBase, settings.baseUrl];
  return new Set(listed.map((url) => originOf(url, pageHref)).filter((origin): origin is string => Boolean(origin)));
}

/** Whether a bundle url (relative urls resolve against the page) comes from an allowed origin. */
export function isAllowedBundle(url: string, allowed: ReadonlySet<string>, pageHref: string): boolean {
  const origin = originOf(url, pageHref);
  return origin !== undefined && allowed.has(origin);
}
