/**
 * Standalone elements in a host page have no shell to sign in with: this gate checks the
 * session, and asks for a sign-in in place when there is none. Every element of the page shares
 * the core instance, so one sign-in opens all of them with one token.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Platform, Session } from '../../../core/index.ts';
import { SlButton, SlInput, SlSpinner } from './sl.ts';
import { PAGE_CSS } from './styles.ts';
import { pageText } from './text.ts';
import { useFirstOwner } from './first-owner.ts';
import { Styles } from '../../shared/adopted-styles.tsx';
import { runningEarlyCheck } from '../../shared/early-session.ts';

export function SessionGate({ platform, children }: { platform: Platform; children: ReactNode }) {
  const { session, http, shell } = platform;
  const user = useStore(platform.state.$user);
  const language = useStore(platform.state.$language);
  const text = useMemo(() => pageText(language), [language]);
  const [phase, setPhase] = useState<'checking' | 'login' | 'ready'>(user ? 'ready' : 'checking');
  const first = useFirstOwner('sign-in');

  useEffect(() => {
    if (user) return setPhase('ready');
    if (!http.token.get()) return setPhase('login');
    setPhase('checking');
    let live = true;
    // The element's early check (silent) first: when it signed the user in, the store's change
    // draws the body and no second check goes. Else this one runs, and reports what failed.
    (runningEarlyCheck(platform) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        if (!live || platform.state.$user.get()) return;
        if (!http.token.get()) return setPhase('login');
        // Several elements asking at once share one check (the instance's).
        shell.checkSession().then(
          () => undefined,
          () => live && setPhase('login'),
        );
      });
    return () => {
      live = false;
    };
  }, [user, http, shell, platform]);

  if (phase === 'ready' && user) return <>{children}</>;
  if (phase === 'checking') {
    return (
      <div className="entity-page">
        <Styles css={PAGE_CSS} />
        <div className="state loading" role="status">
          <SlSpinner /> {text('loading')}
        </div>
      </div>
    );
  }
  if (!first) {
    return (
      <div className="entity-page">
        <Styles css={PAGE_CSS} />
        <div className="state" role="status">
          {text('signInFirst')}
        </div>
      </div>
    );
  }
  return <SignIn session={session} text={text} />;
}

function SignIn({ session, text }: { session: Session; text: ReturnType<typeof pageText> }) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a second Enter or click in the same tick must not log in twice.
  const running = useRef(false);
  // What the fields show when the person submits: the state may not have caught up yet with a
  // value typed or filled in a moment before (a password manager, a busy page).
  const accountField = useRef<HTMLElement>(null);
  const passwordField = useRef<HTMLElement>(null);
  const shown = (field: HTMLElement | null, fallback: string): string => {
    const value = (field as HTMLInputElement | null)?.value;
    return typeof value === 'string' ? value : fallback;
  };
  const submit = async (e?: FormEvent | Event) => {
    e?.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await session.login({ account: shown(accountField.current, account), password: shown(passwordField.current, password) });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : text('error'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <div className="entity-page">
      <Styles css={PAGE_CSS} />
      <form className="sign-in" part="sign-in" onSubmit={submit} aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{text('signInTitle')}</h2>
        <SlInput
          ref={accountField}
          name="account"
          data-field="account"
          label={text('account')}
          autocomplete="username"
          value={account}
          required
          onsl-input={(ev: Event) => setAccount((ev.target as HTMLInputElement).value)}
        />
        <SlInput
          ref={passwordField}
          name="password"
          data-field="password"
          type="password"
          label={text('password')}
          autocomplete="current-password"
          value={password}
          required
          password-toggle
          onsl-input={(ev: Event) => setPassword((ev.target as HTMLInputElement).value)}
        />
        {error && (
          <div className="error-text" role="alert">
            {error}
          </div>
        )}
        <SlButton variant="primary" className="sign-in-submit" loading={busy} onClick={(ev: Event) => void submit(ev)}>
          {text('signIn')}
        </SlButton>
      </form>
    </div>
  );
}
