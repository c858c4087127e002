import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useRef } from 'react';
import { useT } from '../shared/labels.ts';
import { useFocusInside, useReturnFocus } from '../shared/overlay-focus.ts';
import { useElementEvent } from '../shared/use-element-event.ts';

export interface ConfirmDialogProps {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question (Shoelace dialog: focus trapped, Escape cancels). */
export function ConfirmDialog({ message, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useReturnFocus();
  useFocusInside(ref);
  useElementEvent(ref, 'sl-request-close', (event) => {
    event.preventDefault();
    onCancel();
  });
  return (
    <sl-dialog ref={ref} open label={t('confirm')} className="confirm-dialog">
      <p>{message}</p>
      <sl-button slot="footer" onClick={onCancel}>
        {t('cancel')}
      </sl-button>
      <sl-button slot="footer" variant="primary" onClick={onConfirm} autofocus>
        {t('confirm')}
      </sl-button>
    </sl-dialog>
  );
}
