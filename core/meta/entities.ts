import { normalizeEntity, normalizeSimpleMeta, emptyMetaError } from './entity.ts';
import { cached, unwrap } from './service.ts';
import type { MetaServiceContext } from './service.ts';
import type { EntityMeta, SimpleMeta } from './types.ts';

export interface EntityServices {
  /** Entity metadata (FM_ENTITY/getMeta), cached; rejects with 'meta.empty' or 'meta.malformed'. */
  getMeta(metaId: string): Promise<EntityMeta>;
  /** Simple metadata (FM_ENTITY/getSimpleMeta), cached with the metadata. */
  getSimpleMeta(metaId: string): Promise<SimpleMeta>;
  /** Cached entity metadata without loading. */
  peekMeta(metaId: string): EntityMeta | undefined;
  /** Drops an entity's metadata, simple metadata, relation tree and field trees. */
  evictMeta(metaId: string): void;
}

const fullKey = (metaId: string) => `meta:${metaId}`;
const simpleKey = (metaId: string) => `simple:${metaId}`;

export function createEntityServices(service: MetaServiceContext): EntityServices {
  const { http, caches, language } = service;

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
  };
}
