import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { routeDef } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { menuLabel, menuOpenOptions } from './menu-data.ts';
import type { MenuModule } from './menu-data.ts';

/** The role's home entry of the loaded menu: the app's HOME_MODULE (docs/server-contract.md), else an entry flagged `home`. */
function homeEntry(menu: Readonly<Record<string, MenuModule>>, homeModule: unknown): MenuModule | undefined {
  if (typeof homeModule === 'string' && menu[homeModule]) return menu[homeModule];
  return Object.values(menu).find((module) => module.FLAG === 'home');
}

/**
 * The way home from a page that cannot be shown (no access, not found): in the workspace, the
 * role's home entry of the menu (首页) as a tab; elsewhere, or without such an entry, the app's
 * start address `/` (the guard fills in the default app and the role). Null where no router
 * runs (an element alone in a host page: the host owns its navigation).
 */
export function useGoHome(): (() => void) | null {
  const concepts = useConcepts();
  const { state, router, i18n } = concepts;
  const route = useStore(state.$route);
  // The workspace shows on the routes with a role; the menu's home is there.
  const inWorkspace = !!route && !!routeDef(route.name)?.role;
  const goHome = useCallback(() => {
    // Read when chosen: the menus are a page concept, in by the time a page offers the way home.
    const home = inWorkspace ? homeEntry(concepts.menus.$byId.get(), state.$appConfig.get()?.HOME_MODULE) : undefined;
    if (home) router.open({ ...menuOpenOptions(home, menuLabel(home, i18n.$language.get())), openType: undefined });
    else void router.navigate('/');
  }, [concepts, router, i18n, state, inWorkspace]);
  return route ? goHome : null;
}
