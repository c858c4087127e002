import '@shoelace-style/shoelace/dist/components/tree/tree.js';
import '@shoelace-style/shoelace/dist/components/tree-item/tree-item.js';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toPlatformError } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { MenuIcon } from '../shared/menu-icons.tsx';
import { useElementEvent } from '../shared/use-element-event.ts';
import { isOpenable, menuLabel, menuOpenOptions } from './menu-data.ts';
import type { MenuModule } from './menu-data.ts';
import type { MenuMode } from '../../core/menus/index.ts';
import { useOpenModule } from './open-module.ts';

/** A folder whose entries are all left out (the pc-only ones of a `move` menu) would open nothing. */
function withoutEmptyFolders(modules: MenuModule[]): MenuModule[] {
  return modules.flatMap((module) => {
    if (!module.children?.length) return isOpenable(module) ? [module] : [];
    const children = withoutEmptyFolders(module.children);
    return children.length ? [{ ...module, children }] : [];
  });
}

/** Loads the menu tree of the app for the active role (FM_MODULE getUserMenuTreeData). */
function useMenuTree(mode: MenuMode): { modules: MenuModule[]; error: string } {
  const { menus, access, state } = useConcepts();
  const config = useStore(state.$appConfig);
  const role = useStore(access.$activeRole);
  const [modules, setModules] = useState<MenuModule[]>([]);
  const [error, setError] = useState('');
  const serviceId = config?.ID;
  const roleId = access.roleId();
  useEffect(() => {
    if (!serviceId) return;
    let live = true;
    menus
      .userMenuTree({ serviceId: String(serviceId), roleId, mode })
      .then((tree) => live && (setModules(mode === 'move' ? withoutEmptyFolders(tree) : tree), setError('')))
      .catch((failure) => live && setError(toPlatformError(failure).message));
    return () => void (live = false);
  }, [menus, serviceId, roleId, role?.id, mode]);
  return { modules, error };
}

function MenuItems({ modules, language }: { modules: MenuModule[]; language: string }) {
  return modules.map((module) => (
    <sl-tree-item key={module.ID} data-module={module.ID} expanded={false}>
      <MenuIcon name={module.ICON} folder={Boolean(module.children?.length)} className="menu-icon" />
      <span className="menu-label">{menuLabel(module, language)}</span>
      {module.children?.length ? <MenuItems modules={module.children} language={language} /> : null}
    </sl-tree-item>
  ));
}

function findModule(modules: MenuModule[], id: string): MenuModule | undefined {
  for (const module of modules) {
    if (module.ID === id) return module;
    const found = findModule(module.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The entry of the active tab is the tree's selected item, its folders open: the highlight
 * follows the tab whichever way it became active (the tab bar, the address, an operation).
 * Setting `selected` does not fire sl-selection-change, so nothing opens again.
 */
function useHighlightActiveTab(treeRef: { current: HTMLElement | null }, modules: MenuModule[]): void {
  const { workspace } = useConcepts();
  const active = useStore(workspace.$activeTab);
  const moduleId = active?.moduleId ?? '';
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree) return;
    for (const item of tree.querySelectorAll<HTMLElement & { selected: boolean; expanded: boolean }>('sl-tree-item')) {
      const chosen = moduleId !== '' && item.getAttribute('data-module') === moduleId;
      if (item.selected !== chosen) item.selected = chosen;
      if (!chosen) continue;
      for (let parent = item.parentElement; parent && parent !== tree; parent = parent.parentElement) {
        if (parent.localName === 'sl-tree-item') (parent as HTMLElement & { expanded: boolean }).expanded = true;
      }
    }
  }, [treeRef, moduleId, modules]);
}

/**
 * The app's menu as a Shoelace tree (a `tree` with `treeitem`s: arrow keys move, Enter opens,
 * left/right collapse and expand). Choosing a leaf opens its page as its OPEN_TYPE says.
 */
export function SideMenu({ onModules, mode = 'pc', onPick }: { onModules?: (modules: MenuModule[]) => void; mode?: MenuMode; onPick?: () => void }) {
  const { i18n, menus } = useConcepts();
  const language = useStore(i18n.$language);
  const t = useT();
  const { modules, error } = useMenuTree(mode);
  const open = useOpenModule();
  const treeRef = useRef<HTMLElement>(null);
  const lastOpen = useRef({ id: '', at: 0 });
  useHighlightActiveTab(treeRef, modules);

  useEffect(() => {
    menus.remember(modules);
    onModules?.(modules);
  }, [menus, modules, onModules]);

  function openItem(item: Element | null | undefined) {
    const id = item?.getAttribute('data-module');
    const module = id ? findModule(modules, id) : undefined;
    if (!module || module.children?.length || !isOpenable(module)) return;
    // A click also changes the selection: open once for both events.
    const now = performance.now();
    if (lastOpen.current.id === module.ID && now - lastOpen.current.at < 300) return;
    lastOpen.current = { id: module.ID, at: now };
    open(module, menuOpenOptions(module, menuLabel(module, language)));
    onPick?.();
  }

  useElementEvent<CustomEvent<{ selection: Element[] }>>(treeRef, 'sl-selection-change', (event) => openItem(event.detail.selection[0]));
  useElementEvent<MouseEvent>(treeRef, 'click', (event) => {
    const item = event.composedPath().find((node) => node instanceof Element && node.localName === 'sl-tree-item');
    openItem(item as Element | undefined);
  });

  return (
    <nav className="side-menu" aria-label={t('mainMenu')}>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {!error && modules.length === 0 && <p className="muted">{t('menuEmpty')}</p>}
      <sl-tree ref={treeRef} selection="leaf" aria-label={t('mainMenu')}>
        <MenuItems modules={modules} language={language} />
      </sl-tree>
    </nav>
  );
}
