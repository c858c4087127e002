/**
 * Which page config a page kind of an entity uses (spec §3 "Entity metadata object"): the entity
 * may name its own add, edit, detail, find and statistics pages, and a named page wins over the
 * server's lookup by meta id and flag. A page opened with an explicit page id keeps it.
 */
import type { EntityMeta } from './types.ts';

type EntityPageKey = 'addPage' | 'editPage' | 'detailPage' | 'findPage' | 'defaultStatisticsPage';

/**
 * Page kinds (flags and registry kinds) → the entity's property naming their page. The list kinds
 * find records, so they take `findPage`; `addForm` is the registry's add form.
 */
const PAGE_OF_KIND: Readonly<Record<string, EntityPageKey>> = {
  add: 'addPage',
  addForm: 'addPage',
  edit: 'editPage',
  detail: 'detailPage',
  list: 'findPage',
  entityList: 'findPage',
  entityCardList: 'findPage',
  statistics: 'defaultStatisticsPage',
};

/** The page id the entity names for a page kind, if it names one. */
export function entityPageId(meta: Pick<EntityMeta, EntityPageKey> | undefined, kind: string): string | undefined {
  const key = Object.prototype.hasOwnProperty.call(PAGE_OF_KIND, kind) ? PAGE_OF_KIND[kind] : undefined;
  const pageId = key ? meta?.[key] : undefined;
  return typeof pageId === 'string' && pageId.trim() !== '' ? pageId.trim() : undefined;
}
