/**
 * The screens of the routes that show one page without the layout (route-pages.ts): the page
 * fills the shell, in a boundary of its own, and core's page concepts are in before it draws.
 */
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toPlatformError } from '../../core/errors/index.ts';
import type { RouteState } from '../../core/state/index.ts';
import type { PageRef } from '../../core/workspace/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { ErrorBoundary } from '../shared/error-boundary.tsx';
import { useT } from '../shared/labels.ts';
import { PagesReady } from '../shared/lazy.tsx';
import { menuLabel, menuOpenOptions } from './menu-data.ts';
import type { MenuModule } from './menu-data.ts';
import { PageView } from './page-view.tsx';
import { routePage, takeDesignerReturn, windowSystemId } from './route-pages.ts';

/**
 * The designer's way back (it replaces the whole shell): Back to the address "edit this page" was
 * chosen at, which is the previous history entry, so the browser's Forward still reopens the
 * designer; opened from a link, the app's home.
 */
function DesignerBack() {
  const concepts = useConcepts();
  const t = useT();
  // Left by the browser's Back or a link: a later designer opened some other way goes home.
  useEffect(() => () => void takeDesignerReturn(concepts), [concepts]);
  const goBack = () => {
    const left = takeDesignerReturn(concepts);
    if (left) concepts.env.location.back();
    else void concepts.router.navigate('/');
  };
  return (
    <nav className="route-head" aria-label={t('back')}>
      <sl-button size="small" className="route-back" onClick={goBack}>
        <sl-icon slot="prefix" library="shell" name="chevron-left" />
        {t('back')}
      </sl-button>
    </nav>
  );
}

function Frame({ page, name }: { page: PageRef; name: string }) {
  return (
    <main className="route-page" part="route-page" data-route-page={name}>
      {name === 'Config' && <DesignerBack />}
      <ErrorBoundary region="page">
        <PageView page={page} />
      </ErrorBoundary>
    </main>
  );
}

function Message({ text, alert }: { text: string; alert?: boolean }) {
  return (
    <div className="page-message" role={alert ? 'alert' : 'status'}>
      {text}
    </div>
  );
}

/** Task, Config and module: the page kind of the route, the route's params as its query. */
export function RoutePage({ route }: { route: RouteState }) {
  const page = routePage(route);
  const t = useT();
  if (!page) return <Message text={t('unknownPage', route.name)} alert />;
  return (
    <PagesReady>
      <Frame page={page} name={route.name} />
    </PagesReady>
  );
}

/** Loads the module the new window shows (FM_MODULE get); undefined while on its way. */
function useModule(moduleId: string | undefined): { module: MenuModule | null | undefined; error: string } {
  const { menus } = useConcepts();
  const [module, setModule] = useState<MenuModule | null | undefined>(undefined);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!moduleId) return undefined;
    let live = true;
    setModule(undefined);
    menus
      .module(moduleId)
      .then((found) => live && setModule(found ?? null))
      .catch((failure: unknown) => live && setError(toPlatformError(failure).message));
    return () => void (live = false);
  }, [menus, moduleId]);
  return { module, error };
}

/**
 * The new-window page `/page/{moduleId}?systemId=` (spec §2, openType 4): the module alone, as
 * its menu entry would open it, with the system id the address carries, else the one the opener
 * stored for the user's client (spec §9).
 */
function PageWindowBody({ route }: { route: RouteState }) {
  const { state, i18n, env, session } = useConcepts();
  const user = useStore(state.$user);
  const language = useStore(i18n.$language);
  const t = useT();
  const moduleId = route.params.moduleId;
  const { module, error } = useModule(moduleId);
  // A new window starts with no user in memory: load it (the session's token is shared).
  useEffect(() => {
    if (!user) void session.loadUser().catch(() => undefined);
  }, [session, user]);
  if (!moduleId) return <Message text={t('windowNoModule')} alert />;
  if (error) return <Message text={error} alert />;
  if (module === undefined) return <Message text={t('loading')} />;
  if (module === null) return <Message text={t('windowModuleMissing', moduleId)} alert />;
  const systemId = windowSystemId(route, env.storage, user?.client);
  const options = menuOpenOptions(module, menuLabel(module, language));
  const page: PageRef = {
    kind: options.kind ?? 'page',
    title: options.title,
    moduleId: module.ID,
    pageId: options.pageId,
    entity: options.entity,
    query: { ...options.query, ...route.query, ...(systemId ? { systemId } : {}) },
  };
  return <Frame page={page} name="Page" />;
}

export function PageWindow({ route }: { route: RouteState }) {
  return (
    <PagesReady>
      <PageWindowBody route={route} />
    </PagesReady>
  );
}
