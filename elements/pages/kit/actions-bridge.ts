/**
 * The entity pages' view of core/actions: running an operation, its visibility under
 * RIGHT_CONTROL_MODE, and the submit lock of a form save.
 */
import type { Platform } from '../../../core/index.ts';
import { canOperateWith } from '../../../core/access/index.ts';
import type { Access } from '../../../core/access/index.ts';
import { createSubmitLocks, operateVisibility } from '../../../core/actions/index.ts';
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
  lock(key: string): (() => void) | null;
  /** Core's loading mask text (正在操作,请稍后...) while an operation runs, else null. */
  $operating: Actions['$loading'];
}

const SHOWN = { shown: 'show', hidden: 'hide', disabled: 'disable' } as const;

/** The right an opening operation needs when its config names none: the server's own mapping. */
const PAGE_RIGHTS: Record<string, string> = { detail: 'view', list: 'view', statistics: 'view', add: 'add', edit: 'edit' };

function withRight(operate: Operate): Operate {
  if (operate.right || operate.type !== 'open') return operate;
  const right = PAGE_RIGHTS[operate.flag ?? 'detail'];
  return right ? { ...operate, right } : operate;
}

export function createActionBridge(platform: Platform): ActionBridge {
  const core = platform as unknown as { actions: Actions; access: Access };
  const locks = createSubmitLocks();

  // Without a role in the route (a standalone element in a host page) no Role header is sent
  // and the server grants the union of the user's roles: the check follows the server.
  const rights = (entityCode: string, name: string) =>
    core.access.$activeRole.get()
      ? core.access.canOperate(entityCode, name)
      : canOperateWith(platform.state.$user.get(), entityCode, name, { allRole: true });

  return {
    async run(operate, { entity, rows, row, query, confirm, refresh, open }) {
      const result = await core.actions.run(operate, {
        entity: entity.code, entityId: entity.id, rows, row, keyName: entity.keyNames[0] ?? 'ID', query, confirm, refresh, open,
      });
      return { done: result.done, result: result.data, afterAction: result.afterAction };
    },
    // A refresh calls nothing on the server: no right can forbid it.
    visibility: (operate, entity, mode) => (operate.type === 'refresh' ? 'show' : SHOWN[operateVisibility(withRight(operate), mode, rights, entity.code)]),
    lock(key) {
      const release = locks.acquire(key);
      if (release) return release;
      platform.notifier.notify({ kind: 'error', message: translate(platform.state.$language.get(), 'submitting') });
      return null;
    },
    get $operating() {
      return core.actions.$loading;
    },
  };
}
