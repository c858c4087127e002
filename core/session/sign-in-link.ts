/**
 * Sign-in links: a token in the address, a messaging app's OAuth code, or a short link leading to
 * either. With no live session in the page the link signs in (spec §7, DESIGN §4). While one is
 * live, the account the link would sign in is found first without keeping anything of it (the
 * code exchanged with `cookies: false`, the token asked `getUser` as a call set aside), and it
 * replaces the live account only when the person says so: then as a logout and a sign-in would
 * (drafts, tabs, popups, caches and the token of the last user gone). The same account just goes
 * on. Loaded on demand by the route guard: only pages opened by such a link need it.
 */
import { toPlatformError } from '../errors/index.ts';
import type { Http } from '../http/index.ts';
import type { ClientState, LinkAccount, SignInQuestion, User } from '../state/index.ts';
import { normaliseUser, USER_ENTITY } from './user.ts';

export type SignInLink = { kind: 'token'; token: string } | { kind: 'code'; platform: 'wxwork' | 'dingtalk'; code: string };

/**
 * What became of a link: `used` (no live session: it signed in, or tried to), `same` (the live
 * account's own link: nothing changed), `switched` (the person agreed), `kept` (the person kept
 * the live account).
 */
export type LinkOutcome = 'used' | 'same' | 'switched' | 'kept';

export interface LinkCodes {
  client?: string;
  system?: string;
}

export interface SignInLinkDeps {
  http: Pick<Http, 'request' | 'codes'> & { token: Pick<Http['token'], 'get' | 'set'> };
  state: Pick<ClientState, '$user'>;
  validLogin(codes: LinkCodes): Promise<boolean>;
  /** Loads the live user under the codes (silent: the caller reports). */
  loadUser(codes: LinkCodes): Promise<User>;
  /** Ends the live session as a logout does, without the trip to login. */
  endSession(): Promise<void>;
  ask(accounts: { current: LinkAccount; arriving: LinkAccount }): Promise<boolean>;
}

/** Codes the request layer reads as "the session is gone". */
const SESSION_LOST: ReadonlySet<string> = new Set(['login.expired', 'error.nologin']);

export function linkAccount(user: Pick<User, 'id' | 'client' | 'NAME' | 'ACCOUNT'>): LinkAccount {
  return { id: user.id, client: user.client, name: user.NAME || user.ACCOUNT || user.id };
}

/** One person: the same user id, in the same client when both name theirs. */
export function sameAccount(current: Pick<LinkAccount, 'id' | 'client'>, arriving: Pick<LinkAccount, 'id' | 'client'>): boolean {
  if (!current.id || current.id !== arriving.id) return false;
  return !current.client || !arriving.client || current.client === arriving.client;
}

export interface SignInLinks {
  settle(link: SignInLink, codes: LinkCodes): Promise<LinkOutcome>;
  /** Tells the server the live session ends (a logout's call; a server that is gone is no obstacle). */
  endRemote(): Promise<unknown>;
}

