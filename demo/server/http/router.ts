/** The request pipeline: parse, count/hook, authenticate, dispatch, and wrap every reply in the envelope. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, SUCCESS_MSG, defaultMsg, pick, type Lang } from '../errors.js';
import { checkWriteCredentials, cookieLine, HttpStatus, isLiveXsrf, newXsrf, readCaller, sessionOf, tokenOf, XSRF_COOKIE } from '../session.js';
import { checkTenant } from '../actions/tenant.js';
import { countRequest, latencyFor, runHook, sendFault, takeFailure, watchParams } from '../testhooks.js';
import { resolveRoute } from '../actions/dispatch.js';
import { checkPasswordDuty } from '../platform/users.js';
import { FileReply, type App, type Ctx } from './context.js';
import { applyCors } from './cors.js';
import { refuseInheritedKeys } from './params.js';
import {
  BodyTooLarge,
  countKeys,
  parseCookies,
  parseJson,
  parseMultipart,
  PUBLIC_LIMIT,
  readBody,
  refuseBody,
  sendEmpty,
  sendFile,
  sendJson,
  SIGNED_IN_LIMIT,
  tooManyKeys,
} from './reply.js';
import { DEFAULT_PAGE_POLICY, serveStatic } from './static.js';
import { serveWorker, WORKER_PATH } from './worker.js';
import { CSP_REPORT_PATH, handleCspReports, newCspReports } from '../csp-reports.js';

const API = /^\/(api|rule|process)\/v1\/(.*)$/;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function isSqliteError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'SqliteError' || ('code' in e && String((e as { code: unknown }).code).startsWith('SQLITE_')));
}

function sendError(app: App, req: IncomingMessage, res: ServerResponse, e: unknown, lang: Lang): void {
  if (e instanceof HttpStatus) return sendEmpty(res, e.status);
  if (e instanceof BodyTooLarge) return refuseBody(req, res, { code: e.code, msg: pick(e.msgs, lang), data: null });
  if (e instanceof ApiError) return sendJson(res, { code: e.code, msg: pick(e.msgs, lang), data: e.data });
  const unique = isSqliteError(e) && String((e as { code?: unknown }).code) === 'SQLITE_CONSTRAINT_UNIQUE';
  // A failed statement other than a duplicate is the server's own fault: said even with the log off.
  if (app.log || (isSqliteError(e) && !unique)) console.error('[server]', e instanceof Error ? e.message : e);
  if (isSqliteError(e)) {
    const msg = unique ? pick(['数据保存失败：与已有记录重复', 'Not saved: a record with the same value already exists'], lang) : defaultMsg('error.sql', lang);
    return sendJson(res, { code: 'error.sql', msg, data: null });
  }
  sendJson(res, { code: 'error.fail', msg: defaultMsg('error.fail', lang), data: null });
}

function asObject(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

async function readParams(ctx: Ctx, query: URLSearchParams): Promise<void> {
  const merged: Record<string, unknown> = Object.fromEntries(query.entries());
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    // A caller without a session gets a body of a login's size, its keys counted before any parse
    // (a body of a million keys would hold the one thread for seconds).
    const limit = ctx.session ? SIGNED_IN_LIMIT : PUBLIC_LIMIT;
    const buf = await readBody(ctx.req, limit);
    const type = ctx.req.headers['content-type'] ?? '';
    if (limit.keys !== undefined && query.size + countKeys(buf, type) > limit.keys) throw tooManyKeys(limit.keys);
    if (/multipart\/form-data/i.test(type)) {
      for (const p of parseMultipart(buf, type)) {
        if (p.filename !== undefined) ctx.upload = { name: p.filename, type: p.type ?? 'application/octet-stream', data: p.data };
        else merged[p.name] = p.data.toString('utf8');
      }
    } else if (/application\/x-www-form-urlencoded/i.test(type)) {
      for (const [k, v] of new URLSearchParams(buf.toString('utf8'))) merged[k] = v;
    } else {
      const text = buf.toString('utf8');
      ctx.body = parseJson(text);
      refuseInheritedKeys(ctx.body, text);
      if (ctx.body !== undefined && (typeof ctx.body !== 'object' || ctx.body === null || Array.isArray(ctx.body))) {
        throw new ApiError('error.param', ['请求内容必须是 JSON 对象', 'The request body must be a JSON object']);
      }
      const body = asObject(ctx.body);
      Object.assign(merged, asObject(body.params), body);
    }
  }
  refuseInheritedKeys(merged);
  ctx.params = merged;
}

/**
 * Spec §7's management entities: `/{client}/mgn/{ENTITY}_{system}_{client}/{action}` is the call of
 * ENTITY in that system of that client (system codes hold no underscore); any other path is
 * itself. The system found is then checked like any path's (checkTenant).
 */
