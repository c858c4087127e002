/**
 * What an entity form asks for before it can draw, asked for ahead: its page config, its entity's
 * metadata, the code lists and trees of the fields it shows, and the system variables its rules
 * read. An element starts this as it is put in a page, while its own code still downloads; the
 * form's loads then share these calls or find their answers cached, and it draws in one pass.
 * Failures are left to the form's own loads, which report them where the person sees them.
 */
import type { WarmedPage, WarmPageQuery } from '../meta/pages.ts';
import { drawnField } from './field-kind.ts';
import { buildFields } from './fields.ts';
import type { FieldConfig, FieldScope, GetMeta } from './fields.ts';

export interface WarmFormQuery {
  /** The entity's id or code: its page config for the state is the form's. */
  entity?: string;
  /** A page config by id, over the entity's own. */
  pageId?: string;
  state: 'add' | 'edit' | 'detail';
}

/** The calls of core/meta that the form's loads make (same caches, same keys). */
export interface WarmFormDeps {
  /** `meta.warmPage`: the page config and the metadata it names; undefined after a failure. */
  warmPage(query: WarmPageQuery): Promise<WarmedPage | undefined>;
  getMeta: GetMeta;
  getCodes(codeKey: string): Promise<unknown>;
  getTree(codeKey: string): Promise<unknown>;
  /** The system variables (`#{x}`) the form's rules read as it draws: loaded once per session. */
  systemVariables?(): Promise<unknown>;
}

export async function warmFormPage(query: WarmFormQuery, deps: WarmFormDeps, language: string): Promise<void> {
  // Beside the page's chain of calls, not after it: the rules ask for them on the form's first render.
  const variables = deps.systemVariables?.().catch(() => undefined);
  const warmed = await deps.warmPage({ entity: query.entity, pageId: query.pageId, flag: query.state });
  if (!warmed) {
    await variables;
    return;
  }
  const { page, meta } = warmed;
  const lists = new Map<string, Promise<unknown>>();
  for (const { dataType, codeKey } of await codeListsOf(page, meta, query.state, language, deps.getMeta)) {
    const key = `${dataType}:${codeKey}`;
    if (!lists.has(key)) lists.set(key, dataType === 'tree' ? deps.getTree(codeKey) : deps.getCodes(codeKey));
  }
  await Promise.allSettled([...lists.values(), variables]);
}

interface CodeList {
  dataType: 'code' | 'tree';
  codeKey: string;
}

/**
 * The code lists and trees a page's fields draw, worked out once per loaded page, metadata, state
 * and language: a second form of the same page finds its calls cached, and going through its
 * fields again would be the only work of its warm-up, on the main thread as it mounts.
 */
const codeListsByPage = new WeakMap<object, WeakMap<object, Map<string, Promise<CodeList[]>>>>();

function codeListsOf(page: WarmedPage['page'], meta: WarmedPage['meta'], state: string, language: string, getMeta: GetMeta): Promise<CodeList[]> {
  let byMeta = codeListsByPage.get(page);
  if (!byMeta) codeListsByPage.set(page, (byMeta = new WeakMap()));
  let byState = byMeta.get(meta);
  if (!byState) byMeta.set(meta, (byState = new Map()));
  const key = `${state}|${language}`;
  let lists = byState.get(key);
  if (!lists) {
    lists = findCodeLists(page, meta, state, language, getMeta);
    // A failure is not kept: the next warm-up tries again.
    lists.catch(() => byState.delete(key));
    byState.set(key, lists);
  }
  return lists;
}

async function findCodeLists(page: WarmedPage['page'], meta: WarmedPage['meta'], state: string, language: string, getMeta: GetMeta): Promise<CodeList[]> {
  const content = (page.definition.CONTENT ?? {}) as { fields?: FieldConfig[] | null; fieldScope?: FieldScope | null; hiddenFields?: string[] | null };
  const fields = await buildFields(
    {
      meta,
      state: state.toUpperCase() as 'ADD',
      fields: content.fields ?? null,
      fieldScope: content.fieldScope ?? null,
      hiddenFields: content.hiddenFields ?? null,
      language,
    },
    getMeta,
  );
  const found: CodeList[] = [];
  for (const field of fields) {
    const { dataType, codeKey } = drawnField(field.config, field.attribute);
    if (codeKey && (dataType === 'code' || dataType === 'tree')) found.push({ dataType, codeKey });
  }
  return found;
}
