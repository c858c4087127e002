/**
 * The designer's content checked as data before it is stored (docs/server-contract.md
 * "Configuration"): JSON values only, bounded in size and depth, no keys that reach prototypes;
 * then the shape of its mode (page keys, menu nodes, report definitions). Failures are
 * error.param with the reason.
 */
import { compileConditions } from '../actions/conditions.js';
import { param } from '../errors.js';
import { findEntity } from '../meta/entities.js';
import type { EntityDef } from '../meta/types.js';
import { planReport } from '../reports/plan.js';
import type { ReportDefinition } from '../reports/types.js';

export type Obj = Record<string, unknown>;

/** A config's JSON text at most this long (the seeded ones are a few kilobytes). */
export const MAX_CONTENT_CHARS = 256 * 1024;
const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkValue(value: unknown, path: string, depth: number): void {
  if (depth > MAX_DEPTH) throw param(`配置嵌套超过 ${MAX_DEPTH} 层（${path}）`, `The config nests deeper than ${MAX_DEPTH} levels (${path})`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw param(`${path} 不是有限数字`, `${path} is not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, `${path}[${i}]`, depth + 1));
    return;
  }
  if (typeof value !== 'object' || (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)) {
    throw param(`${path} 不是 JSON 数据`, `${path} is not JSON data`);
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw param(`配置中不允许键名 "${key}"（${path}）`, `The key "${key}" is not allowed in a config (${path})`);
    checkValue((value as Obj)[key], `${path}.${key}`, depth + 1);
  }
}

/** Any mode: a JSON object, small enough, without prototype keys. */
export function checkJsonObject(content: unknown): Obj {
  if (!isObj(content)) throw param('content 必须是对象', 'content must be an object');
  let text: string;
  try {
    text = JSON.stringify(content);
  } catch {
    throw param('content 不是 JSON 数据', 'content is not JSON data');
  }
  if (text.length > MAX_CONTENT_CHARS) {
    throw param(`配置过大（超过 ${MAX_CONTENT_CHARS / 1024} KB）`, `The config is too large (over ${MAX_CONTENT_CHARS / 1024} KB)`);
  }
  checkValue(content, 'content', 0);
  return content;
}

const FIELD_LISTS = ['columns', 'fields', 'searchFields'] as const;
const OPERATE_LISTS = ['operates', 'rowOperates'] as const;
const CONDITION_KEYS = ['condition', 'requiredCondition'] as const;

/** Pages without an entity: their conditions are checked for shape only, on a one-field stand-in. */
const SHAPE_ONLY: EntityDef = {
  id: 'page',
  code: 'PAGE',
  system: '',
  zh: '页面',
  en: 'page',
  keyType: 'assigned',
  metaType: 'platform',
  attrs: [{ name: 'ID', zh: 'ID', en: 'ID', type: 'string' }],
};

/**
 * Through the server's condition compiler: fields the shell reads itself (`user.*`, `$[x]`), and
 * every field of a page without an entity, stand in for the key so mode, value and brackets are
 * still judged.
 */
function checkConditionList(def: EntityDef | undefined, list: unknown, where: string): void {
  if (list === undefined || list === null) return;
  const shown = (items: unknown[]) =>
    items.map((item) => {
      if (!isObj(item) || typeof item.field !== 'string') return item;
      const field = item.field.trim();
      return !def || field.startsWith('user.') || /^\$\[[^\]]+\]$/.test(field) ? { ...item, field: 'ID' } : item;
    });
  try {
    compileConditions(def ?? SHAPE_ONLY, Array.isArray(list) ? shown(list) : list);
  } catch (e) {
    const msgs = (e as { msgs?: [string, string] }).msgs ?? ['条件无效', 'invalid condition'];
    throw param(`${where} 的条件无效：${msgs[0]}`, `The condition of ${where} is invalid: ${msgs[1]}`);
  }
}

function checkItems(content: Obj, key: string, def: EntityDef | undefined, needsAttri: boolean): void {
  const list = content[key];
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw param(`${key} 必须是数组`, `${key} must be an array`);
  list.forEach((item, i) => {
    const where = `${key}[${i}]`;
    if (!isObj(item)) throw param(`${where} 必须是对象`, `${where} must be an object`);
    if (needsAttri && (typeof item.attriName !== 'string' || item.attriName.trim() === '')) {
      throw param(`${where} 缺少字段名 attriName`, `${where} has no attriName`);
    }
    for (const c of CONDITION_KEYS) checkConditionList(def, item[c], where);
  });
}

/** Page mode: the known keys of PageContent in their shapes; other keys pass (bundles read them). */
export function checkPageContent(content: Obj, metaId: string | null): void {
  const def = metaId ? findEntity(metaId) : undefined;
  for (const key of FIELD_LISTS) checkItems(content, key, def, true);
  for (const key of OPERATE_LISTS) checkItems(content, key, def, false);
  if (content.title !== undefined && typeof content.title !== 'string') throw param('title 必须是文字', 'title must be text');
  if (content.pageSize !== undefined && (!Number.isInteger(content.pageSize) || (content.pageSize as number) < 1)) {
    throw param('pageSize 必须是正整数', 'pageSize must be a positive integer');
  }
  if (content.sort !== undefined && !Array.isArray(content.sort)) throw param('sort 必须是数组', 'sort must be an array');
  if (content.itemConfigs !== undefined && !isObj(content.itemConfigs)) throw param('itemConfigs 必须是对象', 'itemConfigs must be an object');
}

/** Report mode: the report definition checker of the report calls, for the report of that id. */
export function checkReportContent(content: Obj, id: string): void {
  if (content.id !== id) throw param(`报表定义的 id 必须是 "${id.slice(0, 60)}"`, `The report definition's id must be "${id.slice(0, 60)}"`);
  planReport(content as unknown as ReportDefinition);
}
