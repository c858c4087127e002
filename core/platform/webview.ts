/** The two workplace-messaging browsers the shell runs in (DESIGN §4 "Messaging webviews"). */
export type MessagingWebview = 'wxwork' | 'dingtalk';

/**
 * Which messaging browser the user agent belongs to, if any. The enterprise one announces
 * `wxwork`, the second `DingTalk`; matching is case-insensitive because both vendors have
 * changed the case between versions.
 */
export function detectMessagingWebview(userAgent?: string): MessagingWebview | null {
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (/wxwork/i.test(agent)) return 'wxwork';
  if (/dingtalk/i.test(agent)) return 'dingtalk';
  return null;
}
