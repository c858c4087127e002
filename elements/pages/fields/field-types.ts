/** What a field input receives, for the form, the sub grid and the search bar alike. */
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';

export interface FieldInputProps {
  field: Pick<
    ResolvedField,
    'name' | 'label' | 'dataType' | 'codeKey' | 'relatedEntity' | 'optionType' | 'placeholder' | 'required' | 'maxLength' | 'min' | 'max'
  > &
    Partial<Pick<ResolvedField, 'renderer' | 'recorder'>>;
  value: unknown;
  onChange: (value: unknown) => void;
  services: PageServices;
  text: TextFn;
  language: string;
  /** Id of the element that holds the field's error, for aria-describedby. */
  errorId?: string;
  invalid?: boolean;
  /** Shown, but not editable. */
  disabled?: boolean;
  /** Compact rendering (sub grid cells, search bar). */
  size?: 'small' | 'medium';
  /** Shows the label inside the control for screen readers only (sub grid cells). */
  hideLabel?: boolean;
}

export function asString(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
