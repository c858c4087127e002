/** The search fields of a list page; submitting turns them into server conditions. */
import { memo, useRef, useState } from 'react';
import { SlButton, SlInput, SlOption, SlSelect } from '../kit/sl.ts';
import { isRangeType } from '../kit/conditions.ts';
import type { SearchValue } from '../kit/conditions.ts';
import type { Column } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { DateInput } from '../fields/DateInput.tsx';

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
    <div
      className="search"
      part="list-search"
      role="search"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && ['INPUT', 'SL-INPUT'].includes((e.target as HTMLElement).tagName)) submit(e.nativeEvent);
      }}
    >
      {fields.map((f) => (
        <div
          key={f.name}
          className={`search-field${isRangeType(f.dataType) ? ' range' : ''}${f.dataType === 'date' || f.dataType === 'datetime' ? ' dates' : ''}`}
          data-field={f.name}
        >
          {isRangeType(f.dataType) ? (
            <RangeInput field={f} value={values[f.name]} onChange={(v) => set(f.name, v)} services={services} text={text} language={language} />
          ) : f.dataType === 'boolean' ? (
            <SlSelect
              size="small"
              label={f.label}
              value={(values[f.name] as string) ?? ''}
              clearable
              hoist
              placeholder={text('all')}
              onsl-change={(e: Event) => set(f.name, (e.target as HTMLInputElement).value)}
            >
              <SlOption value="1">{text('yes')}</SlOption>
              <SlOption value="0">{text('no')}</SlOption>
            </SlSelect>
          ) : (
            <FieldInput
              field={{
                ...f,
                required: false,
                dataType: f.dataType === 'text' || f.dataType === 'richtext' ? 'string' : f.dataType,
                // An empty choice searches every value, as the yes/no select says.
                placeholder: f.dataType === 'code' || f.dataType === 'tree' ? text('all') : undefined,
              }}
              value={values[f.name] ?? ''}
              onChange={(v) => set(f.name, v as string)}
              services={services}
              text={text}
              language={language}
              size="small"
            />
          )}
        </div>
      ))}
      <div className="search-buttons">
        <SlButton size="small" variant="primary" className="search-submit" onClick={submit}>
          {text('search')}
        </SlButton>
        <SlButton
          size="small"
          onClick={() => {
            latest.current = {};
            setValues({});
            onSearch({});
          }}
        >
          {text('reset')}
        </SlButton>
      </div>
    </div>
  );
});

interface RangeInputProps {
  field: Column;
  value: SearchValue;
  onChange: (v: SearchValue) => void;
  services: PageServices;
  text: TextFn;
  language: string;
}

/**
 * A from–to pair. Dates use the forms' date picker (its calendar in the UI's language, weeks from
 * Monday); a date-time field is searched by whole days, as the conditions compare dates.
 */
function RangeInput({ field, value, onChange, services, text, language }: RangeInputProps) {
  const [from, to] = Array.isArray(value) ? value : ['', ''];
  const isDate = field.dataType === 'date' || field.dataType === 'datetime';
  const bound = (side: 'from' | 'to', shown: string, set: (v: string) => SearchValue) =>
    isDate ? (
      <DateInput
        field={{ name: `${field.name}-${side}`, label: `${field.label} ${text(side)}`, dataType: 'date', placeholder: text(side), required: false }}
        value={shown}
        onChange={(v) => onChange(set(typeof v === 'string' ? v : ''))}
        services={services}
        text={text}
        language={language}
        size="small"
        hideLabel
      />
    ) : (
      <SlInput
        size="small"
        type="number"
        aria-label={`${field.label} ${text(side)}`}
        placeholder={text(side === 'from' ? 'min' : 'max')}
        value={shown}
        onsl-input={(e: Event) => onChange(set((e.target as HTMLInputElement).value))}
      />
    );
  return (
    <fieldset className={`range-input${isDate ? ' dates' : ''}`}>
      <legend>{field.label}</legend>
      {bound('from', from, (v) => [v, to])}
      <span aria-hidden="true">–</span>
      {bound('to', to, (v) => [from, v])}
    </fieldset>
  );
}
