import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { lazyComponent, SanitizerReady } from './lazy.tsx';
import { usePlatform } from './platform.ts';

const Notifications = lazyComponent<{ hide?: readonly string[] }>(() => import('./notifications.tsx').then((module) => module.Notifications));

/**
 * Core's notifications, with the alert components loaded only when there is something to show
 * (DESIGN §6: the first screen holds no component library).
 */
export function NotificationsGate({ hide = [] }: { hide?: readonly string[] }) {
  const { notifier } = usePlatform();
  const any = useStore(notifier.$notifications).some((entry) => !entry.code || !hide.includes(entry.code));
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <SanitizerReady>
        <Notifications hide={hide} />
      </SanitizerReady>
    </Suspense>
  );
}
