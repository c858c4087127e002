import { describe, expect, it, vi } from 'vitest';
import { createShell } from '../../../core/shell/index.ts';
import type { ShellDeps } from '../../../core/shell/index.ts';

const http = (data: unknown) => ({ request: vi.fn(async () => data) as unknown as ShellDeps['http']['request'] });

describe('shell state (core/shell)', () => {
  it('keeps a group in the order it is given; the first member owns it', () => {
    const shell = createShell({ http: http(null), loadUser: async () => null });
    const group = shell.owners<{ at: number }>('sign-in');
    expect(shell.owners('sign-in')).toBe(group);
    const late = { at: 2 };
    const early = { at: 1 };
    const byPlace = (x: { at: number }, y: { at: number }) => x.at - y.at;
    const leaveLate = group.join(late, byPlace);
    group.join(early, byPlace);
    expect(group.$owners.get()[0]).toBe(early);
    leaveLate();
    expect(group.$owners.get()).toEqual([early]);
  });

  it('marks a tab dirty once and forgets it', () => {
    const shell = createShell({ http: http(null), loadUser: async () => null });
    const seen: unknown[] = [];
    shell.$dirtyTabs.listen((value) => seen.push(value));
    shell.setTabDirty('t', true);
    shell.setTabDirty('t', true);
    shell.setTabDirty('u', false);
    expect(seen).toEqual([{ t: true }]);
    shell.forgetTab('t');
    expect(shell.$dirtyTabs.get()).toEqual({});
  });

  it('shares one session check while it runs, and a failed one rejects every asker', async () => {
    let fail!: (error: Error) => void;
    const loadUser = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const shell = createShell({ http: http(null), loadUser });
    const one = shell.checkSession();
    const two = shell.checkSession();
    expect(loadUser).toHaveBeenCalledTimes(1);
    fail(new Error('no session'));
    await expect(one).rejects.toThrow('no session');
    await expect(two).rejects.toThrow('no session');
    void shell.checkSession().catch(() => undefined);
    expect(loadUser).toHaveBeenCalledTimes(2);
  });

  it('reads an app help text with FM_HELP get, in the client and system asked for', async () => {
    const calls = http({ bean: { data: { TITLE: 'Help', CONTENT: '<p>Hi</p>' } } });
    const shell = createShell({ http: calls, loadUser: async () => null });
    await expect(shell.help({ id: 'h1', client: 'demo', system: 'sys' })).resolves.toEqual({ TITLE: 'Help', CONTENT: '<p>Hi</p>' });
    expect(calls.request).toHaveBeenCalledWith({ entity: 'FM_HELP', action: 'get', params: { id: 'h1' }, client: 'demo', system: 'sys' });
    const none = createShell({ http: http(null), loadUser: async () => null });
    await expect(none.help({ id: 'h2' })).resolves.toEqual({});
  });
});
