// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext, createMemoryLocation, createMemoryStorage } from '../../../core/instance/index.ts';
import { createWorkspace } from '../../../core/workspace/index.ts';
import { createDrafts, draftStorageKey, reopenStorageKey, DRAFT_LIMITS, REOPEN_TTL_MS, STAGE_DELAY_MS } from '../../../core/drafts/index.ts';
import type { DraftKey } from '../../../core/drafts/index.ts';
import type { User } from '../../../core/state/index.ts';

const user = (id: string) => ({ id, client: 'demo' }) as unknown as User;

function setup() {
  const storage = createMemoryStorage();
  const context = createContext({
    storage,
    location: createMemoryLocation('https://shell.test/#/'),
    console: { error: () => {}, warn: () => {}, info: () => {}, log: () => {} },
  });
  let clock = 1_000;
  const workspace = createWorkspace(context, { now: () => clock });
  const drafts = createDrafts(context, { client: () => 'demo', workspace, now: () => clock });
  context.state.$user.set(user('u1'));
  return { storage, context, workspace, drafts, state: context.state, advance: (ms: number) => void (clock += ms) };
}

const edit = (recordId: string, pageId = 'page-customer-edit'): DraftKey => ({ client: 'demo', userId: 'u1', page: pageId, recordId });

describe('drafts: kept per client, user, page and record', () => {
  it('saves, loads and removes; another user or client sees nothing', () => {
    const { drafts, storage } = setup();
    expect(drafts.save(edit('7'), { values: { NAME: 'A' } })).toBeNull();
    expect(drafts.load(edit('7'))).toEqual({ values: { NAME: 'A' }, savedAt: 1000 });
    expect(drafts.load({ ...edit('7'), userId: 'u2' })).toBeNull();
    expect(drafts.load({ ...edit('7'), client: 'other' })).toBeNull();
    expect(drafts.load(edit('8'))).toBeNull();
    expect(drafts.list()).toEqual([{ page: 'page-customer-edit', recordId: '7', savedAt: 1000 }]);
    drafts.remove(edit('7'));
    expect(drafts.load(edit('7'))).toBeNull();
    expect(drafts.count()).toBe(0);
    expect(storage.getItem(draftStorageKey(edit('7')))).toBeNull();
  });

  it('keys a form by its page id, else its entity; a new record by no record id', () => {
    const { drafts, state } = setup();
    expect(drafts.keyFor({ pageId: 'p1', entity: 'CUSTOMER', recordId: '3' })).toEqual({ client: 'demo', userId: 'u1', page: 'p1', recordId: '3' });
    expect(drafts.keyFor({ entity: 'CUSTOMER' })).toEqual({ client: 'demo', userId: 'u1', page: 'CUSTOMER' });
    expect(draftStorageKey({ client: 'demo', userId: 'u1', page: 'CUSTOMER' })).toBe('frame-draft|demo|u1|CUSTOMER|new');
    expect(draftStorageKey({ client: 'a|b', userId: 'u', page: 'p' })).not.toBe(draftStorageKey({ client: 'a', userId: 'b|u', page: 'p' }));
    state.$user.set(null);
    expect(drafts.keyFor({ pageId: 'p1' }), 'nobody signed in: no key').toBeNull();
  });

  it('drops a draft that cannot be read', () => {
    const { drafts, storage } = setup();
    drafts.save(edit('7'), { values: { NAME: 'A' } });
    storage.setItem(draftStorageKey(edit('7')), '{not json');
    expect(drafts.load(edit('7'))).toBeNull();
    expect(drafts.list()).toEqual([]);
  });

  it('keeps the newest drafts of a user within the count bound', () => {
    const { drafts, advance } = setup();
    for (let i = 0; i < DRAFT_LIMITS.perUser + 3; i++) {
      drafts.save(edit(String(i)), { values: { I: i } });
      advance(1);
    }
    expect(drafts.count()).toBe(DRAFT_LIMITS.perUser);
    expect(drafts.load(edit('0')), 'the oldest went first').toBeNull();
    expect(drafts.load(edit('2'))).toBeNull();
    expect(drafts.load(edit('3'))?.values).toEqual({ I: 3 });
    expect(drafts.count({ userId: 'u2' })).toBe(0);
  });

  it('refuses a draft over the size bound with a readable error value, keeping the last one that fit', () => {
    const { drafts, state } = setup();
    drafts.save(edit('7'), { values: { NOTE: 'short' } });
    const error = drafts.save(edit('7'), { values: { NOTE: 'x'.repeat(DRAFT_LIMITS.chars) } });
    expect(error?.code).toBe('draft.too-large');
    expect(error?.message).toMatch(/草稿过大/);
    expect(drafts.load(edit('7'))?.values).toEqual({ NOTE: 'short' });
    state.$language.set('011');
    expect(drafts.save(edit('7'), { values: { NOTE: 'x'.repeat(DRAFT_LIMITS.chars) } })?.message).toMatch(/too large/);
  });

  it('reports a storage that refuses the write as an error value', () => {
    const { drafts, storage } = setup();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(drafts.save(edit('7'), { values: { A: 1 } })?.code).toBe('draft.storage');
  });
});

