/** The search fields of a list page; submitting turns them into server conditions. */
import { memo, useRef, useState } from 'react';
import { SlButton, SlInput, SlOption, SlSelect } from '../kit/sl.ts';
import { isRangeType } from '../kit/conditions.ts';
import type { SearchValue } from '../kit/conditions.ts';
import type { Column } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import { FieldInput } from '../fields/FieldInput.tsx';

interface SearchBarProps {
  fields: Column[];
  services: PageServices;
  text: TextFn;
  language: string;
  onSearch: (values: Record<string, SearchValue>) => void;
}

/** Memoised: the list page draws again for every reply and selection, the search fields need not. */
export const SearchBar = memo(function SearchBar({ fields, services, text, language, onSearch }: SearchBarProps) {
  const [values, setValues] = useState<Record<string, SearchValue>>({});
  // The latest values, for a submit that comes before React has re-rendered (Enter right after typing).
  const latest = useRef(values);
  if (fields.length === 0) return null;
  const set = (name: string, value: SearchValue) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  };
  const submit = (e: Event | { preventDefault(): void }) => {
    e.preventDefault();
    onSearch(latest.current);
  };
  return (
    // Not a <form>: the search bar also appears inside forms (a picker's find dialog), and forms
    // cannot nest; Enter in a field searches.
    <div className="search" role="search" onKeyDown={(e) => { if (e.key === 'Enter' && ['INPUT', 'SL-INPUT'].includes((e.target as HTMLElement).tagName)) submit(e.nativeEvent); }}>
      {fields.map((f) => (
        <div key={f.name} className={`search-field ${isRangeType(f.dataType) ? 'range' : ''}`} data-field={f.name}>
          {isRangeType(f.dataType) ? (
            <RangeInput field={f} value={values[f.name]} onChange={(v) => set(f.name, v)} text={text} />
          ) : f.dataType === 'boolean' ? (
            <SlSelect size="small" label={f.label} value={(values[f.name] as string) ?? ''} clearable hoist placeholder={text('all')}
              onsl-change={(e: Event) => set(f.name, (e.target as HTMLInputElement).value)}>
              <SlOption value="1">{text('yes')}</SlOption>
              <SlOption value="0">{text('no')}</SlOption>
            </SlSelect>
          ) : (
            <FieldInput field={{ ...f, required: false, dataType: f.dataType === 'text' || f.dataType === 'richtext' ? 'string' : f.dataType }}
              value={values[f.name] ?? ''} onChange={(v) => set(f.name, v as string)} services={services} text={text} language={language} size="small" />
          )}
        </div>
      ))}
      <div className="search-buttons">
        <SlButton size="small" variant="primary" className="search-submit" onClick={submit}>{text('search')}</SlButton>
        <SlButton size="small" onClick={() => { latest.current = {}; setValues({}); onSearch({}); }}>{text('reset')}</SlButton>
      </div>
    </div>
  );
});

function RangeInput({ field, value, onChange, text }: { field: Column; value: SearchValue; onChange: (v: SearchValue) => void; text: TextFn }) {
  const [from, to] = Array.isArray(value) ? value : ['', ''];
  const type = field.dataType === 'date' || field.dataType === 'datetime' ? 'date' : 'number';
  return (
    <fieldset className="range-input">
      <legend>{field.label}</legend>
      <SlInput size="small" type={type} aria-label={`${field.label} ${text('from')}`} placeholder={text(type === 'date' ? 'from' : 'min')} value={from}
        onsl-input={(e: Event) => onChange([(e.target as HTMLInputElement).value, to])} />
      <span aria-hidden="true">–</span>
      <SlInput size="small" type={type} aria-label={`${field.label} ${text('to')}`} placeholder={text(type === 'date' ? 'to' : 'max')} value={to}
        onsl-input={(e: Event) => onChange([from, (e.target as HTMLInputElement).value])} />
    </fieldset>
  );
}
