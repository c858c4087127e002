import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { holdsRoleCode, SYSTEM_ROLE } from '../../core/access/index.ts';
import { tabsToClose } from '../../core/index.ts';
import type { Tab } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { useElementEvent } from '../shared/use-element-event.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { tabTitle, useMenuById } from './menu-data.ts';
import { rememberDesignerReturn } from './route-pages.ts';

export const tabId = (key: string) => `tab-${key.replace(/[^\w-]/g, '_')}`;
export const panelId = (key: string) => `panel-${key.replace(/[^\w-]/g, '_')}`;

/** Closing asks first when the tab's page holds unsaved input (the unsaved-change guard). */
function useGuardedClose() {
  const { workspace, shell } = useConcepts();
  const dirty = useStore(shell.$dirtyTabs);
  const [pending, setPending] = useState<string[] | null>(null);
  const closeNow = (keys: string[]) => keys.forEach((key) => (workspace.closeTab(key), shell.forgetTab(key)));
  const request = (keys: string[]) => (keys.some((key) => dirty[key]) ? setPending(keys) : closeNow(keys));
  return { pending, request, confirm: () => (pending && closeNow(pending), setPending(null)), cancel: () => setPending(null) };
}

/**
 * A tab closed from the keyboard takes its focused button with it: focus goes to the tab that
 * becomes active, so the keyboard stays in the tab list instead of falling back to the page.
 */
function useRefocusAfterClose(tabs: readonly Tab[], focus: (tab: Tab | undefined) => void) {
  const wanted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tabs change (the close has landed); `focus` is a new function each render and must not run it earlier.
  useEffect(() => {
    if (!wanted.current) return;
    wanted.current = false;
    focus(tabs.find((tab) => tab.active));
  }, [tabs]);
  return { expect: () => (wanted.current = true), drop: () => (wanted.current = false) };
}

/**
 * The workspace tab bar: an ARIA tablist with a roving tab stop. Arrow keys, Home and End move
 * between tabs and activate them; Delete closes the focused tab (announced by aria-keyshortcuts
 * and a hint); the menu at the end closes the others or all. The close buttons are for the
 * pointer: a button beside each tab inside the tablist is not a tab, so they stay out of the
 * accessibility tree and the tab order, and Delete is their keyboard path.
 */
/**
 * "Edit this page" for users holding the SYSTEM role (whatever role is active): the visual
 * configuration of the active tab's page config at the Config route, which runs under SYSTEM.
 */
function useEditPage(tab: Tab | undefined): (() => void) | null {
  const concepts = useConcepts();
  const { state, router, http, env } = concepts;
  const user = useStore(state.$user);
  const route = useStore(state.$route);
  if (!tab?.pageId || !holdsRoleCode(user, SYSTEM_ROLE)) return null;
  const codes = http.codes();
  const client = route?.params.client ?? codes.client;
  const system = route?.params.system ?? codes.system;
  return () => {
    // The designer's way back returns here, the tab and its page as they are (route-page.tsx).
    rememberDesignerReturn(concepts, env.location.href());
    void router.navigate({ name: 'Config', params: { mode: 'page', client, system, configId: tab.pageId } });
  };
}

export function TabBar() {
  const { workspace, i18n } = useConcepts();
  const tabs = useStore(workspace.$tabs);
  const language = useStore(i18n.$language);
  const menu = useMenuById();
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const close = useGuardedClose();
  const active = tabs.find((tab) => tab.active);
  const editPage = useEditPage(active);

  useElementEvent<CustomEvent<{ item: { value: string } }>>(menuRef, 'sl-select', (event) => {
    if (event.detail.item.value === 'edit') return editPage?.();
    close.request(tabsToClose(tabs, event.detail.item.value === 'others' ? 'others' : 'all'));
  });

  function focusTab(tab: Tab | undefined) {
    if (!tab) return;
    workspace.activateTab(tab.key);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`#${tabId(tab.key)}`)?.focus());
  }
  const refocus = useRefocusAfterClose(tabs, focusTab);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusTab(tabs[(moves[event.key]! + tabs.length) % tabs.length]);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      refocus.expect();
      close.request([tabs[index]!.key]);
    }
  }

  if (tabs.length === 0) return null;
  return (
    <div className="tab-bar">
      <span id="tab-keys-hint" className="sr-only">
        {t('tabKeysHint')}
      </span>
      <div className="tab-list" role="tablist" aria-label={t('openTabs')} ref={listRef}>
        {tabs.map((tab, index) => (
          <div key={tab.key} className={tab.active ? 'tab active' : 'tab'} data-tab={tab.key} role="presentation">
            <button
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={tab.active}
              aria-controls={panelId(tab.key)}
              tabIndex={tab.active ? 0 : -1}
              aria-keyshortcuts="Delete"
              aria-describedby="tab-keys-hint"
              onClick={() => workspace.activateTab(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tabTitle(tab, menu, language)}
            </button>
            <button
              type="button"
              className="tab-close"
              tabIndex={-1}
              aria-hidden="true"
              title={t('closeTab', tabTitle(tab, menu, language))}
              onClick={() => close.request([tab.key])}
            >
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
              <sl-icon library="shell" name="close" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
      <sl-dropdown placement="bottom-end" hoist>
        <sl-icon-button slot="trigger" library="shell" name="chevron-down" label={t('more')} className="tab-more" />
        <sl-menu ref={menuRef}>
          <sl-menu-item value="others" data-value="others">
            {t('closeOthers')}
          </sl-menu-item>
          <sl-menu-item value="all" data-value="all">
            {t('closeAll')}
          </sl-menu-item>
          {editPage && (
            <sl-menu-item value="edit" data-value="edit">
              {t('editThisPage')}
            </sl-menu-item>
          )}
        </sl-menu>
      </sl-dropdown>
      {close.pending && <ConfirmDialog message={t('unsavedChanges')} onConfirm={close.confirm} onCancel={() => (refocus.drop(), close.cancel())} />}
    </div>
  );
}
