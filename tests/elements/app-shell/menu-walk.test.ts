/**
 * Every seeded menu entry opens a working page: each leaf of the role's menu is chosen in the side
 * menu as a user does, and where it opened (a tab, a popup, the drawer, a new window) must show a
 * page, neither the "unregistered page kind" message nor an error, an alert or an error notice.
 */
import { indexMenu } from '../../../core/pages.ts';
import { isOpenable } from '../../../elements/shell/menu-data.ts';
import type { MenuModule } from '../../../elements/shell/menu-data.ts';
import { assert } from '../../support/assert.ts';
import { setViewport } from '../../support/commands.ts';
import { deepQueryAll, sleep, unmountAll, waitFor } from '../../support/dom.ts';
import { loginAs, q, startShell } from './shell-helpers.ts';
import type { ShellUnderTest } from './shell-helpers.ts';

interface Opened {
  where: string;
  container: Element | null;
}

const BUSY = '.lazy-loading, .state.loading, [aria-busy="true"], [data-bundles-loading]';
const BROKEN = '[data-unknown-page], .error-panel, .state.error, [role="alert"]';

/** The text a user sees, shadow roots included (the PDF viewer draws in its own). */
function deepText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE && child.parentElement?.localName !== 'style') text += child.textContent;
    else if (child instanceof Element) text += (child.shadowRoot ? deepText(child.shadowRoot) : '') + deepText(child);
  }
  return text;
}

function leaves(modules: readonly MenuModule[]): MenuModule[] {
  return Object.values(indexMenu(modules)).filter((module) => !module.children?.length && isOpenable(module));
}

async function menuModules(shell: ShellUnderTest): Promise<MenuModule[]> {
  const { core } = shell;
  const config = core.state.$appConfig.get();
  return core.menus.userMenuTree({ serviceId: String(config?.ID), roleId: core.access.roleId(), mode: 'pc' });
}

/** Chooses the entry in the side menu (its tree item is clicked as a user clicks it). */
async function choose(shell: ShellUnderTest, module: MenuModule, opened: string[]): Promise<Opened> {
  const { root, core } = shell;
  const before = { popups: core.workspace.$popups.get().length, windows: opened.length };
  const item = await waitFor(() => q<HTMLElement>(root, `sl-tree-item[data-module="${module.ID}"]`), `menu item ${module.ID}`, 10000);
  item.click();
  // The store changes first and the container is drawn after: wait for the container itself.
  const found = (where: string, container: Element | null): Opened | null => (container ? { where, container } : null);
  return waitFor(
    () => {
      if (opened.length > before.windows) return { where: `new window ${opened[opened.length - 1]}`, container: null };
      if (core.workspace.$popups.get().length > before.popups) return found('popup', q(root, 'sl-dialog.popup'));
      if (core.workspace.$drawer.get()) return found('drawer', q(root, 'sl-drawer.drawer'));
      const tab = core.workspace.$activeTab.get();
      if (tab?.moduleId === module.ID) return found(`tab ${tab.key}`, q(root, `[data-tab-panel="${tab.key}"]:not([hidden])`));
      return null;
    },
    `${module.ID} to open somewhere`,
    10000,
  );
}

/** The opened page once it settled: loaded, drawn, and free of error states (shadow roots included). */
async function checkPage(shell: ShellUnderTest, module: MenuModule, opened: Opened, errorsBefore: number): Promise<string | null> {
  if (!opened.container) return null;
  const container = opened.container;
  try {
    await waitFor(
      () => (deepQueryAll(container, BUSY).length === 0 && deepText(container).trim().length > 0 ? true : null),
      `${module.ID} to finish loading`,
      15000,
    );
  } catch {
    return `${module.ID} (${opened.where}) never finished loading`;
  }
  // A late error (a second call, a chunk after the first draw) has a moment to show.
  await sleep(250);
  const broken = deepQueryAll(container, BROKEN).map((element) => `${element.className || element.localName}: ${element.textContent?.trim().slice(0, 120)}`);
  const notices = shell.core.notifier.$notifications
    .get()
    .filter((entry) => entry.kind === 'error')
    .slice(errorsBefore)
    .map((entry) => entry.message);
  if (broken.length || notices.length) return `${module.ID} (${opened.where}): ${[...broken, ...notices].join(' | ')}`;
  return null;
}

function closeAll(shell: ShellUnderTest): void {
  const { workspace } = shell.core;
  while (workspace.$popups.get().length) workspace.closePopup();
  if (workspace.$drawer.get()) workspace.closeDrawer();
  for (const tab of workspace.$tabs.get()) workspace.closeTab(tab.key);
}

async function walk(account: string): Promise<void> {
  const opened: string[] = [];
  const realOpen = window.open;
  // Entries that open a new window (links, openType 3/4) are recorded instead of leaving the test page.
  window.open = ((url?: string | URL) => (opened.push(String(url)), { closed: false, focus() {} } as unknown as Window)) as typeof window.open;
  try {
    // The desktop layout: its side menu is the pc menu walked here (a phone-sized window shows the move menu).
    await setViewport(1440, 900);
    const shell = await startShell();
    await loginAs(shell.root, account);
    const entries = leaves(await menuModules(shell));
    assert(entries.length >= 10, `${account} has a real menu (${entries.length} entries)`);
    const failures: string[] = [];
    for (const module of entries) {
      const errorsBefore = shell.core.notifier.$notifications.get().filter((entry) => entry.kind === 'error').length;
      const where = await choose(shell, module, opened);
      const failure = await checkPage(shell, module, where, errorsBefore);
      if (failure) failures.push(failure);
      closeAll(shell);
      await sleep(50);
    }
    assert(failures.length === 0, `every menu entry of ${account} opens a working page:\n${failures.join('\n')}`);
    const home = String(shell.core.state.$appConfig.get()?.HOME_MODULE ?? '');
    assert(
      entries.some((module) => module.ID === home),
      `${account}'s menu has the role's home (${home})`,
    );
  } finally {
    window.open = realOpen;
  }
}

describe('app-shell: every seeded menu entry opens a working page', () => {
  afterEach(unmountAll);

  it('for admin (every role, admin default)', async function (this: MochaContext) {
    this.timeout(240000);
    await walk('admin');
  });

  it('for alice (one role, sales)', async function (this: MochaContext) {
    this.timeout(240000);
    await walk('alice');
  });
});
