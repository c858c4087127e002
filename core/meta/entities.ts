import { normalizeEntity, normalizeSimpleMeta, emptyMetaError } from './entity.ts';
import { normalizeNodeList, normalizeRelationTree } from './nodes.ts';
import { cached, unwrap } from './service.ts';
import type { MetaServiceContext } from './service.ts';
import type { EntityMeta, MetaNode, SimpleMeta } from './types.ts';

export interface EntityServices {
  /** Entity metadata (FM_ENTITY/getMeta), cached; rejects with 'meta.empty' or 'meta.malformed'. */
  getMeta(metaId: string): Promise<EntityMeta>;
  /** Simple metadata (FM_ENTITY/getSimpleMeta), cached with the metadata. */
  getSimpleMeta(metaId: string): Promise<SimpleMeta>;
  /** Cached entity metadata without loading. */
  peekMeta(metaId: string): EntityMeta | undefined;
  /** Drops an entity's metadata, simple metadata, relation tree and field trees. */
  evictMeta(metaId: string): void;
  /** Relation tree (metaRelationTree, allSub); failures resolve undefined. */
  metaRelationTree(metaId: string): Promise<MetaNode | undefined>;
  /** View fields (FM_ENTITY_VIEW/getEntityMetaView, allSub); first node main; failures resolve []. */
  getEntityMetaView(metaId: string, metaViewId?: string): Promise<MetaNode[]>;
  /** Field tree of an entity (entityFieldTreeStore), cached as an object tree; rejects on failure. */
  entityFieldTreeStore(metaId: string): Promise<MetaNode[]>;
}

const fullKey = (metaId: string) => `meta:${metaId}`;
const simpleKey = (metaId: string) => `simple:${metaId}`;

export function createEntityServices(service: MetaServiceContext): EntityServices {
  const { http, caches, language, context } = service;

  function getMeta(metaId: string): Promise<EntityMeta> {
    if (!metaId) return Promise.reject(emptyMetaError(metaId));
    return cached(caches.metadata, fullKey(metaId), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'getMeta', params: { metaId } });
      return unwrap(normalizeEntity(raw, metaId, language()));
    });
  }

  function getSimpleMeta(metaId: string): Promise<SimpleMeta> {
    if (!metaId) return Promise.reject(emptyMetaError(metaId));
    return cached(caches.metadata, simpleKey(metaId), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'getSimpleMeta', params: { metaId } });
      return unwrap(normalizeSimpleMeta(raw, metaId, language()));
    });
  }

  /**
   * Spec §8: relation-tree and view-field failures are swallowed silently; the bounded cache has
   * already cleared its marker, so the next call retries. The reason goes to the console only.
   */
  async function swallow<T>(load: Promise<T>, fallback: T, what: string): Promise<T> {
    try {
      return await load;
    } catch (error) {
      context.env.console.warn(`${what}: ${error instanceof Error ? error.message || (error as { code?: string }).code : String(error)}`);
      return fallback;
    }
  }

  function metaRelationTree(metaId: string): Promise<MetaNode | undefined> {
    if (!metaId) return Promise.resolve(undefined);
    const load = cached(caches.relationFields, metaId, async () => {
      const params = { metaId, allSub: true };
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'metaRelationTree', params, silent: true });
      return unwrap(normalizeRelationTree(raw, metaId, language()));
    });
    return swallow<MetaNode | undefined>(load, undefined, `metaRelationTree ${metaId}`);
  }

  function getEntityMetaView(metaId: string, metaViewId = ''): Promise<MetaNode[]> {
    if (!metaId) return Promise.resolve([]);
    const load = cached(caches.viewFields, `${metaId}|${metaViewId}`, async () => {
      const params = { metaId, metaViewId, allSub: true };
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY_VIEW', action: 'getEntityMetaView', params, silent: true });
      return unwrap(normalizeNodeList(raw, metaId, language(), true));
    });
    return swallow<MetaNode[]>(load, [], `getEntityMetaView ${metaId}`);
  }

  function entityFieldTreeStore(metaId: string): Promise<MetaNode[]> {
    if (!metaId) return Promise.reject(emptyMetaError(metaId));
    return cached(caches.objectTrees, `fields:${metaId}`, async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'entityFieldTreeStore', params: { metaId } });
      return unwrap(normalizeNodeList(raw, metaId, language()));
    });
  }

  function evictMeta(metaId: string): void {
    caches.metadata.evict(fullKey(metaId));
    caches.metadata.evict(simpleKey(metaId));
    caches.relationFields.evict(metaId);
    caches.viewFields.evictWhere((key) => key.startsWith(`${metaId}|`));
    caches.objectTrees.evict(`fields:${metaId}`);
  }

  return {
    getMeta,
    getSimpleMeta,
    peekMeta: (metaId) => caches.metadata.peek(fullKey(metaId)) as EntityMeta | undefined,
    evictMeta,
    metaRelationTree,
    getEntityMetaView,
    entityFieldTreeStore,
  };
}
