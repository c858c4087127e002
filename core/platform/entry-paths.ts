import type { MessagingWebview } from './webview.ts';

/** Entry path of each messaging browser (the router's `wxwork` and `dingtalk` routes). */
export const MESSAGING_ENTRY: Record<MessagingWebview, string> = {
  wxwork: '/wxwork',
  dingtalk: '/dingtalk',
};
