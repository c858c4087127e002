/**
 * A report's parameters as a search form: dates with the forms' date picker, code lists as a
 * select (check boxes for the list modes `in` / `not_in`), ranges as a from–to pair. The values,
 * their check and the run are the report controller's (core/reports); the server checks them again.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isRangeParam } from '../../../core/reports/index.ts';
import type { ReportController } from '../../../core/reports/index.ts';
import { i18nLabel } from '../charts/index.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import type { FieldInputProps } from '../fields/field-types.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import type { ReportTextFn } from './report-text.ts';
import type { ParamDef, ParamValues, ReportDefinition } from './report-types.ts';

interface ReportParamsProps {
  definition: ReportDefinition;
  report: ReportController;
  services: PageServices;
  text: TextFn;
  words: ReportTextFn;
  language: string;
}

/** The code list of each code parameter: its own `codeKey`, else the entity field's. */
function useCodeKeys(services: PageServices, definition: ReportDefinition): Record<string, string | undefined> {
  const [keys, setKeys] = useState<Record<string, string | undefined>>({});
  useEffect(() => {
    const missing = (definition.parameters ?? []).filter((p) => p.dataType === 'code' && !p.codeKey);
    if (!missing.length) return;
    let live = true;
    services.getMeta(definition.entity).then(
      (meta) => {
        if (!live) return;
        setKeys(Object.fromEntries(missing.map((p) => [p.field, meta.attributes.find((a) => a.name === p.field)?.codeKey])));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, definition]);
  return keys;
}

export function ReportParams({ definition, report, services, text, words, language }: ReportParamsProps) {
  const draft = useStore(report.$values);
  const missing = useStore(report.$missing);
  const codeKeys = useCodeKeys(services, definition);
  const parameters = definition.parameters ?? [];
  if (!parameters.length) return null;
  const label = (p: ParamDef) => i18nLabel(p.label, language, p.field);
  // The controller holds the latest values at once, so Enter right after a date was typed (its
  // field commits on that same key) runs with that date.
  const run = () => void report.run();
  const set = (field: string, value: ParamValues[string]) => report.setValue(field, value);
  return (
    <div
      className="search report-params"
      role="search"
      aria-label={words('parameters')}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && (e.target as HTMLInputElement).type !== 'checkbox') run();
      }}
    >
      {parameters.map((p) => (
        <div
          key={p.field}
          className={`search-field${isRangeParam(p) ? ' range' : ''}${p.dataType.startsWith('date') ? ' dates' : ''}${isChoices(p) ? ' choices' : ''}`}
          data-field={p.field}
        >
          <ParamInput
            param={p}
            label={label(p)}
            codeKey={p.codeKey ?? codeKeys[p.field]}
            value={draft[p.field]}
            onChange={(v) => set(p.field, v)}
            services={services}
            text={text}
            language={language}
          />
          {missing.includes(p.field) && (
            <span className="field-error" role="alert">
              {words('required', label(p))}
            </span>
          )}
        </div>
      ))}
      <div className="search-buttons">
        <SlButton size="small" variant="primary" className="report-run" onClick={run}>
          {words('run')}
        </SlButton>
        <SlButton size="small" className="report-reset" onClick={() => report.reset()}>
          {text('reset')}
        </SlButton>
      </div>
    </div>
  );
}

interface ParamInputProps extends Pick<FieldInputProps, 'services' | 'text' | 'language'> {
  param: ParamDef;
  label: string;
  codeKey?: string;
  value: ParamValues[string] | undefined;
  onChange: (value: ParamValues[string]) => void;
}

/** A code list parameter of a list mode: check boxes, one per code. */
const isChoices = (p: ParamDef) => p.dataType === 'code' && (p.mode === 'in' || p.mode === 'not_in');

/** The data type of the field input a parameter uses. */
function inputType(p: ParamDef): string {
  if (p.dataType === 'date' || p.dataType === 'datetime') return isRangeParam(p) ? 'date' : p.dataType;
  return p.dataType;
}

function ParamInput({ param, label, codeKey, value, onChange, services, text, language }: ParamInputProps) {
  const common = { services, text, language, size: 'small' as const };
  const field = { name: param.field, label, dataType: inputType(param), required: Boolean(param.required), codeKey };
  if (isRangeParam(param)) {
    const [from, to] = Array.isArray(value) ? value : ['', ''];
    const side = (which: 'from' | 'to', shown: string, next: (v: string) => [string, string]) => (
      <FieldInput
        {...common}
        hideLabel
        value={shown}
        onChange={(v) => onChange(next(v == null ? '' : String(v)))}
        field={{
          ...field,
          name: `${param.field}-${which}`,
          label: `${label} ${text(which)}`,
          required: false,
          placeholder: text(param.dataType === 'number' ? (which === 'from' ? 'min' : 'max') : which),
        }}
      />
    );
    return (
      <fieldset className={`range-input${param.dataType.startsWith('date') ? ' dates' : ''}`}>
        <legend data-required={param.required ? '' : undefined}>{label}</legend>
        {side('from', from, (v) => [v, to])}
        <span aria-hidden="true">–</span>
        {side('to', to, (v) => [from, v])}
      </fieldset>
    );
  }
  const shown = Array.isArray(value) ? value.join(',') : (value ?? '');
  return (
    <FieldInput
      {...common}
      value={shown}
      onChange={(v) => onChange(v == null ? '' : String(v))}
      field={{ ...field, optionType: isChoices(param) ? 'multibox' : undefined, placeholder: param.dataType === 'code' ? text('all') : undefined }}
    />
  );
}
