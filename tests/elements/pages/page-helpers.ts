/**
 * Shared set-up of the entity page tests: a fresh platform per test (memory storage, so tests
 * share no session), signed in against the reference server, and small shadow-DOM helpers.
 */
import '../../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';
import type { Http } from '../../../core/http/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { mount, waitFor } from '../../support/dom.ts';

export const PASSWORD = 'demo123';

export interface TestPlatform extends Platform {
  http: Http;
  session: Session;
}

export async function freshPlatform(account: string | null = 'admin'): Promise<TestPlatform> {
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm' },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
  }) as TestPlatform;
  setDefaultPlatform(platform);
  // Pages render here without the shell or an element around them, which would load these first.
  await platform.loadPageConcepts();
  if (account) await platform.session.login({ account, password: PASSWORD });
  return platform;
}

/** Test hooks of the reference server (started with --test-hooks by the runner). */
export async function hook(path: string, body: unknown = {}): Promise<unknown> {
  const reply = await fetch(`/__test/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return reply.json().catch(() => null);
}

export async function countCalls(entity: string, action: string): Promise<number> {
  const reply = await fetch(`/__test/count?entity=${entity}&action=${action}`);
  const body = (await reply.json()) as { count?: number; data?: { count?: number } };
  return Number(body.count ?? body.data?.count ?? 0);
}

export async function mountElement(html: string): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  const element = mount<HTMLElement>(html);
  const root = await waitFor(() => element.shadowRoot, 'the shadow root');
  return { element, root };
}

export function $(root: ParentNode, selector: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(selector);
}

export function $$(root: ParentNode, selector: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)];
}

/** Typing and picking in native and Shoelace fields alike (tests/support/demo-page.ts). */
export { selectValue, typeInto } from '../../support/demo-page.ts';

/** Texts of the notifications the elements show (core's notifier). */
export function notices(platform: Platform): string[] {
  return platform.notifier.$notifications.get().map((n) => n.message);
}

export function rowsOf(root: ParentNode): HTMLElement[] {
  return $$(root, '.grid-row');
}

export function cellTexts(row: HTMLElement): string[] {
  return $$(row, '[role="gridcell"]').map((c) => c.textContent?.trim() ?? '');
}

/** A unique name per run, so tests do not depend on each other's records. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Creates a customer through the API (for tests that need their own record). */
export async function createCustomer(platform: TestPlatform, data: Record<string, unknown>): Promise<string> {
  const reply = await platform.http.request<{ id: string | number }>({ entity: 'CUSTOMER', action: 'save', method: 'POST', data: { data } });
  return String(reply.id);
}