export function createSignInLinks(deps: SignInLinkDeps): SignInLinks {
  const { http } = deps;

  /** The user of the page's live session, null when there is none (no token, or the server says it is gone). */
  async function liveUser(codes: LinkCodes): Promise<User | null> {
    const loaded = deps.state.$user.get();
    if (loaded) return loaded;
    if (!http.token.get(codes.client) || !(await deps.validLogin(codes))) return null;
    try {
      return await deps.loadUser(codes);
    } catch (error) {
      if (SESSION_LOST.has(toPlatformError(error).code)) return null;
      throw error;
    }
  }

  /** Whose a token is, asked with that token while the stored one stays the page's. */
  async function owner(token: string, codes: LinkCodes): Promise<User> {
    const reply = await http.request<{ bean?: unknown }>({ entity: USER_ENTITY, action: 'getUser', ...codes, silent: true, aside: { token } });
    return normaliseUser(reply?.bean);
  }

  /** Ends a session made only to learn whose a code was: nobody holds its token afterwards. */
  function drop(token: string, codes: LinkCodes): Promise<unknown> {
    return http.request({ entity: USER_ENTITY, action: 'logout', method: 'POST', ...codes, silent: true, aside: { token } }).catch(() => undefined);
  }

  async function decide(current: User, arriving: User, token: string, codes: LinkCodes, minted: boolean): Promise<LinkOutcome> {
    const from = linkAccount(current);
    const to = linkAccount(arriving);
    if (sameAccount(from, to) || !(await deps.ask({ current: from, arriving: to }))) {
      if (minted) await drop(token, codes);
      return sameAccount(from, to) ? 'same' : 'kept';
    }
    await deps.endSession();
    http.token.set(token, codes.client);
    return 'switched';
  }

  async function settleToken(token: string, codes: LinkCodes): Promise<LinkOutcome> {
    const current = await liveUser(codes);
    if (!current) {
      http.token.set(token, codes.client);
      return 'used';
    }
    return decide(current, await owner(token, codes), token, codes, false);
  }

  async function settleCode(platform: 'wxwork' | 'dingtalk', code: string, codes: LinkCodes): Promise<LinkOutcome> {
    const client = http.codes({ client: codes.client }).client;
    const current = await liveUser(codes);
    // Over a live session the code's session is made without cookies and kept aside until the answer.
    const reply = await http.request<{ token?: string; user?: unknown }>({
      entity: USER_ENTITY,
      action: 'loginByCode',
      method: 'POST',
      data: current ? { code, platform, cookies: false } : { code, platform },
      client,
      silent: true,
      ...(current ? { aside: {} } : {}),
    });
    if (!current) {
      if (reply?.token) http.token.set(reply.token, client);
      return 'used';
    }
    if (!reply?.token) return 'kept';
    const arriving = reply.user ? normaliseUser(reply.user) : await owner(reply.token, codes);
    return decide(current, arriving, reply.token, { ...codes, client }, true);
  }

  return {
    endRemote: () => http.request({ entity: USER_ENTITY, action: 'logout', silent: true }).catch(() => undefined),
    settle: (link, codes) => (link.kind === 'token' ? settleToken(link.token, codes) : settleCode(link.platform, link.code, codes)),
  };
}

/** The session and request layer as the router holds them (core/router/session-adapter.ts). */
interface RouterSide {
  validLogin(codes?: LinkCodes): Promise<boolean>;
  loadUser(options?: { silent?: boolean } & LinkCodes): Promise<unknown>;
  toLogin(options?: { loggingOut?: boolean; stay?: boolean }): Promise<void>;
}

/**
 * Asks through `$question` (the shell draws it) and resolves with the answer; a question still
 * open when the next comes is answered "keep".
 */
export function askThrough($question: ClientState['$signInQuestion'], accounts: { current: LinkAccount; arriving: LinkAccount }): Promise<boolean> {
  $question.get()?.answer(false);
  return new Promise<boolean>((resolve) => {
    const question: SignInQuestion = {
      ...accounts,
      answer(switchAccount) {
        if ($question.get() === question) $question.set(null);
        resolve(switchAccount);
      },
    };
    $question.set(question);
  });
}

/** Settles a link for the router: the session's own calls; a switch ends the live session as a logout does, staying on the page. */
export function settleLinkOf(
  session: RouterSide,
  http: object,
  state: Pick<ClientState, '$user' | '$signInQuestion'>,
  link: SignInLink,
  codes: LinkCodes,
): Promise<LinkOutcome> {
  const links = createSignInLinks({
    http: http as SignInLinkDeps['http'],
    state,
    validLogin: (own) => session.validLogin(own),
    loadUser: (own) => session.loadUser({ ...own, silent: true }) as Promise<User>,
    async endSession() {
      await links.endRemote();
      await session.toLogin({ loggingOut: true, stay: true });
    },
    ask: (accounts) => askThrough(state.$signInQuestion, accounts),
  });
  return links.settle(link, codes);
}
