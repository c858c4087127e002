import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlatformContext } from '../instance/context.ts';
import { createCall } from './call.ts';
import { createReporter } from './report.ts';
import { defaultRoleId } from './headers.ts';
import { httpMessage } from './messages.ts';
import type { HttpMessageKey } from './messages.ts';
import { knownClient, resolveCodes } from './path.ts';
import type { Codes } from './path.ts';
import { createTokenStore } from './token.ts';
import { createStartupWatch } from './startup.ts';
import { createTransport } from './transport.ts';
import type { FileResult, RequestSpec } from './types.ts';
import { createUrlBuilders } from './urls.ts';
import type { UrlBuilders } from './urls.ts';

export interface HttpDeps {
  /** Session expiry: called once per 100 ms burst of login failures (session.toLogin). */
  toLogin?: () => unknown;
  /** The active role id for the Role header (access concept); default: the route's role. */
  getRoleId?: () => string | undefined;
  /** The client an address names (the router reads its route), so a token there is filed under it. */
  addressClient?: (href: string) => string | undefined;
}

export interface Http extends UrlBuilders {
  /** Calls in flight (the shell shows a loading indicator when one lasts over 300 ms). */
  $pending: ReadableAtom<number>;
  /** Start-up calls unanswered for longer than `settings.startupLimitMs` (core/http/startup.ts). */
  $stalled: ReadableAtom<string[]>;
  /** Forgets the stalled calls (the person retries; the calls themselves go on). */
  dismissStalled(): void;
  /** Resolves with the envelope's `data`; rejects with a PlatformError (reported unless `silent`). */
  request<T = unknown>(spec: RequestSpec): Promise<T>;
  /** A file call: the blob and its name from `Content-Disposition`. */
  download(spec: RequestSpec): Promise<FileResult>;
  /** Alias of `fileUrl` under the name the actions use. */
  downloadUrl(fileId: string, codes?: Partial<Codes>): string;
  /** Client and system codes a call would use. */
  codes(own?: Partial<Codes>): Codes;
  /** The stored token of a client (default: the current one). */
  token: {
    get(client?: string): string | undefined;
    set(token: string, client?: string): void;
    remove(client?: string): void;
    /** The address's token held back because its client holds a token already (token.ts): handed over once. */
    takeHeld(client?: string): string | undefined;
  };
  isTrusted(url: string): boolean;
  /** A request-layer text in the current language (处理成功, 处理失败, ...). */
  message(key: HttpMessageKey): string;
}

/** The request layer of spec §7 and §8 over redaxios and the injected fetch. */
export function createHttp(context: PlatformContext, deps: HttpDeps = {}): Http {
  const { env, state } = context;
  const tokens = createTokenStore(env, { addressClient: deps.addressClient, knownClient: () => knownClient(state) });
  const send = createTransport(env.fetch, env.settings.timeout);
  const urls = createUrlBuilders(context, tokens);
  const getRoleId = deps.getRoleId ?? (() => defaultRoleId(state));
  const message = (key: HttpMessageKey) => httpMessage(state.$language.get(), key);
  const currentClient = () => resolveCodes(state, env.settings).client;
  const run = createCall(context, { tokens, send, getRoleId, reporter: createReporter(context, deps.toLogin) });

  const startup = createStartupWatch(() => env.settings.startupLimitMs);
  const $pending = atom(0);
  // Counted a microtask later: a controller made while a component renders starts its call
  // then, and a store changing during a render makes React start that render over (a loop).
  const count = (by: number) => queueMicrotask(() => $pending.set($pending.get() + by));
  async function tracked(spec: RequestSpec): Promise<unknown> {
    count(1);
    const done = startup.track(spec);
    try {
      return await run(spec);
    } finally {
      done();
      count(-1);
    }
  }

  return {
    ...urls,
    $pending,
    $stalled: startup.$stalled,
    dismissStalled: startup.dismiss,
    request: <T>(spec: RequestSpec) => tracked(spec) as Promise<T>,
    download: (spec) => tracked({ ...spec, responseType: 'blob' }) as Promise<FileResult>,
    downloadUrl: (fileId, own) => urls.fileUrl(fileId, own),
    codes: (own) => resolveCodes(state, env.settings, own),
    token: {
      get: (client) => tokens.get(client ?? currentClient()),
      set: (token, client) => tokens.set(client ?? currentClient(), token),
      remove: (client) => tokens.remove(client ?? currentClient()),
      takeHeld: (client) => tokens.takeHeld(client ?? currentClient()),
    },
    isTrusted: (url) => tokens.isTrusted(url),
    message,
  };
}

export { buildPath, knownClient, methodFor, resolveCodes, serverBase, queryString, POST_ACTIONS, MANAGEMENT_SYSTEM, FRAME_CODE } from './path.ts';
export { defaultRoleId, platformHeaders, roleHeader, routeRoleId, readCookie } from './headers.ts';
export { stripParams, tokenKey, ADDRESS_TOKEN_PARAMS } from './token.ts';
export { filenameFromDisposition } from './files.ts';
export { isCancelled, isEnvelope, LOGIN_CODES, FORMAT_CODE } from './envelope.ts';
export { httpMessages, httpMessage } from './messages.ts';
export { REQUEST_TIMEOUT_MS } from './transport.ts';
export { STARTUP_LIMIT_MS, STARTUP_ACTIONS } from './startup.ts';
export { LOGIN_EXPIRED_DEBOUNCE_MS } from './expiry.ts';
export type { Codes } from './path.ts';
export type { HttpMessageKey } from './messages.ts';
export type { Envelope, FileResult, HttpMethod, RequestSpec } from './types.ts';
