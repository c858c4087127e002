/**
 * Sessions: one token per login, kept in the database with an expiry and the XSRF value bound to
 * it. Where a request's token may come from depends on what the request does (DESIGN §4 "Trust
 * rules"): a token in the query string only ever authenticates a read.
 */
import { randomBytes } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import { ApiError } from './errors.js';
import type { RoleRow } from './actions/rights.js';
import type { App, CallerFacts, Ctx, SessionUser } from './http/context.js';

/** Thrown for a malformed bearer: the router answers HTTP 401 with an empty body. */
export class HttpStatus extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The HttpOnly cookie that carries the session for pages that send no Bearer header (no IP base, spec §7). */
export const SESSION_COOKIE = 'PLATFORM_SESSION';
/** The readable cookie holding the session's XSRF value, which the shell sends back in `xsrf_token`. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'xsrf_token';

export const newToken = (): string => randomBytes(24).toString('hex');
export const newXsrf = (): string => randomBytes(16).toString('hex');

/**
 * How long an ended session's row stays: its token still answers `login.expired` (the shell says
 * the session ended) rather than `error.nologin`; past this it is swept at the next login.
 */
export const ENDED_SESSION_KEPT_MS = 24 * 3600 * 1000;

export function createSession(app: App, userId: string, xsrf: string): string {
  const token = newToken();
  const now = Date.now();
  // Swept on login, through the expiry index: a login is rare next to the calls a session makes.
  app.db.prepare('DELETE FROM FM_SESSION WHERE EXPIRES < ?').run(now - ENDED_SESSION_KEPT_MS);
  app.db.prepare('INSERT INTO FM_SESSION (TOKEN, USER_ID, XSRF, CREATED, EXPIRES) VALUES (?, ?, ?, ?, ?)').run(token, userId, xsrf, now, now + app.tokenTtlMs);
  return token;
}

export function dropSession(app: App, token: string): void {
  app.db.prepare('DELETE FROM FM_SESSION WHERE TOKEN = ?').run(token);
}

/** Marks one session (or every session) as expired; used by the test hook. */
export function expireSessions(app: App, token?: string): number {
  // Ended now, not at the epoch: the next login's sweep keeps it, so it answers login.expired.
  const now = Date.now();
  const r = token
    ? app.db.prepare('UPDATE FM_SESSION SET EXPIRES = ? WHERE TOKEN = ?').run(now, token)
    : app.db.prepare('UPDATE FM_SESSION SET EXPIRES = ?').run(now);
  return r.changes;
}

export type TokenSource = 'bearer' | 'cookie' | 'query';

export interface RequestToken {
  token: string;
  source: TokenSource;
}

const TOKEN = /^[0-9a-fA-F]{16,128}$/;

/**
 * The token of a request: `Authorization: Bearer` first, then the `token`/`_token` query
 * parameter (spec §7: file and platform URLs carry it), then the HttpOnly session cookie.
 */
export function tokenOf(ctx: Pick<Ctx, 'req' | 'cookies'>, query: URLSearchParams): RequestToken | undefined {
  const auth = ctx.req.headers.authorization;
  if (auth !== undefined && auth !== '') {
    const m = /^Bearer (\S+)$/.exec(auth.trim());
    if (!m || !TOKEN.test(m[1]!)) throw new HttpStatus(401);
    return { token: m[1]!.toLowerCase(), source: 'bearer' };
  }
  const q = query.get('token') ?? query.get('_token');
  if (q) return { token: q, source: 'query' };
  const cookie = ctx.cookies[SESSION_COOKIE];
  if (cookie && TOKEN.test(cookie)) return { token: cookie.toLowerCase(), source: 'cookie' };
  return undefined;
}

/**
 * Who calls, read in one statement with the session (every call checks all of it, and on a
 * database server each statement is a round trip): the user's client and password duty, the
 * client the address names with whether its system is one of that client's, and the user's roles
 * (one row per role; one row with no role when the user holds none).
 */
const CALLER_SQL = `SELECT s.TOKEN, s.USER_ID, s.XSRF, s.EXPIRES, u.CLIENT, u.MUST_CHANGE_PASSWORD,
    c.ID AS PATH_CLIENT_ID, EXISTS (SELECT 1 FROM FM_SYSTEM y WHERE y.CODE = ? AND y.CLIENT = c.ID) AS PATH_HAS_SYSTEM,
    r.ID AS ROLE_ID, r.CODE AS ROLE_CODE, r.NAME AS ROLE_NAME, r.NAME_EN AS ROLE_NAME_EN, r.ORDER_NUM AS ROLE_ORDER_NUM,
    r.RIGHT_CODES AS ROLE_RIGHT_CODES, r.ENTITY_API AS ROLE_ENTITY_API
  FROM FM_SESSION s
  LEFT JOIN FM_USER u ON u.ID = s.USER_ID
  LEFT JOIN FM_CLIENT c ON c.CODE = ?
  LEFT JOIN FM_USER_ROLE ur ON ur.USER_ID = s.USER_ID
  LEFT JOIN FM_ROLE r ON r.ID = ur.ROLE_ID
  WHERE s.TOKEN = ?
  ORDER BY r.ORDER_NUM`;

