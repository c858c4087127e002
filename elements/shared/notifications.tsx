import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Notification } from '../../core/index.ts';
import { usePlatform } from './platform.ts';
import { useElementEvent } from './use-element-event.ts';

const variants: Record<Notification['kind'], string> = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'primary',
};

/** How long a non-sticky message stays; errors stay longer so they can be read. */
function durationOf(entry: Notification): number {
  if (entry.sticky) return Infinity;
  return entry.kind === 'error' ? 8000 : 4000;
}

function NotificationItem({ entry, onDismiss }: { entry: Notification; onDismiss: (id: number) => void }) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent(ref, 'sl-after-hide', () => onDismiss(entry.id));
  return (
    <sl-alert
      ref={ref}
      open
      closable
      variant={variants[entry.kind]}
      duration={durationOf(entry)}
      data-code={entry.code}
      role={entry.kind === 'error' ? 'alert' : 'status'}
    >
      <sl-icon slot="icon" library="shell" name={entry.kind} />
      {entry.message}
    </sl-alert>
  );
}

/**
 * Core's notifications (`$notifications`) drawn as a stack of Shoelace alerts, inside the
 * element's own shadow root (Shoelace's `toast()` would move them to the document body, away
 * from the theme adopted here).
 */
export function Notifications({ hide = [] }: { hide?: readonly string[] }) {
  const { notifier } = usePlatform();
  const entries = useStore(notifier.$notifications).filter((entry) => !entry.code || !hide.includes(entry.code));
  if (entries.length === 0) return null;
  return (
    <div className="notifications" aria-live="polite" part="notifications">
      {entries.map((entry) => (
        <NotificationItem key={entry.id} entry={entry} onDismiss={notifier.dismiss} />
      ))}
    </div>
  );
}

export { notificationsCss } from './notifications-css.ts';
