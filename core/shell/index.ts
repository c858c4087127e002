/**
 * What the shell's parts and the elements of one instance share on the page, kept on the
 * instance so that two platforms on one page share none of it: the tabs holding unsaved input,
 * which element of a group draws what the group shares (the notifications, the sign-in form),
 * one session check for every element asking at once, and the key press that closed a popup.
 * A page concept: loaded with `loadPageConcepts()`, never in core's first chunk.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Http } from '../http/index.ts';

/** One group of elements of which the first (in the order given at `join`) draws the shared thing. */
export interface OwnerGroup<T extends object = object> {
  /** The members in order: the first one owns the group. */
  $owners: ReadableAtom<readonly T[]>;
  /**
   * Adds a member and sorts the group with `order` (elements pass document order: their bodies
   * load on demand, in any order). Returns the function that takes it out again.
   */
  join(owner: T, order?: (a: T, b: T) => number): () => void;
}

/** An app's help text (FM_HELP): a title and rich text (sanitise before drawing it). */
export interface HelpRecord {
  TITLE?: string;
  CONTENT?: string;
}

/** Whose help: the id, and the client and system of the address (the calls' defaults otherwise). */
export interface HelpQuery {
  id: string;
  client?: string;
  system?: string;
}

export interface ShellDeps {
  http: Pick<Http, 'request'>;
  /** Loads the signed-in user (session.loadUser); rejects when there is no session. */
  loadUser: () => Promise<unknown>;
}

export interface Shell {
  /** Which tabs hold unsaved input, reported by their pages (`onDirtyChange`); the tab bar asks before closing one. */
  $dirtyTabs: ReadableAtom<Readonly<Record<string, boolean>>>;
  setTabDirty(tabKey: string, dirty: boolean): void;
  /** A closed tab's entry goes. */
  forgetTab(tabKey: string): void;
  /** The group of that name (one per name and instance). */
  owners<T extends object = object>(group: string): OwnerGroup<T>;
  /** Checks the session once for every element asking at once (the user load); settles as it does. */
  checkSession(): Promise<unknown>;
  /**
   * One Escape press reaches every open dialog in turn: once the top popup is gone the next one
   * is "top" and would close on the same key press. True for the first close of a press (at
   * `timeStamp`, ms), false for a close within 50 ms of the one before.
   */
  keyboardClose(timeStamp: number): boolean;
  /** The help page of an app (route ServiceHelp): FM_HELP `get`; `{}` when the server has none. */
  help(query: HelpQuery): Promise<HelpRecord>;
}

/** Closes this close together come from one key press. */
const SAME_PRESS_MS = 50;

function createOwnerGroup<T extends object>(): OwnerGroup<T> {
  const $owners = atom<readonly T[]>([]);
  return {
    $owners,
    join(owner, order) {
      const next = [...$owners.get(), owner];
      if (order) next.sort(order);
      $owners.set(next);
      return () => $owners.set($owners.get().filter((member) => member !== owner));
    },
  };
}

export function createShell(deps: ShellDeps): Shell {
  const $dirtyTabs = atom<Readonly<Record<string, boolean>>>({});
  const groups = new Map<string, OwnerGroup<object>>();
  let checking: Promise<unknown> | undefined;
  let lastKeyboardClose = Number.NEGATIVE_INFINITY;
  return {
    $dirtyTabs,
    setTabDirty(tabKey, dirty) {
      if (Boolean($dirtyTabs.get()[tabKey]) === dirty) return;
      $dirtyTabs.set({ ...$dirtyTabs.get(), [tabKey]: dirty });
    },
    forgetTab(tabKey) {
      const { [tabKey]: _gone, ...rest } = $dirtyTabs.get();
      $dirtyTabs.set(rest);
    },
    owners<T extends object>(group: string) {
      let found = groups.get(group);
      if (!found) groups.set(group, (found = createOwnerGroup<object>()));
      return found as unknown as OwnerGroup<T>;
    },
    checkSession() {
      checking ??= deps.loadUser().finally(() => {
        checking = undefined;
      });
      return checking;
    },
    keyboardClose(timeStamp) {
      if (timeStamp - lastKeyboardClose < SAME_PRESS_MS) return false;
      lastKeyboardClose = timeStamp;
      return true;
    },
    async help({ id, client, system }) {
      const reply = await deps.http.request<{ bean?: { data?: HelpRecord } }>({ entity: 'FM_HELP', action: 'get', params: { id }, client, system });
      return reply?.bean?.data ?? {};
    },
  };
}
