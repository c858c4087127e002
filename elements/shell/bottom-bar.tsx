import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toPlatformError } from '../../core/index.ts';
import type { Menus } from '../../core/menus/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { isOpenable, menuLabel, menuOpenOptions } from './menu-data.ts';
import type { MenuModule } from './menu-data.ts';
import { useOpenModule } from './open-module.ts';
import { Styles } from '../shared/adopted-styles.tsx';
import { BOTTOM_BAR_INSET_CSS } from './mobile/mobile-styles.ts';

/** A bottom bar holds a thumb's reach of entries; more would shrink each below a finger's width. */
const MAX_ENTRIES = 5;

function openableLeaves(modules: readonly MenuModule[], into: MenuModule[] = []): MenuModule[] {
  for (const module of modules) {
    if (module.children?.length) openableLeaves(module.children, into);
    else if (isOpenable(module)) into.push(module);
  }
  return into;
}

/**
 * The entries of the bar (PAGES.md "Mobile"): the user's favourite modules
 * (getMobileCurrentFavoriteModule) when there are any, else the role's `move`-menu modules.
 */
export async function mobileModules(
  menus: Pick<Menus, 'favoriteModules' | 'userMenuTree'>,
  query: { serviceId: string; roleId?: string },
): Promise<MenuModule[]> {
  const favourites = openableLeaves(await menus.favoriteModules());
  if (favourites.length) return favourites.slice(0, MAX_ENTRIES);
  return openableLeaves(await menus.userMenuTree({ ...query, mode: 'move' })).slice(0, MAX_ENTRIES);
}

function useMobileModules(): { modules: MenuModule[]; error: string } {
  const { menus, access, state, i18n } = useConcepts();
  const config = useStore(state.$appConfig);
  const role = useStore(access.$activeRole);
  const language = useStore(i18n.$language);
  const [loaded, setLoaded] = useState<{ modules: MenuModule[]; error: string }>({ modules: [], error: '' });
  const serviceId = config?.ID;
  useEffect(() => {
    if (!serviceId) return;
    let live = true;
    mobileModules(menus, { serviceId: String(serviceId), roleId: access.roleId() }).then(
      (modules) => live && setLoaded({ modules, error: '' }),
      (failure: unknown) => live && setLoaded({ modules: [], error: toPlatformError(failure).message }),
    );
    return () => void (live = false);
  }, [menus, access, serviceId, role?.id, language]);
  return loaded;
}

function MobileBar() {
  const { i18n, workspace } = useConcepts();
  const language = useStore(i18n.$language);
  const active = useStore(workspace.$activeTab);
  const t = useT();
  const open = useOpenModule();
  const { modules, error } = useMobileModules();
  if (!modules.length && !error) return null;
  return (
    <>
      {/* The bar is fixed to the bottom of the screen: this keeps the end of the page out from under it. */}
      <Styles css={BOTTOM_BAR_INSET_CSS} />
      <div className="bottom-bar-space" aria-hidden="true" />
      <nav className="bottom-bar" part="bottom-bar" aria-label={t('mobileBar')}>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        {modules.map((module) => {
          const label = menuLabel(module, language);
          const options = menuOpenOptions(module, label);
          return (
            <button
              key={module.ID}
              type="button"
              className="bottom-bar-item"
              data-module={module.ID}
              aria-current={active?.key === options.key ? 'page' : undefined}
              onClick={() => open(module, options)}
            >
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
              <sl-icon library="shell" name={module.FLAG === 'home' ? 'home' : 'page'} aria-hidden="true" />
              <span>{label}</span>
            </button>
          );
        })}
      </nav>
    </>
  );
}

/** The mobile bottom bar (PAGES.md "Mobile"): drawn on the mobile screen class only (spec §4, up to 992 px). */
export function BottomBar() {
  const { workspace } = useConcepts();
  const screen = useStore(workspace.$screenSize);
  return screen === 'mobile' ? <MobileBar /> : null;
}
