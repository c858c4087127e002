/**
 * Messages only the page concepts give (spec §5 action checks, metadata and configuration errors),
 * kept out of core's first chunk: the modules that give them import this one, which adds them to
 * the catalogue when it loads (with `loadPageConcepts()`, or with a building block of core/pages).
 */
import { registerMessages } from './messages.ts';

export const PAGE_MESSAGES = {
  // Spec §5 action checks, §8's refusal
  cannotExecute: ['对不起，不能执行该操作！', 'Sorry, this operation cannot be performed!'],
  selectRecord: ['请选择一条记录', 'please select a record'],
  onlyOneRecord: ['只能选择一条记录', 'Only one record can be selected'],
  // Metadata and configuration errors (core/meta)
  'meta.malformed': ['实体 %s 的元数据格式错误：%s', 'The metadata of entity %s is malformed: %s'],
  'meta.cycle': ['实体 %s 的关系树存在循环引用', 'The relation tree of entity %s contains a cycle'],
  'config.notData': ['页面 %s 的配置不是数据，严格模式下不会执行', 'The configuration of page %s is not data, and strict mode never evaluates it'],
  'config.failed': ['页面 %s 的配置执行出错：%s', 'The configuration of page %s failed: %s'],
  'config.notObject': ['页面 %s 的配置不是对象', 'The configuration of page %s is not an object'],
  'script.disabled': ['严格模式下不执行脚本', 'Scripts are not run in strict mode'],
  'script.failed': ['脚本执行出错：%s', 'The script failed: %s'],
} as const satisfies Record<string, readonly [string, string]>;

export type PageMessageKey = keyof typeof PAGE_MESSAGES;

registerMessages(PAGE_MESSAGES);
