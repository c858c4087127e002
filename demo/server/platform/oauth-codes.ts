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

/** Processes that have made sure of the demo codes (once each: the codes themselves are rows). */
const demoCodesChecked = new WeakSet<App>();

/**
 * The demo codes (when on) are issued when a server first handles a code. They are rows of
 * FM_OAUTH_CODE like the others, and one batch serves every process on the database: only the
 * process that claims the batch (no batch yet, or the last one expired) issues it, so a demo code
 * spent through one process is not issued again by another that starts later.
 */
function issueDemoCodes(app: App): void {
  if (!app.demoCodes || demoCodesChecked.has(app)) return;
  demoCodesChecked.add(app);
  const db = app.db;
  const now = Date.now();
  db.transaction(() => {
    const claimed = db
      .prepare(
        `INSERT INTO FM_META (KEY, VALUE) VALUES ('demo-codes', ?)
         ON CONFLICT (KEY) DO UPDATE SET VALUE = excluded.VALUE WHERE CAST(FM_META.VALUE AS BIGINT) <= ?`,
      )
      .run(String(now), now - DEMO_CODE_TTL_MS).changes;
    if (claimed === 0) return;
    const accounts = db.prepare('SELECT ACCOUNT FROM FM_USER').all() as { ACCOUNT: string }[];
    const add = db.prepare(
      `INSERT INTO FM_OAUTH_CODE (CODE, PLATFORM, ACCOUNT, EXPIRES) VALUES (?, ?, ?, ?)
       ON CONFLICT (CODE) DO UPDATE SET PLATFORM = excluded.PLATFORM, ACCOUNT = excluded.ACCOUNT, EXPIRES = excluded.EXPIRES`,
    );
    for (const platform of OAUTH_PLATFORMS) {
      for (const { ACCOUNT } of accounts) add.run(`${platform}-${ACCOUNT}`, platform, ACCOUNT, now + DEMO_CODE_TTL_MS);
    }
  })();
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
  const now = Date.now();
  // Expired codes are swept as new ones come (through the expiry index).
  app.db.prepare('DELETE FROM FM_OAUTH_CODE WHERE EXPIRES < ?').run(now);
  app.db.prepare('INSERT INTO FM_OAUTH_CODE (CODE, PLATFORM, ACCOUNT, EXPIRES) VALUES (?, ?, ?, ?)').run(code, platform, account, now + Math.max(0, ttlMs));
  return { code };
}

interface IssuedCode {
  PLATFORM: string;
  ACCOUNT: string;
  EXPIRES: number;
}

/** Removes the code and returns it; only the call whose delete removed it has it (another process racing it has not). */
function takeCode(app: App, code: string): IssuedCode | undefined {
  issueDemoCodes(app);
  const db = app.db;
  return db.transaction(() => {
    const found = db.prepare('SELECT PLATFORM, ACCOUNT, EXPIRES FROM FM_OAUTH_CODE WHERE CODE = ?').get(code) as IssuedCode | undefined;
    return found && db.prepare('DELETE FROM FM_OAUTH_CODE WHERE CODE = ?').run(code).changes === 1 ? found : undefined;
  })();
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
  const issued = takeCode(ctx.app, code);
  if (!issued || issued.PLATFORM !== platform || Number(issued.EXPIRES) < Date.now()) throw new ApiError('error.login', BAD_CODE);
  const row = ctx.app.db.prepare('SELECT ID FROM FM_USER WHERE ACCOUNT = ?').get(issued.ACCOUNT) as { ID: string } | undefined;
  if (!row) throw new ApiError('error.login', BAD_CODE);
  const reply = openSession(ctx, row.ID);
  // The shell asks whose code it is while another session lives in the page: that session's
  // cookies stay until the person agrees to switch (the token and user come in the reply).
  if (cookies === false) ctx.setCookies.length = 0;
  return reply;
}
