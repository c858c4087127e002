/** One input per data type (DESIGN §4), chosen from the field's data type and option type. */
import { SlInput, SlSwitch, SlTextarea } from '../kit/sl.ts';
import { isTrue } from '../kit/format.ts';
import { CodeInput, TreeSelect } from './CodeInputs.tsx';
import { DateInput } from './DateInput.tsx';
import { FileInput } from './FileInput.tsx';
import { RefPicker } from './RefPicker.tsx';
import { RichTextInput } from './RichText.tsx';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';

const NUMERIC_STEP: Record<string, string> = { int: '1', number: 'any', money: '0.01' };

export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, size } = props;
  const label = props.hideLabel ? undefined : field.label;
  const common = {
    label,
    'aria-label': field.label,
    'aria-describedby': props.errorId,
    'aria-invalid': props.invalid ? 'true' : undefined,
    'data-invalid': props.invalid ? '' : undefined,
    size,
    name: field.name,
  };
  switch (field.dataType) {
    case 'code':
      return <CodeInput {...props} />;
    case 'tree':
      return <TreeSelect {...props} />;
    case 'ref':
      return <RefPicker {...props} />;
    case 'date':
    case 'datetime':
      return <DateInput {...props} />;
    case 'file':
    case 'image':
      return <FileInput {...props} />;
    case 'richtext':
      return <RichTextInput {...props} />;
    case 'boolean':
      return (
        <SlSwitch {...common} checked={isTrue(value)} onsl-change={(e: Event) => onChange((e.target as HTMLInputElement).checked ? '1' : '0')}>
          {label}
        </SlSwitch>
      );
    case 'text':
      return <SlTextarea {...common} value={asString(value)} rows={3} resize="auto" maxlength={field.maxLength} placeholder={field.placeholder}
        onsl-input={(e: Event) => onChange((e.target as HTMLTextAreaElement).value)} />;
    case 'int':
    case 'number':
    case 'money':
      return <SlInput {...common} type="number" inputmode="decimal" step={NUMERIC_STEP[field.dataType]} min={field.min} max={field.max}
        value={asString(value)} placeholder={field.placeholder}
        onsl-input={(e: Event) => { const v = (e.target as HTMLInputElement).value; onChange(v === '' ? '' : v); }} />;
    default:
      return <SlInput {...common} value={asString(value)} maxlength={field.maxLength} placeholder={field.placeholder}
        onsl-input={(e: Event) => onChange((e.target as HTMLInputElement).value)} />;
  }
}
