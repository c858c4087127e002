/**
 * The operations of one card in a sheet from the bottom of the screen, opened by a long press
 * (spec §9). Choosing one runs it as the card's own button does; the backdrop, Cancel and Escape
 * close the sheet. Focus moves into it and back to the card when it closes.
 */
import { useEffect, useRef } from 'react';
import type { Operate } from '../kit/types.ts';
import type { RowOperate } from '../list/OperateButtons.tsx';
import { cardText } from './card-text.ts';

interface Props {
  name: string;
  operates: RowOperate[];
  busy: string | null;
  language: string;
  cancelLabel: string;
  onRun: (op: Operate) => void;
  onClose: () => void;
}

export function RowOpsSheet({ name, operates, busy, language, cancelLabel, onRun, onClose }: Props) {
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = (sheet.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement as HTMLElement | null;
    sheet.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  const title = cardText(language, 'rowOperations', name);
  return (
    <div className="row-sheet-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={sheet} className="row-sheet" role="dialog" aria-modal="true" aria-label={title}>
        <h3 className="row-sheet-title">{title}</h3>
        {operates.length === 0 && <p className="muted">{cardText(language, 'noRowOperations')}</p>}
        <ul className="row-sheet-ops">
          {operates.map(({ op, label, disabled }, i) => (
            <li key={`${op.name}-${i}`}>
              <button
                type="button"
                className="row-sheet-op"
                data-operate={op.name}
                disabled={disabled || busy === op.name}
                onClick={() => {
                  onClose();
                  onRun(op);
                }}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="row-sheet-cancel" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
