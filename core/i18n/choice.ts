import type { PlatformContext } from '../instance/context.ts';
import { applyDateLocale } from './dates.ts';
import { languageKey, resolveLanguage } from './language.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The client whose stored language applies: route, app config, client config, settings, 'frame'. */
export function defaultClientCode(context: PlatformContext): string {
  const { state, env } = context;
  const params = state.$route.get()?.params ?? {};
  return (
    text(params.client) ??
    text(params.clientCode) ??
    text(state.$appConfig.get()?.['CLIENT|CODE']) ??
    text(state.$clientConfig.get()?.CODE) ??
    text(env.settings.defaultClient) ??
    'frame'
  );
}

export interface LanguageChoice {
  setLanguage(code: string): void;
  syncLanguage(): string;
  /** Stops following the user, client config and route. */
  stop(): void;
}

/**
 * Which language is current: stored per client, else the user's, else the client's default, else
 * the app's. Follows the user, the client and app configs and a route into another client from creation on.
 */
export function createLanguageChoice(context: PlatformContext, clientCode: () => string): LanguageChoice {
  const { state, env } = context;
  const $language = state.$language;

  function readStored(): string | null {
    try {
      return env.storage.getItem(languageKey(clientCode()));
    } catch {
      return null;
    }
  }

  let lastClient = '';

  function syncLanguage(): string {
    lastClient = clientCode();
    const language = resolveLanguage({
      stored: readStored(),
      userLanguage: state.$user.get()?.LANGUAGE,
      clientDefault: state.$clientConfig.get()?.DEFAULT_LANGUAGE,
      appDefault: state.$appConfig.get()?.LANGUAGE_DEFAULT,
    });
    if ($language.get() !== language) $language.set(language);
    return language;
  }

  function setLanguage(code: string): void {
    const language = resolveLanguage({ stored: code });
    try {
      env.storage.setItem(languageKey(clientCode()), language);
    } catch {
      // Storage may be full or blocked: the switch still applies for this page.
    }
    $language.set(language);
  }

  // dayjs follows the language; the user and client config can change the resolved language.
  const stops = [
    $language.subscribe((language) => void applyDateLocale(language)),
    state.$user.listen(() => void syncLanguage()),
    state.$clientConfig.listen(() => void syncLanguage()),
    state.$appConfig.listen(() => void syncLanguage()),
    // The stored language is per client: a route into another client re-reads it.
    state.$route.listen(() => {
      if (clientCode() !== lastClient) syncLanguage();
    }),
  ];
  syncLanguage();

  return { setLanguage, syncLanguage, stop: () => stops.forEach((stop) => stop()) };
}
