/**
 * The panel of a refused save: who changed the record and when, and the two ways on: reload
 * their version, or review the differences and save over it (ConflictReview).
 */
import { useEffect, useRef } from 'react';
import type { LabelMap } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import { ConflictReview } from './ConflictReview.tsx';
import type { ConflictState } from './use-conflict.ts';

interface Props {
  state: ConflictState;
  formId: string;
  labels: Map<string, LabelMap>;
  services: PageServices;
  text: TextFn;
  language: string;
}

export function ConflictPanel({ state, formId, labels, services, text, language }: Props) {
  const { conflict, reviewing } = state;
  const panel = useRef<HTMLDivElement>(null);
  const reviewButton = useRef<HTMLElement>(null);
  const wasReviewing = useRef(false);

  // Long forms: the panel sits above the fields, out of sight of the save button that was pressed.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conflict?.seq]);
  // Closing the review (cancel, or a new refusal) removes the focused button: focus goes back where the review began.
  // A new refusal mounts a new button, whose inner button Shoelace draws after this effect: focus once it has.
  useEffect(() => {
    if (wasReviewing.current && !reviewing) {
      const button = reviewButton.current as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
      void Promise.resolve(button?.updateComplete).then(() => button?.isConnected && button.focus());
    }
    wasReviewing.current = reviewing;
  }, [reviewing]);

  if (!conflict) return null;
  const who = conflict.updatedByName ?? conflict.updatedBy;
  const id = `${formId}-conflict`;
  return (
    <div className="conflict">
      {/* Keyed by the refusal: a second one is announced again even when its words are the same. */}
      <div key={conflict.seq} ref={panel} className="conflict-panel" role="alert" aria-labelledby={`${id}-title`} data-seq={conflict.seq}>
        <div className="conflict-message">
          <strong id={`${id}-title`}>{text('conflictTitle')}</strong>
          <p className="conflict-who">
            {who || conflict.updatedAt ? text('conflictBy', who ?? text('conflictSomeone'), conflict.updatedAt ?? '') : conflict.message}
          </p>
          <p>{text('conflictKept')}</p>
        </div>
        <div className="conflict-actions">
          <SlButton size="small" className="conflict-reload" onClick={() => void state.reload()}>
            {text('conflictReload')}
          </SlButton>
          {conflict.current && (
            <SlButton
              ref={reviewButton}
              size="small"
              variant="primary"
              outline
              className="conflict-review-button"
              aria-expanded={reviewing ? 'true' : 'false'}
              aria-controls={`${id}-review`}
              onClick={state.review}
            >
              {text('conflictReview')}
            </SlButton>
          )}
        </div>
      </div>
      {reviewing && <ConflictReview id={`${id}-review`} state={state} labels={labels} services={services} text={text} language={language} />}
    </div>
  );
}
