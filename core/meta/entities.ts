import '../i18n/page-messages.ts';
import { normalizeEntity, normalizeSimpleMeta, emptyMetaError } from './entity.ts';
import { baseKey, cached, languageKey, unwrap } from './service.ts';
import type { LoadOptions, MetaServiceContext } from './service.ts';
import type { EntityMeta, SimpleMeta } from './types.ts';

export interface EntityServices {
  /** Entity metadata (FM_ENTITY/getMeta), cached per language (labels come worded); rejects with 'meta.empty' or 'meta.malformed'. */
  getMeta(metaId: string, options?: LoadOptions): Promise<EntityMeta>;
  /** Simple metadata (FM_ENTITY/getSimpleMeta), cached with the metadata. */
  getSimpleMeta(metaId: string): Promise<SimpleMeta>;
  /** Cached entity metadata of the current language, without loading. */
  peekMeta(metaId: string): EntityMeta | undefined;
  /** Drops an entity's metadata, simple metadata, relation tree and field trees. */
  evictMeta(metaId: string): void;
}

const fullKey = (metaId: string) => `meta:${metaId}`;
const simpleKey = (metaId: string) => `simple:${metaId}`;

export function createEntityServices(service: MetaServiceContext): EntityServices {
  const { http, caches, language } = service;

  function getMeta(metaId: string, options: LoadOptions = {}): Promise<EntityMeta> {
    if (!metaId) return Promise.reject(emptyMetaError(metaId));
    return cached(caches.metadata, languageKey(service, fullKey(metaId)), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'getMeta', params: { metaId }, silent: options.silent });
      const meta = unwrap(normalizeEntity(raw, metaId, language(), service.check));
      // An entity is asked for by code and by id (a page config names its META_ID): the one
      // loaded answers both, so a form opened by code does not load its metadata twice.
      for (const other of [meta.id, meta.code]) {
        const key = languageKey(service, fullKey(other));
        if (other && other !== metaId && !caches.metadata.has(key) && !caches.metadata.isPending(key)) caches.metadata.set(key, meta);
      }
      return meta;
    });
  }

  function getSimpleMeta(metaId: string): Promise<SimpleMeta> {
    if (!metaId) return Promise.reject(emptyMetaError(metaId));
    return cached(caches.metadata, languageKey(service, simpleKey(metaId)), async () => {
      const raw = await http.request<unknown>({ entity: 'FM_ENTITY', action: 'getSimpleMeta', params: { metaId } });
      return unwrap(normalizeSimpleMeta(raw, metaId, language(), service.check));
    });
  }

  function evictMeta(metaId: string): void {
    // Every language's entry: labels are worded per language, the definition is the same. The
    // entry under the entity's other name (code or id) goes too.
    const held = caches.metadata.peek(languageKey(service, fullKey(metaId))) as EntityMeta | undefined;
    const names = [metaId, ...(held ? [held.id, held.code].filter((name) => name && name !== metaId) : [])];
    const keys = names.flatMap((name) => [fullKey(name), simpleKey(name)]);
    caches.metadata.evictWhere((key) => keys.includes(baseKey(key)));
    caches.relationFields.evictWhere((key) => baseKey(key) === metaId);
    caches.viewFields.evictWhere((key) => baseKey(key).startsWith(`${metaId}|`));
    caches.objectTrees.evictWhere((key) => baseKey(key) === `fields:${metaId}`);
  }

  return {
    getMeta,
    getSimpleMeta,
    peekMeta: (metaId) => caches.metadata.peek(languageKey(service, fullKey(metaId))) as EntityMeta | undefined,
    evictMeta,
  };
}
