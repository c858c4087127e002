/**
 * The parent record of a sub list or sub grid and its child rows of one relation, read with the
 * parent's generic `get` (the reply carries `bean.children` per relation, as the form reads them),
 * so the grid edits exactly what the parent's `save` writes back.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Relation, Row } from '../kit/types.ts';
import { childEntityOf, childRelations } from '../form/form-logic.ts';
import { newRowId } from '../form/ChildSection.tsx';
import type { WorkTextFn } from '../work-text/index.ts';

export interface ParentRecord {
  status: 'idle' | 'loading' | 'ready' | 'error';
  meta?: EntityMeta;
  relation?: Relation;
  values: Row;
  rows: Row[];
  error?: Error;
  reload: () => void;
}

/**
 * The relation to show: the one named (any relation of the parent), else the first child section
 * of the parent (flag and viewCascade "1"), else its first relation. Undefined when it has none.
 */
export function pickRelation(meta: EntityMeta, code: string | undefined): Relation | undefined {
  const all = meta.relations ?? [];
  const named = code ? all.find((r) => r.code === code) : undefined;
  const chosen = named ?? (code ? undefined : (childRelations(meta)[0] ?? all[0]));
  return chosen ? { ...chosen, child: chosen.child ?? childEntityOf(chosen, meta) } : undefined;
}

/** Rows with a local id each, as the form's child sections keep them (ChildSection keys rows by it). */
export function withRowIds(rows: unknown): Row[] {
  return Array.isArray(rows) ? rows.filter((r): r is Row => Boolean(r) && typeof r === 'object').map((r) => ({ __rowId: newRowId(), ...r })) : [];
}

export function useParentRecord(
  services: PageServices,
  entity: string | undefined,
  recordId: string | undefined,
  relationCode: string | undefined,
  words: WorkTextFn,
): ParentRecord {
  const [state, setState] = useState<Omit<ParentRecord, 'reload'>>({ status: 'idle', values: {}, rows: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!entity) {
      setState({ status: 'error', values: {}, rows: [], error: new Error(words('noParentEntity')) });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    (async () => {
      const meta = await services.getMeta(entity);
      const relation = pickRelation(meta, relationCode);
      if (!relation)
        throw new Error(relationCode ? words('unknownRelation', meta.label || meta.code, relationCode) : words('noRelation', meta.label || meta.code));
      if (!recordId) return live && setState({ status: 'idle', meta, relation, values: {}, rows: [] });
      const reply = await services.request<{ bean?: { data?: Row; children?: Record<string, unknown> } }>({
        entity: meta.id || meta.code,
        action: 'get',
        params: { id: recordId },
        silent: true,
      });
      if (live) setState({ status: 'ready', meta, relation, values: reply?.bean?.data ?? {}, rows: withRowIds(reply?.bean?.children?.[relation.code]) });
    })().catch((error: unknown) => {
      if (live) setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error : new Error(String(error)) }));
    });
    return () => void (live = false);
  }, [services, entity, recordId, relationCode, attempt, words]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Reads the parent again when this core instance saves its entity or the child's (the sub grid
 * and the forms announce their saves through services.$saved), as the lists do: a sub list kept
 * open in a tab shows what was saved elsewhere. The child may be named by id or code; saves carry
 * the code, so the child's metadata says which.
 */
export function useReloadOnSave(services: PageServices, parent: ParentRecord, recordId: string | undefined): void {
  const { meta, relation, reload } = parent;
  const child = relation?.child;
  const [childCode, setChildCode] = useState<string>();
  useEffect(() => {
    if (!child) return undefined;
    let live = true;
    setChildCode(child);
    services.getMeta(child).then(
      (m) => live && setChildCode(m.code),
      () => undefined,
    );
    return () => void (live = false);
  }, [services, child]);
  const parentCode = meta?.code;
  useEffect(() => {
    if (!recordId) return undefined;
    const watched = new Set([parentCode, childCode].filter(Boolean));
    return services.$saved.listen((saved) => {
      if (saved && watched.has(saved.entity)) reload();
    });
  }, [services, recordId, parentCode, childCode, reload]);
}
