/** The per-request context every handler receives, and the shapes handlers return. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/schema.js';
import type { Lang } from '../errors.js';
import type { KeyPair } from '../rsa.js';
import type { HookState } from '../testhooks.js';

export interface ServerOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  reset?: boolean;
  rows?: number;
  testHooks?: boolean;
  staticRoots?: Record<string, string>;
  /** Session lifetime in milliseconds (default 8 hours). */
  tokenTtlMs?: number;
  /** Print a line per failed request (off by default). */
  log?: boolean;
}

export interface App {
  db: Db;
  keys: KeyPair;
  tokenTtlMs: number;
  hooks: HookState | undefined;
  log: boolean;
}

export interface SessionUser {
  token: string;
  userId: string;
  xsrf: string;
}

export interface Ctx {
  app: App;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  prefix: 'api' | 'rule' | 'process';
  client: string;
  system: string;
  entity: string;
  action: string;
  /** Query parameters merged with a JSON object body (body wins). */
  params: Record<string, unknown>;
  /** The raw parsed JSON body (undefined for GET). */
  body: unknown;
  upload?: { name: string; type: string; data: Buffer };
  lang: Lang;
  cookies: Record<string, string>;
  roleHeader: string | undefined;
  clientHeader: string | undefined;
  systemHeader: string | undefined;
  appAgent: string | undefined;
  session: SessionUser | undefined;
  /** Set by login: the reply carries this token in the Authorization header. */
  issuedToken?: string;
  /** The XSRF value the reply sets as a cookie when the request had none or a login changed it. */
  xsrfCookie?: string;
}

/** A handler result sent as a file rather than a JSON envelope. */
export class FileReply {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly data: Buffer,
    readonly inline = false,
  ) {}
}

export type Handler = (ctx: Ctx) => unknown;

export interface Route {
  handler: Handler;
  /** No token needed. */
  public?: boolean;
  /** Only POST is accepted. */
  post?: boolean;
}
