import type { Http } from '../http/index.ts';

/** A row of FM_MODULE's menu tree (docs/server-contract.md "Menus"). */
export interface MenuModule {
  ID: string;
  NAME?: string;
  'NAME.i18n'?: Record<string, string>;
  PARENT_ID?: string | null;
  ORDER_NUM?: number | null;
  ICON?: string | null;
  PAGE_ID?: string | null;
  META_ID?: string | null;
  FLAG?: string | null;
  OPEN_TYPE?: string | number | null;
  URL?: string | null;
  HIDDEN_SUB_MENU?: string | null;
  HELP?: string | null;
  children?: MenuModule[];
}

/** Menu mode of spec §9: `pc` for desktop layouts, `move` for mobile ones. */
export type MenuMode = 'pc' | 'move';

export interface Menus {
  /** The whole tree under a module (or every module of the service). */
  menuTree(query?: { moduleId?: string; serviceId?: string }): Promise<MenuModule[]>;
  /** The tree a role may see (spec §6: fetched per module and role). */
  userMenuTree(query: { moduleId?: string; roleId?: string; serviceId?: string; mode?: MenuMode }): Promise<MenuModule[]>;
  serviceMenu(serviceId: string): Promise<MenuModule[]>;
  userServiceMenu(serviceId: string, roleId?: string): Promise<MenuModule[]>;
  subModules(moduleId: string): Promise<MenuModule[]>;
  /** One module by id (the reply is `bean.data`). */
  module(id: string): Promise<MenuModule | undefined>;
  /** The user's favourite modules on mobile layouts. */
  favoriteModules(): Promise<MenuModule[]>;
}

const MODULE = 'FM_MODULE';

/** Spec §3: HIDDEN_SUB_MENU "1" empties the children, so the module opens as one page. */
export function visibleMenu(modules: readonly MenuModule[] | null | undefined): MenuModule[] {
  if (!Array.isArray(modules)) return [];
  return modules
    .filter((module): module is MenuModule => Boolean(module) && typeof module === 'object' && module.ID != null)
    .map((module) => ({
      ...module,
      ID: String(module.ID),
      children: module.HIDDEN_SUB_MENU === '1' ? [] : visibleMenu(module.children),
    }));
}

/** The module's name in the current language, then its plain name, then its id. */
export function menuLabel(module: MenuModule, language: string): string {
  return module['NAME.i18n']?.[language] || module.NAME || module.ID;
}

function defined(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The menu calls of spec §7 (FM_MODULE), every tree normalised with {@link visibleMenu}. */
export function createMenus(http: Http): Menus {
  const tree = async (action: string, params: Record<string, string | undefined>) =>
    visibleMenu(await http.request<MenuModule[]>({ entity: MODULE, action, params: defined(params) }));

  return {
    menuTree: (query = {}) => tree('getMenuTreeData', query),
    userMenuTree: (query) => tree('getUserMenuTreeData', { ...query, mode: query.mode ?? 'pc' }),
    serviceMenu: (serviceId) => tree('getServiceMenu', { serviceId }),
    userServiceMenu: (serviceId, roleId) => tree('getUserServiceMenu', { serviceId, roleId }),
    subModules: (moduleId) => tree('getSubModules', { moduleId }),
    async module(id) {
      const reply = await http.request<{ bean?: { data?: MenuModule } }>({ entity: MODULE, action: 'get', params: { id } });
      return reply?.bean?.data;
    },
    async favoriteModules() {
      return visibleMenu(await http.request<MenuModule[]>({ entity: 'FM_USER', action: 'getMobileCurrentFavoriteModule' }));
    },
  };
}
