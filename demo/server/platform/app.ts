/** App, client and system calls: init info, system info, messages, variables, bundles, short links, visits. */
import { randomBytes } from 'node:crypto';
import { readScope } from '../actions/platform-read.js';
import { findRows } from '../actions/query.js';
import { checkTenant } from '../actions/tenant.js';
import { notFound, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { findEntity } from '../meta/entities.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
type Row = Record<string, unknown>;

const SERVICE_COLUMNS = 'ID, CODE, NAME, NAME_EN, SYSTEM, CLIENT, EXTEND_OF_COMPETENCE, LANGUAGE_DEFAULT, HOME_MODULE, VERSION_VARY';

/**
 * NAME in the request's language, NAME_EN beside it: the shell asks for the app configuration
 * before it knows the language stored for the client, and words the app's name by the language
 * that applies afterwards.
 */
function service(ctx: Ctx, r: Row): Row {
  const { VERSION_VARY, ...rest } = r;
  void VERSION_VARY;
  return { ...rest, NAME: ctx.lang === 'en' ? (r.NAME_EN ?? r.NAME) : r.NAME };
}

function initInfo(ctx: Ctx): Row {
  const db = ctx.app.db;
  const id = str(ctx.params.id) ?? str(ctx.params.serviceId);
  let svc: Row | undefined;
  if (id) {
    svc = db.prepare(`SELECT ${SERVICE_COLUMNS} FROM FM_SERVICE WHERE ID = ?`).get(id) as Row | undefined;
  } else {
    const clientCode = str(ctx.params.clientCode) ?? ctx.clientHeader ?? ctx.client;
    const systemCode = str(ctx.params.systemCode) ?? ctx.systemHeader ?? ctx.system;
    const serviceCode = str(ctx.params.serviceCode) ?? str(ctx.params.appCode);
    if (!serviceCode) throw param('需要 id，或 clientCode、systemCode 和 serviceCode', 'Needs id, or clientCode, systemCode and serviceCode');
    svc = db
      .prepare(
        `SELECT s.ID, s.CODE, s.NAME, s.NAME_EN, s.SYSTEM, s.CLIENT, s.EXTEND_OF_COMPETENCE, s.LANGUAGE_DEFAULT, s.HOME_MODULE, s.VERSION_VARY
         FROM FM_SERVICE s JOIN FM_SYSTEM y ON y.ID = s.SYSTEM JOIN FM_CLIENT c ON c.ID = s.CLIENT
         WHERE c.CODE = ? AND y.CODE = ? AND s.CODE = ?`,
      )
      .get(clientCode, systemCode, serviceCode) as Row | undefined;
  }
  if (!svc) throw notFound('应用不存在', 'The application does not exist');
  const client = db.prepare('SELECT ID, CODE, NAME, DEFAULT_LANGUAGE FROM FM_CLIENT WHERE ID = ?').get(svc.CLIENT) as Row;
  const system = db.prepare('SELECT ID, CODE, NAME, DOMAIN, CONTEXT FROM FM_SYSTEM WHERE ID = ?').get(svc.SYSTEM) as Row;
  return { service: { data: service(ctx, svc) }, client: { data: client }, system: { data: system }, versionVary: svc.VERSION_VARY === 1 };
}

function systemInfo(ctx: Ctx): Row {
  const db = ctx.app.db;
  const id = str(ctx.params.systemId) ?? str(ctx.params.id);
  const code = str(ctx.params.systemCode) ?? (id ? undefined : ctx.system);
  // A system code is unique within its client only: by code, the system of the address's client.
  const system = db
    .prepare(
      `SELECT ID, CODE, NAME, DOMAIN, CONTEXT, CLIENT FROM FM_SYSTEM
       WHERE ID = ? OR (CODE = ? AND CLIENT = (SELECT ID FROM FM_CLIENT WHERE CODE = ?))`,
    )
    .get(id ?? null, code ?? null, ctx.clientHeader ?? ctx.client) as Row | undefined;
  if (!system) throw notFound('系统不存在', 'The system does not exist');
  const services = (db.prepare(`SELECT ${SERVICE_COLUMNS} FROM FM_SERVICE WHERE SYSTEM = ? ORDER BY ID`).all(system.ID) as Row[]).map((s) => service(ctx, s));
  const appName = str(ctx.params.appName);
  return { system, services, appName: appName ?? null };
}

const b64 = (v: unknown): unknown => (typeof v === 'string' ? Buffer.from(v, 'utf8').toString('base64') : v);

/** CONTENT in English where the message has an English text (CONTENT_EN). */
function inEnglish(ctx: Ctx, rows: Row[]): Row[] {
  const english = ctx.app.db.prepare('SELECT CONTENT_EN FROM FM_MESSAGE WHERE ID = ?');
  return rows.map((r) => {
    const hit = english.get(r.ID) as { CONTENT_EN: string | null } | undefined;
    return hit?.CONTENT_EN ? { ...r, CONTENT: hit.CONTENT_EN } : r;
  });
}

/** The demo's crm message set is stored as "encrypted": a reply holding any of it is base64 throughout. */
async function messages(ctx: Ctx): Promise<Row> {
  const def = findEntity('FM_MESSAGE')!;
  const found = await findRows(ctx, def, false);
  const ids = found.entitys.map((r) => r.ID);
  const encrypted =
    ids.length > 0 &&
    (ctx.app.db.prepare(`SELECT COUNT(*) AS n FROM FM_MESSAGE WHERE ENCRYPT = '1' AND ID IN (${ids.map(() => '?').join(',')})`).get(...ids) as { n: number });
  const encrypt = encrypted && encrypted.n > 0 ? '1' : '0';
  const worded = ctx.lang === 'en' ? inEnglish(ctx, found.entitys) : found.entitys;
  const entitys = encrypt === '1' ? worded.map((r) => ({ ...r, NAME: b64(r.NAME), CONTENT: b64(r.CONTENT) })) : worded;
  return { entitys, total: found.total, encrypt };
}

async function searchParams(ctx: Ctx): Promise<Row> {
  if (ctx.params.sort === undefined) ctx.params.sort = [{ field: 'ORDER_NUM', order: 'asc' }];
  return { ...(await findRows(ctx, findEntity('FM_SEARCH_PARAM')!, false)) };
}

function webpack(ctx: Ctx): Row {
  const system = str(ctx.params.system) ?? str(ctx.params.systemCode) ?? ctx.system;
  const rows = ctx.app.db.prepare('SELECT CODE, SYSTEM, PATHS FROM FM_SYSTEM_WEBPACK WHERE SYSTEM = ? ORDER BY ORDER_NUM').all(system) as {
    CODE: string;
    SYSTEM: string;
    PATHS: string;
  }[];
  return { entitys: rows.map((r) => ({ CODE: r.CODE, SYSTEM: r.SYSTEM, path: JSON.parse(r.PATHS) as string[] })) };
}

/**
 * Whether a long address may be stored behind a short link: an absolute http(s) address, or a
 * path of this site (`/app/...`). Never another scheme (`javascript:`, `data:`), a protocol-relative
 * `//host` (or `/\host`, which browsers read alike), or control characters (a browser drops a tab
 * or line break inside an address, so `/\t/host` would become `//host`).
 */
function isShareableUrl(url: string): boolean {
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (/^https?:\/\//i.test(url)) {
    try {
      const { protocol, host } = new URL(url);
      return (protocol === 'http:' || protocol === 'https:') && host !== '';
    } catch {
      return false;
    }
  }
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

function shortUrl(ctx: Ctx): Row {
  const url = str(ctx.params.url);
  if (!url) throw param('缺少 url', 'Missing url');
  if (url.length > 4000) throw param('url 过长', 'url is too long');
  if (!isShareableUrl(url)) {
    throw param('url 只能是 http(s) 地址或本站路径（以 / 开头）', 'url must be an http(s) address or a path on this site (starting with /)');
  }
  const db = ctx.app.db;
  const linkOf = (): string | undefined => (db.prepare('SELECT LINK FROM FM_URL_MAP WHERE URL = ?').get(url) as { LINK: string } | undefined)?.LINK;
  const hit = linkOf();
  if (hit) return { link: hit };
  // Another process may shorten the same address at the same moment: the row stored first is the
  // link of both (a taken link is drawn again).
  for (;;) {
    const link = randomBytes(6).toString('base64url').slice(0, 8);
    db.prepare('INSERT INTO FM_URL_MAP (LINK, URL, CREATED) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(link, url, new Date().toISOString());
    const stored = linkOf();
    if (stored) return { link: stored };
  }
}

function longUrl(ctx: Ctx): Row {
  const raw = str(ctx.params.url) ?? str(ctx.params.link);
  if (!raw) throw param('缺少短链接', 'Missing the short link');
  const link = raw.replace(/^.*\/s\//, '');
  const hit = ctx.app.db.prepare('SELECT URL FROM FM_URL_MAP WHERE LINK = ?').get(link) as { URL: string } | undefined;
  if (!hit) throw notFound('短链接不存在或已失效', 'The short link does not exist');
  return { url: hit.URL };
}

function visit(ctx: Ctx): Row {
  const serviceId = str(ctx.params.serviceId);
  if (!serviceId) throw param('缺少 serviceId', 'Missing serviceId');
  const db = ctx.app.db;
  if (!db.prepare('SELECT 1 FROM FM_SERVICE WHERE ID = ?').get(serviceId)) throw notFound('应用不存在', 'The application does not exist');
  const userId = ctx.session!.userId;
  db.prepare('INSERT INTO FM_USER_SERVICE_VISIT_RECORD (USER_ID, SERVICE_ID, APP_AGENT, VISITED) VALUES (?, ?, ?, ?)').run(
    userId,
    serviceId,
    ctx.appAgent ?? null,
    new Date().toISOString(),
  );
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM FM_USER_SERVICE_VISIT_RECORD WHERE USER_ID = ? AND SERVICE_ID = ?').get(userId, serviceId) as {
    n: number;
  };
  return { count: n };
}

/**
 * Clients and systems are looked up by code before login (spec §7: find with scope CODE), so
 * anonymous callers must name the code; a session sees its own client's rows.
 */
const publicFind = (code: string): Route => ({
  public: true,
  handler: (ctx) => {
    const def = findEntity(code)!;
    if (ctx.session) {
      checkTenant(ctx);
      const scope = readScope(ctx, def);
      return findRows(ctx, scope.def, ctx.action === 'find', scope.extra);
    }
    const named = ctx.params.scope && typeof ctx.params.scope === 'object' ? (ctx.params.scope as Row).CODE : undefined;
    if (typeof named !== 'string' || named === '') throw param('未登录时需要按编码 scope.CODE 查询', 'Without a login, look up by code (scope.CODE)');
    return findRows(ctx, def, ctx.action === 'find');
  },
});

export const appRoutes: Record<string, Route> = {
  'FM_MGN_SYSTEM/getInitInfo': { public: true, handler: initInfo },
  'FM_SYSTEM/getSystemInfo': { public: true, handler: systemInfo },
  'FM_SYSTEM/find': publicFind('FM_SYSTEM'),
  'FM_SYSTEM/list': publicFind('FM_SYSTEM'),
  'FM_CLIENT/find': publicFind('FM_CLIENT'),
  'FM_CLIENT/list': publicFind('FM_CLIENT'),
  'FM_MESSAGE/list': { public: true, handler: messages },
  'FM_MESSAGE/find': { public: true, handler: messages },
  'FM_SEARCH_PARAM/list': { public: true, handler: searchParams },
  'FM_SEARCH_PARAM/find': { public: true, handler: searchParams },
  'FM_SYSTEM_WEBPACK/listWebpackUrl': { public: true, handler: webpack },
  // getShortUrl and visitService store rows: writes (spec §7), so the token must come from the
  // Bearer header or the session cookie, never the address, with the session's XSRF value. GET
  // stays allowed: the shell calls them so, with those headers.
  'FM_URL_MAP/getShortUrl': { write: true, handler: shortUrl },
  'FM_URL_MAP/getLongUrl': { public: true, handler: longUrl },
  'FM_USER_SERVICE_VISIT_RECORD/visitService': { write: true, handler: visit },
};
