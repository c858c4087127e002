/**
 * Loading one thing the approval pages show (a page of rows, the counts, a task), with its
 * loading and error states and a reload; a newer load makes an older reply count for nothing.
 * The work of this core instance (an approval done in another tab or popup) reloads it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import { PROCESS_ENTITY } from './work-calls.ts';

export interface WorkData<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error?: Error;
  reload: () => void;
}

export function useWorkData<T>(services: PageServices, load: (signal: AbortSignal) => Promise<T>, key: string): WorkData<T> {
  const [state, setState] = useState<Omit<WorkData<T>, 'reload'>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState((before) => ({ status: 'loading', data: before.data }));
    latest.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: 'error', data: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  // Task pages announce their writes as a save of PROCESS (services.recordSaved).
  useEffect(
    () =>
      services.$saved.listen((saved) => {
        if (saved?.entity === PROCESS_ENTITY) reload();
      }),
    [services, reload],
  );

  return { ...state, reload };
}
