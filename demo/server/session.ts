/** Sessions: one token per login, kept in the database with an expiry; XSRF double-submit check. */
import { randomBytes } from 'node:crypto';
import { ApiError } from './errors.js';
import type { App, Ctx, SessionUser } from './http/context.js';

/** Thrown for a malformed bearer: the router answers HTTP 401 with an empty body. */
export class HttpStatus extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export const newToken = (): string => randomBytes(24).toString('hex');
export const newXsrf = (): string => randomBytes(16).toString('hex');

export function createSession(app: App, userId: string, xsrf: string): string {
  const token = newToken();
  const now = Date.now();
  app.db
    .prepare('INSERT INTO FM_SESSION (TOKEN, USER_ID, XSRF, CREATED, EXPIRES) VALUES (?, ?, ?, ?, ?)')
    .run(token, userId, xsrf, now, now + app.tokenTtlMs);
  return token;
}

export function dropSession(app: App, token: string): void {
  app.db.prepare('DELETE FROM FM_SESSION WHERE TOKEN = ?').run(token);
}

/** Marks one session (or every session) as expired; used by the test hook. */
export function expireSessions(app: App, token?: string): number {
  const r = token
    ? app.db.prepare('UPDATE FM_SESSION SET EXPIRES = 0 WHERE TOKEN = ?').run(token)
    : app.db.prepare('UPDATE FM_SESSION SET EXPIRES = 0').run();
  return r.changes;
}

/** The token of a request, from `Authorization: Bearer` or the `token`/`_token` query parameter. */
export function tokenOf(ctx: Pick<Ctx, 'req' | 'params'>, query: URLSearchParams): string | undefined {
  const auth = ctx.req.headers.authorization;
  if (auth !== undefined && auth !== '') {
    const m = /^Bearer ([0-9a-fA-F]{16,128})$/.exec(auth.trim());
    if (!m) throw new HttpStatus(401);
    return m[1]!.toLowerCase();
  }
  const q = query.get('token') ?? query.get('_token');
  return q ? q : undefined;
}

/** Resolves the session or throws error.nologin / login.expired. */
export function requireSession(app: App, token: string | undefined): SessionUser {
  if (!token) throw new ApiError('error.nologin');
  const row = app.db.prepare('SELECT TOKEN, USER_ID, XSRF, EXPIRES FROM FM_SESSION WHERE TOKEN = ?').get(token) as
    | { TOKEN: string; USER_ID: string; XSRF: string; EXPIRES: number }
    | undefined;
  if (!row) throw new ApiError('error.nologin');
  if (row.EXPIRES <= Date.now()) throw new ApiError('login.expired');
  return { token: row.TOKEN, userId: row.USER_ID, xsrf: row.XSRF };
}

/** Writes need the XSRF value back, in the `xsrf_token` header or query parameter. */
export function checkXsrf(ctx: Ctx, query: URLSearchParams): void {
  const sent = (ctx.req.headers['xsrf_token'] as string | undefined) ?? query.get('xsrf_token') ?? undefined;
  const cookie = ctx.cookies['XSRF-TOKEN'];
  const ok = !!sent && (sent === ctx.session?.xsrf || sent === cookie);
  if (!ok) throw new ApiError('error.xsrf');
}
