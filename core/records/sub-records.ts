/**
 * The parent record of a sub list or sub grid and its child rows of one relation, read with the
 * parent's generic `get` (the reply carries `bean.children` per relation, as a form reads them),
 * and the sub grid's save through the parent: its key and the version it was read at (data) and
 * the rows of the relation (children), under the submit lock. A refusal stays on the page with
 * the server's message; a conflict offers a reload.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { SubmitLocks } from '../actions/index.ts';
import { CONFLICT_CODE } from '../forms/index.ts';
import { entityRef } from './calls.ts';
import type { RecordCalls } from './calls.ts';
import { childPayload, parentPayload, pickRelation } from './logic.ts';
import type { RecordEntity, RecordRelation, Row } from './types.ts';
import { recordWords } from './words.ts';

export interface ParentInput {
  /** The parent entity (id or code). */
  entity: string | undefined;
  recordId: string | undefined;
  /** The relation code; default the parent's first child section. */
  relation: string | undefined;
  /** Tells the instance's pages that the parent was saved. */
  announce?: (entity: string, id: string) => void;
}

export interface ParentView<M> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  meta?: M;
  relation?: RecordRelation & { child: string };
  values: Row;
  rows: Row[];
  error?: Error;
}

export interface RowsSaveView {
  saving: boolean;
  error: string | null;
  /** The server refused the save as stale (`error.conflict`). */
  conflict: boolean;
}

export interface ParentDeps<M extends RecordEntity> {
  calls: Pick<RecordCalls, 'getRecord' | 'saveRecord'>;
  getMeta: (entity: string) => Promise<M>;
  locks: SubmitLocks;
  notify: (kind: 'success' | 'error', message: string) => void;
  language: () => string;
  lockedMessage: () => string;
  newRowId: () => string;
}

export interface ParentController<M> {
  $parent: ReadableAtom<ParentView<M>>;
  $rowsSave: ReadableAtom<RowsSaveView>;
  /** Another parent, record or relation (or language: the messages): reads it again when they changed. */
  update(input: ParentInput): void;
  reload(): void;
  /**
   * Saves the rows through the parent once `check` finds no message in them; true when saved
   * (the parent is then read back: the rows get their ids and the parent its new version).
   */
  saveRows(rows: readonly Row[], check: (rows: readonly Row[]) => Promise<Record<string, string>>): Promise<boolean>;
  /** Drops the invalid notice (a cell changed). */
  clearInvalid(): void;
  destroy(): void;
}

/** Rows with a local id each, as the form's child sections keep them. */
export function withRowIds(rows: unknown, newRowId: () => string): Row[] {
  return Array.isArray(rows) ? rows.filter((r): r is Row => Boolean(r) && typeof r === 'object').map((r) => ({ __rowId: newRowId(), ...r })) : [];
}

export function createParentController<M extends RecordEntity>(deps: ParentDeps<M>, first: ParentInput): ParentController<M> {
  const $parent = atom<ParentView<M>>({ status: 'idle', values: {}, rows: [] });
  const $rowsSave = atom<RowsSaveView>({ saving: false, error: null, conflict: false });
  const patchRows = (patch: Partial<RowsSaveView>) => $rowsSave.set({ ...$rowsSave.get(), ...patch });
  const say = () => recordWords(deps.language());
  let input = first;
  let opened: unknown[] | null = null;
  let attempt = 0;
  let ticket = 0;

  async function read(mine: number) {
    const { entity, recordId } = input;
    const meta = await deps.getMeta(entity!);
    const relation = pickRelation(meta, input.relation);
    if (!relation) {
      const name = meta.label || meta.code;
      throw new Error(input.relation ? say()('unknownRelation', name, input.relation) : say()('noRelation', name));
    }
    if (mine !== ticket) return;
    if (!recordId) return $parent.set({ status: 'idle', meta, relation, values: {}, rows: [] });
    const stored = await deps.calls.getRecord(entityRef(meta), recordId);
    if (mine === ticket)
      $parent.set({ status: 'ready', meta, relation, values: stored.values, rows: withRowIds(stored.children[relation.code], deps.newRowId) });
  }

  function open() {
    const inputs = [input.entity, input.recordId, input.relation, deps.language(), attempt];
    if (opened && inputs.every((value, i) => value === opened![i])) return;
    opened = inputs;
    const mine = ++ticket;
    if (!input.entity) {
      $parent.set({ status: 'error', values: {}, rows: [], error: new Error(say()('noParentEntity')) });
      return;
    }
    $parent.set({ ...$parent.get(), status: 'loading', error: undefined });
    read(mine).catch((error: unknown) => {
      if (mine === ticket) $parent.set({ ...$parent.get(), status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    });
  }

  function reload() {
    attempt += 1;
    open();
  }

  async function saveRows(list: readonly Row[], check: (rows: readonly Row[]) => Promise<Record<string, string>>): Promise<boolean> {
    const { meta, relation, status, values } = $parent.get();
    if (!meta || !relation || status !== 'ready') return false;
    const messages = await check(list);
    if (Object.keys(messages).length) {
      patchRows({ error: say()('invalid') });
      return false;
    }
    const data = parentPayload(meta.keyNames, values);
    const keyName = meta.keyNames[0] ?? 'ID';
    const release = deps.locks.acquire(`save:${meta.code}:${String(data[keyName] ?? '')}`);
    if (!release) {
      deps.notify('error', deps.lockedMessage());
      patchRows({ error: say()('saving') });
      return false;
    }
    patchRows({ saving: true, error: null, conflict: false });
    try {
      const reply = await deps.calls.saveRecord({ entity: entityRef(meta), action: 'save', data, children: { [relation.code]: childPayload(list) } });
      deps.notify('success', say()('saved'));
      input.announce?.(meta.code, String(reply.id ?? data[keyName] ?? ''));
      // Read back: the stored rows get their ids and the parent its new version.
      reload();
      return true;
    } catch (failure) {
      const code = (failure as { code?: string } | null)?.code;
      patchRows({ conflict: code === CONFLICT_CODE, error: failure instanceof Error && failure.message ? failure.message : say()('error') });
      return false;
    } finally {
      patchRows({ saving: false });
      release();
    }
  }

  open();
  return {
    $parent,
    $rowsSave,
    update(next) {
      input = next;
      open();
    },
    reload,
    saveRows,
    clearInvalid() {
      if ($rowsSave.get().error === say()('invalid')) patchRows({ error: null });
    },
    destroy() {
      ticket += 1;
    },
  };
}
