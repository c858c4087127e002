/**
 * The inputs of an add/edit form, or the values of a detail page, laid out in a grid. Each field
 * is its own memoised component: typing in one field re-renders that field (and the fields whose
 * conditions changed), never the whole form, so a keystroke costs one field, not 300.
 */
import { memo } from 'react';
import type { LabelMap } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import { fieldInput } from '../fields/FieldInput.tsx';
import { FieldView } from '../fields/FieldView.tsx';
import { isWide } from './form-logic.ts';
import type { LiveField } from './form-logic.ts';

interface Props {
  formId: string;
  fields: LiveField[];
  values: Row;
  errors: Record<string, string>;
  labels: Map<string, LabelMap>;
  /** Stable across renders (the memoised fields rely on it). */
  onChange: (name: string, value: unknown) => void;
  services: PageServices;
  text: TextFn;
  language: string;
}

interface FieldProps {
  formId: string;
  field: LiveField;
  value: unknown;
  error?: string;
  /** The labels of a read-only code field's list (only those need them). */
  labels?: LabelMap;
  onChange: (name: string, value: unknown) => void;
  services: PageServices;
  text: TextFn;
  language: string;
}

const FormField = memo(function FormField({ formId, field: f, value, error, labels, onChange, services, text, language }: FieldProps) {
  const wide = isWide(f.dataType) ? ' wide' : '';
  if (f.readOnly) {
    return (
      <div className={`form-field detail-item${wide}`} part="field" data-field={f.name}>
        <span className="field-label" part="field-label">
          {f.label}
        </span>
        <FieldView
          dataType={f.dataType}
          value={value}
          relatedEntity={f.relatedEntity}
          custom={f}
          labels={labels}
          services={services}
          text={text}
          language={language}
        />
      </div>
    );
  }
  const errorId = `${formId}-${f.name}-error`;
  // Every field draws inside its box (its popups are in the top layer), so it skips layout and
  // paint while off screen (field-styles.ts).
  return (
    <div className={`form-field contained${wide}${f.requiredNow ? ' is-required' : ''}`} part="field" data-field={f.name}>
      {fieldInput({
        field: f.requiredNow === f.required ? f : { ...f, required: f.requiredNow },
        value,
        onChange: (v) => onChange(f.name, v),
        services,
        text,
        language,
        errorId: error ? errorId : undefined,
        invalid: !!error,
      })}
      {error && (
        <div id={errorId} className="error-text" part="field-message" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});

export function FormFields({ formId, fields, values, errors, labels, onChange, services, text, language }: Props) {
  return (
    <div className="form-grid">
      {fields.map(
        (f) =>
          f.visible && (
            <FormField
              key={f.name}
              formId={formId}
              field={f}
              value={values[f.name]}
              error={errors[f.name]}
              labels={f.readOnly && f.codeKey ? labels.get(f.codeKey) : undefined}
              onChange={onChange}
              services={services}
              text={text}
              language={language}
            />
          ),
      )}
    </div>
  );
}

export function DetailFields({ fields, values, labels, services, text, language }: Omit<Props, 'formId' | 'errors' | 'onChange'>) {
  return (
    <dl className="detail-grid">
      {fields
        .filter((f) => f.visible)
        .map((f) => (
          <div key={f.name} className={`detail-item${isWide(f.dataType) || f.dataType === 'richtext' ? ' wide' : ''}`} data-field={f.name}>
            <dt>{f.label}</dt>
            <dd>
              <FieldView
                dataType={f.dataType}
                value={values[f.name]}
                relatedEntity={f.relatedEntity}
                custom={f}
                labels={f.codeKey ? labels.get(f.codeKey) : undefined}
                services={services}
                text={text}
                language={language}
              />
            </dd>
          </div>
        ))}
    </dl>
  );
}
