/**
 * The text view's reading and writing of a config: written as indented JSON (which is JSON5),
 * read back through core/meta's config-text reader in strict mode (data only, never evaluated),
 * with the line and the reason when the text is not data, and checked for a shape the mode's
 * panel can draw.
 */
import { loadConfigParser, readConfigText } from '../meta/config-text.ts';
import type { ConfigMode, Content } from './calls.ts';
import { shapeProblem } from './shape.ts';
import { designerWords } from './words.ts';
import type { DesignerWord, DesignerWords } from './words.ts';

export function configToText(content: Content): string {
  return JSON.stringify(content, null, 2);
}

export type TextReading = { ok: true; content: Content } | { ok: false; line?: number; message: string };
export type TypedReading = { ok: true; content: Content } | { ok: false; problem: string };

// The JSON5 reader's reasons (worded in English only), as words of the designer's table.
const REASONS: Array<[RegExp, DesignerWord]> = [
  [/^invalid character '(.*)'$/, 'reasonCharacter'],
  [/^invalid end of input$/, 'reasonEnd'],
  [/^invalid identifier character$/, 'reasonIdentifier'],
];

function reasonIn(words: DesignerWords, reason: string | undefined, fallback: string): string {
  if (!reason) return fallback;
  for (const [pattern, word] of REASONS) {
    const found = pattern.exec(reason);
    if (found) return words(word, ...found.slice(1));
  }
  return reason;
}

/** Reads the text view; the JSON5 reader is loaded first (a lazy chunk core shares). */
export async function readText(text: string, pageName: string, language: string): Promise<TextReading> {
  await loadConfigParser();
  const words = designerWords(language);
  const result = readConfigText(text, { pageName, mode: 'strict', context: { language } });
  if (result.ok) return { ok: true, content: result.value as Content };
  const detail = (result.error.detail ?? {}) as { line?: number; reason?: string };
  const reason = reasonIn(words, detail.reason, result.error.message);
  const message = detail.line ? words('textInvalid', detail.line, reason) : words('textInvalidNoLine', reason);
  return { ok: false, line: detail.line, message };
}

/** Typed text as content: data only (JSON5, strict), and in a shape the mode's panel can draw. */
export async function readTyped(text: string, mode: ConfigMode, id: string, language: string): Promise<TypedReading> {
  const reading = await readText(text, id, language);
  if (!reading.ok) return { ok: false, problem: reading.message };
  const words = designerWords(language);
  const shape = shapeProblem(mode, reading.content, words);
  return shape ? { ok: false, problem: words('textInvalidNoLine', shape) } : { ok: true, content: reading.content };
}
