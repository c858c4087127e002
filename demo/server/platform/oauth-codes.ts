/**
 * Sign-in by the OAuth `code` a workplace-messaging browser hands to its entry path (DESIGN §4
 * "Messaging webviews"): `FM_USER/loginByCode { code, platform }` answers as checkLoginNoDecrypt.
 * The reference server has no messaging vendor to ask, so it keeps codes of its own: fresh ones
 * from the `oauth-code` test hook and, only when started with `--demo-codes` or the test hooks,
 * a fixed demo code per platform and user (`wxwork-alice`, `dingtalk-bob`...): predictable codes
 * would let anyone sign in as anyone. Like a vendor's, every code is single-use and expires.
 */
import { randomBytes } from 'node:crypto';
import type { App, Ctx } from '../http/context.js';
import { ApiError, param } from '../errors.js';

export const OAUTH_PLATFORMS = ['wxwork', 'dingtalk'] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];

/** A vendor's code lives minutes; the seeded demo codes a little longer, so a demo can be shown. */
export const CODE_TTL_MS = 5 * 60_000;
export const DEMO_CODE_TTL_MS = 30 * 60_000;

interface IssuedCode {
  platform: OAuthPlatform;
  account: string;
  expires: number;
}

const stores = new WeakMap<App, Map<string, IssuedCode>>();

/** The app's codes; the demo codes (when on) are issued when the server first handles a code. */
function codesOf(app: App): Map<string, IssuedCode> {
  let codes = stores.get(app);
  if (!codes) {
    codes = new Map();
    stores.set(app, codes);
    if (!app.demoCodes) return codes;
    const accounts = app.db.prepare('SELECT ACCOUNT FROM FM_USER').all() as { ACCOUNT: string }[];
    const expires = Date.now() + DEMO_CODE_TTL_MS;
    for (const platform of OAUTH_PLATFORMS) {
      for (const { ACCOUNT } of accounts) codes.set(`${platform}-${ACCOUNT}`, { platform, account: ACCOUNT, expires });
    }
    stores.set(app, codes);
  }
  return codes;
}

function isPlatform(value: unknown): value is OAuthPlatform {
  return (OAUTH_PLATFORMS as readonly unknown[]).includes(value);
}

/** Issues a fresh code for an account (the test hook); `ttlMs` shortens its life to test expiry. */
export function issueCode(app: App, platform: unknown, account: unknown, ttlMs = CODE_TTL_MS): { code: string } | undefined {
  if (!isPlatform(platform) || typeof account !== 'string') return undefined;
  const known = app.db.prepare('SELECT 1 FROM FM_USER WHERE ACCOUNT = ?').get(account);
  if (!known) return undefined;
  const code = randomBytes(12).toString('hex');
  codesOf(app).set(code, { platform, account, expires: Date.now() + Math.max(0, ttlMs) });
  return { code };
}

const BAD_CODE: [string, string] = [
  '登录码无效或已过期，请从消息应用重新打开',
  'The sign-in code is not valid or has expired: open the app from the messaging app again',
];

/**
 * Takes the code (once: a code tried is spent, valid or not for its platform) and opens a
 * session for its user through `openSession`, the password login's own session start;
 * `cookies: false` answers the same without setting the session cookies.
 */
export function loginByCode(ctx: Ctx, openSession: (ctx: Ctx, userId: string) => unknown): unknown {
  const { code, platform, cookies } = ctx.params;
  if (typeof code !== 'string' || code === '') throw param('缺少登录码 code', 'The sign-in code (code) is missing');
  if (!isPlatform(platform)) throw param('platform 只能是 wxwork 或 dingtalk', 'platform must be "wxwork" or "dingtalk"');
  if (cookies !== undefined && typeof cookies !== 'boolean') throw param('cookies 只能是 true 或 false', 'cookies must be true or false');
  const codes = codesOf(ctx.app);
  const issued = codes.get(code);
  codes.delete(code);
  if (!issued || issued.platform !== platform || issued.expires < Date.now()) throw new ApiError('error.login', BAD_CODE);
  const row = ctx.app.db.prepare('SELECT ID FROM FM_USER WHERE ACCOUNT = ?').get(issued.account) as { ID: string } | undefined;
  if (!row) throw new ApiError('error.login', BAD_CODE);
  const reply = openSession(ctx, row.ID);
  // The shell asks whose code it is while another session lives in the page: that session's
  // cookies stay until the person agrees to switch (the token and user come in the reply).
  if (cookies === false) ctx.setCookies.length = 0;
  return reply;
}
