/**
 * Reading what a call sends (docs/server-contract.md "Parameters"): a value of the wrong JSON type
 * is the caller's mistake and answers `error.param` naming the parameter, never an unexpected
 * failure of the code that uses it.
 */
import { param } from '../errors.js';

/**
 * Names an object inherits. A request object owning one (`{"toString":"x"}`) breaks whatever
 * turns it into text or a number (`String(v)`, a template, a comparison), so such a key is
 * refused at the door, at every depth, before any action sees the request. No attribute, condition
 * or document key of the platform has such a name.
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** What the raw text of a body holds when it may name one: the quoted name, or an escape that could spell it. */
const SUSPECT = new RegExp(`"(?:${[...INHERITED].join('|')})"|\\\\u`);

/**
 * Throws error.param when the value holds, at any depth, a key named like an inherited member.
 * Given the raw body it was parsed from, a body that names none (nearly all) is passed after a
 * few byte searches, without the walk.
 */
export function refuseInheritedKeys(root: unknown, raw?: string): void {
  if (raw !== undefined && !SUSPECT.test(raw)) return;
  // A loop rather than recursion: a deeply nested body must not overflow the stack.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (INHERITED.has(key)) throw param(`请求内容含有不允许的字段名 ${key}`, `The request holds a key that is not allowed: ${key}`);
      const item = (value as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
}

/** A text parameter: absent, null and "" are undefined; a number is read as its digits; anything else is error.param. */
export function textParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw param(`参数 ${name} 应为文本`, `Parameter ${name} must be text`);
}
