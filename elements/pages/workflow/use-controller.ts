/**
 * A core controller for the life of a component: made on the first render (and again when
 * `deps` change), destroyed when the component goes or a new one takes its place. `create` may
 * give null (nothing to control, e.g. a role without the right).
 */
import { useEffect, useMemo } from 'react';
import type { DependencyList } from 'react';

export function useController<T extends { destroy(): void } | null>(create: () => T, deps: DependencyList): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what makes the controller anew.
  const controller = useMemo(create, deps);
  useEffect(() => () => controller?.destroy(), [controller]);
  return controller;
}
