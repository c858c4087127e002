import { PlatformError } from '../errors/index.ts';
import { loadConfigParser, needsConfigParser } from './config-text.ts';
import { entityPageId } from './entity-pages.ts';
import { normalizePageRecord } from './page-config.ts';
import type { LoadedPage, PageConfigQuery } from './page-config.ts';
import { cached, unwrap } from './service.ts';
import type { LoadOptions, MetaServiceContext } from './service.ts';
import type { EntityMeta } from './types.ts';

export interface PageServices {
  /** Page config by record id (FM_PAGE_CONFIG/getPageConfigById), cached. */
  getPageConfigById(id: string): Promise<LoadedPage>;
  /** Page config by page id, or by meta id and flag (FM_PAGE_CONFIG/getPageConfig), cached. */
  getPageConfig(query: { pageId: string } | { metaId: string; flag: string }, options?: LoadOptions): Promise<LoadedPage>;
  /**
   * The page config a page kind of an entity uses (spec §3): the page the entity names for it
   * (`addPage`, `editPage`, `detailPage`, `findPage`, `defaultStatisticsPage`) when it names one,
   * else the server's page by meta id and flag. The metadata is loaded (cached) first.
   */
  pageConfigFor(query: { metaId: string; flag: string }, options?: LoadOptions): Promise<LoadedPage>;
  /**
   * The page config getPageConfig (by page id) or pageConfigFor (by meta id and flag) would give,
   * when it and the metadata that picks it are loaded already; undefined otherwise. Never loads.
   */
  peekPageConfig(query: { pageId: string } | { metaId: string; flag: string }): LoadedPage | undefined;
  /**
   * Drops cached page configs (after a page is edited): by page id, or by flag and meta id.
   * Returns how many entries (and in-flight loads) were dropped.
   */
  evictPageConfig(by: { pageId: string } | { metaId: string; flag: string }): number;
  /**
   * Loads ahead, silently, what an entity page asks for first: its page config (by page id, else
   * the entity's for the flag, as `pageConfigFor`) and the metadata the page names, and gives them
   * (undefined when a load failed or the query names no page). Never rejects: the page's own
   * loads run again after a failure and report it.
   */
  warmPage(query: WarmPageQuery): Promise<WarmedPage | undefined>;
}

export interface WarmPageQuery {
  /** The entity's id or code: its page config for `flag` is the page's. */
  entity?: string;
  /** A page config by id, over the entity's own. */
  pageId?: string;
  flag: string;
}

/** What `warmPage` loaded: the page config and the metadata it names. */
export interface WarmedPage {
  page: LoadedPage;
  meta: EntityMeta;
}

/**
 * Not keyed by language: the server returns the same page record whatever the Language header
 * (titles and labels inside CONTENT are language-keyed maps the elements pick from).
 */
function cacheKey(query: PageConfigQuery): string {
  if ('id' in query) return `id:${query.id}`;
  if ('pageId' in query) return `page:${query.pageId}`;
  return `meta:${query.metaId}|${query.flag}`;
}

