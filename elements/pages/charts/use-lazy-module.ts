/**
 * Loads a chart's drawing module (ECharts and its layout) on first use, with the 120 s time-out
 * of spec §9; a failed load is shown by the page and retried on demand, not cached.
 */
import { useCallback, useEffect, useState } from 'react';
import { withLoadTimeout } from '../../shared/load-timeout.ts';

export interface LazyModule<T> {
  module: T | null;
  error: Error | null;
  retry(): void;
}

export function useLazyModule<T>(load: () => Promise<T>, name: string): LazyModule<T> {
  const [module, setModule] = useState<T | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module-level function of the page; `attempt` loads it again.
  useEffect(() => {
    let live = true;
    setError(null);
    withLoadTimeout(load(), name).then(
      (loaded) => live && setModule(() => loaded),
      (failure: unknown) => live && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      live = false;
    };
  }, [attempt, name]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { module, error, retry };
}
