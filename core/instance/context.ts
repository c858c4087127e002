import { createNotifier } from '../notify/index.ts';
import type { Notifier } from '../notify/index.ts';
import { createClientState } from '../state/index.ts';
import type { ClientState } from '../state/index.ts';
import { resolveEnv } from './env.ts';
import type { PlatformEnv, ResolvedEnv } from './env.ts';

/**
 * What every concept's factory receives: the resolved edges, the shared client state and the
 * notifier. Concepts that need each other get the other's public object as a second argument.
 */
export interface PlatformContext {
  env: ResolvedEnv;
  state: ClientState;
  notifier: Notifier;
  /** The route the guard is deciding on (core/router/navigation.ts): its calls act for that route. */
  guarding?: string;
}

export function createContext(env: PlatformEnv = {}): PlatformContext {
  const resolved = resolveEnv(env);
  return { env: resolved, state: createClientState(), notifier: createNotifier(resolved.console) };
}
