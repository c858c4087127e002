/**
 * Rich text: stored as HTML, rendered only through core's sanitiser (the one way HTML reaches
 * the page), edited as source with a live sanitised preview.
 */
import { useId, useState } from 'react';
import type { PageServices } from '../kit/services.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import { controlProps } from './NativeInputs.tsx';
import { RichHtml } from '../../shared/rich-html.tsx';

/** `services.sanitize` serves text uses; HTML goes through RichHtml (Trusted Types, CSSOM styles). */
export function RichTextView({ html }: { services: PageServices; html: string }) {
  return <RichHtml className="richtext" html={html} />;
}

export function RichTextInput(props: FieldInputProps) {
  const { field, value, onChange, services, text } = props;
  const [preview, setPreview] = useState(false);
  const id = useId();
  return (
    <div className="richtext-input">
      <div className="richtext-head">
        {!props.hideLabel && (
          <label htmlFor={id} className="field-label" part="field-label" data-required={field.required ? '' : undefined}>
            {field.label}
          </label>
        )}
        <div className="seg" role="tablist" aria-label={field.label}>
          <button type="button" role="tab" aria-selected={!preview} onClick={() => setPreview(false)}>
            {text('source')}
          </button>
          <button type="button" role="tab" aria-selected={preview} onClick={() => setPreview(true)}>
            {text('preview')}
          </button>
        </div>
      </div>
      {preview ? (
        <RichTextView services={services} html={asString(value)} />
      ) : (
        <textarea {...controlProps(props, id, 'field-input field-textarea')} rows={5} value={asString(value)} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
