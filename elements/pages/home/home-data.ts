/**
 * What the home page reads, each part on its own so that one failing leaves the others shown:
 * the shortcuts (the user's favourite modules, getMobileCurrentFavoriteModule, else the first
 * pages of the role's menu), the notices (FM_MESSAGE of TYPE notice, worded by the server in the
 * request's language) and, for a role with the approval right, the workflow's counts, read again
 * whenever this core instance reports workflow work done (an approval in another tab or popup).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toPlatformError } from '../../../core/index.ts';
import type { PlatformMessage } from '../../../core/session/index.ts';
import { useConcepts } from '../../shared/concepts.ts';
import { isOpenable } from '../../shell/menu-data.ts';
import type { MenuModule } from '../../shell/menu-data.ts';
import { usePageServices } from '../kit/services.ts';
import { PROCESS_ENTITY } from '../workflow/work-calls.ts';

/** The right code the workflow checks on approval tasks (docs/server-contract.md "Workflow"). */
export const APPROVE_RIGHT = 'process.approve';
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

export interface Counts {
  waiting: number;
  started: number;
  done: number;
}

/** A part, and `refresh`: read it again while what it shows stays up (no loading line). */
function usePart<T>(load: (() => Promise<T>) | null, keys: unknown[]): Part<T> & { refresh: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Part<T>, 'reload'>>({ status: 'loading' });
  const quiet = useRef(false);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    if (!quiet.current) setState({ status: 'loading' });
    quiet.current = false;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (failure: unknown) => live && setState({ status: 'error', error: toPlatformError(failure).message }),
    );
    return () => void (live = false);
    // The loader is rebuilt each render; what it reads is in `keys`.
  }, [...keys, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    quiet.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload, refresh };
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

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** The workflow's counts, or null when the role may not approve (the page then shows no work card). */
export function useWorkCounts(): Part<Counts> | null {
  const { http, access } = useConcepts();
  const services = usePageServices();
  const role = useStore(access.$activeRole);
  const allowed = access.hasRight(APPROVE_RIGHT);
  const part = usePart<Counts>(
    allowed
      ? async () => {
          const reply = await http.request<Record<string, unknown>>({ entity: 'PROCESS', action: 'counts', method: 'GET', process: true, silent: true });
          return { waiting: count(reply?.waiting), started: count(reply?.started), done: count(reply?.done) };
        }
      : null,
    [http, allowed, role?.id],
  );
  // Workspace tabs stay mounted: without this, an approval made in another tab leaves the counts
  // as they were. The task pages announce their work as a save of PROCESS (use-task-actions.ts).
  const { refresh } = part;
  useEffect(() => {
    if (!allowed) return undefined;
    return services.$saved.listen((saved) => {
      if (saved?.entity === PROCESS_ENTITY) refresh();
    });
  }, [services, allowed, refresh]);
  return allowed ? part : null;
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
