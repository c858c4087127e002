/**
 * Role select (app and hall), drawn with the DOM alone like the login: shown when the user holds
 * several roles for the service and none is the default. Choosing one puts it in the address of
 * the app (or hall) route, and the router's guard takes over from there.
 */
import { toPlatformError } from '../../core/index.ts';
import type { MessageKey } from '../../core/i18n/index.ts';
import type { Platform, ServiceRole } from '../../core/index.ts';
import { shellLabel } from '../shared/shell-words.ts';
import type { ShellLabel } from '../shared/shell-words.ts';
import { element, showIf } from './dom.ts';
import type { FirstScreenView } from './dom.ts';

export function createRoleView(platform: Platform, { hall }: { hall: boolean }): FirstScreenView {
  const { session, router, access, state } = platform;
  const t = (key: ShellLabel | MessageKey, ...args: unknown[]) => shellLabel(state.$language.get(), key, ...args);
  let error = '';

  const title = element('h1', { id: 'role-title' });
  const hint = element('p');
  const spinner = element('span', { className: 'boot-spinner', role: 'status' });
  const errorText = element('p', { className: 'error-text', role: 'alert' });
  const list = element('ul', { className: 'role-list' });
  const logout = element('button', { type: 'button', className: 'role-logout' });
  const card = element('div', { className: 'login-card' }, [title, hint, list, logout]);
  const landmark = element('main', { className: 'role-select' }, [card]);
  landmark.setAttribute('aria-labelledby', title.id);

  async function choose(role: ServiceRole): Promise<void> {
    const route = state.$route.get();
    const params = route?.params ?? {};
    const client = params.client;
    const target = hall
      ? { name: 'hall', params: { client, role: role.code } }
      : { name: 'app1', params: { client, system: params.system, app: params.app, role: role.code } };
    // The address that asked for a role kept its query (its tab and record): it opens with the role.
    const { redirect: _redirect, ...query } = route?.query ?? {};
    await router.navigate({ ...target, query }, { replace: true });
  }

  let drawnRoles = '';
  function draw(): void {
    const user = state.$user.get();
    const config = state.$appConfig.get();
    const roles: ServiceRole[] = user && config ? access.serviceRoles() : [];
    const loading = !error && (!user || !config);
    title.textContent = t('roleSelect');
    hint.textContent = roles.length || loading ? t('roleSelectHint') : t('noRoles');
    spinner.setAttribute('aria-label', t('loading'));
    showIf(spinner, loading, card, list);
    errorText.textContent = error;
    showIf(errorText, !!error, card, list);
    list.setAttribute('aria-label', t('roleSelect'));
    logout.textContent = t('logout');
    // Rebuilt only when the roles change, so that focus stays on a choice across a redraw.
    const key = roles.map((role) => `${role.id}:${role.code}:${role.name}`).join('|');
    if (key === drawnRoles) return;
    drawnRoles = key;
    list.replaceChildren(
      ...roles.map((role) => {
        const button = element('button', { type: 'button', className: 'role-choice', textContent: role.name || role.code });
        button.dataset.role = role.code;
        button.addEventListener('click', () => void choose(role));
        return element('li', {}, [button]);
      }),
    );
  }

  const onLogout = () => void session.logout();
  logout.addEventListener('click', onLogout);
  const stops = [state.$language.listen(draw), state.$user.listen(draw), state.$appConfig.listen(draw)];
  // The role select route is not guarded: load what the list needs when arriving directly.
  if (!state.$user.get())
    session.loadUser().catch((failure: unknown) => {
      error = toPlatformError(failure).message;
      draw();
    });
  draw();

  return {
    element: landmark,
    destroy() {
      for (const stop of stops) stop();
      logout.removeEventListener('click', onLogout);
      landmark.remove();
    },
  };
}
