import { setViewport } from '../../support/commands.ts';
import { waitFor } from '../../support/dom.ts';
import { q } from '../app-shell/shell-helpers.ts';

/** The phone of the acceptance: 375×812 (the mobile screen class of spec §4 is up to 992 px). */
export async function phoneViewport(): Promise<void> {
  await setViewport(375, 812);
  await waitFor(() => window.innerWidth === 375 && window.innerWidth, 'the 375 px viewport');
}

export const WEBVIEW_AGENTS = {
  wxwork:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.0 MicroMessenger/7.0.1 Language/zh',
  dingtalk: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AliApp(DingTalk/7.0.10) Channel/201200',
} as const;

/**
 * The page's user agent as a messaging browser announces it. Core reads it when a platform is
 * created (the platform features and the route guard), so it is set before `startShell`; the
 * runner's own UA is Chromium's, which no test command changes, hence the property on navigator.
 */
export function pretendUserAgent(agent: string): () => void {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => agent });
  return () => void delete (navigator as unknown as { userAgent?: string }).userAgent;
}

/** A fresh single-use sign-in code of the reference server (its oauth-code test hook). */
export async function issueCode(platform: string, account: string): Promise<string> {
  const reply = await fetch('/__test/oauth-code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform, account }),
  });
  const body = (await reply.json()) as { data?: { code?: string } };
  if (!body.data?.code) throw new Error(`no code issued for ${platform} ${account}`);
  return body.data.code;
}

export async function callCount(action: string): Promise<number> {
  const reply = await fetch(`/__test/count?action=${action}`);
  const body = (await reply.json()) as { data?: { count?: number } };
  return Number(body.data?.count ?? 0);
}

export function visible(element: Element | null): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

export const mobileLayout = (root: ShadowRoot) => q(root, '.mobile-layout');
