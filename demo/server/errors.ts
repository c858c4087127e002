/** Error codes and messages of the reference server (spec §8, docs/server-contract.md). */

export type Lang = 'zh' | 'en';

export type ErrorCode =
  | 'error.nologin'
  | 'login.expired'
  | 'error.param'
  | 'error.notfound'
  | 'error.forbidden'
  | 'error.sql'
  | 'error.fail'
  | 'error.xsrf'
  | 'error.login'
  | 'error.conflict'
  | 'error.throttle'
  | 'error.locked'
  | 'error.timeout';

const DEFAULT_MESSAGES: Record<ErrorCode, [string, string]> = {
  'error.nologin': ['未登录或登录已失效，请重新登录', 'Not logged in, please log in'],
  'login.expired': ['登录已过期，请重新登录', 'Login expired, please log in again'],
  'error.param': ['参数错误', 'Invalid parameter'],
  'error.notfound': ['请求的资源不存在', 'Not found'],
  'error.forbidden': ['没有操作权限', 'No permission for this operation'],
  'error.sql': ['数据处理失败', 'Data processing failed'],
  'error.fail': ['处理失败', 'Processing failed'],
  'error.xsrf': ['请求校验失败，请刷新页面后重试', 'Request check failed, please reload the page'],
  'error.login': ['用户名或密码错误', 'Wrong account or password'],
  'error.conflict': ['该记录已被他人修改', 'The record was changed by someone else'],
  'error.throttle': ['尝试次数过多，请稍后再试', 'too many attempts, try again later'],
  'error.locked': ['该记录正在审批中，不能修改', 'This record is under approval and cannot be changed'],
  'error.timeout': ['查询超时，请缩小查询条件后重试', 'The query took too long: narrow it and try again'],
};

export const SUCCESS_MSG: [string, string] = ['处理成功', 'Processed successfully'];

/** A message in both languages; the reply picks one by the Language header. */
export type Msg = [zh: string, en: string];

/**
 * A failure the handlers throw; the router turns it into an envelope. Never carries a stack to the
 * wire. `data` is null on failures, except for the codes the contract gives a body (error.conflict).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly msgs: Msg;
  readonly data: unknown;
  constructor(code: ErrorCode | string, msg?: Msg | string, data: unknown = null) {
    const fallback = DEFAULT_MESSAGES[code as ErrorCode] ?? DEFAULT_MESSAGES['error.fail'];
    const msgs: Msg = msg === undefined ? fallback : typeof msg === 'string' ? [msg, msg] : msg;
    super(msgs[1]);
    this.code = code;
    this.msgs = msgs;
    this.data = data;
  }
}

export const fail = (code: ErrorCode, msg?: Msg | string): ApiError => new ApiError(code, msg);

export const param = (zh: string, en: string): ApiError => new ApiError('error.param', [zh, en]);

export const notFound = (zh: string, en: string): ApiError => new ApiError('error.notfound', [zh, en]);

export function pick(msgs: Msg, lang: Lang): string {
  return lang === 'en' ? msgs[1] : msgs[0];
}

export function defaultMsg(code: ErrorCode, lang: Lang): string {
  return pick(DEFAULT_MESSAGES[code], lang);
}
