/**
 * The entity pages' view of core/actions: run an operation, its visibility under
 * RIGHT_CONTROL_MODE, and the submit lock. Delegates to `platform.actions` when it is wired.
 */
import type { Platform } from '../../../core/index.ts';
import { translate } from '../../../core/i18n/index.ts';
import { canOperateWith } from '../../../core/access/index.ts';
import type { Access } from '../../../core/access/index.ts';
import type { Http } from '../../../core/http/index.ts';
import type { Rules } from '../../../core/rules/index.ts';
import type { ActionOutcome } from './services.ts';
import type { EntityMeta, Operate, Row } from './types.ts';

export interface RunInput {
  entity: EntityMeta;
  rows: Row[];
  query?: Record<string, string>;
  confirm: (message: string) => Promise<boolean>;
}

/** What the pages need from core/actions; the bridge adapts its real API here. */
export interface ActionConcept {
  [name: string]: unknown;
}

export interface ActionBridge {
  run(operate: Operate, input: RunInput): Promise<ActionOutcome>;
  visibility(operate: Operate, entity: EntityMeta, mode: string | undefined): 'show' | 'hide' | 'disable';
  lock(key: string): (() => void) | null;
}

const LOCK_MS = 2000;

export function createActionBridge(platform: Platform, rules: Rules, actions: ActionConcept | undefined): ActionBridge {
  void actions;
  const core = platform as unknown as { http: Http; access?: Access };
  const say = (key: Parameters<typeof translate>[1]) => translate(platform.state.$language.get(), key);
  const error = (message: string) => void platform.notifier.notify({ kind: 'error', message });
  const locks = new Map<string, ReturnType<typeof setTimeout>>();

  function lock(key: string): (() => void) | null {
    if (locks.has(key)) {
      error(say('submitting'));
      return null;
    }
    locks.set(key, setTimeout(() => locks.delete(key), LOCK_MS));
    return () => {
      clearTimeout(locks.get(key));
      locks.delete(key);
    };
  }

  function visibility(operate: Operate, entity: EntityMeta, mode: string | undefined): 'show' | 'hide' | 'disable' {
    if (!mode || mode === '0' || !core.access) return 'show';
    // Without a role in the route (a standalone element in a host page) no Role header is sent
    // and the server grants the union of the user's roles: the check follows the server.
    const allowed = core.access.$activeRole.get()
      ? core.access.canOperate(entity.code, operate.right)
      : canOperateWith(platform.state.$user.get(), entity.code, operate.right, { allRole: true });
    return allowed ? 'show' : mode === '1' ? 'hide' : 'disable';
  }

  async function run(operate: Operate, { entity, rows, query, confirm }: RunInput): Promise<ActionOutcome> {
    const need = String(operate.needSelect ?? 0);
    if (need !== '0' && rows.length === 0) return error(say('selectRecord')), { done: false };
    if (need === '1' && rows.length > 1) return error(say('onlyOneRecord')), { done: false };
    if (operate.condition?.length && rows.some((row) => !rules.test(operate.condition, row, { query }))) {
      return error(operate.tip || say('cannotExecute')), { done: false };
    }
    const confirmText = operate.type === 'delete' ? operate.confirm || say('confirmDelete') : operate.confirm;
    if (confirmText && !(await confirm(confirmText))) return { done: false };
    const release = lock(`${entity.code}:${operate.name}`);
    if (!release) return { done: false };
    const keyName = entity.keyNames[0] ?? 'ID';
    const ids = rows.map((r) => String(r[keyName] ?? '')).join(',');
    try {
      if (operate.type === 'delete') {
        const result = await core.http.request({ entity: entity.id || entity.code, action: 'removeMulti', method: 'POST', data: { id: ids }, notifySuccess: true });
        return { done: true, result, afterAction: operate.afterAction ?? 'refresh' };
      }
      const params = rules.resolve({ id: ids, ...(operate.params ?? {}) }, { row: rows[0], query } as never);
      const payload = { action: operate.action ?? operate.name, entityId: entity.id, ...params, ...(operate.rule ? { rule: operate.rule } : {}) };
      if (operate.type === 'download') {
        const file = await core.http.download({ entity: entity.id || entity.code, action: operate.action ?? 'download', method: 'POST', data: payload });
        saveFile(file.blob, file.filename);
        return { done: true, result: file };
      }
      const result = await core.http.request({ entity: entity.id || entity.code, action: 'apply', method: 'POST', data: payload, notifySuccess: true });
      return { done: true, result, afterAction: (result as { refresh?: boolean })?.refresh ? 'refresh' : operate.afterAction };
    } finally {
      release();
    }
  }

  return { run, visibility, lock };
}

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
