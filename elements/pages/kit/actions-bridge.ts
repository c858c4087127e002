/**
 * The entity pages' view of core/actions: running an operation, its visibility under
 * RIGHT_CONTROL_MODE, and the submit lock of a form save.
 */
import type { Platform } from '../../../core/index.ts';
import { createSubmitLocks } from '../../../core/actions/index.ts';
import type { Actions } from '../../../core/actions/index.ts';
import { translate } from '../../../core/i18n/index.ts';
import type { ActionOutcome, OpenTarget } from './services.ts';
import type { EntityMeta, Operate, Row } from './types.ts';

export interface RunInput {
  entity: EntityMeta;
  rows: Row[];
  /** The row of a row operation (its needSelect defaults to 1). */
  row?: Row;
  query?: Record<string, string>;
  confirm: (message: string) => Promise<boolean>;
  refresh?: () => unknown;
  /** Opens the page of an `open` operation (or after-action) for this run, instead of the router. */
  open?: (target: OpenTarget) => unknown;
}

export interface ActionBridge {
  run(operate: Operate, input: RunInput): Promise<ActionOutcome>;
  visibility(operate: Operate, entity: EntityMeta, mode: string | undefined): 'show' | 'hide' | 'disable';
  withRightCodes<T extends object>(content: T): T;
  pageAllowed(content: object | null | undefined): boolean;
  lock(key: string): (() => void) | null;
  /** Core's loading mask text (正在操作,请稍后...) while an operation runs, else null. */
  $operating: Actions['$loading'];
}

const SHOWN = { shown: 'show', hidden: 'hide', disabled: 'disable' } as const;

export function createActionBridge(platform: Platform): ActionBridge {
  const locks = createSubmitLocks();

  return {
    async run(operate, { entity, rows, row, query, confirm, refresh, open }) {
      const result = await platform.actions.run(operate, {
        entity: entity.code,
        entityId: entity.id,
        rows,
        row,
        keyName: entity.keyNames[0] ?? 'ID',
        query,
        confirm,
        refresh,
        open,
      });
      return { done: result.done, result: result.data, afterAction: result.afterAction };
    },
    // The rights a config names are core's to check (core/actions rights, through core/access).
    visibility: (operate, entity, mode) => SHOWN[platform.actions.visibility(operate, entity.code, mode)],
    withRightCodes: (content) => platform.actions.withRightCodes(content),
    pageAllowed: (content) => platform.actions.pageAllowed(content),
    lock(key) {
      const release = locks.acquire(key);
      if (release) return release;
      platform.notifier.notify({ kind: 'error', message: translate(platform.state.$language.get(), 'submitting') });
      return null;
    },
    get $operating() {
      return platform.actions.$loading;
    },
  };
}
