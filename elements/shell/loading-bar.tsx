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
  useEffect(() => {
    if (pending === 0) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending > 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!visible) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy="true" part="loading-bar" />;
}
