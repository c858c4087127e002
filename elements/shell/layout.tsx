import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { useConcepts } from '../shared/concepts.ts';
import { ErrorBoundary } from '../shared/error-boundary.tsx';
import { useT } from '../shared/labels.ts';
import { Loading, PagesReady } from '../shared/lazy.tsx';
import { usePlatform } from '../shared/platform.ts';
import { BottomBar } from './bottom-bar.tsx';
import { MobileLayout } from './mobile/index.ts';
import { Overlays } from './overlays.tsx';
import { SideMenu } from './side-menu.tsx';
import { Notices, VersionBanner } from './status.tsx';
import { TabBar } from './tab-bar.tsx';
import { TabPanels } from './tab-panels.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The app's name in the current language (NAME_EN in English: the configuration may have been
 * asked for before the client's stored language was known), also as the document's title; a
 * configured name that is not text is not shown.
 */
function useAppName(): string {
  const { state } = useConcepts();
  const { env } = usePlatform();
  const config = useStore(state.$appConfig);
  const t = useT();
  const local = config?.[t('appNameField')];
  const name = typeof local === 'string' && local ? local : typeof config?.NAME === 'string' && config.NAME ? config.NAME : t('appTitle');
  useEffect(() => env.setTitle(name), [env, name]);
  return name;
}

/** Header: menu toggle, app name, user menu. */
function Header() {
  const { workspace } = useConcepts();
  const menuVisible = useStore(workspace.$menuVisible);
  const t = useT();
  return (
    <header className="top-bar" part="header">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: sl-icon-button hands aria-expanded to its inner button, which toggles the menu */}
      <sl-icon-button
        library="shell"
        name="menu"
        label={t('toggleMenu')}
        aria-expanded={menuVisible}
        aria-controls="side-menu"
        onClick={() => workspace.toggleMenu()}
        className="menu-toggle"
      />
      <span className="app-name">{useAppName()}</span>
      <span className="spacer" />
      <UserMenu />
    </header>
  );
}

function Regions() {
  const { workspace } = useConcepts();
  const menuVisible = useStore(workspace.$menuVisible);
  const screen = useStore(workspace.$screenSize);
  // On a phone-sized screen the menu covers the page: start with it closed.
  useEffect(() => {
    if (screen === 'mobile') workspace.toggleMenu(false);
  }, [screen, workspace]);
  if (screen === 'mobile') return <MobileLayout />;
  return (
    <div className={menuVisible ? 'layout' : 'layout menu-hidden'}>
      <ErrorBoundary region="header">
        <Header />
      </ErrorBoundary>
      <aside id="side-menu" className="side" hidden={!menuVisible} part="menu">
        <ErrorBoundary region="menu">
          <SideMenu />
        </ErrorBoundary>
      </aside>
      <main className="workspace" part="workspace">
        <VersionBanner />
        <Notices />
        <ErrorBoundary region="tabs">
          <TabBar />
        </ErrorBoundary>
        <TabPanels />
        <ErrorBoundary region="menu">
          <BottomBar />
        </ErrorBoundary>
      </main>
      <Overlays />
    </div>
  );
}

/**
 * The app layout: header, the menu, tabs, overlays. Each region has its own error boundary
 * (each page, popup and drawer theirs inside), and the screen as a whole one more, so bad
 * metadata shows a panel in one place and never a white screen.
 */
export function Layout() {
  return (
    <ErrorBoundary region="screen">
      {/* Menus, drafts and the pages' concepts come with core's page concepts (loaded on demand). */}
      <Suspense fallback={<Loading />}>
        <PagesReady>
          <Regions />
        </PagesReady>
      </Suspense>
    </ErrorBoundary>
  );
}
