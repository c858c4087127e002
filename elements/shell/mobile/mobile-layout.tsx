/**
 * The layout of the mobile screen class (spec §4: up to 992 px; PAGES.md "Mobile"), also used in
 * the messaging webviews: a header with back, the page's title and the menu button; one page at
 * a time (the workspace keeps its tabs, only the active one shows); the bottom bar; the menu of
 * mode `move` over the whole screen, closing after a pick; popups and drawers as full-screen sheets.
 */
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConcepts } from '../../shared/concepts.ts';
import { ErrorBoundary } from '../../shared/error-boundary.tsx';
import { BottomBar } from '../bottom-bar.tsx';
import { tabTitle, useMenuById } from '../menu-data.ts';
import { Overlays } from '../overlays.tsx';
import { SideMenu } from '../side-menu.tsx';
import { Notices, VersionBanner } from '../status.tsx';
import { TabPanels } from '../tab-panels.tsx';
import { UserMenu } from '../user-menu.tsx';
import { MOBILE_CSS } from './mobile-styles.ts';
import { useMobileText } from './mobile-text.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

/**
 * Back on a phone: the page's back action of spec §2 (a popup, the drawer, a child page), else
 * the previous page (the active tab closes and the one before it shows).
 */
function useMobileBack(): { canGoBack: boolean; goBack: () => void } {
  const { workspace } = useConcepts();
  const tabs = useStore(workspace.$tabs);
  const popups = useStore(workspace.$popups);
  const drawer = useStore(workspace.$drawer);
  const active = tabs.find((tab) => tab.active);
  const canGoBack = popups.length > 0 || Boolean(drawer) || Boolean(active && (active.children.length > 0 || tabs.length > 1));
  const goBack = useCallback(() => {
    if (workspace.back()) return;
    const current = workspace.$tabs.get().find((tab) => tab.active);
    if (current && workspace.$tabs.get().length > 1) workspace.closeTab(current.key);
  }, [workspace]);
  return { canGoBack, goBack };
}

function usePageTitle(): string {
  const { workspace, i18n } = useConcepts();
  const active = useStore(workspace.$activeTab);
  const menu = useMenuById();
  const language = useStore(i18n.$language);
  if (!active) return '';
  const child = active.children[active.children.length - 1];
  const page = child?.children[child.children.length - 1] ?? child;
  return page?.title || '' || tabTitle(active, menu, language);
}

function MobileHeader({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const t = useMobileText();
  const { canGoBack, goBack } = useMobileBack();
  return (
    <header className="top-bar mobile-top-bar" part="header">
      {canGoBack && <sl-icon-button library="shell" name="chevron-left" label={t('back')} className="mobile-back" onClick={goBack} />}
      <h1 className="mobile-title">{usePageTitle()}</h1>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: sl-icon-button hands aria-expanded to its inner button, which opens the menu */}
      <sl-icon-button
        library="shell"
        name="menu"
        label={t('openMenu')}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        className="menu-toggle"
        onClick={onMenu}
      />
      <UserMenu />
    </header>
  );
}

/** The role's `move` menu over the whole screen; it stays mounted (its tree loads once) and closes after a pick. */
function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMobileText();
  const closeButton = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('menuTitle')} hidden={!open} part="menu">
      <div className="mobile-menu-head">
        <h2>{t('menuTitle')}</h2>
        <sl-icon-button ref={closeButton} library="shell" name="close" label={t('closeMenu')} onClick={onClose} />
      </div>
      <div className="mobile-menu-body">
        <ErrorBoundary region="menu">
          <SideMenu mode="move" onPick={onClose} />
        </ErrorBoundary>
      </div>
    </div>
  );
}

export function MobileLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="layout mobile-layout" data-screen="mobile">
      <Styles css={MOBILE_CSS} />
      <ErrorBoundary region="header">
        <MobileHeader menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
      </ErrorBoundary>
      <main className="workspace" part="workspace">
        <VersionBanner />
        <Notices />
        <TabPanels />
        <ErrorBoundary region="menu">
          <BottomBar />
        </ErrorBoundary>
      </main>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <Overlays />
    </div>
  );
}
