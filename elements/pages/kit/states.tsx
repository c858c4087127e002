/** Loading, empty and error states shared by the entity pages. */
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

export function ErrorState({ text, error, onRetry }: { text: TextFn; error?: Error; onRetry?: () => void }) {
  return (
    <div className="state error" role="alert">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <strong>{text('error')}</strong>
      {error?.message && <span className="error-message">{error.message}</span>}
      {onRetry && <SlButton size="small" variant="primary" onClick={onRetry}>{text('retry')}</SlButton>}
    </div>
  );
}
