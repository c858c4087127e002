import type { ReadableAtom } from 'nanostores';
import type { ChildPage, Overlay, OverlayInput, PageRef, Tab, TabInput } from '../workspace/index.ts';
import { FORM_KINDS } from './keys.ts';

/**
 * The forms to reopen after the next login of one user: written by toLogin (session expiry)
 * before it closes the popups and clears the tabs, taken once when that user arrives again at
 * the return path. Only forms that still hold a draft come back, with the tab they belonged to.
 */
export interface ReopenRecord {
  /** The return path toLogin put in the login route's `path` query. */
  path: string;
  savedAt: number;
  /** Tabs to reopen with their child pages; the one flagged active was in front. */
  tabs: Array<Omit<Tab, 'time'>>;
  popups: OverlayPage[];
  drawer?: OverlayPage;
}

/** A popup or the drawer as recorded: the page it showed and the tab that opened it. */
export type OverlayPage = Omit<Overlay, 'id' | 'time'>;

/** The part of core/workspace the reopen reads and drives. */
export interface WorkspaceView {
  $tabs: ReadableAtom<readonly Tab[]>;
  $popups: ReadableAtom<readonly Overlay[]>;
  $drawer: ReadableAtom<Overlay | null>;
  openTab(input: TabInput): void;
  openPopup(input: OverlayInput): unknown;
  openDrawer(input: OverlayInput): unknown;
}

/** A reopen record older than this is dropped: a form from yesterday should not pop up unasked. */
export const REOPEN_TTL_MS = 24 * 60 * 60 * 1000;

type HasDraft = (page: PageRef) => boolean;

function pagesOf(tab: { children: readonly ChildPage[] } & PageRef): PageRef[] {
  const pages: PageRef[] = [tab];
  for (const child of tab.children) pages.push(child, ...child.children);
  return pages;
}

function holdsDraft(page: PageRef, hasDraft: HasDraft): boolean {
  return FORM_KINDS.includes(page.kind) && hasDraft(page);
}

/** A draft exists only for input: a detail page whose record has one reopens as the edit form. */
function editable<P extends PageRef>(page: P, hasDraft: HasDraft): P {
  return page.kind === 'detail' && hasDraft(page) ? { ...page, kind: 'edit' } : page;
}

function overlayPage({ id: _id, time: _time, ...page }: Overlay): OverlayPage {
  return page;
}

/** What of the workspace to bring back, or null when no open form holds a draft. */
export function snapshotOpenForms(workspace: WorkspaceView, hasDraft: HasDraft, path: string, now: number): ReopenRecord | null {
  const popups = workspace.$popups
    .get()
    .filter((popup) => holdsDraft(popup, hasDraft))
    .map(overlayPage);
  const drawerNow = workspace.$drawer.get();
  const drawer = drawerNow && holdsDraft(drawerNow, hasDraft) ? overlayPage(drawerNow) : undefined;
  const owners = new Set([...popups, ...(drawer ? [drawer] : [])].map((overlay) => overlay.tabKey));
  const all = workspace.$tabs.get();
  const withForms = all.filter((tab) => owners.has(tab.key) || pagesOf(tab).some((page) => holdsDraft(page, hasDraft)));
  if (withForms.length === 0 && popups.length === 0 && !drawer) return null;
  // The person comes back to the tab they were in, whatever it showed.
  const tabs = all.filter((tab) => tab.active || withForms.includes(tab)).map(({ time: _time, ...tab }) => tab);
  return { path, savedAt: now, tabs, popups, ...(drawer ? { drawer } : {}) };
}

/**
 * Opens again what the record names and still holds a draft (a draft discarded meanwhile stays
 * closed). Tabs open first, the active one last so that it is in front; then the popups in their
 * stacking order and the drawer. Returns whether anything opened.
 */
export function reopenForms(record: ReopenRecord, workspace: WorkspaceView, hasDraft: HasDraft): boolean {
  const popups = record.popups.filter((popup) => holdsDraft(popup, hasDraft));
  const drawer = record.drawer && holdsDraft(record.drawer, hasDraft) ? record.drawer : undefined;
  const owners = new Set([...popups, ...(drawer ? [drawer] : [])].map((overlay) => overlay.tabKey));
  const formTabs = record.tabs.filter((tab) => owners.has(tab.key) || pagesOf(tab).some((page) => holdsDraft(page, hasDraft)));
  if (formTabs.length === 0 && popups.length === 0 && !drawer) return false;
  const tabs = record.tabs.filter((tab) => tab.active || formTabs.includes(tab));
  const ordered = [...tabs.filter((tab) => !tab.active), ...tabs.filter((tab) => tab.active)];
  for (const { active: _active, children, ...tab } of ordered) {
    workspace.openTab({
      ...editable(tab, hasDraft),
      children: children.map((child) => ({ ...editable(child, hasDraft), children: child.children.map((second) => editable(second, hasDraft)) })),
    });
  }
  for (const popup of popups) workspace.openPopup(editable(popup, hasDraft));
  if (drawer) workspace.openDrawer(editable(drawer, hasDraft));
  return true;
}

export function parseReopenRecord(body: string | null): ReopenRecord | null {
  if (!body) return null;
  try {
    const record = JSON.parse(body) as ReopenRecord | null;
    const valid =
      !!record && typeof record.path === 'string' && typeof record.savedAt === 'number' && Array.isArray(record.tabs) && Array.isArray(record.popups);
    return valid ? record : null;
  } catch {
    return null;
  }
}
