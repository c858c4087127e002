import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
  /** Machine code of the error behind the message, when there is one. */
  code?: string;
  time: number;
  /** Sticky notifications stay until dismissed (the versionVary warning, for one). */
  sticky: boolean;
}

export interface NotifyInput {
  kind: NotificationKind;
  message: string;
  code?: string;
  sticky?: boolean;
}

export interface Notifier {
  $notifications: ReadableAtom<readonly Notification[]>;
  notify(input: NotifyInput): Notification;
  dismiss(id: number): void;
  clear(): void;
}

/** Keeps the last messages only: a flood of failures must not grow the page without bound. */
const MAX_KEPT = 20;

/**
 * The one notification store that every part of core reports through and the UI shows.
 * Messages also go to the console so a host without the shell still sees them.
 */
export function createNotifier(log: Pick<Console, 'error' | 'warn' | 'info'> = console): Notifier {
  const $notifications = atom<readonly Notification[]>([]);
  let nextId = 1;

  function notify(input: NotifyInput): Notification {
    const entry: Notification = {
      id: nextId++,
      kind: input.kind,
      message: input.message,
      code: input.code,
      time: Date.now(),
      sticky: input.sticky ?? false,
    };
    $notifications.set([...$notifications.get(), entry].slice(-MAX_KEPT));
    const line = input.code ? `[${input.code}] ${input.message}` : input.message;
    if (input.kind === 'error') log.error(line);
    else if (input.kind === 'warning') log.warn(line);
    else log.info(line);
    return entry;
  }

  function dismiss(id: number): void {
    $notifications.set($notifications.get().filter((entry) => entry.id !== id));
  }

  return { $notifications, notify, dismiss, clear: () => $notifications.set([]) };
}
