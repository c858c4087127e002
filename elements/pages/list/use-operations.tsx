/**
 * Running a list's operations through core's action runner, then what the page does with the
 * outcome: a page to open goes to the workspace, or to a dialog of the list's own when standalone.
 */
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { rowKey } from '../kit/columns.ts';
import type { OpenTarget, PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Operate, PageContent, Row } from '../kit/types.ts';
import { SlDialog } from '../kit/sl.ts';
import FormPage from '../form/FormPage.tsx';
import type { ListPageProps } from './ListPage.tsx';
import { opensPage, rowOperates, toolbarOperates } from './list-operates.ts';

interface Input {
  services: PageServices;
  meta?: EntityMeta;
  content: PageContent;
  props: ListPageProps;
  text: TextFn;
  confirm: (message: string) => Promise<boolean>;
  reload: () => void;
  clearSelection: () => void;
  /** What a download (export) sends besides its own params: the list's conditions, sort and columns. */
  exportParams?: Record<string, unknown>;
}

interface DialogTarget {
  kind: string;
  recordId?: string;
  pageId?: string;
}

export function useOperations({ services, meta, content, props, text, confirm, reload, clearSelection, exportParams }: Input) {
  const [busy, setBusy] = useState<string | null>(null);
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

  // Every operation, page-opening ones included, runs through core's runner: selection, row
  // condition and tip, confirm, submit lock and loading mask are decided there, not here.
  async function run(op: Operate, rows: Row[], ofRow = false) {
    if (!meta) return;
    if (op.type === 'refresh') return reload();
    const opens = opensPage(op);
    if (!opens && props.onActionRequest && !props.onActionRequest({ operate: op.name, keys: rows.map((r) => rowKey(meta, r)) })) return;
    setBusy(op.name);
    try {
      // The runner carries out the after-action (refresh through this callback, open through
      // `openTarget`); a delete always refreshes, whatever the config says, or the row would linger.
      const refresh = () => {
        clearSelection();
        reload();
      };
      const open = (target: OpenTarget) => openTarget(target, rows);
      // An operate's own params win over the list's (a config may fix the columns of its export).
      const operate = op.type === 'download' && exportParams ? { ...op, params: { ...exportParams, ...(op.params ?? {}) } } : op;
      const outcome = await services.runAction(operate, { entity: meta, rows, row: ofRow ? rows[0] : undefined, query: props.query, confirm, refresh, open });
      if (!outcome.done || opens) return;
      if (!outcome.afterAction && op.type === 'delete') refresh();
      props.onActionDone?.({ operate: op.name, result: outcome.result, keys: rows.map((r) => rowKey(meta, r)) });
    } catch (error) {
      // The runner reports failures through core's notifier; nothing is left half-done here.
      void error;
    } finally {
      setBusy(null);
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
            reload();
          }}
          onSwitch={(kind: string) => setTarget({ ...target, kind, pageId: undefined })}
        />
      </SlDialog>
    ) : null;

  return { toolbar, rowOps, busy, run, openRecord, formDialog };
}
