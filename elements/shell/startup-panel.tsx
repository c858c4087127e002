import { useStore } from '@nanostores/react';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';

/**
 * Start-up that ends: when a call the shell waits on (app configuration, login check, user,
 * menus) has gone unanswered past the start-up limit (core/http `$stalled`), say so and offer a
 * retry instead of a spinner for the twenty minutes of the request time-out. It goes away by
 * itself when the call answers. Native button: this can show before any page has loaded.
 */
export function StartupPanel({ onRetry }: { onRetry: () => void }) {
  const { http } = useConcepts();
  const stalled = useStore(http.$stalled);
  const t = useT();
  if (!stalled.length) return null;
  return (
    <div className="page-message startup-panel" role="alert" data-startup-stalled={stalled.join(' ')}>
      <div>
        <p className="startup-title">{t('startup.stalled', stalled.join(', '))}</p>
        <p className="startup-hint">{t('startup.stalledHint')}</p>
        <button type="button" className="startup-retry" onClick={onRetry}>
          {t('startup.retry')}
        </button>
      </div>
    </div>
  );
}
