/**
 * The date and datetime input of the mobile screen class (PAGES.md "Mobile": native pickers): the
 * browser's own `date` / `datetime-local` control, whose picker is the phone's. Values are kept in
 * the form's shapes (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss), as the calendar input keeps them.
 */
import { useId } from 'react';
import dayjs from 'dayjs';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import { controlProps, labelled } from './NativeInputs.tsx';

export function NativeDateInput(props: FieldInputProps) {
  const id = useId();
  const withTime = props.field.dataType === 'datetime';
  const stored = asString(props.value);
  const parsed = stored ? dayjs(stored) : null;
  const shown = parsed?.isValid() ? parsed.format(withTime ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD') : '';
  const onChange = (text: string) => {
    const value = text ? dayjs(text) : null;
    if (!value) props.onChange('');
    else if (value.isValid()) props.onChange(value.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'));
  };
  return labelled(
    props,
    id,
    <input
      {...controlProps(props, id, 'field-input field-date-native')}
      type={withTime ? 'datetime-local' : 'date'}
      value={shown}
      onChange={(event) => onChange(event.currentTarget.value)}
    />,
  );
}
