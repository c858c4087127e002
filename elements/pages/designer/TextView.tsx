/**
 * The text view of the config (JSON5, data only). What is typed lives in the config document,
 * not here, so it outlives this view (a switch to the panel, a save) and counts as unsaved; with
 * nothing typed the view shows the content as the panel left it. "Apply" reads the text
 * strictly: valid text in a shape the panel can draw becomes the content, anything else is
 * refused with its line and reason and the content (and the panel) stays the last valid one.
 */
import { useId, useMemo, useState } from 'react';
import { configToText } from '../../../core/designer/index.ts';
import type { Content } from '../../../core/designer/index.ts';
import type { DesignerText } from './designer-text.ts';

interface Props {
  content: Content;
  /** Text typed and not applied yet; null shows the content. */
  text: string | null;
  problem: string;
  words: DesignerText;
  onType(text: string): void;
  onApply(): Promise<Content | null>;
}

export function TextView({ content, text, problem, words, onType, onApply }: Props) {
  const id = useId();
  const written = useMemo(() => configToText(content), [content]);
  const [status, setStatus] = useState('');

  async function apply() {
    const applied = await onApply();
    setStatus(applied ? words('textApplied') : '');
  }

  return (
    <div className="text-view">
      <label htmlFor={id}>{words('textLabel')}</label>
      <textarea
        id={id}
        className="config-text"
        spellCheck={false}
        value={text ?? written}
        rows={24}
        aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          setStatus('');
          onType(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void apply();
          }
        }}
      />
      <div className="text-actions">
        <button type="button" data-apply-text onClick={() => void apply()} aria-keyshortcuts="Control+Enter">
          {words('applyText')}
        </button>
        <span role="status" aria-live="polite" className="muted">
          {status}
        </span>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-problem" role="alert" data-text-problem>
          {problem}
        </p>
      )}
    </div>
  );
}
