/** The inputs of an add/edit form, or the values of a detail page, laid out in a grid. */
import type { LabelMap } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { Row } from '../kit/types.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { FieldView } from '../fields/FieldView.tsx';
import { isWide } from './form-logic.ts';
import type { LiveField } from './form-logic.ts';

interface Props {
  formId: string;
  fields: LiveField[];
  values: Row;
  errors: Record<string, string>;
  labels: Map<string, LabelMap>;
  onChange: (name: string, value: unknown) => void;
  services: PageServices;
  text: TextFn;
  language: string;
}

export function FormFields({ formId, fields, values, errors, labels, onChange, services, text, language }: Props) {
  return (
    <div className="form-grid">
      {fields.filter((f) => f.visible).map((f) => {
        const errorId = `${formId}-${f.name}-error`;
        const error = errors[f.name];
        if (f.readOnly) {
          return (
            <div key={f.name} className={`form-field detail-item${isWide(f.dataType) ? ' wide' : ''}`} data-field={f.name}>
              <span className="field-label">{f.label}</span>
              <FieldView dataType={f.dataType} value={values[f.name]} relatedEntity={f.relatedEntity} labels={f.codeKey ? labels.get(f.codeKey) : undefined}
                services={services} text={text} language={language} />
            </div>
          );
        }
        return (
          <div key={f.name} className={`form-field${isWide(f.dataType) ? ' wide' : ''}${f.requiredNow ? ' is-required' : ''}`} data-field={f.name}>
            <FieldInput field={{ ...f, label: f.requiredNow ? `${f.label} *` : f.label, required: f.requiredNow }} value={values[f.name]}
              onChange={(v) => onChange(f.name, v)} services={services} text={text} language={language}
              errorId={error ? errorId : undefined} invalid={!!error} />
            {error && <div id={errorId} className="error-text" role="alert">{error}</div>}
          </div>
        );
      })}
    </div>
  );
}

export function DetailFields({ fields, values, labels, services, text, language }: Omit<Props, 'formId' | 'errors' | 'onChange'>) {
  return (
    <dl className="detail-grid">
      {fields.filter((f) => f.visible).map((f) => (
        <div key={f.name} className={`detail-item${isWide(f.dataType) || f.dataType === 'richtext' ? ' wide' : ''}`} data-field={f.name}>
          <dt>{f.label}</dt>
          <dd>
            <FieldView dataType={f.dataType} value={values[f.name]} relatedEntity={f.relatedEntity} labels={f.codeKey ? labels.get(f.codeKey) : undefined}
              services={services} text={text} language={language} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