function managementTarget(client: string, system: string, entity: string): { system: string; entity: string } {
  const suffix = `_${client}`;
  if (system !== 'mgn' || !entity.endsWith(suffix)) return { system, entity };
  const rest = entity.slice(0, -suffix.length);
  const cut = rest.lastIndexOf('_');
  if (cut <= 0 || cut === rest.length - 1) return { system, entity };
  return { system: rest.slice(cut + 1), entity: rest.slice(0, cut) };
}

async function handleApi(app: App, req: IncomingMessage, res: ServerResponse, url: URL, m: RegExpExecArray): Promise<void> {
  const lang: Lang = req.headers['language'] === '011' ? 'en' : 'zh';
  const cookies = parseCookies(req.headers.cookie);
  if (applyCors(app.corsOrigins, req, res)) return sendEmpty(res, 204);
  const setCookies: string[] = [];
  if (!cookies[XSRF_COOKIE]) setCookies.push(cookieLine({ req }, XSRF_COOKIE, newXsrf()));
  try {
    let segs: string[];
    try {
      segs = m[2]!
        .split('/')
        .filter((s) => s !== '')
        .map((s) => decodeURIComponent(s));
    } catch {
      throw new ApiError('error.param', ['地址格式错误', 'Malformed address']);
    }
    if (segs.length !== 3 && segs.length !== 4) {
      throw new ApiError('error.notfound', ['地址应为 /{client}/{system}/{entity}/{action}', 'Expected /{client}/{system}/{entity}/{action}']);
    }
    const [client, pathSystem] = segs as [string, string];
    const pathEntity = segs.length === 4 ? segs[2]! : '';
    const { system, entity } = managementTarget(client, pathSystem, pathEntity);
    const action = segs[segs.length - 1]!;
    const h = (k: string): string | undefined => {
      const v = req.headers[k];
      return typeof v === 'string' && v !== '' ? v : undefined;
    };
    const ctx: Ctx = {
      app,
      req,
      res,
      method: req.method ?? 'GET',
      prefix: m[1] as Ctx['prefix'],
      client,
      system,
      entity,
      action,
      params: {},
      body: undefined,
      lang,
      cookies,
      roleHeader: h('role'),
      clientHeader: h('client'),
      systemHeader: h('system'),
      appAgent: h('app-agent'),
      session: undefined,
      setCookies,
    };
    if (app.hooks) {
      countRequest(app.hooks, entity, action);
      const delay = latencyFor(app.hooks, action);
      if (delay > 0) await sleep(delay);
      const failure = takeFailure(app.hooks, action);
      if (failure?.kind) return sendFault(res, failure.kind);
      if (failure?.http) throw new HttpStatus(failure.http);
      if (failure) throw new ApiError(failure.code, failure.msg ?? defaultMsg('error.fail', lang));
    }
    const route = resolveRoute(ctx);
    const found = tokenOf(ctx, url.searchParams);
    const writes = route.write === true || (ctx.method !== 'GET' && ctx.method !== 'HEAD');
    const caller = await readCaller(app, found?.token, ctx.client, ctx.system);
    if (caller) ctx.caller = caller.facts;
    if (route.public) {
      try {
        ctx.session = sessionOf(caller);
      } catch {
        ctx.session = undefined;
      }
    } else {
      ctx.session = sessionOf(caller);
      if (writes) checkWriteCredentials(ctx, found?.source);
      checkTenant(ctx);
      checkPasswordDuty(ctx, route);
      // A session that came by another way than this browser's login (a token in the address,
      // spec §7) gets its XSRF value as the cookie on its first read, so that its writes pass;
      // never over the value of another live session of this browser (another tab's login).
      if (found?.source !== 'query' && cookies[XSRF_COOKIE] !== ctx.session.xsrf && !isLiveXsrf(app, cookies[XSRF_COOKIE])) {
        setCookies.splice(0, setCookies.length, cookieLine({ req }, XSRF_COOKIE, ctx.session.xsrf));
      }
    }
    // The body is read once the call is known to be allowed: a caller without a session never makes
    // the server hold its body (node drains what is left unread once the reply is sent).
    await readParams(ctx, url.searchParams);
    if (app.hooks?.paramReads) ctx.params = watchParams(app.hooks, `${entity}/${action}`, ctx.params);
    if (route.post && ctx.method !== 'POST') {
      throw new ApiError('error.param', [`${action} 需要使用 POST 请求`, `${action} needs a POST request`]);
    }
    const data = await route.handler(ctx);
    if (ctx.issuedToken) res.setHeader('Authorization', `Bearer ${ctx.issuedToken}`);
    if (setCookies.length) res.setHeader('Set-Cookie', setCookies);
    if (data instanceof FileReply) return sendFile(res, data);
    sendJson(res, { code: '0', msg: pick(SUCCESS_MSG, lang), data: data ?? null });
  } catch (e) {
    if (setCookies.length && !res.headersSent) res.setHeader('Set-Cookie', setCookies);
    sendError(app, req, res, e, lang);
  }
}

