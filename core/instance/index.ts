import { createContext } from './context.ts';
import type { PlatformContext } from './context.ts';
import type { PlatformEnv } from './env.ts';
import { createHttp, defaultRoleId } from '../http/index.ts';
import type { Http } from '../http/index.ts';
import { createSession } from '../session/index.ts';
import type { NavigateTarget, Session } from '../session/index.ts';
import { createCaches } from '../cache/index.ts';
import type { PlatformCaches } from '../cache/index.ts';
import { createI18n } from '../i18n/index.ts';
import type { I18n } from '../i18n/index.ts';
import { createMeta } from '../meta/index.ts';
import type { Meta } from '../meta/index.ts';
import { createPlatformFeatures } from '../platform/index.ts';
import type { PlatformFeatures } from '../platform/index.ts';
import { createWorkspace } from '../workspace/index.ts';
import type { Workspace } from '../workspace/index.ts';
import { createAccess } from '../access/index.ts';
import type { Access } from '../access/index.ts';
import { createBundles, exposeFrame, FRAME_VERSION } from '../bundles/index.ts';
import type { Bundles } from '../bundles/index.ts';
import { createRouter, readAddressCodes, routerSessionFrom } from '../router/index.ts';
import type { Router } from '../router/index.ts';
import { createRules } from '../rules/index.ts';
import type { Rules } from '../rules/index.ts';
import { createForms } from '../forms/index.ts';
import type { Forms } from '../forms/index.ts';
import { createActions, saveInBrowser } from '../actions/index.ts';
import type { Actions } from '../actions/index.ts';
import { createMenus } from '../menus/index.ts';
import type { Menus } from '../menus/index.ts';
import { createDrafts } from '../drafts/index.ts';
import type { Drafts } from '../drafts/index.ts';

/**
 * One platform instance: the shared context plus every concept built on it. Concepts are wired
 * here in dependency order; each is a plain object of stores ($nouns) and operations (verbs).
 */
export interface Platform extends PlatformContext {
  http: Http;
  session: Session;
  cache: PlatformCaches;
  i18n: I18n;
  meta: Meta;
  /** Browser facts: messaging webview, theme, screen size. */
  platform: PlatformFeatures;
  workspace: Workspace;
  access: Access;
  bundles: Bundles;
  router: Router;
  /** Condition expressions and payload placeholders. */
  rules: Rules;
  /** Field configs, field states and validation. */
  forms: Forms;
  /** The action runner: checks, confirm, submit lock, generic calls. */
  actions: Actions;
  /** Menu trees per module and role (FM_MODULE). */
  menus: Menus;
  /** Drafts of dirty forms, kept across session expiry and reopened after the next login. */
  drafts: Drafts;
}

/** Concepts wired after http and session, reached at call time so wiring order does not matter. */
interface LaterConcepts {
  router?: { navigate(target: NavigateTarget): unknown };
  workspace?: { clearTabs(): void; closeAllPopups?(): void };
  drafts?: Drafts;
  access?: { roleId(): string | undefined };
}

export function createPlatform(env: PlatformEnv = {}): Platform {
  const context = createContext(env);
  const platform = { ...context } as Platform;
  const later = platform as Platform & LaterConcepts;
  platform.http = createHttp(context, {
    toLogin: () => platform.session.toLogin(),
    getRoleId: () => (later.access ? later.access.roleId() : defaultRoleId(context.state)),
    addressClient: (href) => readAddressCodes(href, context.env.settings).client,
  });
  platform.session = createSession(context, {
    http: platform.http,
    navigate: (target) => later.router?.navigate(target),
    closePopups: () => later.workspace?.closeAllPopups?.(),
    clearTabs: () => later.workspace?.clearTabs(),
    drafts: {
      flush: () => later.drafts?.flush(),
      rememberOpen: (input) => later.drafts?.rememberOpen(input),
      removeAll: (owner) => later.drafts?.removeAll(owner),
    },
    loadSystemVariables: () => platform.meta.loadSystemVariables(),
  });
  platform.menus = createMenus(platform.http);
  platform.cache = createCaches();
  platform.i18n = createI18n(context, { clientCode: () => platform.http.codes().client });
  platform.meta = createMeta(context, { http: platform.http, caches: platform.cache });
  platform.platform = createPlatformFeatures(context);
  platform.workspace = createWorkspace(context, { $screenSize: platform.platform.$screenSize });
  platform.drafts = createDrafts(context, { client: () => platform.http.codes().client, workspace: platform.workspace });
  platform.access = createAccess(context);
  platform.bundles = createBundles(context, { request: (spec) => platform.http.request(spec) });
  platform.router = createRouter(context, {
    session: routerSessionFrom(platform.session, platform.http),
    workspace: platform.workspace,
    bundles: platform.bundles,
    drafts: platform.drafts,
  });
  platform.rules = createRules(context, {
    variables: () => platform.meta.systemVariables(),
    roleCode: () => platform.access.$activeRole.get()?.code ?? context.state.$route.get()?.params.role,
  });
  platform.forms = createForms(context, {
    getMeta: (metaId) => platform.meta.getMeta(metaId),
    compile: platform.rules.compile,
    scope: platform.rules.scope,
  });
  platform.actions = createActions(context, {
    http: platform.http,
    open: (request) => platform.router.open(request),
    t: platform.i18n.t,
    rights: (entity, operate) => platform.access.canOperate(entity, operate),
    compile: platform.rules.compile,
    scope: platform.rules.scope,
    resolve: platform.rules.resolve,
    save: saveInBrowser,
  });
  // The server words the app's name and the role names in the request's language.
  context.state.$language.listen(() => void platform.session.relocalise());
  return platform;
}

let defaultPlatform: Platform | undefined;

/**
 * The page's default instance, shared by every element on the page so that they share one
 * session, one cache and one request per key.
 */
export function getDefaultPlatform(): Platform {
  if (!defaultPlatform) {
    defaultPlatform = createPlatform(readGlobalSettings());
    // External business bundles reach the registry and core through the global frame object.
    exposeFrame({ registry: defaultPlatform.bundles.registry, core: defaultPlatform, version: FRAME_VERSION });
  }
  return defaultPlatform;
}

/** Replaces the page's default instance (hosts that inject settings, and tests). */
export function setDefaultPlatform(platform: Platform | undefined): void {
  defaultPlatform = platform;
  // Bundles must reach the instance the page's elements use, not the one it replaced.
  if (platform) exposeFrame({ registry: platform.bundles.registry, core: platform, version: FRAME_VERSION });
}

/** Global page settings a host can declare before the elements load: `window.frameSettings`. */
function readGlobalSettings(): PlatformEnv {
  const settings = (globalThis as { frameSettings?: PlatformEnv['settings'] }).frameSettings;
  return settings ? { settings } : {};
}

export { createContext };
export { createMemoryLocation, createMemoryStorage, resolveEnv } from './env.ts';
export type { PlatformContext };
export type { KeyValueStorage, LocationLike, PlatformEnv, PlatformLocation, PlatformSettings, ResolvedEnv } from './env.ts';
