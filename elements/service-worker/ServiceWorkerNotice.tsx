/**
 * The service worker's side of the shell (spec §8): registers it (register.ts), says when the app
 * runs offline (a notice that stays until the connection is back, also logged by core's notifier),
 * and when a new version is deployed shows a notice with a reload button (the message is logged too).
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { EN_US, translate } from '../../core/index.ts';
import { defineWords } from '../../core/i18n/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { usePlatform } from '../shared/platform.ts';
import { activateUpdate, startServiceWorker } from './register.ts';

const swWords = defineWords('service-worker', { reload: ['刷新', 'Reload'] });

const NOTICE_STYLE = {
  position: 'fixed',
  insetInlineEnd: '16px',
  insetBlockEnd: '16px',
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  maxWidth: 'min(420px, calc(100vw - 32px))',
  padding: '10px 14px',
  borderRadius: '6px',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.18)',
  background: 'var(--sl-color-neutral-900, #18181b)',
  color: 'var(--sl-color-neutral-0, #fff)',
  font: '14px/1.5 system-ui, sans-serif',
} as const;

const BUTTON_STYLE = {
  flex: 'none',
  padding: '4px 12px',
  border: 0,
  borderRadius: '4px',
  cursor: 'pointer',
  font: 'inherit',
  background: 'var(--sl-color-primary-500, #0ea5e9)',
  color: '#fff',
} as const;

export function ServiceWorkerNotice({ setting }: { setting: string }) {
  const platform = usePlatform();
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  const t = useT();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const offlineNotice = useRef<number | null>(null);
  const words = useRef(t);
  words.current = t;

  useEffect(
    () =>
      startServiceWorker(setting, {
        offline() {
          if (offlineNotice.current !== null) return;
          // Spec §8 logs both texts in its own words; the notices speak the UI's language.
          console.log(translate(EN_US, 'swOffline'));
          offlineNotice.current = platform.notifier.notify({ kind: 'warning', code: 'swOffline', message: words.current('swOffline'), sticky: true }).id;
        },
        online() {
          if (offlineNotice.current === null) return;
          platform.notifier.dismiss(offlineNotice.current);
          offlineNotice.current = null;
        },
        updated(worker) {
          console.log(translate(EN_US, 'swUpdated'));
          setWaiting(worker);
        },
      }),
    [setting, platform],
  );

  if (!waiting) return null;
  return (
    <div className="sw-update" role="status" style={NOTICE_STYLE}>
      <span>{t('swUpdated')}</span>
      <button type="button" style={BUTTON_STYLE} onClick={() => activateUpdate(waiting, () => location.reload())}>
        {swWords(language)('reload')}
      </button>
    </div>
  );
}
