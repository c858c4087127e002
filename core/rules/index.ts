/**
 * Rules: condition expressions and payload placeholders (spec §5 "Condition expressions",
 * spec §7 "Parameter placeholders", DESIGN §4).
 *
 * Conditions are lists of `{ left?, field, mode, value?, right?, join? }`. They are compiled once
 * into a predicate (a recursive-descent parser over the items building closures; no `eval`, no
 * `new Function`) and the predicate is reused across rows.
 * - `and` binds tighter than `or`; `left`/`right` hold any number of brackets; an empty list is
 *   true; `join` on the first item is ignored.
 * - `field` `user.roleCode` reads the route's role; other `user.*` fields read the user;
 *   `$[name]` (as field or value) reads the page context, then the query, then the tab.
 * - A value holding placeholders is resolved per test (`$[x]`, `#[f]` from the row, `#{x}`).
 * - Nulls (`undefined`, `null`, `''`): `equal`/`not_equal` compare them as ''; every other mode
 *   but `is_null`/`in`/`not_in` is false when either side is null (negative modes included).
 * - Malformed lists (an item without a field, an unknown mode or join, unbalanced brackets, other
 *   text in `left`/`right`) compile to a predicate that is always false; the reason is logged once,
 *   at compile time (and `rules.compile` memoises by list, so once per list).
 * - Any error while testing a row yields false and is logged once per predicate.
 */
import type { PlatformContext } from '../instance/context.ts';
import type { User } from '../state/index.ts';
import { compileCondition } from './conditions.ts';
import type { CompileOptions, Condition, ConditionPredicate, ConditionScope } from './conditions.ts';
import { resolvePlaceholders } from './placeholders.ts';
import type { PlaceholderSources } from './placeholders.ts';

export interface RulesDeps {
  /** System variables (FM_SEARCH_PARAM NAME → VALUE) for `#{x}`. */
  variables?: () => Record<string, unknown> | null | undefined;
  /** The active role code; by default the route's `role`, or the code of its `roleId`. */
  roleCode?: () => string | undefined;
}

/** Page-level sources a caller adds to what the instance knows (user, role, variables). */
export interface PageSources {
  page?: Record<string, unknown> | null;
  query?: Record<string, unknown> | null;
  tab?: Record<string, unknown> | null;
}

export interface Rules {
  /** Compiles (memoised per list object) a condition list into a predicate. */
  compile(list: readonly Condition[] | null | undefined): ConditionPredicate;
  /** The scope a predicate reads: user, role and variables now, plus the page sources. */
  scope(page?: PageSources): ConditionScope;
  /** One-off test of a list against a row. */
  test(list: readonly Condition[] | null | undefined, row: Record<string, unknown> | null | undefined, page?: PageSources): boolean;
  /** Resolves placeholders in a payload with the instance's user, role and variables added. */
  resolve<T>(payload: T, sources?: PlaceholderSources): T;
}

function routeRoleCode(context: PlatformContext): string | undefined {
  const params = context.state.$route.get()?.params ?? {};
  if (params.role) return params.role;
  const roleId = params.roleId;
  if (!roleId) return undefined;
  const user: User | null = context.state.$user.get();
  return user?.roles?.find((role) => role.ID === roleId)?.CODE;
}

export function createRules(context: PlatformContext, deps: RulesDeps = {}): Rules {
  const log: CompileOptions['log'] = (message, detail) => context.env.console.warn(message, detail ?? '');
  const compiled = new WeakMap<object, ConditionPredicate>();
  const roleCode = deps.roleCode ?? (() => routeRoleCode(context));

  function compile(list: readonly Condition[] | null | undefined): ConditionPredicate {
    if (list == null || typeof list !== 'object') return compileCondition(list, { log });
    let predicate = compiled.get(list);
    if (!predicate) {
      predicate = compileCondition(list, { log });
      compiled.set(list, predicate);
    }
    return predicate;
  }

  function scope(page: PageSources = {}): ConditionScope {
    return {
      user: context.state.$user.get() as Record<string, unknown> | null,
      roleCode: roleCode(),
      variables: deps.variables?.() ?? undefined,
      page: page.page,
      query: page.query,
      tab: page.tab,
    };
  }

  return {
    compile,
    scope,
    test: (list, row, page) => compile(list)(row, scope(page)),
    resolve: (payload, sources = {}) => resolvePlaceholders(payload, { ...scope(), ...sources }),
  };
}

export { compileCondition, checkConditions } from './conditions.ts';
export { describeConditions, conditionModeLabel, conditionProblemText, CONDITION_MODES, CONDITION_MODE_WORDS } from './describe.ts';
export type { DescribeOptions } from './describe.ts';
export { resolvePlaceholders, hasPlaceholder } from './placeholders.ts';
export { isConditionMode, dateKey } from './modes.ts';
export type { CompileOptions, Condition, ConditionCheck, ConditionPredicate, ConditionProblem, ConditionScope } from './conditions.ts';
export type { PlaceholderSources } from './placeholders.ts';
export type { ConditionMode } from './modes.ts';
