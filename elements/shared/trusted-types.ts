/**
 * First module the elements evaluate (elements/index.ts imports it before anything else): the
 * page's default Trusted Types policy must exist before any component writes to a sink.
 */
import { getDefaultPlatform } from '../../core/index.ts';
import { installDefaultTrustedTypesPolicy } from '../../core/sanitize/trusted-types.ts';

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, location.href).origin;
  } catch {
    return undefined;
  }
}

installDefaultTrustedTypesPolicy({
  scriptOrigins: () => {
    const settings = getDefaultPlatform().env.settings as { ipBase?: string; baseUrl?: string; bundleOrigins?: readonly string[] };
    const listed = [location.href, settings.ipBase, settings.baseUrl, ...(settings.bundleOrigins ?? [])].map(origin);
    return listed.filter((o): o is string => Boolean(o) && o !== 'null');
  },
  allowScriptText: () => getDefaultPlatform().env.settings.configTextMode !== 'strict',
});
