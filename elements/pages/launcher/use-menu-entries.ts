/**
 * The menu entries under one menu or module that the active role may see (FM_MODULE
 * getUserMenuTreeData with moduleId and roleId, as the side menu loads the whole tree), and the
 * entry itself for its name. Loaded again when the role changes. The menu mode is the side
 * menu's (`pc`), so a launcher offers exactly the entries the side menu offers beside it.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { toPlatformError } from '../../../core/index.ts';
import type { MenuModule } from '../../../core/menus/index.ts';
import { useConcepts } from '../../shared/concepts.ts';

export interface MenuEntries {
  status: 'loading' | 'ready' | 'error';
  /** The menu or module named by the id (undefined when the role may not read it). */
  root?: MenuModule;
  entries: MenuModule[];
  error?: Error;
  reload: () => void;
}

export function useMenuEntries(menuId: string | undefined): MenuEntries {
  const { menus, access, state } = useConcepts();
  const config = useStore(state.$appConfig);
  const role = useStore(access.$activeRole);
  const [data, setData] = useState<Omit<MenuEntries, 'reload'>>({ status: 'loading', entries: [] });
  const [attempt, setAttempt] = useState(0);
  const serviceId = config?.ID === undefined || config?.ID === null ? undefined : String(config.ID);
  const roleId = role?.id ?? access.roleId();

  useEffect(() => {
    if (!menuId) return;
    let live = true;
    setData((d) => ({ ...d, status: 'loading', error: undefined }));
    Promise.all([
      menus.userMenuTree({ moduleId: menuId, roleId, serviceId, mode: 'pc' }),
      // The name is for the heading only: a module the role cannot read still shows its entries.
      menus.module(menuId).catch(() => undefined),
    ]).then(
      ([entries, root]) => live && setData({ status: 'ready', entries, root }),
      (failure: unknown) => live && setData({ status: 'error', entries: [], error: toPlatformError(failure) }),
    );
    return () => void (live = false);
  }, [menus, menuId, roleId, serviceId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...data, reload };
}
