import { useEffect, useMemo, useState } from 'react';
import { sharedSession } from '../../pages/hosts/kit.js';
import type { HostUser, SharedSession } from '../../pages/hosts/kit.js';

export interface SessionView {
  session: SharedSession | null;
  user: HostUser | null;
  /** '010' zh-CN (default) or '011' en-US: the elements' language, which the host follows. */
  language: string;
  setLanguage(code: string): void;
}

/** The signed-in user and the language of the session every element of the page shares. */
export function useSharedSession(): SessionView {
  const session = useMemo(() => sharedSession(), []);
  const [user, setUser] = useState<HostUser | null>(null);
  const [language, setLocalLanguage] = useState('010');
  useEffect(() => session?.onUser(setUser), [session]);
  useEffect(() => session?.onLanguage(setLocalLanguage), [session]);
  const setLanguage = (code: string) => (session ? session.setLanguage(code) : setLocalLanguage(code));
  return { session, user, language, setLanguage };
}