describe('drafts: staged writes', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes a staged draft once typing pauses, or at once on flush', () => {
    const { drafts } = setup();
    drafts.stage(edit('7'), { values: { NAME: 'A' } });
    drafts.stage(edit('7'), { values: { NAME: 'AB' } });
    vi.advanceTimersByTime(STAGE_DELAY_MS - 1);
    expect(drafts.load(edit('7'))).toBeNull();
    vi.advanceTimersByTime(1);
    expect(drafts.load(edit('7'))?.values).toEqual({ NAME: 'AB' });
    drafts.stage(edit('8'), { values: { NAME: 'B' } });
    drafts.flush();
    expect(drafts.load(edit('8'))?.values).toEqual({ NAME: 'B' });
  });

  it('a remove cancels the staged write', () => {
    const { drafts } = setup();
    drafts.stage(edit('7'), { values: { NAME: 'A' } });
    drafts.remove(edit('7'));
    vi.advanceTimersByTime(STAGE_DELAY_MS * 2);
    expect(drafts.load(edit('7'))).toBeNull();
  });

  it("removeAll removes the user's drafts, staged ones and the reopen record, and no one else's", () => {
    const { drafts, storage } = setup();
    drafts.save(edit('1'), { values: { A: 1 } });
    drafts.save(edit('2'), { values: { A: 2 } });
    drafts.save({ ...edit('1'), userId: 'u2' }, { values: { A: 3 } });
    drafts.stage(edit('3'), { values: { A: 4 } });
    storage.setItem(reopenStorageKey('demo', 'u1'), '{}');
    expect(drafts.removeAll()).toBe(2);
    vi.advanceTimersByTime(STAGE_DELAY_MS * 2);
    expect(drafts.count()).toBe(0);
    expect(drafts.load(edit('3'))).toBeNull();
    expect(storage.getItem(reopenStorageKey('demo', 'u1'))).toBeNull();
    expect(drafts.count({ userId: 'u2' })).toBe(1);
  });
});

