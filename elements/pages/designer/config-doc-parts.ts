/**
 * The parts of a config document (use-config-doc.ts) that hold no React state: its draft in
 * core/drafts, the reading of text typed in the text view, and the checks a content passes
 * before it is sent, so a config the server (or the panel) would refuse never leaves.
 */
import { useMemo } from 'react';
import type { PageServices } from '../kit/services.ts';
import type { ConfigMode, Content } from './config-calls.ts';
import { shapeProblem } from './config-shape.ts';
import { readText } from './config-text.ts';
import type { DesignerText } from './designer-text.ts';
import { reportForSave, reportProblems } from './report-items.ts';

export interface DraftValues {
  content: Content;
  baseVersion: number;
  /** Text typed in the text view and not applied yet. */
  text?: string;
}

export interface ConfigDraft {
  load(): DraftValues | null;
  stage(values: DraftValues): void;
  /** Writes at once (a save's reply moves the draft's base: a reload right after must see it). */
  save(values: DraftValues): void;
  remove(): void;
}

export function useDraft(services: PageServices, mode: ConfigMode, id: string): ConfigDraft {
  return useMemo(() => {
    const key = services.drafts.keyFor({ pageId: `config-${mode}`, recordId: id });
    return {
      load: () => {
        const values = key ? (services.drafts.load(key)?.values as Partial<DraftValues> | undefined) : undefined;
        const valid = values && typeof values.content === 'object' && values.content && typeof values.baseVersion === 'number';
        if (!valid) return null;
        return { content: values.content!, baseVersion: values.baseVersion!, ...(typeof values.text === 'string' ? { text: values.text } : {}) };
      },
      stage: (values) => void (key && services.drafts.stage(key, { values: values as unknown as Record<string, unknown> })),
      save: (values) => void (key && services.drafts.save(key, { values: values as unknown as Record<string, unknown> })),
      remove: () => void (key && services.drafts.remove(key)),
    };
  }, [services, mode, id]);
}

export type TypedReading = { ok: true; content: Content } | { ok: false; problem: string };

/** Typed text as content: data only (JSON5, strict), and in a shape the mode's panel can draw. */
export async function readTyped(text: string, mode: ConfigMode, id: string, language: string, words: DesignerText): Promise<TypedReading> {
  const reading = await readText(text, id, language, words);
  if (!reading.ok) return { ok: false, problem: reading.message };
  const shape = shapeProblem(mode, reading.content, words);
  return shape ? { ok: false, problem: words('textInvalidNoLine', shape) } : { ok: true, content: reading.content };
}

/** The content as it is sent: a report's dimensions written as field names become `{ field, label }`. */
export const contentToSend = (mode: ConfigMode, content: Content): Content => (mode === 'report' ? reportForSave(content) : content);

/** Why the server (or the panel) would refuse this content, or '' when it can be sent. */
export function problemBeforeSave(mode: ConfigMode, id: string, content: Content, words: DesignerText): string {
  if (mode === 'report') return reportProblems(content, id, words)[0] ?? '';
  return shapeProblem(mode, content, words);
}
