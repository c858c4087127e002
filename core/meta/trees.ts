import { emptyMetaError } from './entity.ts';
import { normalizeNodeList, normalizeRelationTree } from './nodes.ts';
import { cached, languageKey, unwrap } from './service.ts';
import type { MetaServiceContext } from './service.ts';
import type { MetaNode } from './types.ts';

export interface TreeServices {
  /** Relation tree (metaRelationTree, allSub); failures resolve undefined. */
  metaRelationTree(metaId: string): Promise<MetaNode | undefined>;
  /** View fields (FM_ENTITY_VIEW/getEntityMetaView, allSub); first node main; failures resolve []. */
  getEntityMetaView(metaId: string, metaViewId?: string): Promise<MetaNode[]>;
  /** Field tree of an entity (entityFieldTreeStore), cached as an object tree; rejects on failure. */
  entityFieldTreeStore(metaId: string): Promise<MetaNode[]>;
}

/**
 * Spec §8: relation-tree and view-field failures are swallowed silently; the bounded cache has
 * already cleared its marker, so the next call retries. The reason goes to the console only.
 */
async function swallow<T>(load: Promise<T>, fallback: T, what: string, log: Pick<Console, 'warn'>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    const reason = error instanceof Error ? error.message || (error as { code?: string }).code : String(error);
    log.warn(`${what}: ${reason}`);
    return fallback;
  }
}

export function createTreeServices(service: MetaServiceContext): TreeServices {
  const { http, caches, language, context } = service;

  function metaRelationTree(metaId: string): Promise<MetaNode | undefined> {
    if (!metaId) return Promise.resolve(undefined);
    const load = cached(caches.relationFields, languageKey(service, metaId), async () => {
      const params = { metaId, allSub: true };
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'metaRelationTree', params, silent: true });
      return unwrap(normalizeRelationTree(raw, metaId, language()));
    });
    return swallow<MetaNode | undefined>(load, undefined, `metaRelationTree ${metaId}`, context.env.console);
  }

  function getEntityMetaView(metaId: string, metaViewId = ''): Promise<MetaNode[]> {
    if (!metaId) return Promise.resolve([]);
    const load = cached(caches.viewFields, languageKey(service, `${metaId}|${metaViewId}`), async () => {
      const params = { metaId, metaViewId, allSub: true };
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY_VIEW', action: 'getEntityMetaView', params, silent: true });
      return unwrap(normalizeNodeList(raw, metaId, language(), true));
    });
    return swallow<MetaNode[]>(load, [], `getEntityMetaView ${metaId}`, context.env.console);
  }

  function entityFieldTreeStore(metaId: string): Promise<MetaNode[]> {
    if (!metaId) return Promise.reject(emptyMetaError(metaId));
    return cached(caches.objectTrees, languageKey(service, `fields:${metaId}`), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'entityFieldTreeStore', params: { metaId } });
      return unwrap(normalizeNodeList(raw, metaId, language()));
    });
  }

  return { metaRelationTree, getEntityMetaView, entityFieldTreeStore };
}
