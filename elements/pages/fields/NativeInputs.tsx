/**
 * Plain fields drawn with native elements (<input>, <textarea>, <select>) styled with the
 * theme's Shoelace tokens (field-styles.ts), instead of one Shoelace component with its own
 * shadow root per field: a 300-field form stays light (docs/core-architecture.md, "Native form
 * inputs"). Each keeps a visible <label for>, aria-invalid and aria-describedby to its message,
 * the required flag, the disabled state and keyboard use, and carries the documented parts
 * `field-label` and `field-input`.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { isTrue } from '../kit/format.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';

/** The attributes every native control of a field carries: id, name, state, size and ARIA. */
export function controlProps(props: FieldInputProps, id: string, className = 'field-input') {
  return {
    id,
    name: props.field.name,
    className: props.size === 'small' ? `${className} small` : className,
    part: 'field-input',
    // A hidden label (sub grid cells) still names the control.
    'aria-label': props.hideLabel ? props.field.label : undefined,
    'aria-invalid': props.invalid ? true : undefined,
    'aria-describedby': props.errorId,
    'aria-required': props.field.required ? true : undefined,
    disabled: props.disabled,
  } as const;
}

/**
 * The field's visible label (with the theme's required mark), then its control. A function, not
 * a component: one fewer component per field in a form of hundreds.
 */
export function labelled(props: FieldInputProps, id: string, control: ReactNode) {
  return (
    <>
      {!props.hideLabel && (
        <label
          htmlFor={id}
          className={props.size === 'small' ? 'field-label small' : 'field-label'}
          part="field-label"
          data-required={props.field.required ? '' : undefined}
        >
          {props.field.label}
        </label>
      )}
      {control}
    </>
  );
}

/** A one-line text box; `type` and `autoComplete` make it a password box. */
function LineInput({ kind, ...props }: FieldInputProps & { kind: 'text' | 'password' }) {
  const id = useId();
  const { field, value, onChange } = props;
  return labelled(
    props,
    id,
    <input
      {...controlProps(props, id)}
      type={kind}
      autoComplete={kind === 'password' ? 'new-password' : undefined}
      value={asString(value)}
      maxLength={field.maxLength}
      placeholder={field.placeholder}
      onChange={(e) => onChange(e.target.value)}
    />,
  );
}

export function TextInput(props: FieldInputProps) {
  return <LineInput {...props} kind="text" />;
}

/** A secret the user types for someone else (an initial password): hidden, never filled in by the browser. */
export function PasswordInput(props: FieldInputProps) {
  return <LineInput {...props} kind="password" />;
}

const NUMERIC_STEP: Record<string, string> = { int: '1', number: 'any', money: '0.01' };

export function NumberInput(props: FieldInputProps) {
  const id = useId();
  const { field, value, onChange } = props;
  return labelled(
    props,
    id,
    <input
      {...controlProps(props, id)}
      type="number"
      inputMode={field.dataType === 'int' ? 'numeric' : 'decimal'}
      step={NUMERIC_STEP[field.dataType] ?? 'any'}
      min={field.min}
      max={field.max}
      value={asString(value)}
      placeholder={field.placeholder}
      onChange={(e) => onChange(e.target.value)}
    />,
  );
}

export function TextAreaInput(props: FieldInputProps & { rows?: number }) {
  const id = useId();
  const { field, value, onChange } = props;
  return labelled(
    props,
    id,
    <textarea
      {...controlProps(props, id, 'field-input field-textarea')}
      rows={props.rows ?? 3}
      value={asString(value)}
      maxLength={field.maxLength}
      placeholder={field.placeholder}
      onChange={(e) => onChange(e.target.value)}
    />,
  );
}

/** A boolean: a checkbox drawn as the theme's switch, its label beside it; stores '1' or '0'. */
export function SwitchInput(props: FieldInputProps) {
  const id = useId();
  const { field, value, onChange } = props;
  return (
    <div className={props.size === 'small' ? 'field-switch small' : 'field-switch'}>
      <input
        {...controlProps(props, id, 'switch-input')}
        type="checkbox"
        role="switch"
        checked={isTrue(value)}
        onChange={(e) => onChange(e.target.checked ? '1' : '0')}
      />
      {!props.hideLabel && (
        <label htmlFor={id} className="switch-label" part="field-label" data-required={field.required ? '' : undefined}>
          {field.label}
        </label>
      )}
    </div>
  );
}
