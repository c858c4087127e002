/**
 * Core's notifications for standalone elements. Several elements on one host page share the
 * notifier; only the first one mounted draws the stack, so a message shows once.
 */
import { Notifications } from '../../shared/notifications.tsx';
import { useFirstOwner } from './first-owner.ts';

export function SharedNotifications() {
  return useFirstOwner('notifications') ? <Notifications /> : null;
}
