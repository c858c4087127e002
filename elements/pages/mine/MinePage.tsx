/**
 * The `mine` page (PAGES.md "Work"): the user's profile, their roles per service with the switch
 * of role, language, theme, change password and sign out. Every operation is the shell's own
 * (core/session, core/router, core/i18n, the theme store, the change-password and confirm
 * dialogs), so the page and the user menu cannot drift apart.
 */
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import type { PageProps } from '../../shared/page-props.ts';
import { useConcepts } from '../../shared/concepts.ts';
import { useT } from '../../shared/labels.ts';
import { usePlatform } from '../../shared/platform.ts';
import { useConcept } from '../../shared/use-concept.ts';
import { THEMES, themeApi } from '../../shared/theme.ts';
import { ChangePasswordDialog } from '../../shell/change-password.tsx';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import { LanguageSwitch } from '../../shell/language-switch.tsx';
import { SlButton } from '../kit/sl.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { PAGE_CSS } from '../kit/styles.ts';
import { pageText } from '../kit/text.ts';
import { workText } from '../work-text/index.ts';
import type { WorkTextFn } from '../work-text/index.ts';
import { MINE_CSS } from './mine-styles.ts';
import { RolesSection } from './RolesSection.tsx';
import { useProfile } from './use-profile.ts';
import { Styles } from '../../shared/adopted-styles.tsx';

function ProfileSection({ words, language }: { words: WorkTextFn; language: string }) {
  const { session, state } = useConcepts();
  const work = useConcept('work');
  const user = useStore(state.$user);
  const profile = useProfile(session, work, user?.id, language);
  const text = pageText(language);
  if (profile.status === 'loading')
    return (
      <section className="mine-card">
        <LoadingState text={text} />
      </section>
    );
  if (profile.status === 'error')
    return (
      <section className="mine-card">
        <ErrorState text={text} error={profile.error} onRetry={profile.reload} />
      </section>
    );
  const record = profile.record ?? {};
  const rows: Array<[string, unknown]> = [
    [words('account'), record.ACCOUNT ?? user?.ACCOUNT],
    [words('name'), record.NAME ?? user?.NAME],
    [words('englishName'), record.NAME_EN],
    [words('email'), record.EMAIL],
    [words('department'), profile.department],
  ];
  return (
    <section className="mine-card" aria-labelledby="mine-profile">
      <h3 id="mine-profile">{words('profile')}</h3>
      <dl className="mine-profile">
        {rows
          .filter(([, value]) => value !== undefined && value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function PreferencesSection({ words }: { words: WorkTextFn }) {
  const platform = usePlatform();
  const theme = themeApi(platform);
  const current = useStore(theme.$theme);
  const t = useT();
  const id = useId();
  const names = t('themeNames').split(',');
  return (
    <section className="mine-card" aria-labelledby="mine-preferences">
      <h3 id="mine-preferences">{words('preferences')}</h3>
      <div className="mine-prefs">
        <label className="mine-pref">
          <span>{t('language')}</span>
          <LanguageSwitch />
        </label>
        <label className="mine-pref" htmlFor={`${id}-theme`}>
          <span>{t('theme')}</span>
          <select id={`${id}-theme`} className="mine-theme" value={current} onChange={(event) => theme.setTheme(event.currentTarget.value)}>
            {THEMES.map((name, index) => (
              <option key={name} value={name}>
                {names[index] ?? name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}

function SecuritySection({ words }: { words: WorkTextFn }) {
  const { session } = useConcepts();
  const platform = usePlatform();
  const t = useT();
  const [changing, setChanging] = useState(false);
  const [drafts, setDrafts] = useState(0);
  // As the user menu does: logging out deletes the drafts, so it asks first when there are some.
  const logout = () => {
    const count = platform.drafts.count();
    if (count > 0) setDrafts(count);
    else void session.logout();
  };
  return (
    <section className="mine-card" aria-labelledby="mine-security">
      <h3 id="mine-security">{words('security')}</h3>
      <div className="mine-actions">
        <SlButton className="mine-password" onClick={() => setChanging(true)}>
          {t('changePassword')}
        </SlButton>
        <SlButton className="mine-logout" variant="danger" outline onClick={logout}>
          {t('logout')}
        </SlButton>
      </div>
      {changing && <ChangePasswordDialog onDone={() => setChanging(false)} />}
      {drafts > 0 && (
        <ConfirmDialog
          message={t(drafts === 1 ? 'logoutDraft' : 'logoutDrafts', drafts)}
          onConfirm={() => {
            setDrafts(0);
            void session.logout();
          }}
          onCancel={() => setDrafts(0)}
        />
      )}
    </section>
  );
}

export default function MinePage(_props: PageProps) {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  const words = useMemo(() => workText(language), [language]);
  return (
    <section className="entity-page mine-page" aria-labelledby="mine-title">
      <Styles css={PAGE_CSS} />
      <Styles css={MINE_CSS} />
      <header className="page-head">
        <h2 id="mine-title">{words('mineTitle')}</h2>
      </header>
      <div className="mine-grid">
        <ProfileSection words={words} language={language} />
        <RolesSection words={words} />
        <PreferencesSection words={words} />
        <SecuritySection words={words} />
      </div>
    </section>
  );
}
