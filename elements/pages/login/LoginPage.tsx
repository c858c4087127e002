/**
 * The `login` page (PAGES.md "Work"): the shell's login screen (shell/login-view.ts) as a page
 * of the registry, so a bundle or a config can place it in a tab, a popup or a drawer. The same
 * form, the same encrypted login through core's session and the same way on as the login route
 * (the address's `path` to return to, else the app). `query.loginKind` picks the hall or local
 * wording.
 */
import { useLayoutEffect, useRef } from 'react';
import { usePlatform } from '../../shared/platform.ts';
import type { PageProps } from '../../shared/page-props.ts';
import { createLoginView } from '../../shell/login-view.ts';
import type { LoginKind } from '../../shell/login-view.ts';

const KINDS: readonly LoginKind[] = ['login', 'hallLogin', 'localLogin'];

export default function LoginPage({ query }: PageProps) {
  const platform = usePlatform();
  const box = useRef<HTMLDivElement>(null);
  const wanted = query?.loginKind as LoginKind | undefined;
  const kind = wanted && KINDS.includes(wanted) ? wanted : 'login';
  // The form is drawn with the DOM (it is the shell's first screen too): React holds its box.
  useLayoutEffect(() => {
    const view = createLoginView(platform, { kind, embedded: true });
    box.current?.append(view.element);
    view.shown?.();
    return () => view.destroy();
  }, [platform, kind]);
  return <div className="login-page" ref={box} />;
}
