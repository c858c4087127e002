/**
 * Rich text: stored as HTML, rendered only through core's sanitiser (the one way HTML reaches
 * the page), edited as source with a live sanitised preview.
 */
import { useState } from 'react';
import { SlTextarea } from '../kit/sl.ts';
import type { PageServices } from '../kit/services.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';

export function RichTextView({ services, html }: { services: PageServices; html: string }) {
  return <div className="richtext" dangerouslySetInnerHTML={{ __html: services.sanitize(html) }} />;
}

export function RichTextInput(props: FieldInputProps) {
  const { field, value, onChange, services, text } = props;
  const [preview, setPreview] = useState(false);
  return (
    <div className="richtext-input">
      <div className="richtext-head">
        {!props.hideLabel && <span className="field-label">{field.label}</span>}
        <div className="seg" role="tablist" aria-label={field.label}>
          <button type="button" role="tab" aria-selected={!preview} onClick={() => setPreview(false)}>{text('source')}</button>
          <button type="button" role="tab" aria-selected={preview} onClick={() => setPreview(true)}>{text('preview')}</button>
        </div>
      </div>
      {preview ? (
        <RichTextView services={services} html={asString(value)} />
      ) : (
        <SlTextarea aria-label={field.label} value={asString(value)} rows={5} resize="auto" aria-describedby={props.errorId}
          data-invalid={props.invalid ? '' : undefined} onsl-input={(e: Event) => onChange((e.target as HTMLTextAreaElement).value)} />
      )}
    </div>
  );
}
