import type { PlatformContext } from '../instance/context.ts';
import { buildPath, methodFor, resolveCodes, withQuery } from './path.ts';
import type { Codes } from './path.ts';
import { platformHeaders, roleHeader } from './headers.ts';
import type { TokenStore } from './token.ts';
import type { RawRequest } from './transport.ts';
import type { HttpMethod, RequestSpec } from './types.ts';

function isFormData(value: unknown): value is FormData {
  return typeof value === 'object' && value !== null && typeof (value as FormData).append === 'function';
}

function toFormData(value: unknown): FormData {
  const form = new FormData();
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (item === undefined || item === null) continue;
    if (typeof Blob !== 'undefined' && item instanceof Blob) form.append(key, item);
    else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return form;
}

/** GET carries `params` in the query; POST sends `data` (params then go to the query) or `params`. */
function shapeBody(spec: RequestSpec, method: HttpMethod, url: string): { url: string; body?: unknown } {
  if (method === 'GET' || method === 'DELETE') return { url: withQuery(url, spec.params) };
  if (isFormData(spec.formData)) return { url: withQuery(url, spec.params), body: spec.formData };
  const hasData = spec.data !== undefined;
  const payload = hasData ? spec.data : spec.params;
  const target = hasData ? withQuery(url, spec.params) : url;
  return { url: target, body: spec.formData === true ? toFormData(payload) : (payload ?? {}) };
}

export interface Prepared {
  request: RawRequest;
  codes: Codes;
  trusted: boolean;
}

/** Turns a call spec into the wire request: URL, method, body and (for the platform only) headers. */
export function prepare(context: PlatformContext, tokens: TokenStore, roleId: () => string | undefined, spec: RequestSpec): Prepared {
  const { settings } = context.env;
  const codes = resolveCodes(context.state, settings, spec);
  const method = methodFor(spec);
  const shaped = shapeBody(spec, method, spec.url ?? buildPath(spec, codes, settings));
  const trusted = tokens.isTrusted(shaped.url);
  // Nothing of the session (token, xsrf, role) goes to an origin that is not the platform's.
  const headers = trusted ? platformHeaders(context, { codes, token: tokens.get(codes.client), roleId: roleHeader(context, roleId) }) : {};
  if (trusted && spec.aside?.token) headers.Authorization = `Bearer ${spec.aside.token}`;
  if (trusted && spec.language) headers.Language = spec.language;
  const request: RawRequest = {
    url: shaped.url,
    method,
    headers,
    body: shaped.body,
    responseType: spec.responseType ?? 'json',
    signal: spec.signal,
    withCredentials: trusted && settings.withCredentials === true,
    language: context.state.$language.get(),
    onRows: spec.onRows,
  };
  return { request, codes, trusted };
}
