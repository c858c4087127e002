import { describe, expect, it, vi } from 'vitest';
import { askThrough, createSignInLinks, sameAccount } from '../../../core/session/sign-in-link.ts';
import type { SignInLinkDeps } from '../../../core/session/sign-in-link.ts';
import { createClientState } from '../../../core/state/index.ts';
import type { RequestSpec } from '../../../core/http/index.ts';
import type { User } from '../../../core/state/index.ts';

const bob = { id: 'u-bob', client: 'demo', ACCOUNT: 'bob', NAME: 'Bob' };
const alice = { id: 'u-alice', client: 'demo', ACCOUNT: 'alice', NAME: 'Alice' };
const asUser = (raw: typeof bob): User => ({ ...raw, roles: [], services: {}, serviceRoles: {}, roleRightCodes: {}, roleEntityApiMap: {} });

/** A page where bob's token is stored (live unless `live: false`); the server knows whose each token and code is. */
function page(options: { stored?: string; live?: boolean; answer?: boolean } = {}) {
  const state = createClientState();
  const storage = new Map<string, string>();
  if (options.stored !== undefined) storage.set('demo', options.stored);
  const sent: RequestSpec[] = [];
  const owners: Record<string, typeof bob> = { 't-bob': bob, 't-alice': alice, 't-code-alice': alice, 't-code-bob': bob };
  const codes: Record<string, string> = { 'c-alice': 't-code-alice', 'c-bob': 't-code-bob' };
  const questions = { $question: state.$signInQuestion, ask: (accounts: Parameters<typeof askThrough>[1]) => askThrough(state.$signInQuestion, accounts) };
  const endSession = vi.fn(async () => {
    storage.delete('demo');
    state.$user.set(null);
  });
  const deps: SignInLinkDeps = {
    http: {
      codes: (own) => ({ client: own?.client ?? 'demo', system: own?.system ?? 'crm' }),
      token: { get: (client) => storage.get(client ?? 'demo'), set: (token, client) => void storage.set(client ?? 'demo', token) },
      async request<T>(spec: RequestSpec): Promise<T> {
        sent.push(spec);
        if (spec.action === 'getUser') {
          const owner = owners[spec.aside?.token ?? ''];
          if (!owner) throw Object.assign(new Error('未登录'), { code: 'error.nologin' });
          return { bean: owner } as T;
        }
        if (spec.action === 'loginByCode') {
          const { code } = spec.data as { code: string };
          const token = codes[code];
          if (!token) throw Object.assign(new Error('登录码无效或已过期'), { code: 'error.login' });
          return { token, user: owners[token] } as T;
        }
        return null as T;
      },
    },
    state,
    validLogin: async () => options.live ?? true,
    loadUser: async () => {
      const user = asUser(owners[storage.get('demo') ?? ''] ?? bob);
      state.$user.set(user);
      return user;
    },
    endSession,
    ask: (accounts) => {
      const asked = questions.ask(accounts);
      if (options.answer !== undefined) questions.$question.get()?.answer(options.answer);
      return asked;
    },
  };
  return { links: createSignInLinks(deps), storage, sent, state, questions, endSession };
}

describe('sign-in links over a live session', () => {
  it('with no session in the page, an address token is taken as spec §7 says, nobody is asked', async () => {
    const shell = page({ answer: true });
    await expect(shell.links.settle({ kind: 'token', token: 't-alice' }, { client: 'demo' })).resolves.toBe('used');
    expect(shell.storage.get('demo')).toBe('t-alice');
    expect(shell.sent).toEqual([]);
  });

  it('a stored token the server no longer accepts is no live session: the link signs in', async () => {
    const shell = page({ stored: 't-old', live: false, answer: false });
    await expect(shell.links.settle({ kind: 'token', token: 't-alice' }, { client: 'demo' })).resolves.toBe('used');
    expect(shell.storage.get('demo')).toBe('t-alice');
  });

  it('another account: asked; "keep" leaves bob signed in and his token stored', async () => {
    const shell = page({ stored: 't-bob' });
    const settled = shell.links.settle({ kind: 'token', token: 't-alice' }, { client: 'demo', system: 'crm' });
    await vi.waitFor(() => expect(shell.questions.$question.get()).not.toBeNull());
    const question = shell.questions.$question.get()!;
    expect(question.current).toEqual({ id: 'u-bob', client: 'demo', name: 'Bob' });
    expect(question.arriving).toEqual({ id: 'u-alice', client: 'demo', name: 'Alice' });
    // Whose the token is was asked with that token, never stored.
    expect(shell.sent[0]).toMatchObject({ action: 'getUser', aside: { token: 't-alice' }, silent: true });
    question.answer(false);
    await expect(settled).resolves.toBe('kept');
    expect(shell.storage.get('demo')).toBe('t-bob');
    expect(shell.state.$user.get()?.id).toBe('u-bob');
    expect(shell.endSession).not.toHaveBeenCalled();
    expect(shell.questions.$question.get()).toBeNull();
  });

  it('"switch" ends bob\'s session as a logout does, then keeps alice\'s token', async () => {
    const shell = page({ stored: 't-bob', answer: true });
    await expect(shell.links.settle({ kind: 'token', token: 't-alice' }, { client: 'demo' })).resolves.toBe('switched');
    expect(shell.endSession).toHaveBeenCalledTimes(1);
    expect(shell.storage.get('demo')).toBe('t-alice');
    expect(shell.state.$user.get()).toBeNull();
  });

  it("the signed-in user's own link just goes on: no question, his session as it was", async () => {
    const shell = page({ stored: 't-bob' });
    await expect(shell.links.settle({ kind: 'token', token: 't-bob' }, { client: 'demo' })).resolves.toBe('same');
    expect(shell.questions.$question.get()).toBeNull();
    expect(shell.storage.get('demo')).toBe('t-bob');
  });

  it("an unreadable token does not touch the session: the failure is the caller's to show", async () => {
    const shell = page({ stored: 't-bob', answer: true });
    await expect(shell.links.settle({ kind: 'token', token: 't-gone' }, { client: 'demo' })).rejects.toMatchObject({ code: 'error.nologin' });
    expect(shell.storage.get('demo')).toBe('t-bob');
  });
});

