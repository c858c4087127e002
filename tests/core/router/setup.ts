import { vi } from 'vitest';
import { createContext, createMemoryLocation, createMemoryStorage } from '../../../core/instance/index.ts';
import type { PlatformSettings } from '../../../core/instance/index.ts';
import { createRouter } from '../../../core/router/index.ts';
import type { Router, RouterSession } from '../../../core/router/index.ts';
import { createWorkspace } from '../../../core/workspace/index.ts';
import type { User } from '../../../core/state/index.ts';
import { configFor, makeUser } from './fakes.ts';

export interface RouterSetupOptions {
  href?: string;
  settings?: PlatformSettings;
  user?: User;
  loggedIn?: boolean;
  configFails?: boolean;
}

/** A router over a memory address bar, a real workspace and a session made of small fakes. */
export function setupRouter(options: RouterSetupOptions = {}) {
  const location = createMemoryLocation(options.href ?? 'http://shell.test/index.html#/');
  const reload = vi.spyOn(location, 'reload');
  const openWindow = vi.fn();
  const context = createContext({ location, storage: createMemoryStorage(), settings: options.settings ?? {}, openWindow, setTitle: vi.fn() });
  const workspace = createWorkspace(context, { now: () => 1 });
  let router: Router;
  const session = {
    loadAppConfig: vi.fn(async (codes) => {
      if (options.configFails) throw new Error('unknown app');
      context.state.$appConfig.set(configFor(codes));
    }),
    getLongUrl: vi.fn(async () => '/app/demo/crm/sales'),
    isLoggedIn: vi.fn(() => options.loggedIn ?? true),
    loadUser: vi.fn(async () => context.state.$user.set(options.user ?? makeUser())),
    visitService: vi.fn(async () => undefined),
    toLogin: vi.fn(async () => {
      workspace.closeAllPopups();
      workspace.clearTabs();
      context.state.$user.set(null);
      await router.navigate({ name: 'login', params: { clientCode: 'demo', system: 'crm', app: 'sales' }, query: { path: '/app/demo/crm/sales' } });
    }),
    roleChange: vi.fn(async () => undefined),
  } satisfies RouterSession;
  router = createRouter(context, { session, workspace });
  return { router, location, reload, openWindow, context, workspace, session, state: context.state };
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
