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
import type { Rules } from '../rules/index.ts';
import type { Forms } from '../forms/index.ts';
import type { Actions } from '../actions/index.ts';
import type { Menus } from '../menus/index.ts';
import type { Drafts } from '../drafts/index.ts';
import type { Imports } from '../imports/index.ts';
import type { Reports } from '../reports/index.ts';
import type { Lists } from '../lists/index.ts';
import type { Work } from '../work/index.ts';
import type { Designer } from '../designer/designer.ts';
import type { Shell } from '../shell/index.ts';
import type { Records } from '../records/index.ts';
import { PlatformError } from '../errors/index.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';

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
  /** Spreadsheet import into an entity and export of its list query: typed calls and controllers. */
  imports: Imports;
  /** Reports (FM_REPORT), number cards and statistics: typed calls and the report controller. */
  reports: Reports;
  /** Entity lists: find and getCount, the list controller (query, paging, sort, selection, operations), the saved-record signal. */
  lists: Lists;
  /** The workflow's calls and the work pages' controllers: inbox, task list, counts, a task and its actions. */
  work: Work;
  /** The visual configuration: typed FM_CONFIG calls and designer documents (`open`), whose logic loads on first use. */
  designer: Designer;
  /** What the shell's parts and elements share on this instance: unsaved tabs, first owners, one session check, help texts. */
  shell: Shell;
  /** Records of the entity pages: their typed calls, the form's record controller, the sub pages' parent record. */
  records: Records;
  /**
   * Loads and wires the page concepts (meta, rules, forms, actions, menus, drafts, lists, records, shell: what pages need, not the
   * login) once; until it has resolved, reading one of them throws `error.notready`. The
   * elements await it before a page renders; a session's system variables and the business
   * bundles await it too.
   */
  loadPageConcepts(): Promise<void>;
  /**
   * Loads and wires one concept of a page kind (imports, reports, work, designer) once, after the
   * page concepts, and resolves with it; until then reading it throws `error.notready`. The same
   * promise answers every call of the instance.
   */
  loadConcept<K extends OnDemandConcept>(name: K): Promise<Platform[K]>;
}

/** The concepts `loadPageConcepts` brings: kept out of core's first chunk. */
export const PAGE_CONCEPTS = ['meta', 'rules', 'forms', 'actions', 'menus', 'drafts', 'lists', 'shell', 'records'] as const;

/** The concepts of one page kind each, loaded by `loadConcept` when such a page opens: kept out of the others' first open. */
export const ON_DEMAND_CONCEPTS = ['imports', 'reports', 'work', 'designer'] as const;
export type OnDemandConcept = (typeof ON_DEMAND_CONCEPTS)[number];

/** Concepts wired after http and session, reached at call time so wiring order does not matter. */
interface LaterConcepts {
  router?: { navigate(target: NavigateTarget): unknown };
  workspace?: { clearTabs(): void; closeAllPopups?(): void };
  access?: { roleId(): string | undefined };
}

export function createPlatform(env: PlatformEnv = {}): Platform {
  const context = createContext(env);
  const platform = { ...context } as Platform;
  const later = platform as Platform & LaterConcepts;
  // The drafts are a page concept: until they are in, there are none of this page load to keep.
  const loadedDrafts = () => Object.getOwnPropertyDescriptor(platform, 'drafts')?.value as Drafts | undefined;
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
      flush: () => loadedDrafts()?.flush(),
      rememberOpen: (input) => loadedDrafts()?.rememberOpen(input),
      removeAll: (owner) => loadedDrafts()?.removeAll(owner),
    },
    loadSystemVariables: () => platform.loadPageConcepts().then(() => platform.meta.loadSystemVariables()),
  });
  platform.cache = createCaches();
  platform.i18n = createI18n(context, { clientCode: () => platform.http.codes().client });
  platform.platform = createPlatformFeatures(context);
  platform.workspace = createWorkspace(context, { $screenSize: platform.platform.$screenSize });
  platform.access = createAccess(context);
  // Bundles reach `window.frame.core`: the page concepts are in before their list is even asked for.
  platform.bundles = createBundles(context, { request: (spec) => platform.loadPageConcepts().then(() => platform.http.request(spec)) });
  platform.router = createRouter(context, {
    session: routerSessionFrom(platform.session, platform.http, context.state),
    workspace: platform.workspace,
    bundles: platform.bundles,
    // Drafts come with the page concepts; until then there is nothing of this page load to reopen.
    drafts: { reopen: (route) => loadedDrafts()?.reopen(route) ?? false },
  });
  platform.loadPageConcepts = pageConceptsLoader(platform);
  // The server words the app's name and the role names in the request's language.
  context.state.$language.listen(() => void platform.session.relocalise());
  return platform;
}

/** Placeholders that say what to do instead of failing with "cannot read properties of undefined". */
function pageConceptsLoader(platform: Platform): () => Promise<void> {
  for (const name of [...PAGE_CONCEPTS, ...ON_DEMAND_CONCEPTS]) {
    Object.defineProperty(platform, name, {
      configurable: true,
      enumerable: false,
      get() {
        throw new PlatformError('error.notready', `platform.${name} is not loaded yet: await platform.loadPageConcepts() or loadConcept('${name}') first`);
      },
    });
  }
  let loading: Promise<PageConceptsModule> | undefined;
  const load = () =>
    (loading ??= withLoadTimeout(import('./page-concepts.ts'), 'page concepts').then(
      (module) => (module.wirePageConcepts(platform), module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const concepts = new Map<string, Promise<unknown>>();
  platform.loadConcept = (name) => {
    let concept = concepts.get(name);
    if (!concept) {
      concept = load().then((module) => module.wireConcept(platform, name));
      concept.catch(() => concepts.delete(name));
      concepts.set(name, concept);
    }
    return concept as Promise<Platform[typeof name]>;
  };
  return () => load().then(() => undefined);
}

type PageConceptsModule = typeof import('./page-concepts.ts');

let defaultPlatform: Platform | undefined;

/**
 * The page's default instance, shared by every element on the page so that they share one
 * session, one cache and one request per key.
 */
export function getDefaultPlatform(): Platform {
  // External business bundles reach the registry and core through the global frame object.
  if (!defaultPlatform) setDefaultPlatform(createPlatform(readGlobalSettings()));
  return defaultPlatform!;
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
