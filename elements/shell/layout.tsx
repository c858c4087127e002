import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { Overlays } from './overlays.tsx';
import { SideMenu } from './side-menu.tsx';
import { Notices, VersionBanner } from './status.tsx';
import { TabBar } from './tab-bar.tsx';
import { TabPanels } from './tab-panels.tsx';
import { UserMenu } from './user-menu.tsx';

/** The app layout: header (menu toggle, app name, user menu), the menu, tabs, overlays. */
export function Layout() {
  const { state, workspace, i18n } = useConcepts();
  const config = useStore(state.$appConfig);
  const menuVisible = useStore(workspace.$menuVisible);
  const language = useStore(i18n.$language);
  const t = useT();
  const screen = useStore(workspace.$screenSize);
  // On a phone-sized screen the menu covers the page: start with it closed.
  useEffect(() => {
    if (screen === 'mobile') workspace.toggleMenu(false);
  }, [screen, workspace]);
  const englishName = language === '011' ? (config?.NAME_EN as string | undefined) : undefined;
  const appName = englishName || config?.NAME || t('appTitle');
  return (
    <div className={menuVisible ? 'layout' : 'layout menu-hidden'}>
      <header className="top-bar" part="header">
        <sl-icon-button
          library="shell"
          name="menu"
          label={t('toggleMenu')}
          aria-expanded={menuVisible}
          aria-controls="side-menu"
          onClick={() => workspace.toggleMenu()}
          className="menu-toggle"
        />
        <span className="app-name">{appName}</span>
        <span className="spacer" />
        <UserMenu />
      </header>
      <aside id="side-menu" className="side" hidden={!menuVisible} part="menu">
        <SideMenu />
      </aside>
      <main className="workspace" part="workspace">
        <VersionBanner />
        <Notices />
        <TabBar />
        <TabPanels />
      </main>
      <Overlays />
    </div>
  );
}
