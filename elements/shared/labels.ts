import { useStore } from '@nanostores/react';
import { shellLabel } from './shell-words.ts';
import type { ShellLabel } from './shell-words.ts';
import type { MessageKey } from '../../core/i18n/index.ts';
import { useConcepts } from './concepts.ts';

export type { ShellLabel } from './shell-words.ts';

/** `t(key, ...args)` in the current language; components re-render when the language changes. */
export function useT(): (key: ShellLabel | MessageKey, ...args: unknown[]) => string {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  return (key, ...args) => shellLabel(language, key, ...args);
}
