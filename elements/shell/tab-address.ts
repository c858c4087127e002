import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { moduleTabKey } from '../../core/index.ts';
import type { Router } from '../../core/index.ts';
import { followOverlaysInAddress, followTabsInAddress, isModuleTab } from '../../core/pages.ts';
import type { TabAddress } from '../../core/pages.ts';
import type { Menus } from '../../core/menus/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { menuLabel, menuOpenOptions } from './menu-data.ts';

interface ReopenDeps {
  router: Router;
  menus: Menus;
  language: string;
  /** Tells the user the address named a page that cannot be opened. */
  missing(key: string): void;
}

/**
 * Opens the tab an address names when it is not open (a copied address in a new browser, Back to
 * a closed tab): a menu entry's tab as its menu entry opens it, as a tab whatever its OPEN_TYPE
 * (the address named a tab); a module index by its menu; any other page from the address's fields.
 */
async function reopenTab(tab: TabAddress, deps: ReopenDeps): Promise<void> {
  const { router, menus, language } = deps;
  if (tab.moduleId && tab.key === moduleTabKey(tab.moduleId)) return router.open({ menuId: tab.moduleId });
  if (isModuleTab(tab) && tab.moduleId) {
    const module = menus.$byId.get()[tab.moduleId] ?? (await menus.module(tab.moduleId).catch(() => undefined));
    if (!module) return deps.missing(tab.key);
    const options = menuOpenOptions(module, menuLabel(module, language));
    return router.open({ ...options, openType: undefined, key: tab.key, recordId: tab.recordId });
  }
  if (!tab.kind) return deps.missing(tab.key);
  const { key, kind, pageId, entity, moduleId, recordId, title } = tab;
  router.open({ key, kind, pageId, entity, moduleId, recordId, title });
}

/**
 * While the workspace shows, the address and the active tab follow each other
 * (core/router/tab-address.ts): a tab switch writes `?tab=…&id=…`, Back and Forward and a copied
 * address activate or open the tab they name, a menuId or a shared record opens its page.
 */
export function useTabsInAddress(): void {
  const { state, router, workspace, menus, i18n, notifier } = useConcepts();
  const t = useT();
  const language = useStore(i18n.$language);
  const words = useRef({ t, language });
  words.current = { t, language };
  useEffect(
    () =>
      followTabsInAddress({
        $route: state.$route,
        workspace,
        showQuery: router.showQuery,
        open: router.open,
        reopen: (tab) =>
          reopenTab(tab, {
            router,
            menus,
            language: words.current.language,
            missing: (key) => void notifier.notify({ kind: 'error', message: words.current.t('addressTabMissing', key) }),
          }),
      }),
    [state, router, workspace, menus, notifier],
  );
}

/**
 * While the workspace shows, the open popup and drawer are in the address too
 * (core/router/overlay-address.ts): a reload reopens them over their tab, Back closes them.
 */
export function useOverlaysInAddress(): void {
  const { state, router, workspace, env } = useConcepts();
  useEffect(
    () =>
      followOverlaysInAddress({
        $route: state.$route,
        workspace,
        showQuery: router.showQuery,
        href: () => env.location.href(),
        back: () => env.location.back(),
        onAddressChange: (listener) => env.location.subscribe(listener),
        signedIn: () => !!state.$user.get(),
      }),
    [state, router, workspace, env],
  );
}
