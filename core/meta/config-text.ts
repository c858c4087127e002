import '../i18n/page-messages.ts';
import { PlatformError } from '../errors/index.ts';
import { translate } from '../i18n/messages.ts';
import { withLoadTimeout } from '../errors/load-timeout.ts';

/**
 * Configuration text (DESIGN §4): page CONTENT, compileJS and config-supplied lifecycle handlers.
 * This module is the ONLY place in core that may evaluate text. Everything else asks it.
 *
 * - Text is parsed as data first (a JSON5 object literal): no evaluation, ever.
 * - `compat` (default) may evaluate text that is not data, in strict mode, with a context object
 *   whose keys become the script's parameters, `this` undefined, and every error caught.
 * - `strict` never evaluates, so the shell runs under a CSP without 'unsafe-eval'.
 *
 * The context object a page CONTENT script sees is `{ page, meta, user, language }`:
 * `page` the page definition record (no CONTENT), `meta` the page's entity metadata when
 * loaded, `user` the current user (or null) and `language` the language code ('010' / '011').
 * The same names are also reachable as `context.page`, ...
 */
export type ConfigTextMode = 'compat' | 'strict';

export type ConfigResult<T> = { ok: true; value: T } | { ok: false; error: PlatformError };

export interface ConfigScriptContext {
  [name: string]: unknown;
  language?: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(['context', 'this', 'arguments', 'eval']);

/** Keys that would rewrite a prototype when copied with assignment. */
function isUnsafeKey(key: string): boolean {
  return key === '__proto__';
}

/**
 * Deep copy into plain objects and arrays, dropping `__proto__` keys and ignoring any prototype
 * chain the source had, so that configuration can never reach Object.prototype. Functions are
 * kept (compat configs may carry handlers); cycles are kept as the same copied node.
 */
export function toSafeConfig(value: unknown, seen = new WeakMap<object, unknown>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(toSafeConfig(item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) {
    if (isUnsafeKey(key)) continue;
    copy[key] = toSafeConfig((value as Record<string, unknown>)[key], seen);
  }
  return copy;
}

export type ParsedConfigData =
  | { kind: 'data'; value: Record<string, unknown> }
  | { kind: 'notObject'; value: unknown }
  | { kind: 'notData'; line?: number; column?: number; reason?: string };

type Parse = (text: string) => unknown;
let json5Parse: Parse | undefined;
let json5Loading: Promise<void> | undefined;

/**
 * Loads the JSON5 reader (a lazy chunk: most CONTENT is plain JSON, which needs none). Resolves
 * once `parseConfigData` and `readConfigText` can read JSON5 text; a failed import is retried on
 * the next call. The page-config loader calls it before reading a CONTENT that is not plain JSON.
 */
export function loadConfigParser(): Promise<void> {
  if (json5Parse) return Promise.resolve();
  // The reader alone: json5's package entry carries its writer too, which the shell never uses.
  json5Loading ??= withLoadTimeout(import('json5/lib/parse.js'), 'JSON5 reader').then(
    (module) => {
      json5Parse = ((module as { default?: Parse }).default ?? (module as unknown as Parse)) as Parse;
    },
    (error: unknown) => {
      json5Loading = undefined;
      throw error;
    },
  );
  return json5Loading;
}

/** True when reading `text` as data takes the JSON5 reader: not blank and not plain JSON. */
export function needsConfigParser(text: string | null | undefined): boolean {
  if (json5Parse || text == null || text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!json5Parse) throw new PlatformError('config.parserNotLoaded', 'JSON5 text read before loadConfigParser() resolved', error);
    return json5Parse(text);
  }
}

/**
 * Parses text as data only (JSON, then JSON5), never evaluating it. Empty or blank text is `{}`.
 * Text that is not plain JSON needs `await loadConfigParser()` first; without it this throws
 * 'config.parserNotLoaded' (a caller's mistake, never a verdict on the text).
 */
export function parseConfigData(text: string | null | undefined): ParsedConfigData {
  if (text == null || text.trim() === '') return { kind: 'data', value: {} };
  let parsed: unknown;
  try {
    parsed = parseData(text);
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    // The JSON5 reader names where the text stops being data; an editor shows it to the person.
    const { lineNumber, columnNumber, message } = (error ?? {}) as { lineNumber?: number; columnNumber?: number; message?: string };
    return { kind: 'notData', line: lineNumber, column: columnNumber, reason: message?.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '') };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { kind: 'notObject', value: parsed };
  return { kind: 'data', value: toSafeConfig(parsed) as Record<string, unknown> };
}

/**
 * Runs `source` as the body of a strict-mode function whose parameters are the context's keys
 * (plus `context`, the whole object). The body's `return` value is the result. Never throws:
 * syntax and runtime errors come back as `{ ok: false, error }`. In `strict` mode nothing runs.
 * Messages follow `context.language`.
 */
export function evaluateConfigScript(source: string, context: ConfigScriptContext, mode: ConfigTextMode): ConfigResult<unknown> {
  const language = typeof context.language === 'string' ? context.language : undefined;
  if (mode !== 'compat') {
    return { ok: false, error: new PlatformError('script.disabled', translate(language, 'script.disabled')) };
  }
  const names = Object.keys(context).filter((name) => IDENTIFIER.test(name) && !RESERVED.has(name));
  try {
    // The one sanctioned evaluation in core; see the module comment for why and when.
    const fn = new Function('context', ...names, `'use strict';\n${source}`) as (...args: unknown[]) => unknown;
    const value = fn.call(undefined, context, ...names.map((name) => context[name]));
    return { ok: true, value };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, error: new PlatformError('script.failed', translate(language, 'script.failed', reason), cause) };
  }
}

export interface ReadConfigOptions {
  /** Page id or code, named in every error. */
  pageName: string;
  mode: ConfigTextMode;
  context: ConfigScriptContext;
}

/**
 * CONTENT → config object (JSON5 text needs `loadConfigParser()` first): data first; in compat, an expression (or, failing that, a function
 * body) evaluated by `evaluateConfigScript`; in strict, an error naming the page.
 */
export function readConfigText(text: string | null | undefined, options: ReadConfigOptions): ConfigResult<Record<string, unknown>> {
  const { pageName, mode, context } = options;
  const language = typeof context.language === 'string' ? context.language : undefined;
  const data = parseConfigData(text);
  if (data.kind === 'data') return { ok: true, value: data.value };
  if (data.kind === 'notObject') return { ok: false, error: new PlatformError('config.notObject', translate(language, 'config.notObject', pageName)) };
  if (mode !== 'compat') {
    const { line, column, reason } = data;
    return { ok: false, error: new PlatformError('config.notData', translate(language, 'config.notData', pageName), { pageName, line, column, reason }) };
  }
  let result = evaluateConfigScript(`return (${text}\n);`, context, mode);
  if (!result.ok && result.error.detail instanceof SyntaxError) result = evaluateConfigScript(String(text), context, mode);
  if (!result.ok) {
    const reason = result.error.detail instanceof Error ? result.error.detail.message : result.error.message;
    return { ok: false, error: new PlatformError('config.failed', translate(language, 'config.failed', pageName, reason), result.error.detail) };
  }
  const value = result.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: new PlatformError('config.notObject', translate(language, 'config.notObject', pageName)) };
  }
  return { ok: true, value: toSafeConfig(value) as Record<string, unknown> };
}
