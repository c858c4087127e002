/**
 * Shared set-up of the entity page tests: a fresh platform per test (memory storage, so tests
 * share no session), signed in against the reference server, and small shadow-DOM helpers. All
 * of it comes from the testing entry (testing/), as a tester's tests would use it.
 */
import { createTestPlatform, serverHooks } from '../../../testing/index.ts';
import type { TestPlatform } from '../../../testing/index.ts';
import type { Platform } from '../../../core/index.ts';

export { DEMO_PASSWORD as PASSWORD, mountElement, $, $$, selectValue, typeInto, rowsOf, cellTexts } from '../../../testing/index.ts';
export type { TestPlatform } from '../../../testing/index.ts';

/** A fresh platform signed in as `account` (`null`: signed out). */
export function freshPlatform(account: string | null = 'admin'): Promise<TestPlatform> {
  return createTestPlatform({ account });
}

/** Calls a test hook of the reference server by its path (`latency`, `fail`, ...), as raw JSON. */
export async function hook(path: string, body: unknown = {}): Promise<unknown> {
  const reply = await fetch(`/__test/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return reply.json().catch(() => null);
}

export function countCalls(entity: string, action: string): Promise<number> {
  return serverHooks.count(entity, action);
}

/** Texts of the notifications the elements show (core's notifier). */
export function notices(platform: Platform): string[] {
  return platform.notifier.$notifications.get().map((n) => n.message);
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
