/**
 * Running a list's operations through core's action runner, then what the page does with the
 * outcome: a page to open goes to the workspace, or to a dialog of the list's own when standalone.
 */
import { Suspense, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ListController } from '../../../core/pages.ts';
import { rowKey } from '../kit/columns.ts';
import type { OpenTarget, PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Operate, PageContent, Row } from '../kit/types.ts';
import { SlDialog } from '../kit/sl.ts';
import { Loading, lazyComponent } from '../../shared/lazy.tsx';
import type { FormPageProps } from '../form/FormPage.tsx';
import type { ListPageProps } from './ListPage.tsx';
import { opensPage, rowOperates, toolbarOperates } from './list-operates.ts';

// A standalone list's own form dialog: its code comes with the first record opened from it.
const FormPage = lazyComponent<FormPageProps>(() => import('../form/FormPage.tsx').then((module) => module.default), 'form');

interface Input {
  services: PageServices;
  /** The list's controller (core/lists): it runs the operations on its selection and refreshes. */
  list: ListController;
  /** The operation running from this list (the controller's `$busy`). */
  busy: string | null;
  meta?: EntityMeta;
  content: PageContent;
  props: ListPageProps;
  text: TextFn;
  confirm: (message: string) => Promise<boolean>;
  /** The list's columns: a download (export) sends them with the list's conditions and sort. */
  exportColumns?: readonly string[];
}

interface DialogTarget {
  kind: string;
  recordId?: string;
  pageId?: string;
}

export function useOperations({ services, list, busy, meta, content, props, text, confirm, exportColumns }: Input) {
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const dirty = useRef(false);
  const toolbar = useMemo(() => (meta ? toolbarOperates(meta, content, text) : []), [meta, content, text]);
  const rowOps = useMemo(() => rowOperates(content, text), [content, text]);

  /**
   * Where an `open` operation's page goes once core's runner has checked it: the workspace, else
   * (a standalone list) the host's `row-open` veto and then the list's own dialog.
   */
  function openTarget(target: OpenTarget, rows: Row[]) {
    const query = { ...(props.query ?? {}), ...(target.query ?? {}) };
    if (services.open({ ...target, query })) return;
    const row = target.recordId && rows.length === 1 ? rows[0] : undefined;
    if (row && props.onRowOpen && !props.onRowOpen({ row, key: target.recordId ?? '', kind: target.kind, pageId: target.pageId })) return;
    setTarget({ kind: target.kind, recordId: target.recordId, pageId: target.pageId });
  }

  function openRecord(row: Row) {
    void run(rowOps.find((o) => o.flag === 'detail') ?? { name: 'detail', label: text('detail'), type: 'open', flag: 'detail', needSelect: 1 }, [row], true);
  }

  // Every operation, page-opening ones included, runs through core's runner (by the list's
  // controller): selection, row condition and tip, confirm, submit lock and loading mask are
  // decided there, as are the refresh after it and an export's conditions, not here.
  async function run(op: Operate, rows: Row[], ofRow = false) {
    if (!meta) return;
    if (op.type === 'refresh') return list.refresh();
    const opens = opensPage(op);
    if (!opens && props.onActionRequest && !props.onActionRequest({ operate: op.name, keys: rows.map((r) => rowKey(meta, r)) })) return;
    try {
      const open = (target: OpenTarget) => openTarget(target, rows);
      const outcome = await list.run(op, { rows, row: ofRow ? rows[0] : undefined, query: props.query, confirm, open, columns: exportColumns });
      if (!outcome.done || opens) return;
      props.onActionDone?.({ operate: op.name, result: outcome.data, keys: rows.map((r) => rowKey(meta, r)) });
    } catch (error) {
      // The runner reports failures through core's notifier; nothing is left half-done here.
      void error;
    }
  }

  const close = () => {
    dirty.current = false;
    setTarget(null);
  };
  // The unsaved-change guard of the list's own dialog: Escape, the close button or the overlay
  // ask first while the form holds input (the draft is kept either way).
  const requestClose = (e: Event) => {
    if (e.target !== e.currentTarget) return;
    e.preventDefault();
    if (!dirty.current) return close();
    void confirm(text('unsavedBody')).then((ok) => ok && close());
  };
  const formDialog: ReactNode =
    target && meta ? (
      <SlDialog
        open
        className="form-dialog"
        label={text(target.kind === 'add' ? 'add' : target.kind === 'edit' ? 'edit' : 'detail')}
        onsl-request-close={requestClose}
      >
        <Suspense fallback={<Loading />}>
          <FormPage
            kind={target.kind}
            entity={meta.code}
            pageId={target.pageId}
            recordId={target.recordId}
            client={props.client}
            system={props.system}
            overlay="popup"
            onClose={close}
            onDirtyChange={(d: boolean) => {
              dirty.current = d;
            }}
            onSaved={() => {
              list.refresh();
            }}
            onSwitch={(kind: string) => setTarget({ ...target, kind, pageId: undefined })}
          />
        </Suspense>
      </SlDialog>
    ) : null;

  return { toolbar, rowOps, busy, run, openRecord, formDialog };
}
