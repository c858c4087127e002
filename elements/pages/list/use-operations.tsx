/**
 * Running a list's operations: opening pages (workspace, or a dialog of the list's own when
 * standalone), the action runner of core for the rest, then the after-action.
 */
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { rowKey } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Operate, PageContent, Row } from '../kit/types.ts';
import { SlDialog } from '../kit/sl.ts';
import FormPage from '../form/FormPage.tsx';
import { selectionProblem } from '../../../core/actions/index.ts';
import { translate } from '../../../core/i18n/index.ts';
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
}

interface DialogTarget {
  kind: string;
  recordId?: string;
  pageId?: string;
}

export function useOperations({ services, meta, content, props, text, confirm, reload, clearSelection }: Input) {
  const [busy, setBusy] = useState<string | null>(null);
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const dirty = useRef(false);
  const toolbar = useMemo(() => (meta ? toolbarOperates(meta, content, text) : []), [meta, content, text]);
  const rowOps = useMemo(() => rowOperates(content, text), [content, text]);

  function openPage(op: Operate, row?: Row) {
    if (!meta) return;
    const kind = op.flag || 'detail';
    const recordId = row ? rowKey(meta, row) : undefined;
    const opened = services.open({ openType: op.openType, kind, entity: meta.code, pageId: op.pageId, recordId, query: props.query, title: op.label });
    if (opened) return;
    if (row && props.onRowOpen && !props.onRowOpen({ row, key: recordId!, kind, pageId: op.pageId })) return;
    setTarget({ kind, recordId, pageId: op.pageId });
  }

  function openRecord(row: Row) {
    openPage(rowOps.find((o) => o.flag === 'detail') ?? { name: 'detail', label: text('detail'), type: 'open', flag: 'detail' }, row);
  }

  async function run(op: Operate, rows: Row[]) {
    if (!meta) return;
    if (op.type === 'refresh') return reload();
    if (opensPage(op)) {
      const need = String(op.needSelect ?? 0);
      // Same checks and words as core's runner for the page-opening variant (Chinese, spec §5);
      // the page opens here because a standalone list opens it in its own dialog.
      const problem = selectionProblem(op.needSelect ?? 0, rows.length);
      if (problem) return services.notify('error', translate('010', problem));
      return openPage(op, need === '0' ? undefined : rows[0]);
    }
    if (props.onActionRequest && !props.onActionRequest({ operate: op.name, keys: rows.map((r) => rowKey(meta, r)) })) return;
    setBusy(op.name);
    try {
      // The runner carries out the after-action (refresh through this callback, open through the
      // router); a delete always refreshes, whatever the config says, or the row would linger.
      const refresh = () => {
        clearSelection();
        reload();
      };
      const outcome = await services.runAction(op, { entity: meta, rows, query: props.query, confirm, refresh });
      if (!outcome.done) return;
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
  const formDialog: ReactNode = target && meta ? (
    <SlDialog open className="form-dialog" label={text(target.kind === 'add' ? 'add' : target.kind === 'edit' ? 'edit' : 'detail')}
      onsl-request-close={requestClose}>
        <FormPage kind={target.kind} entity={meta.code} pageId={target.pageId} recordId={target.recordId} client={props.client} system={props.system}
          onClose={close} onDirtyChange={(d: boolean) => { dirty.current = d; }} onSaved={() => { reload(); }} onSwitch={(kind: string) => setTarget({ ...target, kind, pageId: undefined })} />
    </SlDialog>
  ) : null;

  return { toolbar, rowOps, busy, run, openRecord, formDialog };
}
