/**
 * The rights a page config names (spec §6), checked through core's access concept: an
 * operation's `right` (the role-to-entity-to-actions map, `access.canOperate`) and a `rightCode`
 * on an operation, a field, a column, a search field or the page itself (the role-to-codes map,
 * `access.hasRight`). Elements ask here; they hold no rule of their own.
 */
import type { Operate } from './types.ts';

export type OperateVisibility = 'shown' | 'hidden' | 'disabled';

export interface RightChecks {
  /** Operation right on an entity (access.canOperate, or the server's rule without a role). */
  rights?: (entityCode: string, operateName: string) => boolean;
  /** Right code of the current role (access.hasRight). */
  hasRight?: (code: string) => boolean;
}

/** The right an opening operation needs when its config names none: the server's own mapping. */
const PAGE_RIGHTS: Readonly<Record<string, string>> = { detail: 'view', list: 'view', statistics: 'view', add: 'add', edit: 'edit' };

/** The operation right checked for an operate: its `right`, an opening's page right, else its name. */
export function operateRight(operate: Pick<Operate, 'name' | 'right' | 'type' | 'flag'>): string | undefined {
  if (operate.right) return operate.right;
  if (operate.type === 'open') return PAGE_RIGHTS[operate.flag || 'detail'] ?? operate.name;
  return operate.name || undefined;
}

/** True when `code` names no right code, or the current role holds it. */
export function rightCodeAllows(code: unknown, hasRight: RightChecks['hasRight']): boolean {
  const named = typeof code === 'string' ? code.trim() : '';
  return !named || !hasRight || hasRight(named);
}

/**
 * How an operation shows under the page's RIGHT_CONTROL_MODE (DESIGN §4): '0' (or none) always
 * shown; without its operation right or its `rightCode`, '1' hides it and '2' shows it disabled.
 * An operate naming no right passes (spec §6); a refresh calls nothing, so no right forbids it.
 */
export function operateVisibility(
  operate: Pick<Operate, 'name' | 'right' | 'type' | 'flag' | 'rightCode'>,
  mode: string | number | null | undefined,
  rights: RightChecks['rights'],
  entityCode = '',
  hasRight?: RightChecks['hasRight'],
): OperateVisibility {
  const control = String(mode ?? '0');
  if ((control !== '1' && control !== '2') || operate.type === 'refresh') return 'shown';
  const name = operateRight(operate);
  const allowed = (!name || !rights || rights(entityCode, name)) && rightCodeAllows(operate.rightCode, hasRight);
  if (allowed) return 'shown';
  return control === '1' ? 'hidden' : 'disabled';
}

const ITEM_LISTS = ['columns', 'fields', 'searchFields'] as const;

/**
 * A page config with the columns, fields and search fields whose `rightCode` the role lacks
 * taken out (they show to the roles holding it, whatever RIGHT_CONTROL_MODE says: it governs
 * operations). The same object when nothing is taken out.
 */
export function withRightCodes<T extends object>(content: T, hasRight: RightChecks['hasRight']): T {
  let out: T | undefined;
  for (const key of ITEM_LISTS) {
    const list = (content as Record<string, unknown>)[key];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((item) => !item || typeof item !== 'object' || rightCodeAllows((item as { rightCode?: unknown }).rightCode, hasRight));
    if (kept.length !== list.length) (out ??= { ...content } as T)[key as keyof T] = kept as T[keyof T];
  }
  return out ?? content;
}

/** Whether the page itself may be shown: its config's `rightCode`, when it names one. */
export function pageAllowed(content: object | null | undefined, hasRight: RightChecks['hasRight']): boolean {
  return rightCodeAllows((content as { rightCode?: unknown } | null | undefined)?.rightCode, hasRight);
}
