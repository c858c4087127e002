import { pickLanguage } from '../i18n/localize.ts';
import type { Operate } from './types.ts';

/** The texts of an operate a user reads: its button, its confirm question, its row condition's tip. */
const WORDED = ['label', 'confirm', 'tip'] as const;

/**
 * An operate's texts in the UI's language: a page config may carry `confirm.i18n`, `tip.i18n` and
 * `label.i18n` maps beside the plain texts (spec §9's language-keyed config); the plain text stays
 * where a map has no entry for the language.
 */
export function operateInLanguage(operate: Operate, language: string): Operate {
  let out = operate;
  for (const key of WORDED) {
    const text = pickLanguage((operate as Record<string, unknown>)[`${key}.i18n`], language);
    if (text !== undefined) out = { ...out, [key]: text };
  }
  return out;
}
