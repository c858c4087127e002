import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toPlatformError } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { usePlatform } from '../shared/platform.ts';
import { useT } from '../shared/labels.ts';
import type { ShellLabel } from '../shared/labels.ts';
import { LanguageSwitch } from './language-switch.tsx';

export type LoginKind = 'login' | 'hallLogin' | 'localLogin';

const TITLES: Record<LoginKind, ShellLabel> = { login: 'loginTitle', hallLogin: 'hallLoginTitle', localLogin: 'localLoginTitle' };

function valueOf(input: HTMLElement | null): string {
  return String((input as HTMLInputElement | null)?.value ?? '');
}

/**
 * The login screens (login, hall login, local login): account and password, sent RSA-encrypted
 * by core's session. The server's message is shown under the form (wrong password, locked
 * account); on success the user goes back to the page the login interrupted, else to the app.
 */
export function LoginScreen({ kind }: { kind: LoginKind }) {
  const { session, router, state } = useConcepts();
  const { notifier } = usePlatform();
  const route = useStore(state.$route);
  const t = useT();
  const accountRef = useRef<HTMLElement>(null);
  const passwordRef = useRef<HTMLElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const params = route?.params ?? {};
  const client = params.client ?? params.clientCode;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const account = valueOf(accountRef.current).trim();
    const password = valueOf(passwordRef.current);
    if (!account || !password) {
      setError(t(account ? 'passwordRequired' : 'accountRequired'));
      (account ? passwordRef : accountRef).current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await session.login({ account, password, client, system: params.system });
      await router.navigate(afterLogin(kind, params, route?.query ?? {}), { replace: true });
    } catch (failure) {
      const problem = toPlatformError(failure);
      setError(problem.message || t('failure'));
      // The message is under the form: no second copy as a notice that stays on into the app.
      for (const entry of notifier.$notifications.get()) if (entry.code === problem.code && entry.message === problem.message) notifier.dismiss(entry.id);
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login" aria-labelledby="login-title">
      <form className="login-card" onSubmit={submit} noValidate>
        <div className="login-head">
          <h1 id="login-title">{t(TITLES[kind])}</h1>
          <LanguageSwitch />
        </div>
        <sl-input ref={accountRef} name="account" data-field="account" label={t('account')} autocomplete="username" required autofocus />
        <sl-input ref={passwordRef} name="password" data-field="password" type="password" label={t('password')} autocomplete="current-password" password-toggle required />
        {error && (
          <sl-alert variant="danger" open role="alert" className="login-error">
            {error}
          </sl-alert>
        )}
        <sl-button type="submit" variant="primary" loading={busy} className="login-submit">
          {busy ? t('loggingIn') : t('login')}
        </sl-button>
      </form>
    </main>
  );
}

/** The return path kept by toLogin, else the app (hall for the hall login). */
function afterLogin(kind: LoginKind, params: Record<string, string | undefined>, query: Record<string, string>) {
  if (query.path) return query.path;
  const client = params.client ?? params.clientCode;
  if (kind === 'hallLogin') return { name: 'hall', params: { client } };
  return { name: 'app1', params: { client, system: params.system, app: params.app } };
}
