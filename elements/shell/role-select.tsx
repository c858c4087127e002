import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ServiceRole } from '../../core/index.ts';
import { toPlatformError } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';

/**
 * Role select (app and hall): shown when the user holds several roles for the service and none
 * is the default. Choosing one puts it in the address of the app (or hall) route, and the
 * router's guard takes over from there.
 */
export function RoleSelect({ hall }: { hall: boolean }) {
  const { session, router, access, state } = useConcepts();
  const route = useStore(state.$route);
  const user = useStore(state.$user);
  const config = useStore(state.$appConfig);
  const t = useT();
  const [error, setError] = useState('');
  const params = route?.params ?? {};

  useEffect(() => {
    // The role select route is not guarded: load what the list needs when arriving directly.
    if (!state.$user.get()) session.loadUser().catch((failure) => setError(toPlatformError(failure).message));
  }, [session, state]);

  const roles: ServiceRole[] = user && config ? access.serviceRoles() : [];

  async function choose(role: ServiceRole) {
    const client = params.client;
    const target = hall
      ? { name: 'hall', params: { client, role: role.code } }
      : { name: 'app1', params: { client, system: params.system, app: params.app, role: role.code } };
    // The address that asked for a role kept its query (its tab and record): it opens with the role.
    const { redirect: _redirect, ...query } = route?.query ?? {};
    await router.navigate({ ...target, query }, { replace: true });
  }

  const loading = !error && (!user || !config);
  return (
    <main className="role-select" aria-labelledby="role-title">
      <div className="login-card">
        <h1 id="role-title">{t('roleSelect')}</h1>
        <p>{roles.length || loading ? t('roleSelectHint') : t('noRoles')}</p>
        {loading && <sl-spinner aria-label={t('loading')} />}
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <ul className="role-list" aria-label={t('roleSelect')}>
          {roles.map((role) => (
            <li key={role.id}>
              <sl-button className="role-choice" data-role={role.code} onClick={() => void choose(role)}>
                {role.name || role.code}
              </sl-button>
            </li>
          ))}
        </ul>
        <sl-button variant="text" onClick={() => void session.logout()}>
          {t('logout')}
        </sl-button>
      </div>
    </main>
  );
}
