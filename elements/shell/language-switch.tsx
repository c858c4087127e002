import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { useElementEvent } from '../shared/use-element-event.ts';

export const LANGUAGES = ['010', '011'] as const;

/** The language picker of the login screens; labels re-render live through the i18n store. */
export function LanguageSwitch() {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useElementEvent(ref, 'sl-change', () => i18n.setLanguage(String((ref.current as HTMLSelectElement).value)));
  return (
    <sl-select ref={ref} size="small" value={language} aria-label={t('language')} className="language-switch" hoist>
      {LANGUAGES.map((code) => (
        <sl-option key={code} value={code}>
          {t(`language.${code}`)}
        </sl-option>
      ))}
    </sl-select>
  );
}
