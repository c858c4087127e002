import { onScopeDispose, ref } from 'vue';
import type { Ref } from 'vue';
import { sharedSession } from '../../pages/hosts/kit.js';
import type { HostUser, SharedSession } from '../../pages/hosts/kit.js';

export interface SessionRefs {
  session: SharedSession | null;
  user: Ref<HostUser | null>;
  /** '010' zh-CN (default) or '011' en-US: the elements' language, which the host follows. */
  language: Ref<string>;
  setLanguage(code: string): void;
}

/** The signed-in user and the language of the session every element of the page shares. */
export function useSharedSession(): SessionRefs {
  const session = sharedSession();
  const user = ref<HostUser | null>(null);
  const language = ref('010');
  const stops = session ? [session.onUser((value) => (user.value = value)), session.onLanguage((value) => (language.value = value))] : [];
  onScopeDispose(() => stops.forEach((stop) => stop()));
  const setLanguage = (code: string) => (session ? session.setLanguage(code) : (language.value = code));
  return { session, user, language, setLanguage };
}
