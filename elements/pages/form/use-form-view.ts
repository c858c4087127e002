/**
 * Which form a form page shows: the kind it was opened as, or, after a detail's 编辑, the entity's
 * edit page. A detail config states its fields DETAIL (spec §3 field states), so an edit that kept
 * it would show every field read-only: the edit uses the entity's `editPage`, else the server's
 * edit page of the entity (core/meta `pageConfigFor`), and only an entity without any edit page
 * falls back to the detail config with its DETAIL states dropped. Cancel and a save come back.
 */
import { useEffect, useMemo, useState } from 'react';
import { entityPageId } from '../../../core/pages.ts';
import type { EntityMeta, PageContent } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';

export interface FormView {
  state: FormState;
  /** The page config to load: a page id, else the entity and flag. */
  pageId?: string;
  entity?: string;
  /** An edit opened from this page's detail: cancel and a save return to it. */
  fromDetail: boolean;
  /** No edit page exists: the detail config, without its detail-only field states. */
  detailConfig: boolean;
}

interface Opened {
  kind: string;
  pageId?: string;
  entity?: string;
  recordId?: string;
}

export function asState(kind: string | undefined): FormState {
  return kind === 'add' || kind === 'edit' ? kind : 'detail';
}

const openedView = ({ kind, pageId, entity }: Opened): FormView => ({ state: asState(kind), pageId, entity, fromDetail: false, detailConfig: false });

const sameView = (a: FormView, b: FormView) =>
  a.state === b.state && a.pageId === b.pageId && a.entity === b.entity && a.fromDetail === b.fromDetail && a.detailConfig === b.detailConfig;

/** A lookup that found no page config (the server's not-found code). */
export function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /not.?found/i.test(code);
}

/** Field configs without the read-only states a detail config gives them. */
export function withoutDetailStates(content: PageContent): PageContent {
  if (!Array.isArray(content.fields)) return content;
  return { ...content, fields: content.fields.map((field) => (field.state === 'DETAIL' ? { ...field, state: undefined } : field)) };
}

export function useFormView(opened: Opened) {
  const { kind, pageId, entity, recordId } = opened;
  const [view, setView] = useState<FormView>(() => openedView(opened));
  // A new opening (another record or kind) starts from what it asks for. The view it already
  // shows stays the same object: a new one would draw the whole form again as it mounts.
  useEffect(() => {
    const opened = openedView({ kind, pageId, entity });
    setView((current) => (sameView(current, opened) ? current : opened));
  }, [kind, pageId, entity, recordId]);

  return useMemo(
    () => ({
      view,
      /** The detail's 编辑: the entity's `editPage`, else the server's edit page of the entity. */
      toEdit(meta: EntityMeta) {
        setView({ state: 'edit', pageId: entityPageId(meta, 'edit'), entity: meta.id || meta.code || entity, fromDetail: true, detailConfig: false });
      },
      /** The entity has no edit page: edit with the detail's config, its DETAIL states dropped. */
      toDetailConfigEdit() {
        setView({ state: 'edit', pageId, entity, fromDetail: true, detailConfig: true });
      },
      toDetail() {
        setView(openedView({ kind: 'detail', pageId, entity }));
      },
      /** A new record saved: it goes on as an edit of that record with the same config. */
      toSavedEdit() {
        setView((current) => ({ ...current, state: 'edit' }));
      },
    }),
    [view, pageId, entity],
  );
}
