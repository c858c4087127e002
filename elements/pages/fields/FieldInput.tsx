/**
 * One input per data type (DESIGN §4), chosen from the field's data type and option type. Plain
 * fields are native elements (NativeInputs.tsx); the tree select, the file field and the related
 * record's find dialog keep their Shoelace parts.
 */
import { AudioInput } from './audio/index.ts';
import { CodeInput, TreeSelect } from './CodeInputs.tsx';
import { CustomField } from './CustomField.tsx';
import { DateInput } from './DateInput.tsx';
import { FileInput } from './FileInput.tsx';
import { NumberInput, PasswordInput, SwitchInput, TextAreaInput, TextInput } from './NativeInputs.tsx';
import { RefPicker } from './RefPicker.tsx';
import { RichTextInput } from './RichText.tsx';
import type { FieldInputProps } from './field-types.ts';

export function FieldInput(props: FieldInputProps) {
  return fieldInput(props);
}

/**
 * The input for the field's data type, as an element. The form calls it directly, so that each of
 * its fields carries one component fewer.
 */
export function fieldInput(props: FieldInputProps) {
  switch (props.field.dataType) {
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
    case 'audio':
      return <AudioInput {...props} />;
    case 'custom':
      return <CustomField {...props} />;
    case 'boolean':
      return <SwitchInput {...props} />;
    case 'text':
      return <TextAreaInput {...props} />;
    case 'password':
      return <PasswordInput {...props} />;
    case 'int':
    case 'number':
    case 'money':
      return <NumberInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
}
