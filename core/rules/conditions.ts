import { isConditionMode, MODES } from './modes.ts';
import type { ConditionMode, ModeSpec, ValueTest } from './modes.ts';
import { fieldReader } from './readers.ts';
import { hasPlaceholder, lookupPage, resolvePlaceholders } from './placeholders.ts';
import type { PlaceholderSources } from './placeholders.ts';

/** One item of a condition list (DESIGN §4); `join` links it to the item before. */
export interface Condition {
  left?: string;
  field: string;
  mode: ConditionMode | string;
  value?: unknown;
  right?: string;
  join?: 'and' | 'or' | string;
}

type Bag = Record<string, unknown> | null | undefined;

/**
 * What a condition reads besides the row: `user.roleCode` is `roleCode` (the route's role),
 * other `user.*` fields come from `user`; `$[name]` from `page`, `query`, then `tab`;
 * `#{x}` from `variables`.
 */
export interface ConditionScope {
  user?: Bag;
  roleCode?: string;
  page?: Bag;
  query?: Bag;
  tab?: Bag;
  variables?: Bag;
}

/** A compiled condition list: pure, reusable across rows, never throws. */
export type ConditionPredicate = (row: Bag, scope?: ConditionScope) => boolean;

export interface CompileOptions {
  /** Where malformed lists and evaluation errors are reported (once each). */
  log?: (message: string, detail?: unknown) => void;
}

type Node = (row: Bag, scope: ConditionScope) => boolean;
type Token = '(' | ')' | 'and' | 'or' | Node;

const EMPTY_SCOPE: ConditionScope = Object.freeze({});

/** Why a condition list is malformed: a code (worded by describe.ts), the 1-based item, a detail. */
export interface ConditionProblem {
  code:
    | 'not-list'
    | 'too-many'
    | 'not-object'
    | 'no-field'
    | 'unknown-mode'
    | 'unknown-join'
    | 'bad-value'
    | 'too-many-values'
    | 'bad-bracket'
    | 'too-deep'
    | 'unclosed'
    | 'unopened';
  item?: number;
  detail?: string;
}

class MalformedCondition extends Error {
  constructor(
    readonly problem: ConditionProblem,
    message: string,
  ) {
    super(message);
  }
}

const malformed = (code: ConditionProblem['code'], item: number | undefined, message: string, detail?: string): MalformedCondition =>
  new MalformedCondition({ code, ...(item === undefined ? {} : { item }), ...(detail === undefined ? {} : { detail }) }, message);

function operand(field: string): (row: Bag, scope: ConditionScope) => unknown {
  if (field === 'user.roleCode') return (_row, scope) => scope.roleCode;
  if (field.startsWith('user.')) {
    const key = field.slice(5);
    return (_row, scope) => (scope.user == null ? undefined : scope.user[key]);
  }
  const page = /^\$\[([^\]]+)\]$/.exec(field);
  if (page) {
    const name = page[1]!.trim();
    return (_row, scope) => lookupPage(scope, name);
  }
  return fieldReader(field);
}

function sourcesOf(row: Bag, scope: ConditionScope): PlaceholderSources {
  return { ...scope, row };
}

/**
 * Limits the reference server applies too (docs/server-contract.md "Condition"): items, bracket
 * depth, the values of one in/not_in list and of all of them together. Both sides accept and
 * reject the same lists (tests/support/condition-table.ts).
 */
export const MAX_CONDITIONS = 200;
export const MAX_CONDITION_DEPTH = 20;
export const MAX_IN_VALUES = 1000;
export const MAX_CONDITION_VALUES = 5000;

const LIST_MODES: ReadonlySet<string> = new Set(['in', 'not_in', 'in_scope', 'not_in_scope']);

const isScalar = (value: unknown): boolean =>
  value == null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date;

/** How many values an in/not_in list holds, read as the mode reads it (a string splits on commas). */
function listLength(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value == null || value === '') return 0;
  return typeof value === 'string' ? value.split(',').length : 1;
}

/**
 * A value is a scalar; the list and scope modes also take an array of scalars; is_null and
 * not_null ignore it. Returns how many values an in/not_in list holds (0 for other modes).
 */
