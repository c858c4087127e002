/**
 * The "share" action of a record (spec §7 getShortUrl): makes the record's short link and shows
 * it with a copy button. Whoever opens the link signs in and the shell opens the record.
 */
import { useId, useRef, useState } from 'react';
import { SlButton, SlDialog, SlSpinner } from '../kit/sl.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';

interface ShareRecordProps {
  services: PageServices;
  entity: string;
  pageId?: string;
  recordId: string;
  text: TextFn;
}

/** The clipboard when the page may use it, else the browser's copy of the selected text. */
async function copyText(value: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Denied (no permission, not a secure context): fall back to the selection.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function ShareRecord({ services, entity, pageId, recordId, text }: ShareRecordProps) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState<'yes' | 'failed' | ''>('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const share = async () => {
    setBusy(true);
    try {
      setLink(await services.shareRecord({ kind: 'detail', entity, pageId, recordId }));
      setCopied('');
    } catch {
      // The request layer has shown why (spec §8); the button stays for another try.
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => setCopied((await copyText(link, input.current)) ? 'yes' : 'failed');
  return (
    <>
      <SlButton size="small" className="share-button" disabled={busy} onClick={() => void share()}>
        {busy && <SlSpinner slot="prefix" />}
        {busy ? text('sharing') : text('share')}
      </SlButton>
      {link && (
        <SlDialog
          open
          label={text('shareTitle')}
          className="share-dialog"
          onsl-after-hide={(event: Event) => {
            if (event.target === event.currentTarget) setLink('');
          }}
        >
          <p>{text('shareHint')}</p>
          <div className="share-row">
            <label htmlFor={inputId} className="sr-only">
              {text('shareLink')}
            </label>
            <input id={inputId} ref={input} className="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <SlButton variant="primary" className="share-copy" onClick={() => void copy()}>
              {copied === 'yes' ? text('copied') : text('copy')}
            </SlButton>
          </div>
          {copied === 'failed' && (
            <p role="alert" className="share-failed">
              {text('copyFailed')}
            </p>
          )}
          {copied === 'yes' && (
            <p role="status" className="sr-only">
              {text('copied')}
            </p>
          )}
        </SlDialog>
      )}
    </>
  );
}
