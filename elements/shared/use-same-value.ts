import { useRef } from 'react';
import { sameValue } from '../../core/components/index.ts';

/**
 * `value`, or the value of an earlier render when equal to it: an equal but new object from the
 * host keeps the identity memos and effects depend on.
 */
export function useSameValue<T>(value: T): T {
  const kept = useRef(value);
  if (!sameValue(kept.current, value)) kept.current = value;
  return kept.current;
}