describe('drafts: back where you were', () => {
  const LIST = { key: 'default-mod-customer', kind: 'moduleIndex', moduleId: 'mod-customer', title: 'Customers' };
  const RETURN = '/app/demo/crm/sales/sales';

  /** A list tab with an edit popup, an edit tab, an unrelated tab, and the drafts of the two forms. */
  function openWork() {
    const env = setup();
    const { workspace, drafts } = env;
    workspace.openTab({ key: 'edit-page-customer-edit-9', kind: 'edit', pageId: 'page-customer-edit', entity: 'CUSTOMER', recordId: '9' });
    workspace.openTab({ key: 'page-report', kind: 'report' });
    workspace.openTab(LIST);
    workspace.openPopup({ kind: 'edit', pageId: 'page-customer-edit', entity: 'CUSTOMER', recordId: '7', tabKey: LIST.key });
    drafts.save(edit('7'), { values: { PHONE: '021-1' } });
    drafts.save(edit('9'), { values: { PHONE: '021-9' } });
    return env;
  }

  /** What toLogin does to the workspace. */
  function expire({ workspace, state }: ReturnType<typeof setup>) {
    workspace.closeAllPopups();
    workspace.clearTabs();
    state.$user.set(null);
  }

  it('records the open forms with drafts and reopens them once, at the return path, for the same user', () => {
    const env = openWork();
    const { drafts, workspace, state } = env;
    expect(drafts.rememberOpen({ client: 'demo', userId: 'u1', path: `${RETURN}?x=1` })).toBe(true);
    expire(env);
    expect(drafts.reopen({ path: RETURN }), 'nobody signed in').toBe(false);
    state.$user.set(user('u2'));
    expect(drafts.reopen({ path: RETURN }), 'another user').toBe(false);
    state.$user.set(user('u1'));
    expect(drafts.reopen({ path: '/app/role/select/demo/crm/sales' }), 'not the return path yet').toBe(false);
    expect(drafts.reopen({ path: RETURN })).toBe(true);
    expect(workspace.$tabs.get().map((tab) => tab.key)).toEqual(['edit-page-customer-edit-9', LIST.key]);
    expect(workspace.$activeTab.get()?.key, 'back in the tab the person was in').toBe(LIST.key);
    expect(workspace.$popups.get()).toMatchObject([{ kind: 'edit', pageId: 'page-customer-edit', recordId: '7', tabKey: LIST.key }]);
    workspace.clearTabs();
    expect(drafts.reopen({ path: RETURN }), 'read once').toBe(false);
    expect(workspace.$tabs.get()).toEqual([]);
  });

  it('leaves closed the forms whose draft was discarded meanwhile, and reopens a detail holding a draft as the edit form', () => {
    const env = setup();
    const { drafts, workspace } = env;
    workspace.openTab(LIST);
    workspace.openDrawer({ kind: 'detail', pageId: 'page-customer-detail', entity: 'CUSTOMER', recordId: '5', tabKey: LIST.key });
    workspace.openPopup({ kind: 'edit', pageId: 'page-customer-edit', entity: 'CUSTOMER', recordId: '7', tabKey: LIST.key });
    drafts.save({ ...edit('5'), page: 'page-customer-detail' }, { values: { NAME: 'x' } });
    drafts.save(edit('7'), { values: { NAME: 'y' } });
    drafts.rememberOpen({ client: 'demo', userId: 'u1', path: RETURN });
    expire(env);
    env.state.$user.set(user('u1'));
    drafts.remove(edit('7'));
    expect(drafts.reopen({ path: RETURN })).toBe(true);
    expect(workspace.$popups.get()).toEqual([]);
    expect(workspace.$drawer.get()).toMatchObject({ kind: 'edit', pageId: 'page-customer-detail', recordId: '5', tabKey: LIST.key });
  });

  it('records nothing when no open form holds a draft, and drops a stale record', () => {
    const env = setup();
    const { drafts, workspace, storage, advance } = env;
    workspace.openTab(LIST);
    workspace.openPopup({ kind: 'edit', entity: 'CUSTOMER', recordId: '7', tabKey: LIST.key });
    expect(drafts.rememberOpen({ client: 'demo', userId: 'u1', path: RETURN })).toBe(false);
    drafts.save({ client: 'demo', userId: 'u1', page: 'CUSTOMER', recordId: '7' }, { values: { A: 1 } });
    expect(drafts.rememberOpen({ client: 'demo', userId: 'u1', path: RETURN })).toBe(true);
    expire(env);
    env.state.$user.set(user('u1'));
    advance(REOPEN_TTL_MS + 1);
    expect(drafts.reopen({ path: RETURN })).toBe(false);
    expect(storage.getItem(reopenStorageKey('demo', 'u1'))).toBeNull();
    expect(workspace.$popups.get()).toEqual([]);
  });
});
