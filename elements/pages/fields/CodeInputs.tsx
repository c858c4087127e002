/** Code-list inputs (select, radio, multibox per optionType) and the tree select. */
import { useEffect, useState } from 'react';
import { SlCheckbox, SlDropdown, SlInput, SlOption, SlRadio, SlRadioGroup, SlSelect, SlTree, SlTreeItem } from '../kit/sl.ts';
import type { CodeOption } from '../kit/types.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';

/** The options of the field's code list or tree; null while they load. */
function useOptions(props: FieldInputProps, tree: boolean): CodeOption[] | null {
  const [options, setOptions] = useState<CodeOption[] | null>(null);
  const { services, field, language } = props;
  useEffect(() => {
    if (!field.codeKey) return;
    let live = true;
    (tree ? services.getTree(field.codeKey) : services.getCodes(field.codeKey))
      .then((list) => live && setOptions(list))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [services, field.codeKey, tree, language]);
  return options;
}

// sl-option values may not contain spaces; code values are codes, but guard anyway.
const optionValue = (v: string) => v.replace(/\s/g, '_');

export function CodeInput(props: FieldInputProps) {
  const loaded = useOptions(props, false);
  const { field, value, onChange, size } = props;
  const label = props.hideLabel ? undefined : field.label;
  // Shoelace drops a value that matches no option yet (and keeps it dropped when they arrive):
  // the control mounts once the options are in, with the value and its options together.
  if (!loaded) return <SlSelect key="loading" label={label} aria-label={field.label} size={size} disabled placeholder="…" />;
  const options = loaded;
  if (field.optionType === 'radio') {
    return (
      <SlRadioGroup label={label} aria-label={field.label} name={field.name} value={asString(value)} size={size} onsl-change={(e: Event) => onChange((e.target as HTMLInputElement).value)}>
        {options.map((o) => (
          <SlRadio key={o.value} value={optionValue(o.value)}>{o.text}</SlRadio>
        ))}
      </SlRadioGroup>
    );
  }
  if (field.optionType === 'multibox') {
    const chosen = new Set(asString(value).split(',').filter(Boolean));
    const toggle = (v: string) => {
      if (chosen.has(v)) chosen.delete(v);
      else chosen.add(v);
      onChange(options.map((o) => o.value).filter((x) => chosen.has(x)).join(','));
    };
    return (
      <fieldset className="multibox" aria-describedby={props.errorId}>
        {label && <legend>{label}</legend>}
        {options.map((o) => (
          <SlCheckbox key={o.value} checked={chosen.has(o.value)} size={size} onsl-change={() => toggle(o.value)}>{o.text}</SlCheckbox>
        ))}
      </fieldset>
    );
  }
  return (
    <SlSelect key="ready" label={label} aria-label={field.label} value={optionValue(asString(value))} placeholder={field.placeholder} clearable size={size} hoist
      help-text="" aria-describedby={props.errorId} data-invalid={props.invalid ? '' : undefined}
      onsl-change={(e: Event) => onChange((e.target as HTMLInputElement).value)}>
      {options.map((o) => (
        <SlOption key={o.value} value={optionValue(o.value)}>{o.text}</SlOption>
      ))}
    </SlSelect>
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
      <SlInput slot="trigger" readonly label={props.hideLabel ? undefined : field.label} aria-label={field.label} size={size}
        value={current ? (labelOf(options) ?? current) : ''} placeholder={field.placeholder ?? text('pick')}
        aria-haspopup="tree" aria-describedby={props.errorId} data-invalid={props.invalid ? '' : undefined}
        clearable={!!current} onsl-clear={() => onChange('')}>
        <span slot="suffix" className="caret" aria-hidden="true">▾</span>
      </SlInput>
      <div className="tree-panel">
        <SlTree selection="single" onsl-selection-change={(e: CustomEvent<{ selection: HTMLElement[] }>) => {
          const picked = e.detail.selection[0]?.dataset.value;
          if (picked !== undefined) {
            onChange(picked);
            setOpen(false);
          }
        }}>
          {renderItems(options)}
        </SlTree>
      </div>
    </SlDropdown>
  );
}

function containsValue(option: CodeOption, value: string): boolean {
  return (option.children ?? []).some((c) => String(c.value) === value || containsValue(c, value));
}
