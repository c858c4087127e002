/**
 * The `login` page (PAGES.md "Work"): the shell's login screen (shell/login-screen.tsx) as a page
 * of the registry, so a bundle or a config can place it in a tab, a popup or a drawer. The same
 * form, the same encrypted login through core's session and the same way on as the login route
 * (the address's `path` to return to, else the app). `query.loginKind` picks the hall or local
 * wording.
 */
import type { PageProps } from '../../shared/page-props.ts';
import { LoginScreen } from '../../shell/login-screen.tsx';
import type { LoginKind } from '../../shell/login-screen.tsx';

const KINDS: readonly LoginKind[] = ['login', 'hallLogin', 'localLogin'];

export default function LoginPage({ query }: PageProps) {
  const wanted = query?.loginKind as LoginKind | undefined;
  return (
    <div className="login-page">
      <LoginScreen embedded kind={wanted && KINDS.includes(wanted) ? wanted : 'login'} />
    </div>
  );
}
