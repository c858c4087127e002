/**
 * async-validator's message set in both languages (spec §5 form rule library defaults), kept out
 * of core's first chunk: it comes with the forms concept, which registers it in the catalogue
 * (so `t('validate.required')` works from then on) and builds the validator's message tree.
 * English keeps the library's defaults (spec); the Chinese type messages name their type in
 * Chinese: the validator passes the type's code ("email", "integer") as a second argument, which
 * a Chinese sentence would show in English.
 */
import { messagesFor, registerMessages } from './messages.ts';

export const VALIDATION_CATALOGUE = {
  'validate.default': ['字段 %s 校验出错', 'Validation error on field %s'],
  'validate.required': ['%s 是必填项', '%s is required'],
  'validate.enum': ['%s 必须是 %s 之一', '%s must be one of %s'],
  'validate.whitespace': ['%s 不能为空', '%s cannot be empty'],
  'validate.date.format': ['%s 的日期 %s 不符合格式 %s', '%s date %s is invalid for format %s'],
  'validate.date.parse': ['%s 的日期无法解析，%s 无效', '%s date could not be parsed, %s is invalid '],
  'validate.date.invalid': ['%s 的日期 %s 无效', '%s date %s is invalid'],
  'validate.types.string': ['%s 必须是文本', '%s is not a %s'],
  'validate.types.method': ['%s 必须是函数', '%s is not a %s (function)'],
  'validate.types.array': ['%s 必须是列表', '%s is not an %s'],
  'validate.types.object': ['%s 格式不正确', '%s is not an %s'],
  'validate.types.number': ['%s 必须是数字', '%s is not a %s'],
  'validate.types.date': ['%s 不是有效的日期', '%s is not a %s'],
  'validate.types.boolean': ['%s 必须是“是”或“否”', '%s is not a %s'],
  'validate.types.integer': ['%s 必须是整数', '%s is not an %s'],
  'validate.types.float': ['%s 必须是数字', '%s is not a %s'],
  'validate.types.regexp': ['%s 不是有效的正则表达式', '%s is not a valid %s'],
  'validate.types.email': ['%s 不是有效的电子邮箱', '%s is not a valid %s'],
  'validate.types.url': ['%s 不是有效的网址', '%s is not a valid %s'],
  'validate.types.hex': ['%s 不是有效的十六进制值', '%s is not a valid %s'],
  'validate.string.len': ['%s 必须是 %s 个字符', '%s must be exactly %s characters'],
  'validate.string.min': ['%s 至少 %s 个字符', '%s must be at least %s characters'],
  'validate.string.max': ['%s 不能超过 %s 个字符', '%s cannot be longer than %s characters'],
  'validate.string.range': ['%s 必须在 %s 到 %s 个字符之间', '%s must be between %s and %s characters'],
  'validate.number.len': ['%s 必须等于 %s', '%s must equal %s'],
  'validate.number.min': ['%s 不能小于 %s', '%s cannot be less than %s'],
  'validate.number.max': ['%s 不能大于 %s', '%s cannot be greater than %s'],
  'validate.number.range': ['%s 必须在 %s 到 %s 之间', '%s must be between %s and %s'],
  'validate.array.len': ['%s 的长度必须是 %s', '%s must be exactly %s in length'],
  'validate.array.min': ['%s 的长度不能小于 %s', '%s cannot be less than %s in length'],
  'validate.array.max': ['%s 的长度不能大于 %s', '%s cannot be greater than %s in length'],
  'validate.array.range': ['%s 的长度必须在 %s 到 %s 之间', '%s must be between %s and %s in length'],
  'validate.pattern.mismatch': ['%s 的值 %s 不匹配格式 %s', '%s value %s does not match pattern %s'],
} as const satisfies Record<string, readonly [string, string]>;

export type ValidationKey = keyof typeof VALIDATION_CATALOGUE;

registerMessages(VALIDATION_CATALOGUE);

/** Nested validator messages in async-validator's own shape, for `schema.messages(...)`. */
export function validatorMessages(language: string | null | undefined): Record<string, unknown> {
  const messages = messagesFor(language);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(VALIDATION_CATALOGUE) as Array<keyof typeof VALIDATION_CATALOGUE>) {
    const path = key.slice('validate.'.length).split('.');
    let node = out;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = messages[key];
  }
  return out;
}
