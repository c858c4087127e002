/**
 * The parent record a sub list or sub grid shows, chosen with the related-record picker of the
 * forms (type to search, or its find dialog). A page opened without a record (from a menu)
 * starts here; one opened for a record can move to another.
 */
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta } from '../kit/types.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import type { WorkTextFn } from '../work-text/index.ts';

interface Props {
  meta: EntityMeta;
  recordId?: string;
  services: PageServices;
  text: TextFn;
  words: WorkTextFn;
  language: string;
  onChange: (recordId: string | undefined) => void;
}

export function ParentPicker({ meta, recordId, services, text, words, language, onChange }: Props) {
  const label = `${words('parentRecord')} · ${meta.labels?.[language] || meta.label || meta.code}`;
  return (
    <div className="sub-parent">
      <FieldInput
        field={{ name: '__parent', label, dataType: 'ref', relatedEntity: meta.code, required: false }}
        value={recordId ?? ''}
        onChange={(value) => onChange(value === '' || value === null || value === undefined ? undefined : String(value))}
        services={services}
        text={text}
        language={language}
        size="small"
      />
    </div>
  );
}
