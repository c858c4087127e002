/**
 * The fault suite's tools: planting faults through the reference server's test hooks, a fresh
 * signed-in platform per scenario, and the judges of an outcome (blank, uncaught, false success,
 * lost input).
 */
import '../../elements/index.ts';
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../core/index.ts';
import type { Platform, PlatformSettings } from '../../core/index.ts';
import { registerEntityPages } from '../../elements/pages/register.ts';
import { pageRegistry } from '../../elements/shared/concepts.ts';
import { freshPlatform, hook } from '../elements/pages/page-helpers.ts';
import type { TestPlatform } from '../elements/pages/page-helpers.ts';

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'http'; status: number }
  | { kind: 'garbled' | 'html' | 'empty' | 'drop' }
  | { kind: 'refused'; code: string };

export const FAULTS: Record<string, Fault> = {
  slow: { kind: 'latency', ms: 1800 },
  '5xx': { kind: 'http', status: 503 },
  garbled: { kind: 'garbled' },
  'non-envelope 200': { kind: 'html' },
  'empty 200': { kind: 'empty' },
  drop: { kind: 'drop' },
  '401': { kind: 'http', status: 401 },
};

/** Plants `fault` on the next `count` calls of `action` (latency: on every call of it). */
export async function plant(action: string, fault: Fault, count = 20): Promise<void> {
  if (fault.kind === 'latency') return void (await hook('latency', { ms: fault.ms, action }));
  if (fault.kind === 'http') return void (await hook('fail', { action, count, http: fault.status }));
  if (fault.kind === 'refused') return void (await hook('fail', { action, count, code: fault.code, msg: 'refused by the fault suite' }));
  await hook('fail', { action, count, kind: fault.kind });
}

export async function clearFaults(): Promise<void> {
  await hook('reset');
}

let token: string | undefined;

/**
 * One login for the whole suite; each scenario gets its own instance on that session. The
 * browser holds one XSRF cookie per origin, bound to the latest login: a scenario that signs in
 * again hands its session on with {@link takeSession}, or the next writes would be refused.
 */
export async function sessionToken(): Promise<string> {
  if (!token) takeSession(await freshPlatform('admin'));
  if (!token) throw new Error('no token after the login');
  return token;
}

export function takeSession(platform: Platform): void {
  token = (platform as TestPlatform).http.token.get('demo') ?? token;
}

/** A new default platform signed in with the suite's session, its address at `start`. */
export async function signedInPlatform(start = '/', settings: PlatformSettings = {}): Promise<Platform> {
  const storage = createMemoryStorage();
  storage.setItem('demo-token', await sessionToken());
  const platform = createPlatform({
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm', ...settings },
    location: createMemoryLocation(`${location.origin}/#${start}`),
    storage,
  });
  setDefaultPlatform(platform);
  registerEntityPages(pageRegistry(platform));
  return platform;
}

/** The text a person sees in an element: its light and shadow trees, styles and scripts left out. */
export function visibleText(node: Node): string {
  if (node instanceof HTMLElement && (node.localName === 'style' || node.localName === 'script' || node.hidden)) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  let text = '';
  if (node instanceof Element && node.shadowRoot) text += visibleText(node.shadowRoot);
  for (const child of node.childNodes) text += visibleText(child);
  return text;
}

export function isBlank(root: Node): boolean {
  return visibleText(root).replace(/\s+/g, '') === '';
}

/** Uncaught errors and rejections in the page while a scenario runs. */
export function watchUncaught(): { count(): number; stop(): void; messages: string[] } {
  const messages: string[] = [];
  // Chromium reports a benign ResizeObserver notice as an error event; it is not the shell's.
  const onError = (event: ErrorEvent) => {
    if (!/ResizeObserver loop/.test(event.message)) messages.push(event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => messages.push(String((event.reason as Error)?.message ?? event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    messages,
    count: () => messages.length,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Notices that claim success ("保存成功", "Saved", "处理成功"). */
export function successNotices(platform: Platform): string[] {
  return platform.notifier.$notifications
    .get()
    .filter((n) => n.kind === 'success' || /保存成功|处理成功|^Saved$/.test(n.message))
    .map((n) => n.message);
}

export interface Tally {
  tried: number;
  handled: number;
  blank: number;
  uncaught: number;
  falseSuccess: number;
  lostInput: number;
  failures: string[];
}

export const newTally = (): Tally => ({ tried: 0, handled: 0, blank: 0, uncaught: 0, falseSuccess: 0, lostInput: 0, failures: [] });

export function summary(t: Tally): string {
  return `fault suite: ${t.tried} tried, ${t.handled} error panels or recovered, ${t.blank} blank, ${t.uncaught} uncaught, ${t.falseSuccess} false success, ${t.lostInput} lost input`;
}
