import { useStore } from '@nanostores/react';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';

import { LANGUAGES } from './login-view.ts';

export { LANGUAGES };

/**
 * The language picker of the login screens; labels re-render live through the i18n store. A
 * native select styled with the theme's tokens: it is part of the first screen (DESIGN §6).
 */
export function LanguageSwitch() {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  const t = useT();
  return (
    <select
      value={language}
      aria-label={t('language')}
      className="language-switch"
      part="language-switch"
      onChange={(event) => i18n.setLanguage(event.currentTarget.value)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </select>
  );
}
