import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import '@shoelace-style/shoelace/dist/components/menu-label/menu-label.js';
import '@shoelace-style/shoelace/dist/components/divider/divider.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { usePlatform } from '../shared/platform.ts';
import { THEMES, themeApi } from '../shared/theme.ts';
import { useElementEvent } from '../shared/use-element-event.ts';
import { ChangePasswordDialog } from './change-password.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { LANGUAGES } from './language-switch.tsx';
import { useLinkedServices } from './linked-services.ts';

/**
 * The user menu: change role (when the user holds several for this app), the user's other
 * linked services (each opens in a new window, spec §1), theme, language, change password and log out. A Shoelace menu: arrow keys move, Enter chooses, Escape closes.
 * Logging out deletes the user's drafts (core/drafts), so it asks first when there are some.
 */
export function UserMenu() {
  const { state, access, router, session, i18n } = useConcepts();
  const appConfig = useStore(state.$appConfig);
  const services = useLinkedServices().filter((service) => service.id !== String(appConfig?.ID ?? ''));
  const platform = usePlatform();
  const theme = themeApi(platform);
  const user = useStore(state.$user);
  const activeRole = useStore(access.$activeRole);
  const currentTheme = useStore(theme.$theme);
  const language = useStore(i18n.$language);
  const t = useT();
  const menuRef = useRef<HTMLElement>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [draftsOnLogout, setDraftsOnLogout] = useState(0);
  const roles = user ? access.serviceRoles() : [];
  const themeNames = t('themeNames').split(',');

  useElementEvent<CustomEvent<{ item: { value: string } }>>(menuRef, 'sl-select', (event) => {
    const [kind, value = ''] = event.detail.item.value.split(':');
    if (kind === 'role') {
      const role = roles.find((entry) => entry.id === value);
      if (role && role.id !== activeRole?.id) void router.switchRole(role);
    } else if (kind === 'service') {
      const service = services.find((entry) => entry.id === value);
      if (service) router.openLinkedService(service.code, { system: service.systemCode });
    } else if (kind === 'theme') theme.setTheme(value);
    else if (kind === 'lang') i18n.setLanguage(value);
    else if (kind === 'password') setChangingPassword(true);
    else if (kind === 'logout') {
      const drafts = platform.drafts.count();
      if (drafts > 0) setDraftsOnLogout(drafts);
      else void session.logout();
    }
  });

  return (
    <>
      <sl-dropdown placement="bottom-end" hoist className="user-menu">
        <sl-button slot="trigger" caret size="small" aria-label={t('userMenu')}>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
          <sl-icon slot="prefix" library="shell" name="user" aria-hidden="true" />
          {user?.NAME || user?.ACCOUNT || ''}
          {activeRole ? ` · ${activeRole.name || activeRole.code}` : ''}
        </sl-button>
        <sl-menu ref={menuRef}>
          {roles.length > 1 && <sl-menu-label>{t('changeRole')}</sl-menu-label>}
          {roles.length > 1 &&
            roles.map((role) => (
              <sl-menu-item key={role.id} type="checkbox" checked={role.id === activeRole?.id} value={`role:${role.id}`} data-value={`role:${role.id}`}>
                {role.name || role.code}
              </sl-menu-item>
            ))}
          {roles.length > 1 && <sl-divider />}
          {services.length > 0 && <sl-menu-label>{t('linkedServices')}</sl-menu-label>}
          {services.map((service) => (
            <sl-menu-item key={service.id} value={`service:${service.id}`} data-value={`service:${service.id}`}>
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
              <sl-icon slot="suffix" library="shell" name="external" aria-hidden="true" />
              {service.name}
              <span className="visually-hidden">{` (${t('opensInNewWindow')})`}</span>
            </sl-menu-item>
          ))}
          {services.length > 0 && <sl-divider />}
          <sl-menu-label>{t('theme')}</sl-menu-label>
          {THEMES.map((name, index) => (
            <sl-menu-item key={name} type="checkbox" checked={name === currentTheme} value={`theme:${name}`} data-value={`theme:${name}`}>
              {themeNames[index] ?? name}
            </sl-menu-item>
          ))}
          <sl-divider />
          <sl-menu-label>{t('language')}</sl-menu-label>
          {LANGUAGES.map((code) => (
            <sl-menu-item key={code} type="checkbox" checked={code === language} value={`lang:${code}`} data-value={`lang:${code}`}>
              {t(`language.${code}`)}
            </sl-menu-item>
          ))}
          <sl-divider />
          <sl-menu-item value="password" data-value="password">
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
            <sl-icon slot="prefix" library="shell" name="key" aria-hidden="true" />
            {t('changePassword')}
          </sl-menu-item>
          <sl-menu-item value="logout" data-value="logout">
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: sl-icon is a decorative image, never focusable (Biome reads the custom element as one) */}
            <sl-icon slot="prefix" library="shell" name="logout" aria-hidden="true" />
            {t('logout')}
          </sl-menu-item>
        </sl-menu>
      </sl-dropdown>
      {changingPassword && <ChangePasswordDialog onDone={() => setChangingPassword(false)} />}
      {draftsOnLogout > 0 && (
        <ConfirmDialog
          message={t(draftsOnLogout === 1 ? 'logoutDraft' : 'logoutDrafts', draftsOnLogout)}
          onConfirm={() => {
            setDraftsOnLogout(0);
            void session.logout();
          }}
          onCancel={() => setDraftsOnLogout(0)}
        />
      )}
    </>
  );
}
