/**
 * The text view of the config (JSON5, data only). It is rewritten from the panel's content
 * whenever that changes and the person is not in the middle of typing; "apply" reads the text
 * strictly: valid text becomes the content, invalid text is refused with its line and reason
 * and the content (and the panel) stays the last valid one.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Content } from './config-calls.ts';
import { configToText, readText } from './config-text.ts';
import type { DesignerText } from './designer-text.ts';

interface Props {
  content: Content;
  language: string;
  words: DesignerText;
  onApply(content: Content): void;
  /** The config's id, named in the reader's messages. */
  pageName: string;
}

export function TextView({ content, language, words, onApply, pageName }: Props) {
  const id = useId();
  const [text, setText] = useState(() => configToText(content));
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const applied = useRef<Content | null>(null);

  // In step with the panel: a content that did not come from this text rewrites it.
  useEffect(() => {
    if (applied.current === content) return;
    setText(configToText(content));
    setProblem('');
  }, [content]);

  async function apply() {
    const reading = await readText(text, pageName, language, words);
    if (!reading.ok) {
      setProblem(reading.message);
      setStatus('');
      return;
    }
    setProblem('');
    setStatus(words('textApplied'));
    applied.current = reading.content;
    onApply(reading.content);
  }

  return (
    <div className="text-view">
      <label htmlFor={id}>{words('textLabel')}</label>
      <textarea id={id} className="config-text" spellCheck={false} value={text} rows={24} aria-invalid={problem ? 'true' : 'false'}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => { setStatus(''); setText(e.target.value); }}
        onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void apply(); } }} />
      <div className="text-actions">
        <button type="button" data-apply-text onClick={() => void apply()} aria-keyshortcuts="Control+Enter">{words('applyText')}</button>
        <span role="status" aria-live="polite" className="muted">{status}</span>
      </div>
      {problem && <p id={`${id}-problem`} className="text-problem" role="alert" data-text-problem>{problem}</p>}
    </div>
  );
}