export function createPageServices(
  service: MetaServiceContext,
  peekMeta: (metaId: string) => unknown,
  getMeta: (metaId: string, options?: LoadOptions) => Promise<EntityMeta>,
): PageServices {
  const { http, caches, context, language } = service;

  function load(query: PageConfigQuery, action: string, params: Record<string, unknown>, options: LoadOptions = {}): Promise<LoadedPage> {
    return cached(caches.pageConfigs, cacheKey(query), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_PAGE_CONFIG', action, params, silent: options.silent });
      const content = typeof raw === 'object' && raw ? (raw as { CONTENT?: unknown }).CONTENT : undefined;
      if (typeof content === 'string' && needsConfigParser(content)) await loadConfigParser();
      const metaId = 'metaId' in query ? query.metaId : typeof raw === 'object' && raw ? String((raw as { META_ID?: unknown }).META_ID ?? '') : '';
      return unwrap(
        normalizePageRecord(raw, query, {
          // Read per load, so a host can switch modes before pages open.
          mode: context.env.settings.configTextMode === 'strict' ? 'strict' : 'compat',
          language: language(),
          user: context.state.$user.get(),
          meta: metaId ? peekMeta(metaId) : undefined,
          check: service.check,
        }),
      );
    });
  }

  function getPageConfigById(id: string): Promise<LoadedPage> {
    if (!id) return Promise.reject(new PlatformError('meta.empty', '', { missing: 'id' }));
    return load({ id }, 'getPageConfigById', { id });
  }

  function getPageConfig(query: { pageId: string } | { metaId: string; flag: string }, options?: LoadOptions): Promise<LoadedPage> {
    if ('pageId' in query) {
      if (!query.pageId) return Promise.reject(new PlatformError('meta.empty', '', { missing: 'pageId' }));
      return load({ pageId: query.pageId }, 'getPageConfig', { pageId: query.pageId }, options);
    }
    if (!query.metaId || !query.flag) return Promise.reject(new PlatformError('meta.empty', '', { missing: 'metaId/flag' }));
    return load({ metaId: query.metaId, flag: query.flag }, 'getPageConfig', { metaId: query.metaId, flag: query.flag }, options);
  }

  async function pageConfigFor(query: { metaId: string; flag: string }, options?: LoadOptions): Promise<LoadedPage> {
    // Metadata that fails to load names no page: the lookup by flag then reports its own error.
    const meta = query.metaId ? await getMeta(query.metaId, options).catch(() => undefined) : undefined;
    const pageId = entityPageId(meta, query.flag);
    return pageId ? getPageConfig({ pageId }, options) : getPageConfig(query, options);
  }

  function peekPageConfig(query: { pageId: string } | { metaId: string; flag: string }): LoadedPage | undefined {
    const peek = (key: PageConfigQuery) => caches.pageConfigs.peek(cacheKey(key)) as LoadedPage | undefined;
    if ('pageId' in query) return peek(query);
    // Without the metadata, the page it names for the flag is not known yet.
    const meta = peekMeta(query.metaId) as EntityMeta | undefined;
    const pageId = entityPageId(meta, query.flag);
    return meta && (pageId ? peek({ pageId }) : peek(query));
  }

  function evictPageConfig(by: { pageId: string } | { metaId: string; flag: string }): number {
    if ('pageId' in by) {
      const key = cacheKey({ pageId: by.pageId });
      return caches.pageConfigs.evictWhere((entryKey, value) => entryKey === key || (value as LoadedPage | undefined)?.config.pageId === by.pageId);
    }
    const key = cacheKey(by);
    return caches.pageConfigs.evictWhere((entryKey, value) => {
      if (entryKey === key) return true;
      if (!value) return false;
      const { config, definition } = value as LoadedPage;
      // The meta may be named by id or by code, whichever the caller had.
      const metas = [config.metaId, config.pageMetaId, definition.META_CODE];
      return config.flag === by.flag && metas.includes(by.metaId);
    });
  }

  async function warmPage(query: WarmPageQuery): Promise<WarmedPage | undefined> {
    const silent = { silent: true };
    try {
      const page = query.pageId
        ? await getPageConfig({ pageId: query.pageId }, silent)
        : query.entity
          ? await pageConfigFor({ metaId: query.entity, flag: query.flag }, silent)
          : undefined;
      // The metadata the page's record names, as the pages read it (elements/pages/kit/use-entity-page).
      const metaId = page && (page.definition.META_ID || page.definition.META_CODE || query.entity);
      if (!page || !metaId) return undefined;
      return { page, meta: await getMeta(metaId, silent) };
    } catch {
      // Left to the page's own loads, which report it.
      return undefined;
    }
  }

  return { getPageConfigById, getPageConfig, pageConfigFor, peekPageConfig, evictPageConfig, warmPage };
}