function checkValue(mode: ConditionMode, value: unknown, index: number): number {
  if (mode === 'is_null' || mode === 'not_null') return 0;
  if (!isScalar(value) && !(LIST_MODES.has(mode) && Array.isArray(value) && value.every(isScalar))) {
    throw malformed('bad-value', index + 1, `item ${index + 1} has a value that "${mode}" cannot take`, mode);
  }
  if (mode !== 'in' && mode !== 'not_in') return 0;
  const count = listLength(value);
  if (count > MAX_IN_VALUES) throw malformed('too-many-values', index + 1, `item ${index + 1} lists more than ${MAX_IN_VALUES} values`, String(MAX_IN_VALUES));
  return count;
}

interface Tally {
  depth: number;
  values: number;
}

function atom(item: Condition, index: number, tally: Tally): Node {
  if (typeof item.field !== 'string' || item.field.trim() === '') {
    throw malformed('no-field', index + 1, `item ${index + 1} has no field`);
  }
  const mode = typeof item.mode === 'string' ? item.mode.trim().toLowerCase() : item.mode;
  if (!isConditionMode(mode)) throw malformed('unknown-mode', index + 1, `item ${index + 1} has unknown mode "${String(item.mode)}"`, String(item.mode));
  tally.values += checkValue(mode, item.value, index);
  if (tally.values > MAX_CONDITION_VALUES)
    throw malformed('too-many-values', index + 1, `the list holds more than ${MAX_CONDITION_VALUES} values`, String(MAX_CONDITION_VALUES));
  const spec: ModeSpec = MODES[mode];
  const get = operand(item.field.trim());
  if (!hasPlaceholder(item.value)) {
    const test = spec.compile(item.value);
    return (row, scope) => test(get(row, scope));
  }
  // A placeholder value differs per page and possibly per row (#[f]): compile it on each test,
  // reusing the compiled test while the resolved value stays the same.
  let lastRaw: unknown = Symbol('none');
  let lastTest: ValueTest = () => false;
  return (row, scope) => {
    const raw = resolvePlaceholders(item.value, sourcesOf(row, scope));
    if (raw !== lastRaw || typeof raw === 'object') {
      lastRaw = raw;
      lastTest = spec.compile(raw);
    }
    return lastTest(get(row, scope));
  };
}

function brackets(text: unknown, char: '(' | ')', index: number): number {
  if (text === undefined || text === null || text === '') return 0;
  if (typeof text !== 'string' || text.replace(/\s/g, '').replace(char === '(' ? /\(/g : /\)/g, '') !== '') {
    throw malformed('bad-bracket', index + 1, `item ${index + 1} has "${String(text)}" where only "${char}" may stand`, String(text));
  }
  return text.split(char).length - 1;
}

function tokenize(list: readonly Condition[]): Token[] {
  if (list.length > MAX_CONDITIONS) throw malformed('too-many', undefined, `the list holds more than ${MAX_CONDITIONS} items`, String(MAX_CONDITIONS));
  const tokens: Token[] = [];
  const tally: Tally = { depth: 0, values: 0 };
  list.forEach((item, index) => {
    if (item === null || typeof item !== 'object') throw malformed('not-object', index + 1, `item ${index + 1} is not an object`);
    if (index > 0) {
      const join = typeof item.join === 'string' ? item.join.trim().toLowerCase() : (item.join ?? 'and');
      if (join !== 'and' && join !== 'or')
        throw malformed('unknown-join', index + 1, `item ${index + 1} has unknown join "${String(item.join)}"`, String(item.join));
      tokens.push(join);
    }
    const open = brackets(item.left, '(', index);
    tally.depth += open;
    if (tally.depth > MAX_CONDITION_DEPTH)
      throw malformed('too-deep', index + 1, `brackets nest deeper than ${MAX_CONDITION_DEPTH}`, String(MAX_CONDITION_DEPTH));
    for (let n = open; n > 0; n -= 1) tokens.push('(');
    tokens.push(atom(item, index, tally));
    const close = brackets(item.right, ')', index);
    tally.depth -= close;
    for (let n = close; n > 0; n -= 1) tokens.push(')');
  });
  return tokens;
}

