import { createCaches } from '../cache/index.ts';
import type { PlatformCaches } from '../cache/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import { createMetaCheck } from './check.ts';
import { createCodeServices } from './codes.ts';
import type { CodeServices } from './codes.ts';
import { createEntityServices } from './entities.ts';
import type { EntityServices } from './entities.ts';
import { createPageServices } from './pages.ts';
import type { PageServices } from './pages.ts';
import type { MetaHttp, MetaServiceContext } from './service.ts';
import { createSystemVariables } from './system-variables.ts';
import type { SystemVariables } from './system-variables.ts';
import { createTreeServices } from './trees.ts';
import type { TreeServices } from './trees.ts';

export interface MetaDeps {
  http: MetaHttp;
  /** The instance's caches (platform.cache); a fresh set when omitted. */
  caches?: PlatformCaches;
}

/** Metadata services of spec §3 and §7: entities, node trees, code lists, page configs, system variables. */
export interface Meta extends EntityServices, TreeServices, CodeServices, PageServices, SystemVariables {
  caches: PlatformCaches;
}

export function createMeta(context: PlatformContext, deps: MetaDeps): Meta {
  const caches = deps.caches ?? createCaches();
  const check = createMetaCheck(() => context.env.console);
  const service: MetaServiceContext = { context, http: deps.http, caches, language: () => context.state.$language.get(), check };
  const entities = createEntityServices(service);
  // Metadata and page configs belong to one client and one user's rights: a logout or a switch
  // of client must not show the next session what the last one loaded.
  context.state.$user.listen((user, previous) => {
    if (user?.id !== previous?.id) caches.clearAll();
  });
  context.state.$clientConfig.listen((config, previous) => {
    if (previous && config?.CODE !== previous.CODE) caches.clearAll();
  });
  return {
    caches,
    ...entities,
    ...createTreeServices(service),
    ...createCodeServices(service),
    ...createPageServices(service, entities.peekMeta, entities.getMeta),
    ...createSystemVariables(service),
  };
}

export { AUDIT_FIELDS, normalizeEntity, normalizeSimpleMeta } from './entity.ts';
export { FIELD_KEY_SEPARATOR, joinFieldKey, normalizeCodeNodes, normalizeNodeList, normalizeRelationTree, findCode } from './nodes.ts';
export { normalizePageRecord } from './page-config.ts';
export { entityPageId } from './entity-pages.ts';
export { checkedLabel, checkedLabelMap, checkedRecords, checkedTexts, createMetaCheck, defaultMetaCheck, resetMetaCheck } from './check.ts';
export type { MetaCheck, MetaProblem } from './check.ts';
export { checkFieldConfig, checkFieldConfigs, checkOperate, checkOperates } from './config-items.ts';
export { checkPageContent } from './page-content.ts';
export { evaluateConfigScript, loadConfigParser, needsConfigParser, parseConfigData, readConfigText, toSafeConfig } from './config-text.ts';
export { readSystemVariables } from './system-variables.ts';
export type { MetaHttp, MetaRequest } from './service.ts';
export type { EntityServices } from './entities.ts';
export type { TreeServices } from './trees.ts';
export type { CodeServices } from './codes.ts';
export type { PageServices, WarmedPage, WarmPageQuery } from './pages.ts';
export type { SystemVariables } from './system-variables.ts';
export type { ConfigResult, ConfigScriptContext, ConfigTextMode, ParsedConfigData, ReadConfigOptions } from './config-text.ts';
export type { LoadedPage, PageConfigQuery, PageConfiguration, PageContent, PageDefinition } from './page-config.ts';
export type {
  CodeNode,
  EntityAttribute,
  EntityMeta,
  EntityRelation,
  FuzzyOption,
  LanguageLabels,
  MetaNode,
  MetaTag,
  RelatedEntity,
  SimpleMeta,
  SystemVariable,
} from './types.ts';
