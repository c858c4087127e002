import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toPlatformError } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { usePlatform } from '../shared/platform.ts';
import { useT } from '../shared/labels.ts';
import type { ShellLabel } from '../shared/labels.ts';
import { LanguageSwitch } from './language-switch.tsx';

export type LoginKind = 'login' | 'hallLogin' | 'localLogin';

const TITLES: Record<LoginKind, ShellLabel> = { login: 'loginTitle', hallLogin: 'hallLoginTitle', localLogin: 'localLoginTitle' };

function inputValue(input: HTMLInputElement | null): string {
  return String(input?.value ?? '');
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What the login names: the product (the host's `settings.productName`, else the platform's own
 * name) and the app it opens (the app configuration's name in the current language, when the
 * address names an app whose configuration loaded).
 */
function useBrand(): { product: string; app: string } {
  const { state, env } = useConcepts();
  const config = useStore(state.$appConfig);
  const t = useT();
  // The name in this language (NAME_EN in English), else the configured NAME.
  const local = textOf(config?.[t('appNameField')]);
  const product = textOf((env.settings as { productName?: unknown }).productName);
  return { product: product || t('productName'), app: local || textOf(config?.NAME) };
}

/**
 * The login screens (login, hall login, local login): account and password, sent RSA-encrypted
 * by core's session. The server's message is shown under the form (wrong password, locked
 * account); on success the user goes back to the page the login interrupted, else to the app.
 * Native inputs styled with the theme's tokens (shell.css): the first screen loads no component
 * library (DESIGN §6 first load); parts `login-input`, `login-submit`. `embedded`: placed as a page
 * inside the app (the `login` page kind), a section rather than the document's main landmark.
 */
export function LoginScreen({ kind, embedded = false }: { kind: LoginKind; embedded?: boolean }) {
  const Landmark = embedded ? 'section' : 'main';
  const { session, router, state } = useConcepts();
  const { notifier } = usePlatform();
  const route = useStore(state.$route);
  const current = useStore(state.$user);
  const t = useT();
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [shown, setShown] = useState(false);
  const id = useId();
  const brand = useBrand();
  const [busy, setBusy] = useState(false);
  const params = route?.params ?? {};
  const client = params.client ?? params.clientCode;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const account = inputValue(accountRef.current).trim();
    const password = inputValue(passwordRef.current);
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
    <Landmark className="login" aria-labelledby="login-title">
      <form className="login-card" onSubmit={submit} noValidate>
        <div className="login-brand" data-login-brand="">
          <span className="login-product">{brand.product}</span>
          {brand.app && <span className="login-app">{brand.app}</span>}
        </div>
        <div className="login-head">
          <h1 id="login-title">{t(TITLES[kind])}</h1>
          <LanguageSwitch />
        </div>
        {embedded && current && (
          <p className="login-current" data-login-current="">
            {t('signedInAs', current.NAME || current.ACCOUNT || current.id)}
          </p>
        )}
        <label className="login-field" htmlFor={`${id}-account`}>
          <span className="login-label">{t('account')}</span>
          <input
            ref={accountRef}
            id={`${id}-account`}
            className="login-input"
            part="login-input"
            name="account"
            data-field="account"
            autoComplete="username"
            required
            // biome-ignore lint/a11y/noAutofocus: the sign-in screen has one task, and the account is where it starts (spec's login form)
            autoFocus
            aria-invalid={error && !inputValue(accountRef.current) ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        <label className="login-field" htmlFor={`${id}-password`}>
          <span className="login-label">{t('password')}</span>
          <span className="login-password">
            <input
              ref={passwordRef}
              id={`${id}-password`}
              className="login-input"
              part="login-input"
              name="password"
              data-field="password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              required
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="button" className="login-reveal" aria-pressed={shown} aria-controls={`${id}-password`} onClick={() => setShown((value) => !value)}>
              {t(shown ? 'hidePassword' : 'showPassword')}
            </button>
          </span>
        </label>
        {error && (
          <div id={`${id}-error`} role="alert" className="login-error">
            {error}
          </div>
        )}
        <button type="submit" className="login-submit" part="login-submit" disabled={busy} aria-busy={busy}>
          {busy ? t('loggingIn') : t('login')}
        </button>
      </form>
    </Landmark>
  );
}

/** The return path kept by toLogin, else the app (hall for the hall login). */
function afterLogin(kind: LoginKind, params: Record<string, string | undefined>, query: Record<string, string>) {
  if (query.path) return query.path;
  const client = params.client ?? params.clientCode;
  if (kind === 'hallLogin') return { name: 'hall', params: { client } };
  return { name: 'app1', params: { client, system: params.system, app: params.app } };
}
