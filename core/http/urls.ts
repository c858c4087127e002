import type { PlatformContext } from '../instance/context.ts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './headers.ts';
import { API_PREFIX, buildPath, resolveCodes, serverBase, withQuery } from './path.ts';
import type { Codes } from './path.ts';
import type { TokenStore } from './token.ts';

export interface UrlBuilders {
  /** Appends `token` and `xsrf_token` to a platform URL; other origins get the URL unchanged. */
  withTokens(url: string, client?: string): string;
  /** `api/v1/{client}/{system}/download?id=` with the tokens (spec §7). */
  fileUrl(fileId: string, codes?: Partial<Codes>): string;
  /** `api/v1/{client}/{system}/onlineview?fileId=` with the tokens (office preview). */
  onlineViewUrl(fileId: string, codes?: Partial<Codes>): string;
  /** `api/v1/{client}/{system}/{entityId}/{action}?{params}` with the tokens. */
  actionUrl(entity: string, action: string, params?: Record<string, unknown>, codes?: Partial<Codes>): string;
}

export function createUrlBuilders(context: PlatformContext, tokens: TokenStore): UrlBuilders {
  const { settings } = context.env;
  const codesOf = (own?: Partial<Codes>) => resolveCodes(context.state, settings, own);

  function withTokens(url: string, client?: string): string {
    if (!tokens.isTrusted(url)) return url;
    const token = tokens.get(client ?? codesOf().client);
    const xsrf = readCookie(context.env.readCookie(), XSRF_COOKIE);
    return withQuery(url, { token, [XSRF_HEADER]: xsrf });
  }

  function builtUrl(name: string, params: Record<string, unknown>, own?: Partial<Codes>): string {
    const codes = codesOf(own);
    const path = `${serverBase(settings)}${API_PREFIX}/${encodeURIComponent(codes.client)}/${encodeURIComponent(codes.system)}/${name}`;
    return withTokens(withQuery(path, params), codes.client);
  }

  return {
    withTokens,
    fileUrl: (fileId, own) => builtUrl('download', { id: fileId }, own),
    onlineViewUrl: (fileId, own) => builtUrl('onlineview', { fileId }, own),
    actionUrl(entity, action, params, own) {
      const codes = codesOf(own);
      return withTokens(withQuery(buildPath({ entity, action }, codes, settings), params), codes.client);
    },
  };
}
