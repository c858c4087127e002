import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';

/** Route as the router resolved it; `name` is a route name of spec §2 (login, app1, Config, ...). */
export interface RouteState {
  name: string;
  path: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
}

/** App configuration (spec §3): service keys merged with CLIENT|... and SYSTEM|... keys. */
export type AppConfig = Record<string, unknown> & {
  ID?: string;
  CODE?: string;
  NAME?: string;
  EXTEND_OF_COMPETENCE?: string;
  LANGUAGE_DEFAULT?: string;
};

export type ClientConfig = Record<string, unknown> & { CODE?: string; DEFAULT_LANGUAGE?: string };

export interface UserRole {
  ID: string;
  NAME: string;
  CODE: string;
  ORDER?: number;
}

/** Derived per-service role entry (spec §3 "User"). */
export interface ServiceRole {
  id: string;
  isDefault: boolean;
  name: string;
  code: string;
}

export interface User {
  id: string;
  client: string;
  ACCOUNT?: string;
  NAME?: string;
  LANGUAGE?: string;
  currentRoleId?: string;
  /** An administrator set the password: the user chooses a new one before anything else. */
  mustChangePassword?: boolean;
  roles: UserRole[];
  /** service id → role id → "1" when that role is the service's default. */
  services: Record<string, Record<string, string>>;
  serviceRoles: Record<string, Array<{ id: string; code: string; name?: string }>>;
  roleRightCodes: Record<string, string[]>;
  roleEntityApiMap: Record<string, Record<string, string[]>>;
}

/**
 * The client state of spec §3 shared by every concept of one platform instance: the route the
 * router resolved, the client and app configuration, the user and the language. Each concept
 * writes the part it owns (router: route; session: configs and user; i18n: language) and reads
 * the rest, which keeps the concepts free of import cycles.
 */
export interface ClientState {
  $route: WritableAtom<RouteState | null>;
  $clientConfig: WritableAtom<ClientConfig | null>;
  $appConfig: WritableAtom<AppConfig | null>;
  $user: WritableAtom<User | null>;
  /** Language code: '010' zh-CN (default), '011' en-US. */
  $language: WritableAtom<string>;
  /**
   * True while a shell's first screen (the login form, or the app) is on its way: loads that
   * screen does not need (business bundles, DOMPurify) wait for it rather than compete with it.
   */
  $firstScreenPending: WritableAtom<boolean>;
  /**
   * The question a sign-in link for another account raises while this one is signed in (session:
   * core/session/sign-in-link.ts asks it; the shell draws it and calls `answer`), null when none is open.
   */
  $signInQuestion: WritableAtom<SignInQuestion | null>;
}

/** An account as the sign-in question names it. */
export interface LinkAccount {
  id: string;
  client: string;
  /** The user's name, else the account, else the id. */
  name: string;
}

/** Whether to let a sign-in link's account replace the one signed in. */
export interface SignInQuestion {
  current: LinkAccount;
  arriving: LinkAccount;
  /** true: switch to the link's account; false: keep the current one. */
  answer(switchAccount: boolean): void;
}

export function createClientState(): ClientState {
  return {
    $route: atom<RouteState | null>(null),
    $clientConfig: atom<ClientConfig | null>(null),
    $appConfig: atom<AppConfig | null>(null),
    $user: atom<User | null>(null),
    $language: atom('010'),
    $firstScreenPending: atom(false),
    $signInQuestion: atom<SignInQuestion | null>(null),
  };
}
