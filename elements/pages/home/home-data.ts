/**
 * What the home page reads, each part on its own so that one failing leaves the others shown:
 * the shortcuts (the user's favourite modules, getMobileCurrentFavoriteModule, else the first
 * pages of the role's menu), the notices (FM_MESSAGE of TYPE notice, worded by the server in the
 * request's language) and, for a role with the approval right, the workflow's counts (core/work's
 * counts controller), read again whenever this core instance reports workflow work done (an
 * approval in another tab or popup).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toPlatformError } from '../../../core/index.ts';
import type { PlatformMessage } from '../../../core/session/index.ts';
import { APPROVE_RIGHT } from '../../../core/work/index.ts';
import type { Counts, CountsController, Loaded } from '../../../core/work/index.ts';
import { useConcepts } from '../../shared/concepts.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { isOpenable } from '../../shell/menu-data.ts';
import type { MenuModule } from '../../shell/menu-data.ts';

export { APPROVE_RIGHT };
export type { Counts };
/** A home page shows a glance of the menu, not all of it. */
const MAX_SHORTCUTS = 8;

export interface Part<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  error?: string;
  reload: () => void;
}

export interface Shortcuts {
  source: 'favourite' | 'menu';
  entries: MenuModule[];
}

/** A part: its loader runs again when `keys` change, and on `reload`. */
function usePart<T>(load: (() => Promise<T>) | null, keys: unknown[]): Part<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Part<T>, 'reload'>>({ status: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  // The loader is rebuilt each render; what it reads is in `keys`.
  useEffect(() => {
    const current = latest.current;
    if (!current) return undefined;
    let live = true;
    setState({ status: 'loading' });
    current().then(
      (data) => live && setState({ status: 'ready', data }),
      (failure: unknown) => live && setState({ status: 'error', error: toPlatformError(failure).message }),
    );
    return () => void (live = false);
  }, [...keys, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** The openable leaves, depth-first, skipping the home entry itself (the page is already open). */
export function menuLeaves(modules: readonly MenuModule[], into: MenuModule[] = []): MenuModule[] {
  for (const module of modules) {
    if (module.children?.length) menuLeaves(module.children, into);
    else if (isOpenable(module) && module.FLAG !== 'home') into.push(module);
  }
  return into;
}

export function useShortcuts(): Part<Shortcuts> {
  const { menus, access, state, i18n } = useConcepts();
  const config = useStore(state.$appConfig);
  const role = useStore(access.$activeRole);
  const language = useStore(i18n.$language);
  const serviceId = config?.ID == null ? '' : String(config.ID);
  return usePart<Shortcuts>(
    serviceId
      ? async () => {
          const favourites = menuLeaves(await menus.favoriteModules());
          if (favourites.length) return { source: 'favourite', entries: favourites.slice(0, MAX_SHORTCUTS) };
          const tree = await menus.userMenuTree({ serviceId, roleId: access.roleId(), mode: 'pc' });
          return { source: 'menu', entries: menuLeaves(tree).slice(0, MAX_SHORTCUTS) };
        }
      : null,
    [menus, access, serviceId, role?.id, language],
  );
}

export function useNotices(): Part<PlatformMessage[]> {
  const { session, state, i18n } = useConcepts();
  const config = useStore(state.$appConfig);
  const language = useStore(i18n.$language);
  return usePart(async () => (await session.loadMessages()).filter((message) => message.TYPE === 'notice'), [session, config?.ID, language]);
}

/** Whether the role may approve: only then does the home page show the work card (and load the work concept). */
export function useMayApprove(): boolean {
  const { access } = useConcepts();
  useStore(access.$activeRole);
  return access.hasRight(APPROVE_RIGHT);
}

/** The workflow's counts of the role, for the work card. */
export function useWorkCounts(): Part<Counts> {
  const { access } = useConcepts();
  const work = useConcept('work');
  const role = useStore(access.$activeRole);
  // Workspace tabs stay mounted: the controller reads the counts again (keeping them shown) when
  // an approval is done in another tab of this instance, and anew for another role. It is made
  // once the card is drawn, never while it renders: a render that React drops starts no call.
  const [counts, setCounts] = useState<CountsController | null>(null);
  useEffect(() => {
    const made = work.openCounts();
    setCounts(made);
    return () => made.destroy();
  }, [work, role?.id]);
  const waiting = useMemo(() => atom<Loaded<Counts>>({ status: 'loading', data: null }), []);
  const loaded = useStore(counts?.$counts ?? waiting);
  return {
    status: loaded.status,
    data: loaded.data ?? undefined,
    error: loaded.error?.message,
    reload: () => counts?.reload(),
  };
}

/** The first entry of the role's menu that opens the given page kind (the approvals from the work card). */
export function findEntry(modules: readonly MenuModule[], kind: string): MenuModule | undefined {
  for (const module of modules) {
    if (module.FLAG === kind && !module.children?.length) return module;
    const found = findEntry(module.children ?? [], kind);
    if (found) return found;
  }
  return undefined;
}
