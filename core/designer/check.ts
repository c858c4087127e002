/**
 * What a content passes before it is sent, so a config the server (or the panel) would refuse
 * never leaves: the mode's shape, then the server's own checks of a page, a menu or a report.
 */
import type { ConfigMode, Content } from './calls.ts';
import { reportForSave, reportProblems } from './report-items.ts';
import { contentProblem } from './shape.ts';
import { designerWords } from './words.ts';

/** The content as it is sent: a report's dimensions written as field names become `{ field, label }`. */
export const contentToSend = (mode: ConfigMode, content: Content): Content => (mode === 'report' ? reportForSave(content) : content);

/** Why the server (or the panel) would refuse this content, in the language given, or '' when it can be sent. */
export function problemBeforeSave(mode: ConfigMode, id: string, content: Content, language: string): string {
  if (mode === 'report') return reportProblems(content, id, language)[0] ?? '';
  return contentProblem(mode, id, content, language, designerWords(language));
}