/** The session's row and what was read with it, for the request whose address names `client` and `system`. */
export interface Caller {
  token: string;
  userId: string;
  xsrf: string;
  expires: number;
  clientId: string | null;
  mustChangePassword: boolean;
  facts: CallerFacts;
}

/** Reads the caller of `token` (undefined when there is no such session, or no token). */
export async function readCaller(app: App, token: string | undefined, client: string, system: string): Promise<Caller | undefined> {
  if (!token) return undefined;
  const rows = await app.lookups.all(CALLER_SQL, [system, client, token]);
  const first = rows[0];
  if (!first) return undefined;
  const roles: RoleRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.ROLE_ID === null || row.ROLE_ID === undefined || seen.has(String(row.ROLE_ID))) continue;
    seen.add(String(row.ROLE_ID));
    roles.push({
      ID: row.ROLE_ID as string,
      CODE: row.ROLE_CODE as string,
      NAME: row.ROLE_NAME as string,
      NAME_EN: row.ROLE_NAME_EN as string | null,
      ORDER_NUM: row.ROLE_ORDER_NUM as number,
      RIGHT_CODES: row.ROLE_RIGHT_CODES as string,
      ENTITY_API: row.ROLE_ENTITY_API as string,
    });
  }
  const pathClient =
    first.PATH_CLIENT_ID === null || first.PATH_CLIENT_ID === undefined
      ? undefined
      : { id: String(first.PATH_CLIENT_ID), hasSystem: Number(first.PATH_HAS_SYSTEM) === 1 };
  return {
    token: first.TOKEN as string,
    userId: first.USER_ID as string,
    xsrf: first.XSRF as string,
    expires: Number(first.EXPIRES),
    clientId: (first.CLIENT as string | null) ?? null,
    mustChangePassword: Number(first.MUST_CHANGE_PASSWORD) === 1,
    facts: { pathClient, roles },
  };
}

/** The session of a caller read by readCaller, or error.nologin / login.expired. */
export function sessionOf(caller: Caller | undefined): SessionUser {
  if (!caller) throw new ApiError('error.nologin');
  if (caller.expires <= Date.now()) throw new ApiError('login.expired');
  return { token: caller.token, userId: caller.userId, xsrf: caller.xsrf, clientId: caller.clientId, mustChangePassword: caller.mustChangePassword };
}

/**
 * The credentials a write needs (DESIGN §4): the Bearer header, or the session cookie with the
 * session's own XSRF value in the `xsrf_token` header (a link cannot carry either). The Bearer
 * header needs no XSRF value: a page of another origin can neither read nor forge it, and a page
 * on an allowed origin (http/cors.ts) cannot read this origin's XSRF cookie. A cookie travels by
 * itself, so it needs the XSRF value; a cookie and header pair that the caller picks is worth
 * nothing: only the value bound at login counts.
 */
export function checkWriteCredentials(ctx: Ctx, source: TokenSource | undefined): void {
  if (source === 'query') {
    throw new ApiError('error.nologin', [
      '地址中的令牌只能用于读取，修改数据需要登录凭据',
      'A token in the address only allows reading; changing data needs the session credentials',
    ]);
  }
  if (source === 'bearer') return;
  const sent = ctx.req.headers[XSRF_HEADER];
  if (typeof sent !== 'string' || sent === '' || sent !== ctx.session?.xsrf) throw new ApiError('error.xsrf');
}

/** Whether a value is the XSRF value of a session that is still live. */
export function isLiveXsrf(app: App, value: string | undefined): boolean {
  if (!value) return false;
  return app.db.prepare('SELECT 1 FROM FM_SESSION WHERE XSRF = ? AND EXPIRES > ?').get(value, Date.now()) !== undefined;
}

/** Cookies over HTTPS (directly, or behind a proxy that says so) are `Secure`. */
export function isHttps(ctx: Pick<Ctx, 'req'>): boolean {
  return (ctx.req.socket as Partial<TLSSocket>).encrypted === true || ctx.req.headers['x-forwarded-proto'] === 'https';
}

export function cookieLine(ctx: Pick<Ctx, 'req'>, name: string, value: string, opts: { httpOnly?: boolean; maxAge?: number } = {}): string {
  const parts = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  if (isHttps(ctx)) parts.push('Secure');
  return parts.join('; ');
}
