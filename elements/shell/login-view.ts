/**
 * The login screens (login, hall login, local login) drawn with the DOM alone: they are the
 * first screen, and DESIGN §6 wants it to take input before React, Shoelace or the layout have
 * arrived (they load while the person types). The same markup, parts and behaviour the React
 * screen had: account and password sent RSA-encrypted by core's session, the server's message
 * under the form, then back to the page the login interrupted, else the app.
 */
import { EN_US, toPlatformError, ZH_CN } from '../../core/index.ts';
import type { Platform } from '../../core/index.ts';
import type { MessageKey } from '../../core/i18n/index.ts';
import { shellLabel } from '../shared/shell-words.ts';
import type { ShellLabel } from '../shared/shell-words.ts';
import { element, nextViewId, showIf } from './dom.ts';
import type { FirstScreenView } from './dom.ts';

/** The User Timing mark set when the login form first takes input. */
export const LOGIN_READY_MARK = 'app-shell:login-ready';

export type LoginKind = 'login' | 'hallLogin' | 'localLogin';

export const LOGIN_KINDS: Record<string, LoginKind> = { login: 'login', hallLogin: 'hallLogin', localLogin: 'localLogin' };

const TITLES: Record<LoginKind, ShellLabel> = { login: 'loginTitle', hallLogin: 'hallLoginTitle', localLogin: 'localLoginTitle' };

/** The UI languages, in the picker's order (core's codes: zh-CN, en-US). */
export const LANGUAGES = [ZH_CN, EN_US] as const;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export interface LoginViewOptions {
  kind: LoginKind;
  /** Placed as a page inside the app (the `login` page kind): a section, not the main landmark. */
  embedded?: boolean;
}

/** The language picker of the first screens: a native select styled with the theme's tokens. */
export function createLanguageSwitch(platform: Platform): FirstScreenView {
  const select = element('select', { className: 'language-switch', part: 'language-switch' });
  const options = LANGUAGES.map((code) => {
    const option = element('option', { value: code });
    select.append(option);
    return option;
  });
  const onChange = () => platform.i18n.setLanguage(select.value);
  select.addEventListener('change', onChange);
  const stop = platform.i18n.$language.subscribe((language) => {
    select.setAttribute('aria-label', shellLabel(language, 'language'));
    options.forEach((option, index) => {
      option.textContent = shellLabel(language, `language.${LANGUAGES[index]}` as ShellLabel);
    });
    select.value = language;
  });
  return { element: select, destroy: stop };
}

/**
 * The return path kept by toLogin, else the app (hall for the hall login). The path is the page
 * of the user named beside it (`user`, when toLogin knew one): another person signing in lands
 * where a fresh sign-in lands, not on the last user's page and role.
 */
export function afterLogin(kind: LoginKind, params: Record<string, string | undefined>, query: Record<string, string>, user?: { id: string } | null) {
  if (query.path && (!query.user || query.user === user?.id)) return query.path;
  const client = params.client ?? params.clientCode;
  if (kind === 'hallLogin') return { name: 'hall', params: { client } };
  return { name: 'app1', params: { client, system: params.system, app: params.app } };
}

