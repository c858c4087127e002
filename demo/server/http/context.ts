/** The per-request context every handler receives, and the shapes handlers return. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/schema.js';
import type { ReadPool } from '../db/read-pool.js';
import type { Lookups } from '../db/lookups.js';
import type { RoleRow } from '../actions/rights.js';
import type { Lang } from '../errors.js';
import type { LoginKeys } from '../rsa.js';
import type { LoginThrottle } from '../platform/login-throttle.js';
import type { HookState } from '../testhooks.js';
import type { TrustedProxies } from './address.js';

export interface ServerOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  /**
   * A PostgreSQL database to keep everything in (`--database-url`, or DATABASE_URL), instead of
   * the SQLite file `dbPath`.
   */
  databaseUrl?: string;
  reset?: boolean;
  rows?: number;
  /** Starts the demo data's generator (default 20250101); given, the database is seeded anew. */
  seed?: number;
  testHooks?: boolean;
  /**
   * Seeds the fixed messaging sign-in codes `{platform}-{account}` (`--demo-codes`; on with the
   * test hooks). Off by default: anyone who knows the pattern could sign in as anyone.
   */
  demoCodes?: boolean;
  staticRoots?: Record<string, string>;
  /** Session lifetime in milliseconds (default 8 hours). */
  tokenTtlMs?: number;
  /** Print a line per failed request (off by default). */
  log?: boolean;
  /** RSA key size of the login keys (spec §9 default 1024). */
  keyBits?: 1024 | 2048 | 4096;
  /** `frame-ancestors` of the demo pages' Content-Security-Policy (default `'self'`). */
  frameAncestors?: string;
  /** Origins whose pages may call the API with the Bearer header (`--cors-origin`, http/cors.ts). */
  corsOrigins?: readonly string[];
  /**
   * Reverse proxies whose `X-Forwarded-For` names the caller (`--trust-proxy`, addresses or
   * subnets, http/address.ts); without them the socket's address is the caller's.
   */
  trustedProxies?: string | readonly string[];
  /** What one request's queries may take, in milliseconds (default 5000); past it `error.timeout`. */
  queryBudgetMs?: number;
  /** Worker threads that run list queries (default 2 to 4 by cores, one more on PostgreSQL; 0 runs them on the server's thread, unbounded). */
  readWorkers?: number;
}

export interface App {
  db: Db;
  keys: LoginKeys;
  throttle: LoginThrottle;
  tokenTtlMs: number;
  hooks: HookState | undefined;
  /** Whether the fixed demo sign-in codes exist (ServerOptions.demoCodes). */
  demoCodes: boolean;
  log: boolean;
  /** ServerOptions.corsOrigins, checked (http/cors.ts). */
  corsOrigins: readonly string[];
  /** ServerOptions.trustedProxies, checked (http/address.ts). */
  proxies: TrustedProxies;
  /** Where list queries run (db/read-pool.ts), and what one request's queries may take. */
  reads: ReadPool;
  queryBudgetMs: number;
  /** Where the reads every request makes first run (db/lookups.ts). */
  lookups: Lookups;
}

export interface SessionUser {
  token: string;
  userId: string;
  xsrf: string;
  /** Read with the session (one statement rather than one per check): the user's client id, null when none. */
  clientId: string | null;
  /** Whether the user must change an initial password before anything else. */
  mustChangePassword: boolean;
}

/** What was read with a request's session (session.ts readCaller). */
export interface CallerFacts {
  /** The client the address names (by code), with whether the address's system is one of its systems; undefined when no client has that code. */
  pathClient: { id: string; hasSystem: boolean } | undefined;
  /** The user's roles, by their order. */
  roles: RoleRow[];
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
  /** Read with the session (session.ts readCaller): the rights and tenant checks use it rather than ask again. */
  caller?: CallerFacts;
  /** Set by login: the reply carries this token in the Authorization header. */
  issuedToken?: string;
  /** `Set-Cookie` lines of the reply (session and XSRF cookies at login and logout). */
  setCookies: string[];
}

/**
 * A handler result sent as a file rather than a JSON envelope: `data`, or with `chunks` the bytes
 * as they come (a long export is written while its later pages are still being read).
 */
export class FileReply {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly data: Buffer,
    readonly inline = false,
    readonly chunks?: AsyncIterable<Buffer>,
  ) {}
}

export type Handler = (ctx: Ctx) => unknown;

export interface Route {
  handler: Handler;
  /** No token needed. */
  public?: boolean;
  /** Only POST is accepted. */
  post?: boolean;
  /** Changes data, whatever the method: needs the header or cookie token and the session's XSRF value. */
  write?: boolean;
  /** Allowed to a user who must still change an initial password (platform/users.ts). */
  beforePasswordChange?: boolean;
}
