/**
 * A fresh platform per test, signed in against the reference server behind the test page: the
 * elements on the page use it (it becomes the default platform). Memory storage and a memory
 * address, so tests share no session, tabs or drafts through the browser's storage.
 */
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../core/index.ts';
import type { Platform, PlatformSettings } from '../../core/index.ts';

/** The password of every demo account (`alice`, `bob`, `carol`, `admin`). */
export const DEMO_PASSWORD = 'demo123';

/** What the platform of a test is made of. */
export interface TestPlatformOptions {
  /** The account to sign in with (default `admin`); `null` leaves the platform signed out. */
  account?: string | null;
  /** Its password (default the demo password). */
  password?: string;
  /** Client and business system to sign in to (default `demo` / `crm`). */
  client?: string;
  system?: string;
  /** The interface language: `'010'` zh-CN (the default), `'011'` en-US. */
  language?: '010' | '011';
  /** Page settings on top of the test defaults (same origin, a configured server). */
  settings?: PlatformSettings;
}

/** The platform a test drives; the elements on the page use the same one. */
export type TestPlatform = Platform;

/**
 * Creates a platform, makes it the page's default (elements mounted afterwards use it), loads
 * the page concepts (lists and forms need them) and signs in. A refused sign-in fails with the
 * server's message.
 */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const client = options.client ?? 'demo';
  const system = options.system ?? 'crm';
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: client, defaultSystem: system, ...options.settings },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
  });
  setDefaultPlatform(platform);
  // Elements mounted outside the shell would load these first; a test may need them at once.
  await platform.loadPageConcepts();
  if (options.language) platform.i18n.setLanguage(options.language);
  const account = options.account === undefined ? 'admin' : options.account;
  if (account) {
    try {
      const codes = { ...(options.client ? { client } : {}), ...(options.system ? { system } : {}) };
      await platform.session.login({ account, password: options.password ?? DEMO_PASSWORD, ...codes });
    } catch (error) {
      throw new Error(`sign-in of ${account} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return platform;
}

/** Signs `account` in on a fresh platform (see `createTestPlatform`). */
export function signIn(account = 'admin', password = DEMO_PASSWORD): Promise<TestPlatform> {
  return createTestPlatform({ account, password });
}