export function createLoginView(platform: Platform, { kind, embedded = false }: LoginViewOptions): FirstScreenView {
  const { session, router, state, env, notifier } = platform;
  const id = nextViewId('login');
  const language = () => state.$language.get();
  const t = (key: ShellLabel | MessageKey, ...args: unknown[]) => shellLabel(language(), key, ...args);
  let error = '';
  let busy = false;
  let shown = false;

  const product = element('span', { className: 'login-product' });
  const app = element('span', { className: 'login-app' });
  const brand = element('div', { className: 'login-brand' }, [product, app]);
  brand.dataset.loginBrand = '';
  const title = element('h1', { id: 'login-title' });
  const languageSwitch = createLanguageSwitch(platform);
  const head = element('div', { className: 'login-head' }, [title, languageSwitch.element]);
  const current = element('p', { className: 'login-current' });
  current.dataset.loginCurrent = '';

  const account = element('input', {
    id: `${id}-account`,
    className: 'login-input',
    part: 'login-input',
    name: 'account',
    autocomplete: 'username',
    required: true,
  });
  account.dataset.field = 'account';
  const accountLabel = element('span', { className: 'login-label' });
  const accountField = element('label', { className: 'login-field', htmlFor: account.id }, [accountLabel, account]);

  const password = element('input', {
    id: `${id}-password`,
    className: 'login-input',
    part: 'login-input',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
  });
  password.dataset.field = 'password';
  const reveal = element('button', { type: 'button', className: 'login-reveal' });
  reveal.setAttribute('aria-controls', password.id);
  const passwordLabel = element('span', { className: 'login-label' });
  const passwordField = element('label', { className: 'login-field', htmlFor: password.id }, [
    passwordLabel,
    element('span', { className: 'login-password' }, [password, reveal]),
  ]);
  // The second step when an administrator set the password (user.mustChangePassword): a new one, twice.
  const passwordInput = (name: string) =>
    element('input', {
      id: `${id}-${name}`,
      className: 'login-input',
      part: 'login-input',
      name,
      type: 'password',
      autocomplete: 'new-password',
      required: true,
    });
  const newPassword = passwordInput('new-password');
  const repeatPassword = passwordInput('repeat-password');
  const newLabel = element('span', { className: 'login-label' });
  const repeatLabel = element('span', { className: 'login-label' });
  const newField = element('label', { className: 'login-field', htmlFor: newPassword.id }, [newLabel, newPassword]);
  const repeatField = element('label', { className: 'login-field', htmlFor: repeatPassword.id }, [repeatLabel, repeatPassword]);
  const setHint = element('p', { className: 'login-current' });
  let initialPassword: string | null = null;
  const errorBox = element('div', { id: `${id}-error`, className: 'login-error', role: 'alert' });
  const submit = element('button', { type: 'submit', className: 'login-submit', part: 'login-submit' });
  const form = element('form', { className: 'login-card', noValidate: true }, [brand, head, accountField, passwordField, submit]);
  const landmark = element(embedded ? 'section' : 'main', { className: 'login' }, [form]);
  landmark.setAttribute('aria-labelledby', title.id);

  function draw(): void {
    const config = state.$appConfig.get();
    const user = state.$user.get();
    const settings = env.settings as { productName?: unknown };
    // The name in this language (NAME_EN in English), else the configured NAME.
    const appName = textOf(config?.[t('appNameField')]) || textOf(config?.NAME);
    product.textContent = textOf(settings.productName) || t('productName');
    app.textContent = appName;
    showIf(app, !!appName, brand);
    const setting = initialPassword !== null;
    title.textContent = t(setting ? 'setPasswordTitle' : TITLES[kind]);
    setHint.textContent = t('setPasswordHint');
    newLabel.textContent = t('newPassword');
    repeatLabel.textContent = t('repeatPassword');
    for (const node of [setHint, newField, repeatField]) showIf(node, setting, form, submit);
    showIf(passwordField, !setting, form, submit);
    showIf(accountField, !setting, form, passwordField);
    current.textContent = embedded && user && !setting ? t('signedInAs', user.NAME || user.ACCOUNT || user.id) : '';
    showIf(current, !!(embedded && user && !setting), form, accountField);
    accountLabel.textContent = t('account');
    passwordLabel.textContent = t('password');
    password.type = shown ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(shown));
    reveal.textContent = t(shown ? 'hidePassword' : 'showPassword');
    errorBox.textContent = error;
    showIf(errorBox, !!error, form, submit);
    for (const input of [account, password]) {
      if (error) input.setAttribute('aria-describedby', errorBox.id);
      else input.removeAttribute('aria-describedby');
    }
    if (error && !account.value) account.setAttribute('aria-invalid', 'true');
    else account.removeAttribute('aria-invalid');
    submit.disabled = busy;
    submit.setAttribute('aria-busy', String(busy));
    submit.textContent = busy ? t('loggingIn') : t(setting ? 'setPasswordSubmit' : 'login');
  }

  /** Shows the server's message under the form, not a second time as a notice. */
  function showFailure(failure: unknown): void {
    const problem = toPlatformError(failure);
    error = problem.message || t('failure');
    for (const entry of notifier.$notifications.get()) if (entry.code === problem.code && entry.message === problem.message) notifier.dismiss(entry.id);
  }

  /** The way on after the sign-in: the page the login interrupted, else the app. */
  async function goOn(): Promise<void> {
    const route = state.$route.get();
    await router.navigate(afterLogin(kind, route?.params ?? {}, route?.query ?? {}, state.$user.get()), { replace: true });
  }

  /** The new password, through the change-password call with the initial one as the current. */
  async function setPassword(): Promise<void> {
    const next = newPassword.value;
    if (!next || next !== repeatPassword.value) {
      error = t(next ? 'passwordsDiffer' : 'passwordRequired');
      draw();
      (next ? repeatPassword : newPassword).focus();
      return;
    }
    busy = true;
    error = '';
    draw();
    try {
      await session.changePassword(initialPassword ?? '', next);
      // The user as the server now has it (no duty left), before the app's guard reads it.
      await session.loadUser({ silent: true });
      initialPassword = null;
      await goOn();
    } catch (failure) {
      showFailure(failure);
      newPassword.focus();
    } finally {
      busy = false;
      draw();
    }
  }

  async function signIn(event: Event): Promise<void> {
    event.preventDefault();
    if (busy) return;
    if (initialPassword !== null) return setPassword();
    const name = account.value.trim();
    const secret = password.value;
    if (!name || !secret) {
      error = t(name ? 'passwordRequired' : 'accountRequired');
      draw();
      (name ? password : account).focus();
      return;
    }
    const route = state.$route.get();
    const params = route?.params ?? {};
    busy = true;
    error = '';
    draw();
    let setting = false;
    try {
      const user = await session.login({ account: name, password: secret, client: params.client ?? params.clientCode, system: params.system });
      if (user.mustChangePassword) {
        // The server refuses every other call until the password is changed: ask for it here.
        initialPassword = secret;
        password.value = '';
        setting = true;
      } else await router.navigate(afterLogin(kind, params, route?.query ?? {}, user), { replace: true });
    } catch (failure) {
      // The message is under the form: no second copy as a notice that stays on into the app.
      showFailure(failure);
      password.focus();
    } finally {
      busy = false;
      draw();
      if (setting) newPassword.focus();
    }
  }

  const onReveal = () => {
    shown = !shown;
    draw();
  };
  const onSubmit = (event: Event) => void signIn(event);
  reveal.addEventListener('click', onReveal);
  form.addEventListener('submit', onSubmit);
  const stops = [state.$language.listen(draw), state.$appConfig.listen(draw), state.$user.listen(draw)];
  draw();

  return {
    element: landmark,
    shown: () => {
      // The sign-in screen has one task, and the account is where it starts (spec's login form).
      account.focus();
      // When the login took input, for the host's own measures (and the first-load bench).
      if (!embedded) globalThis.performance?.mark?.(LOGIN_READY_MARK);
    },
    destroy() {
      for (const stop of stops) stop();
      languageSwitch.destroy();
      reveal.removeEventListener('click', onReveal);
      form.removeEventListener('submit', onSubmit);
      landmark.remove();
    },
  };
}
