/** FM_USER: public key, login, logout, the user bean, passwords, roles. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { activeRoles, entityApiOf, rolesOfUser, type RoleRow } from '../actions/rights.js';
import { ApiError, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { decryptPassword, keyFor } from '../rsa.js';
import { clientAddress } from '../http/address.js';
import { textParam } from '../http/params.js';
import { cookieLine, createSession, dropSession, newXsrf, SESSION_COOKIE, XSRF_COOKIE } from '../session.js';
import { loginByCode } from './oauth-codes.js';

const SCRYPT_N = 4096;

/** The shortest password a user may choose (or an administrator give as an initial one). */
export const MIN_PASSWORD_LENGTH = 6;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: SCRYPT_N });
  return `scrypt$${SCRYPT_N}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/**
 * Checked in place of a stored password when the account does not exist, so that an unknown
 * account costs the same scrypt run as a wrong password and the answer's timing tells nothing.
 * Made from random bytes at start: no password matches it.
 */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, n, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !salt || !hash) return false;
  const got = scryptSync(password, Buffer.from(salt, 'hex'), 32, { N: Number(n) });
  const want = Buffer.from(hash, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

interface UserRow {
  ID: string;
  ACCOUNT: string;
  NAME: string;
  NAME_EN: string | null;
  LANGUAGE: string;
  CLIENT: string;
  EMAIL: string | null;
  PASSWORD: string;
  CURRENT_ROLE_ID: string | null;
  DISABLED: number;
  MUST_CHANGE_PASSWORD: number;
}

const roleName = (ctx: Ctx, r: RoleRow): string => (ctx.lang === 'en' ? (r.NAME_EN ?? r.NAME) : r.NAME);

function userRow(ctx: Ctx, id: string): UserRow {
  const row = ctx.app.db.prepare('SELECT * FROM FM_USER WHERE ID = ?').get(id) as UserRow | undefined;
  if (!row) throw new ApiError('error.nologin');
  return row;
}

/** The user bean of the contract: roles per service, right codes and the entity API map per role. */
export function userBean(ctx: Ctx, id: string): Record<string, unknown> {
  const u = userRow(ctx, id);
  const roles = rolesOfUser(ctx, id);
  const links = ctx.app.db.prepare('SELECT SERVICE_ID, ROLE_ID, IS_DEFAULT FROM FM_USER_ROLE WHERE USER_ID = ?').all(id) as {
    SERVICE_ID: string;
    ROLE_ID: string;
    IS_DEFAULT: string;
  }[];
  const services: Record<string, Record<string, string>> = {};
  const serviceRoles: Record<string, { id: string; code: string; name: string }[]> = {};
  for (const l of links) {
    const r = roles.find((x) => x.ID === l.ROLE_ID);
    if (!r) continue;
    (services[l.SERVICE_ID] ??= {})[l.ROLE_ID] = l.IS_DEFAULT;
    (serviceRoles[l.SERVICE_ID] ??= []).push({ id: r.ID, code: r.CODE, name: roleName(ctx, r) });
  }
  for (const list of Object.values(serviceRoles)) list.sort((a, b) => order(roles, a.id) - order(roles, b.id));
  return {
    // The name in the request's language, as the role and service names (the shell shows it as is).
    id: u.ID,
    client: u.CLIENT,
    ACCOUNT: u.ACCOUNT,
    NAME: ctx.lang === 'en' ? (u.NAME_EN ?? u.NAME) : u.NAME,
    NAME_EN: u.NAME_EN,
    LANGUAGE: u.LANGUAGE,
    EMAIL: u.EMAIL,
    currentRoleId: u.CURRENT_ROLE_ID,
    // Set by an administrator's initial password: the sign-in asks for a new one before going on.
    mustChangePassword: u.MUST_CHANGE_PASSWORD === 1,
    roles: roles.map((r) => ({ ID: r.ID, NAME: roleName(ctx, r), CODE: r.CODE, ORDER: r.ORDER_NUM })),
    services,
    serviceRoles,
    roleRightCodes: Object.fromEntries(roles.map((r) => [r.ID, JSON.parse(r.RIGHT_CODES) as string[]])),
    roleEntityApiMap: Object.fromEntries(roles.map((r) => [r.ID, entityApiOf(r)])),
  };
}

const order = (roles: RoleRow[], id: string): number => roles.find((r) => r.ID === id)?.ORDER_NUM ?? 0;

/** The address a login comes from (the socket's, or a trusted proxy's caller: http/address.ts). */
const addressOf = (ctx: Ctx): string => clientAddress(ctx.req, ctx.app.proxies);

/** Login keys are fetched right before use; a shell that does not send `keyId` has it in a cookie. */
const LOGIN_KEY_COOKIE = 'LOGIN_KEY';
const loginKeyId = (ctx: Ctx): unknown => ctx.params.keyId ?? ctx.cookies[LOGIN_KEY_COOKIE];

async function publicKey(ctx: Ctx): Promise<unknown> {
  const issued = await ctx.app.keys.issue(addressOf(ctx));
  ctx.setCookies.push(cookieLine(ctx, LOGIN_KEY_COOKIE, issued.keyId, { httpOnly: true, maxAge: 600 }));
  return { ...issued, padding: 'oaep', bits: ctx.app.keys.bits };
}

/**
 * Login: throttled per account and address, the password decrypted with the one-use key the
 * login names (or the long-lived key), a new session with a new XSRF value, both also set as
 * cookies (the session one HttpOnly) for pages that send no Bearer header.
 */
function login(ctx: Ctx): unknown {
  const account = ctx.params.account ?? ctx.params.userName ?? ctx.params.username;
  if (typeof account !== 'string' || account === '') throw param('请输入用户名', 'Please enter the account');
  if (account.length > 200) throw new ApiError('error.login');
  const throttle = ctx.app.throttle;
  throttle.check(account, addressOf(ctx));
  let row: UserRow | undefined;
  try {
    const password = decryptPassword(keyFor(ctx.app.keys, loginKeyId(ctx)), ctx.params.password);
    row = ctx.app.db.prepare('SELECT * FROM FM_USER WHERE ACCOUNT = ?').get(account) as UserRow | undefined;
    // Always one scrypt run, for an unknown account too: the time taken does not tell which accounts exist.
    const matches = verifyPassword(password, row?.PASSWORD ?? DUMMY_HASH);
    if (!row || !matches) throw new ApiError('error.login');
  } catch (e) {
    throttle.fail(account, addressOf(ctx));
    throw e;
  }
  throttle.succeed(account);
  return openSession(ctx, row.ID);
}

const DISABLED_MSG: [string, string] = ['该账号已停用，请联系管理员', 'This account is disabled: ask your administrator'];

/**
 * Starts a session for the user: token, XSRF and session cookies, the login reply. A disabled
 * user gets none (said only after the password or code matched, so it tells nothing to others).
 */
function openSession(ctx: Ctx, userId: string): unknown {
  if (userRow(ctx, userId).DISABLED === 1) throw new ApiError('error.login', DISABLED_MSG);
  const xsrf = newXsrf();
  const token = createSession(ctx.app, userId, xsrf);
  ctx.issuedToken = token;
  ctx.setCookies.length = 0;
  ctx.setCookies.push(
    cookieLine(ctx, LOGIN_KEY_COOKIE, '', { httpOnly: true, maxAge: 0 }),
    cookieLine(ctx, XSRF_COOKIE, xsrf),
    cookieLine(ctx, SESSION_COOKIE, token, { httpOnly: true, maxAge: Math.floor(ctx.app.tokenTtlMs / 1000) }),
  );
  return { token, xsrf, user: userBean(ctx, userId) };
}

function logout(ctx: Ctx): null {
  const { token } = ctx.session!;
  dropSession(ctx.app, token);
  ctx.setCookies.length = 0;
  // A session ended by its Bearer header while the cookie holds another (a sign-in link's account
  // the person did not switch to) leaves that other session's cookies alone.
  const cookie = ctx.cookies[SESSION_COOKIE];
  if (cookie && cookie.toLowerCase() !== token) return null;
  ctx.setCookies.push(cookieLine(ctx, SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 }), cookieLine(ctx, XSRF_COOKIE, newXsrf()));
  return null;
}

/**
 * A new password for the session's user, given the current one. Wrong current passwords count
 * against the user's account (and the address) in the login throttle, so a session cannot be used
 * to guess the password faster than a login could. After the change the user's other sessions
 * end (a stolen token stops working); the session that made the change goes on.
 */
function changePassword(ctx: Ctx): null {
  const session = ctx.session!;
  const u = userRow(ctx, session.userId);
  const throttle = ctx.app.throttle;
  throttle.check(u.ACCOUNT, addressOf(ctx));
  const key = keyFor(ctx.app.keys, loginKeyId(ctx));
  const oldPw = decryptPassword(key, ctx.params.oldPassword);
  const newPw = decryptPassword(key, ctx.params.newPassword);
  if (!verifyPassword(oldPw, u.PASSWORD)) {
    throttle.fail(u.ACCOUNT, addressOf(ctx));
    throw param('原密码错误', 'The current password is wrong');
  }
  throttle.succeed(u.ACCOUNT);
  if ([...newPw].length < MIN_PASSWORD_LENGTH) {
    throw param(`新密码至少 ${MIN_PASSWORD_LENGTH} 个字符`, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (u.MUST_CHANGE_PASSWORD === 1 && newPw === oldPw) throw param('新密码不能与初始密码相同', 'The new password must differ from the initial one');
  const db = ctx.app.db;
  db.transaction(() => {
    db.prepare('UPDATE FM_USER SET PASSWORD = ?, MUST_CHANGE_PASSWORD = 0 WHERE ID = ?').run(hashPassword(newPw), u.ID);
    db.prepare('DELETE FROM FM_SESSION WHERE USER_ID = ? AND TOKEN <> ?').run(u.ID, session.token);
  })();
  return null;
}

function optionalRoles(ctx: Ctx): unknown {
  const serviceId = textParam(ctx.params.serviceId, 'serviceId');
  const rows = ctx.app.db
    .prepare(
      `SELECT r.ID, r.CODE, r.NAME, r.NAME_EN, r.ORDER_NUM, MAX(ur.IS_DEFAULT) AS IS_DEFAULT FROM FM_ROLE r
       JOIN FM_USER_ROLE ur ON ur.ROLE_ID = r.ID WHERE ur.USER_ID = ? AND (? IS NULL OR ur.SERVICE_ID = ?)
       GROUP BY r.ID ORDER BY r.ORDER_NUM`,
    )
    .all(ctx.session!.userId, serviceId ?? null, serviceId ?? null) as (RoleRow & { IS_DEFAULT: string })[];
  return rows.map((r) => ({ ID: r.ID, CODE: r.CODE, NAME: roleName(ctx, r), ORDER: r.ORDER_NUM, IS_DEFAULT: r.IS_DEFAULT }));
}

function roleChange(ctx: Ctx): unknown {
  const roleId = ctx.params.roleId;
  const roles = rolesOfUser(ctx, ctx.session!.userId);
  if (typeof roleId !== 'string' || !roles.some((r) => r.ID === roleId)) {
    throw new ApiError('error.forbidden', ['当前用户没有该角色', 'The user does not hold this role']);
  }
  ctx.app.db.prepare('UPDATE FM_USER SET CURRENT_ROLE_ID = ? WHERE ID = ?').run(roleId, ctx.session!.userId);
  return { bean: userBean(ctx, ctx.session!.userId) };
}

function favoriteModules(ctx: Ctx): unknown {
  const roleIds = activeRoles(ctx).map((r) => r.ID);
  if (!roleIds.length) return [];
  return ctx.app.db
    .prepare(
      `SELECT m.ID, m.NAME, m.NAME_EN, m.ICON, m.PAGE_ID, m.META_ID, m.FLAG, m.OPEN_TYPE, m.URL FROM FM_MODULE m
       WHERE m.FAVORITE = '1' AND m.ID IN (SELECT rm.MODULE_ID FROM FM_ROLE_MODULE rm WHERE rm.ROLE_ID IN (${roleIds.map(() => '?').join(',')}))
       ORDER BY m.ORDER_NUM`,
    )
    .all(...roleIds)
    .map((m) => {
      const r = m as Record<string, unknown>;
      return { ...r, NAME: ctx.lang === 'en' ? (r.NAME_EN ?? r.NAME) : r.NAME, 'NAME.i18n': { '010': r.NAME, '011': r.NAME_EN ?? r.NAME } };
    });
}

/**
 * A session whose user must change an initial password may make only the calls that sign in, out
 * and change it (`beforePasswordChange` routes); every other call is refused until then.
 */
export function checkPasswordDuty(ctx: Ctx, route: Route): void {
  if (!ctx.session || route.beforePasswordChange) return;
  if (ctx.session.mustChangePassword) {
    throw new ApiError('error.forbidden', ['请先修改初始密码', 'Change your initial password first']);
  }
}

export const userRoutes: Record<string, Route> = {
  'FM_USER/getPublicKey': { public: true, handler: publicKey },
  'FM_USER/checkLoginNoDecrypt': { public: true, post: true, handler: login },
  'FM_USER/loginByCode': { public: true, post: true, handler: (ctx) => loginByCode(ctx, openSession) },
  'FM_USER/validLogin': { public: true, handler: (ctx) => ctx.session !== undefined },
  'FM_USER/logout': { write: true, beforePasswordChange: true, handler: logout },
  'FM_USER/getUser': { beforePasswordChange: true, handler: (ctx) => ({ bean: userBean(ctx, ctx.session!.userId) }) },
  'FM_USER/changePassword': { post: true, write: true, beforePasswordChange: true, handler: changePassword },
  'FM_USER/optionalRoles': { handler: optionalRoles },
  'FM_USER/roleChange': { post: true, write: true, handler: roleChange },
  'FM_USER/getMobileCurrentFavoriteModule': { handler: favoriteModules },
};
