/**
 * Code-list inputs: a native select, radio buttons or check boxes per optionType (native, as the
 * other plain fields: NativeInputs.tsx), and the tree select: a native combobox whose tree (Shoelace)
 * is drawn only while open.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { SlTree, SlTreeItem } from '../kit/sl.ts';
import type { CodeOption } from '../kit/types.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import { fieldWords } from './field-words.ts';
import { controlProps, labelled } from './NativeInputs.tsx';
import { usePopover } from './popover.ts';

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
  // Lists core/meta loaded already (per language, for the instance) draw at once: a form of many selects.
  const shown = loaded?.key === cacheKey ? loaded.options : (peekOptions(services, field.codeKey, tree) ?? null);
  // What this render drew: a list loaded (or asked for ahead) between the render and the effect
  // must still be drawn, so the comparison is with the drawn one, not with the cache's now.
  const drawn = useRef(shown);
  drawn.current = shown;
  useEffect(() => {
    if (!field.codeKey) return;
    let live = true;
    const keep = (options: CodeOption[]) => {
      if (!live) return;
      // Drawn from the loaded lists already: no second pass (a form may have dozens of selects).
      if (options === drawn.current) return;
      setLoaded({ key: cacheKey, options });
    };
    (tree ? services.getTree(field.codeKey) : services.getCodes(field.codeKey)).then(keep).catch(() => keep([]));
    return () => {
      live = false;
    };
  }, [services, field.codeKey, tree, cacheKey]);
  return shown;
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

/**
 * A tree code list: a select-only combobox (a native input showing the picked node's name, which
 * takes no typing) that opens the tree in the top layer (Enter, Space, ArrowDown or a click);
 * Delete clears it. The tree exists only while open, so a form of many tree fields carries one
 * input per field, not a tree of Shoelace items each. (A <button> trigger made Chromium lay the
 * long form out again and again once its off-screen fields were skipped.)
 */
export function TreeSelect(props: FieldInputProps) {
  const id = useId();
  const options = useOptions(props, true) ?? [];
  const { field, value, onChange, text, language } = props;
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const current = asString(value);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) anchor.current?.querySelector('input')?.focus();
  }, []);
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (props.disabled) return;
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') setOpen(true);
    else if ((e.key === 'Backspace' || e.key === 'Delete') && current) onChange('');
    else return;
    e.preventDefault();
  };
  const panelId = `${id}-tree`;
  const shown = current ? (labelOf(options, current) ?? current) : '';
  return labelled(
    props,
    id,
    <div className="tree-select" ref={anchor}>
      <input
        {...controlProps(props, id, 'field-input field-picker')}
        type="text"
        role="combobox"
        aria-haspopup="tree"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        autoComplete="off"
        // Picked, never typed: the value stays the prop's (React puts it back), no on-screen keyboard.
        inputMode="none"
        value={shown}
        placeholder={field.placeholder ?? text('pick')}
        onChange={() => undefined}
        onClick={() => !props.disabled && setOpen(!open)}
        onKeyDown={onKeyDown}
      />
      {current && !props.disabled ? (
        // Out of the tab order, as a Shoelace input's clear button: Delete clears from the select.
        <button type="button" tabIndex={-1} className="field-clear" aria-label={`${fieldWords(language)('clear')} ${field.label}`} onClick={() => onChange('')}>
          ×
        </button>
      ) : (
        <span className="field-caret" aria-hidden="true" />
      )}
      {open && (
        <TreePanel
          id={panelId}
          anchor={anchor}
          label={field.label}
          options={options}
          current={current}
          onClose={close}
          onPick={(picked) => {
            onChange(picked);
            close(true);
          }}
        />
      )}
    </div>,
  );
}

function labelOf(list: CodeOption[], current: string): string | undefined {
  for (const o of list) {
    if (String(o.value) === current) return o.text ?? (o as { title?: string }).title;
    const inner = o.children && labelOf(o.children, current);
    if (inner) return inner;
  }
  return undefined;
}

interface TreePanelProps {
  id: string;
  anchor: RefObject<HTMLDivElement | null>;
  label: string;
  options: CodeOption[];
  current: string;
  onClose: (refocus: boolean) => void;
  onPick: (value: string) => void;
}

function TreePanel({ id, anchor, label, options, current, onClose, onPick }: TreePanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  usePopover(panel, anchor, onClose);
  // The keyboard goes on in the tree: on the picked node, else on the tree (its first node).
  // The tree takes the focus once drawn (it makes itself focusable in its first update).
  useEffect(() => {
    const tree = panel.current?.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>('sl-tree');
    let live = true;
    void Promise.resolve(tree?.updateComplete).then(() => {
      if (live) (tree?.querySelector<HTMLElement>('sl-tree-item[selected]') ?? tree)?.focus();
    });
    return () => {
      live = false;
    };
  }, []);
  const renderItems = (list: CodeOption[]) =>
    list.map((o) => (
      <SlTreeItem key={o.value} data-value={o.value} selected={String(o.value) === current} expanded={!!o.children?.length && containsValue(o, current)}>
        {o.text ?? (o as { title?: string }).title}
        {o.children?.length ? renderItems(o.children) : null}
      </SlTreeItem>
    ));
  return (
    <div ref={panel} id={id} popover="manual" className="tree-panel">
      <SlTree
        selection="single"
        aria-label={label}
        onsl-selection-change={(e: CustomEvent<{ selection: HTMLElement[] }>) => {
          const picked = e.detail.selection[0]?.dataset.value;
          if (picked !== undefined) onPick(picked);
        }}
      >
        {renderItems(options)}
      </SlTree>
    </div>
  );
}

function containsValue(option: CodeOption, value: string): boolean {
  return (option.children ?? []).some((c) => String(c.value) === value || containsValue(c, value));
}
