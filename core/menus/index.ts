import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Http } from '../http/index.ts';
import { checkedLabel, checkedLabelMap, defaultMetaCheck } from '../meta/check.ts';
import type { MetaCheck } from '../meta/check.ts';

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
  /** The menu the shell shows, by module id (every level): its labels shown outside the menu (tab titles). */
  $byId: ReadableAtom<Readonly<Record<string, MenuModule>>>;
  /** The shell shows this menu: indexes it into `$byId`, in place of the one before. */
  remember(modules: readonly MenuModule[]): void;
}

const MODULE = 'FM_MODULE';

/** Menus deeper than this are cut (no real menu nests so far; a generated one may). */
const MAX_MENU_DEPTH = 16;
const OPTIONAL_TEXT = ['PARENT_ID', 'ICON', 'PAGE_ID', 'META_ID', 'FLAG', 'URL', 'HIDDEN_SUB_MENU', 'HELP'] as const;

function optionalText(value: unknown): string | null | undefined {
  if (value == null) return value as null | undefined;
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** One module row, every field of the type it is declared with (docs/core-architecture.md "Checks at the edge"). */
function checkModule(raw: Record<string, unknown>, depth: number, check: MetaCheck): MenuModule {
  const ID = String(raw.ID);
  const where = `FM_MODULE ${ID}`;
  const module: MenuModule = { ...(raw as Partial<MenuModule>), ID };
  module.NAME = checkedLabel(raw.NAME, ID, check, `${where} NAME`);
  if (raw['NAME.i18n'] !== undefined) module['NAME.i18n'] = checkedLabelMap(raw['NAME.i18n'], check, `${where} NAME.i18n`);
  for (const key of OPTIONAL_TEXT) {
    if (raw[key] !== undefined) module[key] = optionalText(raw[key]);
  }
  const order = raw.ORDER_NUM == null ? raw.ORDER_NUM : Number(raw.ORDER_NUM);
  module.ORDER_NUM = typeof order === 'number' && Number.isFinite(order) ? order : null;
  if (raw.OPEN_TYPE != null && typeof raw.OPEN_TYPE !== 'string' && typeof raw.OPEN_TYPE !== 'number') module.OPEN_TYPE = null;
  if (module.HIDDEN_SUB_MENU === '1') module.children = [];
  else if (depth >= MAX_MENU_DEPTH) {
    if (Array.isArray(raw.children) && raw.children.length) check('too-deep', where);
    module.children = [];
  } else module.children = readModules(raw.children, depth + 1, check, `${where} children`);
  return module;
}

function readModules(value: unknown, depth: number, check: MetaCheck, where: string): MenuModule[] {
  if (value == null) return [];
  if (!Array.isArray(value)) {
    check('list-not-list', where);
    return [];
  }
  const out: MenuModule[] = [];
  for (const item of value) {
    const id = item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as { ID?: unknown }).ID : undefined;
    if (typeof id === 'string' ? id !== '' : typeof id === 'number' && Number.isFinite(id))
      out.push(checkModule(item as Record<string, unknown>, depth, check));
    else check('item-without-code', where);
  }
  return out;
}

/**
 * A menu reply → modules core and the elements can trust: rows without an id dropped, a name
 * that is not text replaced by the id, every field of its declared type, each problem reported
 * once (`check`). Spec §3: HIDDEN_SUB_MENU "1" empties the children, so the module opens as one page.
 */
export function visibleMenu(modules: unknown, check: MetaCheck = defaultMetaCheck()): MenuModule[] {
  return readModules(modules, 0, check, 'FM_MODULE');
}

/** The module's name in the current language, then its plain name, then its id (always text). */
export function menuLabel(module: MenuModule, language: string): string {
  const localised = module['NAME.i18n']?.[language];
  if (typeof localised === 'string' && localised) return localised;
  return typeof module.NAME === 'string' && module.NAME ? module.NAME : String(module.ID);
}

/**
 * A tab's title: a tab opened from a menu entry, or by the entry's id alone (a `menuId` address, a
 * short link), shows the entry's label in the current language; a title the page set itself is
 * kept; the page kind is the last resort.
 */
export function tabTitle(tab: { moduleId?: string; title?: string; kind: string }, byId: Readonly<Record<string, MenuModule>>, language: string): string {
  const module = tab.moduleId ? byId[tab.moduleId] : undefined;
  const fromMenu = module && (!tab.title || tab.title === module.NAME || Object.values(module['NAME.i18n'] ?? {}).includes(tab.title));
  return (fromMenu ? menuLabel(module, language) : tab.title) || tab.kind;
}

/** Every module of the tree by its id, children included. */
export function indexMenu(modules: readonly MenuModule[], into: Record<string, MenuModule> = {}): Record<string, MenuModule> {
  for (const module of modules) {
    into[module.ID] = module;
    indexMenu(module.children ?? [], into);
  }
  return into;
}

function defined(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The menu calls of spec §7 (FM_MODULE), every tree normalised with {@link visibleMenu}. */
export function createMenus(http: Http): Menus {
  const tree = async (action: string, params: Record<string, string | undefined>) =>
    visibleMenu(await http.request<MenuModule[]>({ entity: MODULE, action, params: defined(params) }));

  const $byId = atom<Readonly<Record<string, MenuModule>>>({});
  return {
    $byId,
    remember: (modules) => $byId.set(indexMenu(modules)),
    menuTree: (query = {}) => tree('getMenuTreeData', query),
    userMenuTree: (query) => tree('getUserMenuTreeData', { ...query, mode: query.mode ?? 'pc' }),
    serviceMenu: (serviceId) => tree('getServiceMenu', { serviceId }),
    userServiceMenu: (serviceId, roleId) => tree('getUserServiceMenu', { serviceId, roleId }),
    subModules: (moduleId) => tree('getSubModules', { moduleId }),
    async module(id) {
      const reply = await http.request<{ bean?: { data?: unknown } }>({ entity: MODULE, action: 'get', params: { id } });
      const data = reply?.bean?.data;
      return data == null ? undefined : visibleMenu([data])[0];
    },
    async favoriteModules() {
      return visibleMenu(await http.request<MenuModule[]>({ entity: 'FM_USER', action: 'getMobileCurrentFavoriteModule' }));
    },
  };
}
