import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';

/** Calls shorter than this finish without any flicker of an indicator. */
export const LOADING_DELAY_MS = 300;

/** A thin bar at the top while any call has been running for more than 300 ms (plain CSS: it shows before any page loads). */
export function LoadingIndicator() {
  const { http } = useConcepts();
  const pending = useStore(http.$pending);
  const t = useT();
  const [visible, setVisible] = useState(false);
  // Whether anything runs, not how many: a second call does not restart the delay.
  const busy = pending > 0;
  useEffect(() => {
    if (!busy) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy="true" part="loading-bar" />;
}
