import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { recordFromAddress } from '../../core/session/share.ts';
import { useConcepts } from '../shared/concepts.ts';

/**
 * Opens the record a shared link names (core/session/share.ts): the short link `/s/{link}` leads
 * to the app's address with the record in its query, and the record opens in a tab, once per
 * arrival at that address.
 */
export function useOpenSharedRecord(): void {
  const { state, router } = useConcepts();
  const route = useStore(state.$route);
  const opened = useRef('');
  useEffect(() => {
    const record = recordFromAddress(route?.query);
    if (!route || !record) return;
    const arrival = `${route.path}?${new URLSearchParams(route.query as Record<string, string>)}`;
    if (opened.current === arrival) return;
    opened.current = arrival;
    router.open({ kind: record.kind, entity: record.entity, pageId: record.pageId, recordId: record.recordId });
  }, [route, router]);
}
