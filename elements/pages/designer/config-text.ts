/**
 * The text view's reading and writing of a config: written as indented JSON (which is JSON5),
 * read back through core/meta's config-text reader in strict mode (data only, never evaluated),
 * with the line and the reason when the text is not data.
 */
import { loadConfigParser, readConfigText } from '../../../core/meta/index.ts';
import type { Content } from './config-calls.ts';
import type { DesignerText } from './designer-text.ts';

export function configToText(content: Content): string {
  return JSON.stringify(content, null, 2);
}

export type TextReading = { ok: true; content: Content } | { ok: false; line?: number; message: string };

// The JSON5 reader's reasons, in Chinese for the zh-CN interface (it words them in English only).
const REASONS_ZH: Array<[RegExp, string]> = [
  [/^invalid character '(.*)'$/, '无效的字符“$1”'],
  [/^invalid end of input$/, '文本意外结束'],
  [/^invalid identifier character$/, '无效的标识符字符'],
];

function reasonIn(language: string, reason: string | undefined, fallback: string): string {
  if (!reason) return fallback;
  if (language === '011') return reason;
  for (const [pattern, words] of REASONS_ZH) if (pattern.test(reason)) return reason.replace(pattern, words);
  return reason;
}

/** Reads the text view; the JSON5 reader is loaded first (a lazy chunk core shares). */
export async function readText(text: string, pageName: string, language: string, words: DesignerText): Promise<TextReading> {
  await loadConfigParser();
  const result = readConfigText(text, { pageName, mode: 'strict', context: { language } });
  if (result.ok) return { ok: true, content: result.value };
  const detail = (result.error.detail ?? {}) as { line?: number; reason?: string };
  const reason = reasonIn(language, detail.reason, result.error.message);
  const message = detail.line ? words('textInvalid', detail.line, reason) : words('textInvalidNoLine', reason);
  return { ok: false, line: detail.line, message };
}
