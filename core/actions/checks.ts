import '../i18n/page-messages.ts';
import { EN_US, translate, ZH_CN } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Condition, ConditionPredicate, ConditionScope } from '../rules/index.ts';
import type { ActionInput, ActionsDeps, Operate, Row } from './types.ts';

/**
 * The selection rule of spec §5: 0 needs nothing; 1 exactly one ("please select a record" when
 * none, "Only one record can be selected" when several); 'n' at least one. Returns the message
 * key of the failure, or undefined when the selection fits.
 */
export function selectionProblem(needSelect: Operate['needSelect'], count: number): MessageKey | undefined {
  const need = String(needSelect ?? 0)
    .trim()
    .toLowerCase();
  if (need === '0' || need === '') return undefined;
  if (count === 0) return 'selectRecord';
  if (need === '1' && count > 1) return 'onlyOneRecord';
  return undefined;
}

/** True when every target row satisfies the operation's condition (no condition: true). */
export function rowsAllowed(rows: readonly Row[], predicate: ConditionPredicate | undefined, scope: ConditionScope): boolean {
  if (!predicate) return true;
  return rows.every((row) => predicate(row, scope));
}

export interface PrecheckTools {
  deps: ActionsDeps;
  compile(list: readonly Condition[] | null | undefined): ConditionPredicate;
  t(key: MessageKey, ...args: unknown[]): string;
}

/** Steps 1-2 of a run (selection, then row condition); a message means the run stops there. */
export function precheck(operate: Operate, input: ActionInput, rows: readonly Row[], tools: PrecheckTools): string | undefined {
  const { deps, compile, t } = tools;
  const problem = selectionProblem(operate.needSelect ?? (input.row ? 1 : 0), rows.length);
  // Spec §5 in its own words, whatever the UI's language: "please select a record" and "Only one
  // record can be selected", and the same messages in Chinese for the page-opening variant.
  if (problem) return translate(operate.type === 'open' ? ZH_CN : EN_US, problem);
  if (operate.condition?.length) {
    const scope = deps.scope ? deps.scope({ page: input.page, query: input.query, tab: input.tab }) : { page: input.page, query: input.query, tab: input.tab };
    if (!rowsAllowed(rows, compile(operate.condition), scope)) return operate.tip || t('cannotExecute');
  }
  return undefined;
}
