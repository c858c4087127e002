import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toPlatformError } from '../../core/index.ts';
import { useConcepts } from '../shared/concepts.ts';
import { useT } from '../shared/labels.ts';
import { useElementEvent } from '../shared/use-element-event.ts';

const read = (element: HTMLElement | null) => String((element as HTMLInputElement | null)?.value ?? '');

/** Change password: old and new (twice), both sent encrypted by core's session. */
export function ChangePasswordDialog({ onDone }: { onDone: () => void }) {
  const { session } = useConcepts();
  const t = useT();
  const dialogRef = useRef<HTMLElement>(null);
  const oldRef = useRef<HTMLElement>(null);
  const newRef = useRef<HTMLElement>(null);
  const repeatRef = useRef<HTMLElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useElementEvent(dialogRef, 'sl-request-close', (event) => {
    event.preventDefault();
    onDone();
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [oldPassword, newPassword, repeat] = [read(oldRef.current), read(newRef.current), read(repeatRef.current)];
    if (!oldPassword || !newPassword) return setError(t('passwordRequired'));
    if (newPassword !== repeat) return setError(t('passwordsDiffer'));
    setBusy(true);
    try {
      await session.changePassword(oldPassword, newPassword);
      onDone();
    } catch (failure) {
      setError(toPlatformError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <sl-dialog ref={dialogRef} open label={t('changePassword')} className="change-password">
      <form id="change-password-form" onSubmit={submit} className="stack" noValidate>
        <sl-input ref={oldRef} type="password" label={t('oldPassword')} autocomplete="current-password" autofocus />
        <sl-input ref={newRef} type="password" label={t('newPassword')} autocomplete="new-password" />
        <sl-input ref={repeatRef} type="password" label={t('repeatPassword')} autocomplete="new-password" />
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <div className="row-end">
          <sl-button onClick={onDone}>{t('cancel')}</sl-button>
          <sl-button type="submit" variant="primary" loading={busy}>
            {t('save')}
          </sl-button>
        </div>
      </form>
    </sl-dialog>
  );
}