async function handleHook(app: App, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const name = url.pathname.slice('/__test/'.length);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    return sendEmpty(res, 204);
  }
  let body: Record<string, unknown> = {};
  if (req.method !== 'GET') body = asObject(parseJson(await readBody(req)));
  const data = runHook(app, app.hooks!, name, url.searchParams, body);
  if (data === undefined) return sendJson(res, { code: 'error.notfound', msg: `unknown test hook ${name}`, data: null });
  sendJson(res, { code: '0', msg: pick(SUCCESS_MSG, 'zh'), data });
}

/** Test hook `bundle-hang`: a bundle file that does not come (until `ms` pass or the page gives up). */
function holdBack(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    // Before any answer, the response closes only when the page hangs up.
    res.once('close', () => (clearTimeout(timer), done()));
  });
}

export function createHandler(app: App, staticRoots: Record<string, string>, frameAncestors?: string) {
  const reports = app.hooks ? newCspReports() : undefined;
  const pagePolicy = {
    ...DEFAULT_PAGE_POLICY,
    ...(frameAncestors ? { frameAncestors } : {}),
    ...(reports ? { reportUri: CSP_REPORT_PATH } : {}),
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    const run = async (): Promise<void> => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Test hook `offline`: the server stops answering (the connection drops), its hooks excepted.
      if (app.hooks?.offline && !url.pathname.startsWith('/__test/')) return void req.socket.destroy();
      const m = API.exec(url.pathname);
      if (m) return handleApi(app, req, res, url, m);
      if (reports && (await handleCspReports(reports, req, res, url.pathname))) return;
      if (app.hooks && url.pathname.startsWith('/__test/')) return handleHook(app, req, res, url);
      if (app.hooks?.bundleHangMs && url.pathname.startsWith('/bundles/')) await holdBack(res, app.hooks.bundleHangMs);
      if (res.destroyed || res.writableEnded) return;
      if (url.pathname === WORKER_PATH) return serveWorker(req, res, staticRoots['/dist/'], app.hooks?.workerRevision ?? 0);
      // Browsers ask for /favicon.ico on their own wherever a page names no icon (a host's page, a file).
      const pathname = url.pathname === '/favicon.ico' ? '/favicon.svg' : url.pathname;
      return serveStatic(req, res, pathname, staticRoots, pagePolicy);
    };
    run().catch((e: unknown) => sendError(app, req, res, e, req.headers['language'] === '011' ? 'en' : 'zh'));
  };
}
