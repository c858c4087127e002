/**
 * Cross-origin API calls (`--cors-origin`, ServerOptions.corsOrigins): a page on a configured
 * origin may call the API from the browser. Such a page authenticates with the Bearer header
 * only, never cookies: no `Access-Control-Allow-Credentials`, so the browser neither sends this
 * server's cookies cross-site nor lets a page read a reply it sent them with. A Bearer write needs
 * no XSRF header (DESIGN §4), which the page could not read from this origin's cookie anyway.
 * Any other origin gets no CORS header at all: the browser keeps the reply from its page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the shell sends (core/http platformHeaders, plus Content-Type of a JSON or form body). */
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Language, Client, System, Role, App-Agent, xsrf_token';
/** What the shell reads from a reply: a renewed token, a download's file name. */
export const CORS_EXPOSE_HEADERS = 'Authorization, Content-Disposition';

/**
 * The allowed origins of a `--cors-origin` list (comma separated) or an option's array, each
 * checked to be a bare origin (`https://host[:port]`, no path): a typo must not start a server
 * that silently allows nothing, nor one that allows more than meant.
 */
export function parseCorsOrigins(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const items = (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean);
  return items.map((item) => {
    let origin: string | undefined;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = undefined;
    }
    if (!origin || origin === 'null' || origin !== item.replace(/\/$/, '')) {
      throw new Error(`cors origin must be an origin such as https://intranet.example:8443 (got "${item}")`);
    }
    return origin;
  });
}

/**
 * Sets the CORS headers of an API reply; answers a preflight (`OPTIONS`) itself and then returns
 * true. A reply always varies by `Origin`, since what it allows depends on it.
 */
export function applyCors(allowed: readonly string[], req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Vary', 'Origin');
  // Means nothing without the allow header below; kept on every reply as before allowed origins.
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
  const origin = req.headers.origin;
  const ok = typeof origin === 'string' && allowed.includes(origin);
  if (ok) res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method !== 'OPTIONS') return false;
  if (ok) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  return true;
}