function all(nodes: Node[]): Node {
  if (nodes.length === 1) return nodes[0]!;
  if (nodes.length === 2) {
    const [a, b] = nodes as [Node, Node];
    return (row, scope) => a(row, scope) && b(row, scope);
  }
  return (row, scope) => {
    for (let i = 0; i < nodes.length; i += 1) if (!nodes[i]!(row, scope)) return false;
    return true;
  };
}

function any(nodes: Node[]): Node {
  if (nodes.length === 1) return nodes[0]!;
  if (nodes.length === 2) {
    const [a, b] = nodes as [Node, Node];
    return (row, scope) => a(row, scope) || b(row, scope);
  }
  return (row, scope) => {
    for (let i = 0; i < nodes.length; i += 1) if (nodes[i]!(row, scope)) return true;
    return false;
  };
}

/** Recursive descent: or-list of and-lists of (bracketed list | item); `and` binds tighter. */
function parse(tokens: Token[]): Node {
  let at = 0;
  const orList = (): Node => {
    const terms = [andList()];
    while (tokens[at] === 'or') {
      at += 1;
      terms.push(andList());
    }
    return any(terms);
  };
  const andList = (): Node => {
    const factors = [factor()];
    while (tokens[at] === 'and') {
      at += 1;
      factors.push(factor());
    }
    return all(factors);
  };
  const factor = (): Node => {
    const token = tokens[at++];
    if (typeof token === 'function') return token;
    if (token !== '(') throw malformed('unopened', undefined, 'unbalanced brackets: a ")" closes nothing');
    const inner = orList();
    if (tokens[at++] !== ')') throw malformed('unclosed', undefined, 'unbalanced brackets: a "(" is never closed');
    return inner;
  };
  const root = orList();
  if (at < tokens.length) throw malformed('unopened', undefined, 'unbalanced brackets: a ")" closes nothing');
  return root;
}

const defaultLog = (message: string, detail?: unknown) => console.warn(message, detail ?? '');

/**
 * Compiles a condition list (DESIGN §4) once into a predicate reused across rows. An empty or
 * missing list is always true. A malformed list (an item without a field, an unknown mode or
 * join, brackets that do not balance, anything but brackets in `left`/`right`) compiles to a
 * predicate that is always false, and the reason is logged once, here. An error while testing a
 * row (a throwing getter, say) makes that test false and is logged once per predicate.
 */
export function compileCondition(list: readonly Condition[] | null | undefined, options: CompileOptions = {}): ConditionPredicate {
  const log = options.log ?? defaultLog;
  if (list == null || (Array.isArray(list) && list.length === 0)) return () => true;
  let root: Node;
  try {
    if (!Array.isArray(list)) throw malformed('not-list', undefined, 'the condition is not a list');
    root = parse(tokenize(list));
  } catch (error) {
    const reason = error instanceof MalformedCondition ? error.message : String(error);
    log(`Malformed condition, treated as false: ${reason}`, list);
    return () => false;
  }
  let reported = false;
  return (row, scope = EMPTY_SCOPE) => {
    try {
      return root(row, scope);
    } catch (error) {
      if (!reported) {
        reported = true;
        log('Condition evaluation failed, treated as false', error);
      }
      return false;
    }
  };
}

/** The verdict of `checkConditions`: the compiler's own (English) reason and its worded problem. */
export type ConditionCheck = { valid: true } | { valid: false; reason: string; problem: ConditionProblem };

/**
 * Checks a condition list exactly as `compileCondition` does (the same tokenizer and parser), for
 * editors that must refuse what the pages would treat as false. Nothing is compiled for rows.
 */
export function checkConditions(list: unknown): ConditionCheck {
  if (list == null || (Array.isArray(list) && list.length === 0)) return { valid: true };
  try {
    if (!Array.isArray(list)) throw malformed('not-list', undefined, 'the condition is not a list');
    parse(tokenize(list as Condition[]));
    return { valid: true };
  } catch (error) {
    if (error instanceof MalformedCondition) return { valid: false, reason: error.message, problem: error.problem };
    return { valid: false, reason: String(error), problem: { code: 'not-list' } };
  }
}
