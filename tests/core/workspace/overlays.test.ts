import { describe, expect, it } from 'vitest';
import { createContext, createMemoryStorage } from '../../../core/instance/index.ts';
import { createWorkspace } from '../../../core/workspace/index.ts';

function setup() {
  return createWorkspace(createContext({ storage: createMemoryStorage() }), { now: () => 1 });
}

describe('popups and drawer (spec §4)', () => {
  it('popups form a stack closed last in, first out', () => {
    const workspace = setup();
    workspace.openPopup({ kind: 'add', title: 'one' });
    workspace.openPopup({ kind: 'find', title: 'two' });
    expect(workspace.$popups.get().map((popup) => popup.title)).toEqual(['one', 'two']);
    expect(workspace.closePopup()?.title).toBe('two');
    expect(workspace.closePopup()?.title).toBe('one');
    expect(workspace.closePopup()).toBeNull();
  });

  it('closes all popups, opens and closes the drawer', () => {
    const workspace = setup();
    workspace.openPopup({ kind: 'a' });
    workspace.openPopup({ kind: 'b' });
    workspace.closeAllPopups();
    expect(workspace.$popups.get()).toEqual([]);
    workspace.openDrawer({ kind: 'detail', recordId: '3' });
    expect(workspace.$drawer.get()).toMatchObject({ kind: 'detail', recordId: '3' });
    workspace.closeDrawer();
    expect(workspace.$drawer.get()).toBeNull();
  });

  it('popups and the drawer close with the tab that opened them (beyond spec)', () => {
    const workspace = setup();
    workspace.openTab({ key: 'a' });
    workspace.openTab({ key: 'b' });
    workspace.openPopup({ kind: 'x', tabKey: 'a' });
    workspace.openPopup({ kind: 'y', tabKey: 'b' });
    workspace.openDrawer({ kind: 'z', tabKey: 'a' });
    workspace.closeTab('a');
    expect(workspace.$popups.get().map((popup) => popup.kind)).toEqual(['y']);
    expect(workspace.$drawer.get()).toBeNull();
    workspace.clearTabs();
    expect(workspace.$popups.get()).toEqual([]);
  });

  it('the default back action: popup, drawer, second level, child, then nothing', () => {
    const workspace = setup();
    workspace.openTab({ key: 'a' });
    workspace.pushChild({ kind: 'detail' });
    workspace.pushSecondLevel({ kind: 'edit' });
    workspace.openDrawer({ kind: 'd' });
    workspace.openPopup({ kind: 'p' });
    expect(workspace.back()).toBe(true);
    expect(workspace.$popups.get()).toEqual([]);
    expect(workspace.back()).toBe(true);
    expect(workspace.$drawer.get()).toBeNull();
    expect(workspace.back()).toBe(true);
    expect(workspace.$currentRoute.get()?.kind).toBe('detail');
    expect(workspace.back()).toBe(true);
    expect(workspace.$currentRoute.get()?.key).toBe('a');
    expect(workspace.back()).toBe(false);
  });
});
