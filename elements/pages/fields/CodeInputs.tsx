/**
 * Code-list inputs: a native select, radio buttons or check boxes per optionType (native, as the
 * other plain fields: NativeInputs.tsx), and the tree select, which stays a Shoelace picker.
 */
import { useEffect, useId, useState } from 'react';
import { SlDropdown, SlInput, SlTree, SlTreeItem } from '../kit/sl.ts';
import type { CodeOption } from '../kit/types.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import { controlProps, labelled } from './NativeInputs.tsx';

/** The list core/meta holds already for the current language (undefined when not loaded). */
function peekOptions(services: FieldInputProps['services'], codeKey: string | undefined, tree: boolean): CodeOption[] | undefined {
  if (!codeKey) return undefined;
  return tree ? services.peekTree?.(codeKey) : services.peekCodes?.(codeKey);
}

/** The options of the field's code list or tree; null while they load. */
function useOptions(props: FieldInputProps, tree: boolean): CodeOption[] | null {
  const { services, field, language } = props;
  const cacheKey = `${language}|${tree ? 'tree' : 'list'}|${field.codeKey ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; options: CodeOption[] } | null>(null);
  useEffect(() => {
    if (!field.codeKey) return;
    let live = true;
    const drawn = peekOptions(services, field.codeKey, tree);
    const keep = (options: CodeOption[]) => {
      if (!live) return;
      // Drawn from the loaded lists already: no second pass (a form may have dozens of selects).
      if (options === drawn) return;
      setLoaded({ key: cacheKey, options });
    };
    (tree ? services.getTree(field.codeKey) : services.getCodes(field.codeKey)).then(keep).catch(() => keep([]));
    return () => {
      live = false;
    };
  }, [services, field.codeKey, tree, cacheKey]);
  // Lists core/meta loaded already (per language, for the instance) draw at once: a form of many selects.
  return loaded?.key === cacheKey ? loaded.options : (peekOptions(services, field.codeKey, tree) ?? null);
}

/** A code field: a native select, or radio buttons / check boxes per the config's optionType. */
export function CodeInput(props: FieldInputProps) {
  const options = useOptions(props, false);
  if (props.field.optionType === 'radio' || props.field.optionType === 'multibox') return <ChoiceGroup {...props} options={options ?? []} />;
  return <CodeSelect {...props} options={options} />;
}

function CodeSelect(props: FieldInputProps & { options: CodeOption[] | null }) {
  const id = useId();
  const { field, value, onChange, options, text } = props;
  const current = asString(value);
  // A stored value no option matches (a code since removed) stays shown, and stays the value.
  const stray = options && current && !options.some((o) => String(o.value) === current);
  return labelled(
    props,
    id,
    <select
      {...controlProps(props, id, 'field-input field-select')}
      value={current}
      aria-busy={options ? undefined : true}
      disabled={props.disabled || !options}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{options ? (field.placeholder ?? '') : text('loading')}</option>
      {stray && <option value={current}>{current}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>,
  );
}

/** Radio buttons (one value) or check boxes (values joined by commas) in a labelled group. */
function ChoiceGroup(props: FieldInputProps & { options: CodeOption[] }) {
  const group = useId();
  const { field, value, onChange, options } = props;
  const multiple = field.optionType === 'multibox';
  const chosen = new Set(multiple ? asString(value).split(',').filter(Boolean) : [asString(value)]);
  const pick = (v: string, on: boolean) => {
    if (!multiple) return onChange(v);
    if (on) chosen.add(v);
    else chosen.delete(v);
    onChange(
      options
        .map((o) => o.value)
        .filter((x) => chosen.has(x))
        .join(','),
    );
  };
  return (
    <fieldset
      className={multiple ? 'field-choices multibox' : 'field-choices'}
      part="field-input"
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={props.hideLabel ? field.label : undefined}
      aria-describedby={props.errorId}
      aria-invalid={props.invalid ? true : undefined}
      aria-required={field.required ? true : undefined}
      disabled={props.disabled}
    >
      {!props.hideLabel && (
        <legend className="field-label" part="field-label" data-required={field.required ? '' : undefined}>
          {field.label}
        </legend>
      )}
      {options.map((o) => (
        <label key={o.value} className="field-choice" part="field-choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={group}
            value={o.value}
            checked={chosen.has(String(o.value))}
            onChange={(e) => pick(String(o.value), e.target.checked)}
          />
          <span>{o.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function TreeSelect(props: FieldInputProps) {
  const options = useOptions(props, true) ?? [];
  const { field, value, onChange, text, size } = props;
  const [open, setOpen] = useState(false);
  const current = asString(value);
  const labelOf = (list: CodeOption[]): string | undefined => {
    for (const o of list) {
      if (String(o.value) === current) return o.text ?? (o as { title?: string }).title;
      const inner = o.children && labelOf(o.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const renderItems = (list: CodeOption[]) =>
    list.map((o) => (
      <SlTreeItem key={o.value} data-value={o.value} selected={String(o.value) === current} expanded={!!o.children?.length && containsValue(o, current)}>
        {o.text ?? (o as { title?: string }).title}
        {o.children?.length ? renderItems(o.children) : null}
      </SlTreeItem>
    ));
  return (
    <SlDropdown open={open} hoist distance={4} onsl-show={() => setOpen(true)} onsl-hide={() => setOpen(false)} className="tree-select">
      <SlInput
        slot="trigger"
        readonly
        label={props.hideLabel ? undefined : `${field.label}${field.required ? ' *' : ''}`}
        aria-label={field.label}
        size={size}
        aria-required={field.required ? 'true' : undefined}
        disabled={props.disabled}
        value={current ? (labelOf(options) ?? current) : ''}
        placeholder={field.placeholder ?? text('pick')}
        aria-haspopup="tree"
        aria-describedby={props.errorId}
        data-invalid={props.invalid ? '' : undefined}
        clearable={!!current}
        onsl-clear={() => onChange('')}
      >
        <span slot="suffix" className="caret" aria-hidden="true">
          ▾
        </span>
      </SlInput>
      <div className="tree-panel">
        <SlTree
          selection="single"
          onsl-selection-change={(e: CustomEvent<{ selection: HTMLElement[] }>) => {
            const picked = e.detail.selection[0]?.dataset.value;
            if (picked !== undefined) {
              onChange(picked);
              setOpen(false);
            }
          }}
        >
          {renderItems(options)}
        </SlTree>
      </div>
    </SlDropdown>
  );
}

function containsValue(option: CodeOption, value: string): boolean {
  return (option.children ?? []).some((c) => String(c.value) === value || containsValue(c, value));
}
