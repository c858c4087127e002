/**
 * A report's parameters as a search form: dates with the forms' date picker, code lists as a
 * select (check boxes for the list modes `in` / `not_in`), ranges as a from–to pair. Running
 * hands the values to the page, which sends them to the server (the server checks them again).
 */
import { useEffect, useRef, useState } from 'react';
import { i18nLabel } from '../charts/index.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import type { FieldInputProps } from '../fields/field-types.ts';
import type { PageServices } from '../kit/services.ts';
import { SlButton } from '../kit/sl.ts';
import type { TextFn } from '../kit/text.ts';
import { isRangeParam } from './report-calls.ts';
import type { ReportTextFn } from './report-text.ts';
import type { ParamDef, ParamValues, ReportDefinition } from './report-types.ts';

interface ReportParamsProps {
  definition: ReportDefinition;
  values: ParamValues;
  services: PageServices;
  text: TextFn;
  words: ReportTextFn;
  language: string;
  onRun: (values: ParamValues) => void;
  onReset: () => void;
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

export function ReportParams({ definition, values, services, text, words, language, onRun, onReset }: ReportParamsProps) {
  const [draft, setDraft] = useState<ParamValues>(values);
  // The latest values, for Enter right after a date was typed (its field commits on that same key).
  const latest = useRef(values);
  const [missing, setMissing] = useState<string[]>([]);
  const codeKeys = useCodeKeys(services, definition);
  useEffect(() => {
    latest.current = values;
    setDraft(values);
  }, [values]);
  const parameters = definition.parameters ?? [];
  if (!parameters.length) return null;
  const label = (p: ParamDef) => i18nLabel(p.label, language, p.field);
  const isBlank = (v: ParamValues[string] | undefined) => (Array.isArray(v) ? v.every((x) => !x) : !v);
  const run = () => {
    const blank = parameters.filter((p) => p.required && isBlank(latest.current[p.field]));
    setMissing(blank.map((p) => p.field));
    if (!blank.length) onRun(latest.current);
  };
  const set = (field: string, value: ParamValues[string]) => {
    latest.current = { ...latest.current, [field]: value };
    setDraft(latest.current);
  };
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
        <SlButton
          size="small"
          className="report-reset"
          onClick={() => {
            setMissing([]);
            onReset();
          }}
        >
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
