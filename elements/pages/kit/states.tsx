/** Loading, empty, error and no-access states shared by the entity pages. */
import { useGoHome } from '../../shell/go-home.ts';
import { useT } from '../../shared/labels.ts';
import { SlButton, SlSpinner } from './sl.ts';
import type { TextFn } from './text.ts';

export function LoadingState({ text }: { text: TextFn }) {
  return (
    <div className="state loading" role="status" aria-live="polite">
      <SlSpinner />
      <span>{text('loading')}</span>
    </div>
  );
}

export function EmptyState({ text, message }: { text: TextFn; message?: string }) {
  return (
    <div className="state empty" role="status">
      <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
        <rect x="8" y="14" width="48" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 26h14l4 6h12l4-6h14" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M18 6l4 6M32 4v8M46 6l-4 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <strong>{text('empty')}</strong>
      <span>{message ?? text('emptyHint')}</span>
    </div>
  );
}

/**
 * A page whose right code the role lacks (spec §6): says so, with the way home where the shell
 * runs (a host page's element leaves navigation to its host).
 */
export function NoAccessState({ text }: { text: TextFn }) {
  const t = useT();
  const goHome = useGoHome();
  return (
    <div className="state error no-access" role="alert" data-no-access="">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="11" y="21" width="26" height="19" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M16 21v-5a8 8 0 0 1 16 0v5M24 29v4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <strong>{t('noAccessTitle')}</strong>
      <span className="error-message">{text('noRight')}</span>
      {goHome && (
        <SlButton size="small" variant="primary" className="go-home" onClick={goHome}>
          {t('goHome')}
        </SlButton>
      )}
    </div>
  );
}

/** The page's config names a right code the role lacks (kit/use-entity-page.ts PageForbidden). */
function isForbidden(error: Error | undefined): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'error.forbidden';
}

export function ErrorState({ text, error, onRetry }: { text: TextFn; error?: Error; onRetry?: () => void }) {
  if (isForbidden(error)) return <NoAccessState text={text} />;
  return (
    <div className="state error" role="alert">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <strong>{text('error')}</strong>
      {error?.message && <span className="error-message">{error.message}</span>}
      {onRetry && (
        <SlButton size="small" variant="primary" onClick={onRetry}>
          {text('retry')}
        </SlButton>
      )}
    </div>
  );
}
