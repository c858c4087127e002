/** A tiny HTTP client for the contract tests: envelope calls with a session's token, XSRF and headers. */
import type { LoginResult, TestServer } from '../../support/server.ts';

export interface Envelope<T = any> {
  code: string;
  msg: string;
  data: T;
  urlToRedirectTo?: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** 'none' sends no token; a LoginResult sends its token and XSRF value. */
  as?: LoginResult | 'none';
  system?: string;
  /** The client code of the address (and the Client header); default `demo`. */
  client?: string;
  prefix?: 'api' | 'rule' | 'process';
}

export interface Client {
  call<T = any>(entity: string, action: string, opts?: CallOptions): Promise<Envelope<T>>;
  raw(entity: string, action: string, opts?: CallOptions): Promise<Response>;
  get<T = any>(entity: string, action: string, query?: Record<string, string | number | boolean>, extra?: CallOptions): Promise<Envelope<T>>;
  post<T = any>(entity: string, action: string, body?: unknown, extra?: CallOptions): Promise<Envelope<T>>;
}

export function client(srv: TestServer, session?: LoginResult): Client {
  const raw = (entity: string, action: string, o: CallOptions = {}): Promise<Response> => {
    const who = o.as === 'none' ? undefined : (o.as ?? session);
    const q = new URLSearchParams(Object.entries(o.query ?? {}).map(([k, v]) => [k, String(v)]));
    const path = entity ? `${entity}/${action}` : action;
    const url = `${srv.url}/${o.prefix ?? 'api'}/v1/${o.client ?? 'demo'}/${o.system ?? 'crm'}/${path}${q.size ? `?${q}` : ''}`;
    const method = o.method ?? (o.body !== undefined || o.rawBody !== undefined ? 'POST' : 'GET');
    const headers: Record<string, string> = { Language: '010', Client: o.client ?? 'demo', 'App-Agent': 'vitest', ...o.headers };
    if (who) {
      headers.Authorization ??= `Bearer ${who.token}`;
      headers.xsrf_token ??= who.xsrf;
      headers.Cookie ??= `XSRF-TOKEN=${who.xsrf}`;
    }
    let body: string | undefined;
    if (method === 'POST') {
      headers['Content-Type'] ??= 'application/json';
      body = o.rawBody ?? JSON.stringify(o.body ?? {});
    }
    return fetch(url, body === undefined ? { method, headers } : { method, headers, body });
  };
  const call = async <T>(entity: string, action: string, o: CallOptions = {}): Promise<Envelope<T>> => {
    const res = await raw(entity, action, o);
    if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${entity}/${action}`);
    return (await res.json()) as Envelope<T>;
  };
  return {
    call,
    raw,
    get: (entity, action, query, extra) => call(entity, action, { ...extra, method: 'GET', ...(query ? { query } : {}) }),
    post: (entity, action, body, extra) => call(entity, action, { ...extra, method: 'POST', body: body ?? {} }),
  };
}
