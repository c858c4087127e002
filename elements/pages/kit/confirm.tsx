/** A confirm step drawn as a Shoelace dialog and awaited like a function. */
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SlButton, SlDialog } from './sl.ts';
import type { TextFn } from './text.ts';

export function useConfirm(text: TextFn): { confirm: (message: string, title?: string) => Promise<boolean>; dialog: ReactNode } {
  const [ask, setAsk] = useState<{ message: string; title?: string } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((message: string, title?: string) => {
    resolver.current?.(false);
    setAsk({ message, title });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setAsk(null);
  };

  const dialog = ask ? (
    <SlDialog
      open
      label={ask.title ?? text('confirmTitle')}
      className="confirm-dialog"
      onsl-request-close={(e: Event) => {
        if (e.target === e.currentTarget) answer(false);
      }}
    >
      <p className="confirm-message">{ask.message}</p>
      <SlButton slot="footer" onClick={() => answer(false)}>
        {text('cancel')}
      </SlButton>
      <SlButton slot="footer" variant="primary" autofocus onClick={() => answer(true)}>
        {text('ok')}
      </SlButton>
    </SlDialog>
  ) : null;
  return { confirm, dialog };
}
