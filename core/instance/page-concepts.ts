/**
 * The concepts pages need and the login does not: entity metadata and page configs, conditions,
 * field states and validation, the action runner, menu trees, drafts. `Platform.loadPageConcepts()` imports this
 * module on demand so that they (and dayjs) stay out of core's first chunk.
 */
import '../i18n/dayjs.ts';
import { createMeta } from '../meta/index.ts';
import { createRules } from '../rules/index.ts';
import { createForms } from '../forms/index.ts';
import { createActions, saveInBrowser } from '../actions/index.ts';
import { createMenus } from '../menus/index.ts';
import { createDrafts } from '../drafts/index.ts';
import { createShell } from '../shell/index.ts';
import { createRecords } from '../records/index.ts';
import { canOperateWith } from '../access/index.ts';
import { createLists } from '../lists/index.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';
import type { OnDemandConcept, Platform, PAGE_CONCEPTS } from './index.ts';

/** Builds meta, rules, forms, actions and menus on an instance (in dependency order) and sets them on it. */
export function wirePageConcepts(platform: Platform): void {
  const define = <K extends (typeof PAGE_CONCEPTS)[number]>(name: K, value: Platform[K]) =>
    Object.defineProperty(platform, name, { value, configurable: true, enumerable: true, writable: true });
  define('meta', createMeta(platform, { http: platform.http, caches: platform.cache }));
  define(
    'rules',
    createRules(platform, {
      variables: () => platform.meta.systemVariables(),
      roleCode: () => platform.access.$activeRole.get()?.code ?? platform.state.$route.get()?.params.role,
    }),
  );
  define(
    'forms',
    createForms(platform, {
      getMeta: (metaId) => platform.meta.getMeta(metaId),
      peekMeta: (metaId) => platform.meta.peekMeta(metaId),
      compile: platform.rules.compile,
      scope: platform.rules.scope,
      pages: {
        // Silent: the form's own loads report a failure (once), not this load ahead of them.
        warmPage: (query) => platform.meta.warmPage(query),
        getMeta: (metaId) => platform.meta.getMeta(metaId, { silent: true }),
        getCodes: (codeKey) => platform.meta.getCodes(codeKey, undefined, { silent: true }),
        getTree: (codeKey) => platform.meta.getTree(codeKey, { silent: true }),
        systemVariables: () => platform.meta.ensureSystemVariables(),
      },
    }),
  );
  define(
    'actions',
    createActions(platform, {
      http: platform.http,
      open: (request) => platform.router.open(request),
      openExternal: (url) => platform.router.openExternal(url),
      t: platform.i18n.t,
      // Without a role in the route (an element alone in a host page) no Role header goes and the
      // server grants what any of the user's roles grants: the check follows the server.
      rights: (entity, operate) =>
        platform.access.$activeRole.get()
          ? platform.access.canOperate(entity, operate)
          : canOperateWith(platform.state.$user.get(), entity, operate, { allRole: true }),
      hasRight: (code) => platform.access.hasRight(code),
      compile: platform.rules.compile,
      scope: platform.rules.scope,
      resolve: platform.rules.resolve,
      save: saveInBrowser,
    }),
  );
  define('menus', createMenus(platform.http));
  define('drafts', createDrafts(platform, { client: () => platform.http.codes().client, workspace: platform.workspace }));
  define('lists', createLists(platform, { http: platform.http, actions: () => platform.actions }));
  define('shell', createShell({ http: platform.http, loadUser: () => platform.session.loadUser() }));
  define(
    'records',
    createRecords(platform, {
      http: platform.http,
      drafts: platform.drafts,
      getMeta: (entity) => platform.meta.getMeta(entity),
      createForm: (fields) => platform.forms.createForm(fields),
      scope: () => platform.rules.scope(),
    }),
  );
  // The router's arrival at a login's return path may have come before this: reopen now.
  const route = platform.state.$route.get();
  if (route) platform.drafts.reopen(route);
}

/** How each on-demand concept is made, its code loaded when the first page of its kind opens. */
const ON_DEMAND: { [K in OnDemandConcept]: (platform: Platform) => Promise<Platform[K]> } = {
  imports: async (platform) =>
    (await import('../imports/index.ts')).createImports(platform, {
      http: platform.http,
      getMeta: (metaId) => platform.meta.getMeta(metaId),
      pageConfigFor: (query) => platform.meta.pageConfigFor(query),
      buildFields: (input) => platform.forms.buildFields(input),
      createForm: (fields) => platform.forms.createForm(fields),
      scope: () => platform.rules.scope(),
      save: saveInBrowser,
    }),
  reports: async (platform) =>
    (await import('../reports/index.ts')).createReports(platform, {
      http: platform.http,
      pageContent: async (pageId) => ((await platform.meta.getPageConfig({ pageId })).definition.CONTENT ?? {}) as Record<string, unknown>,
      save: saveInBrowser,
    }),
  designer: async (platform) =>
    (await import('../designer/designer.ts')).createDesigner(platform, {
      http: platform.http,
      drafts: () => platform.drafts,
      clearPageConfigs: () => platform.cache.pageConfigs.clear(),
    }),
  work: async (platform) =>
    (await import('../work/index.ts')).createWork(platform, { http: platform.http, actions: platform.actions, drafts: platform.drafts, meta: platform.meta }),
};

/** Makes one on-demand concept on an instance whose page concepts are wired, and sets it on it. */
export async function wireConcept<K extends OnDemandConcept>(platform: Platform, name: K): Promise<Platform[K]> {
  const concept = await withLoadTimeout(ON_DEMAND[name](platform), name);
  Object.defineProperty(platform, name, { value: concept, configurable: true, enumerable: true, writable: true });
  return concept;
}