describe('messaging codes over a live session', () => {
  it('exchanges the code without cookies and keeps its token aside; "keep" ends that session and leaves bob', async () => {
    const shell = page({ stored: 't-bob', answer: false });
    await expect(shell.links.settle({ kind: 'code', platform: 'wxwork', code: 'c-alice' }, { client: 'demo' })).resolves.toBe('kept');
    expect(shell.sent[0]).toMatchObject({ action: 'loginByCode', data: { code: 'c-alice', platform: 'wxwork', cookies: false }, aside: {} });
    expect(shell.sent[1]).toMatchObject({ action: 'logout', aside: { token: 't-code-alice' } });
    expect(shell.storage.get('demo')).toBe('t-bob');
  });

  it('"switch" takes the code\'s session', async () => {
    const shell = page({ stored: 't-bob', answer: true });
    await expect(shell.links.settle({ kind: 'code', platform: 'dingtalk', code: 'c-alice' }, { client: 'demo' })).resolves.toBe('switched');
    expect(shell.storage.get('demo')).toBe('t-code-alice');
    expect(shell.endSession).toHaveBeenCalledTimes(1);
  });

  it("bob's own code (a messaging app opening the app again) goes on without a question", async () => {
    const shell = page({ stored: 't-bob' });
    await expect(shell.links.settle({ kind: 'code', platform: 'wxwork', code: 'c-bob' }, { client: 'demo' })).resolves.toBe('same');
    expect(shell.storage.get('demo')).toBe('t-bob');
    expect(shell.questions.$question.get()).toBeNull();
  });

  it('with no session the code signs in as before, cookies and all', async () => {
    const shell = page();
    await expect(shell.links.settle({ kind: 'code', platform: 'wxwork', code: 'c-alice' }, { client: 'demo' })).resolves.toBe('used');
    expect(shell.sent[0]!.data).toEqual({ code: 'c-alice', platform: 'wxwork' });
    expect(shell.sent[0]!.aside).toBeUndefined();
    expect(shell.storage.get('demo')).toBe('t-code-alice');
  });
});

describe('the question', () => {
  it('one person is one account: same id in the same client', () => {
    expect(sameAccount({ id: 'u1', client: 'demo' }, { id: 'u1', client: 'demo' })).toBe(true);
    expect(sameAccount({ id: 'u1', client: 'demo' }, { id: 'u1', client: '' })).toBe(true);
    expect(sameAccount({ id: 'u1', client: 'demo' }, { id: 'u1', client: 'other' })).toBe(false);
    expect(sameAccount({ id: 'u1', client: 'demo' }, { id: 'u2', client: 'demo' })).toBe(false);
    expect(sameAccount({ id: '', client: 'demo' }, { id: '', client: 'demo' })).toBe(false);
  });

  it('a question still open when another comes is answered "keep"', async () => {
    const state = createClientState();
    const questions = { $question: state.$signInQuestion, ask: (accounts: Parameters<typeof askThrough>[1]) => askThrough(state.$signInQuestion, accounts) };
    const account = { id: 'a', client: 'demo', name: 'A' };
    const first = questions.ask({ current: account, arriving: account });
    const second = questions.ask({ current: account, arriving: account });
    await expect(first).resolves.toBe(false);
    questions.$question.get()!.answer(true);
    await expect(second).resolves.toBe(true);
  });
});
