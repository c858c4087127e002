/** A field in a detail page: its value as a person reads it, per data type. */
import { formatValue, labelsPending } from '../kit/format.ts';
import type { LabelMap } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import { AudioView } from './audio/index.ts';
import { CustomField } from './CustomField.tsx';
import { FileLink } from './FileInput.tsx';
import { RichTextView } from './RichText.tsx';
import { asString } from './field-types.ts';
import { useRefLabel } from './ref-label.ts';

interface FieldViewProps {
  dataType: string;
  value: unknown;
  relatedEntity?: string;
  /** A `custom` field's name, label and registered renderer (drawn read-only by it). */
  custom?: { name: string; label: string; renderer?: string };
  labels?: LabelMap;
  services: PageServices;
  text: TextFn;
  language: string;
}

function RefView({ services, entity, id }: { services: PageServices; entity?: string; id: string }) {
  return <>{useRefLabel(services, entity, id)}</>;
}

const ignore = () => undefined;

export function FieldView(props: FieldViewProps) {
  const { dataType, value, services, text } = props;
  if (dataType === 'custom' && props.custom) {
    return (
      <CustomField
        field={{ ...props.custom, dataType, required: false }}
        value={value}
        onChange={ignore}
        services={services}
        text={text}
        language={props.language}
        readOnly
        hideLabel
      />
    );
  }
  const raw = asString(value);
  if (dataType === 'richtext') return raw ? <RichTextView services={services} html={raw} /> : <span className="muted">—</span>;
  if (dataType === 'audio') return <AudioView services={services} id={raw} language={props.language} />;
  if (dataType === 'file' || dataType === 'image') return <FileLink services={services} id={raw} text={text} image={dataType === 'image'} />;
  if (!raw) return <span className="muted">—</span>;
  if (dataType === 'ref') return <RefView services={services} entity={props.relatedEntity} id={raw} />;
  if (labelsPending(dataType, props.labels)) return <span className="labels-pending" aria-busy="true" />;
  return <>{formatValue(dataType, value, { text, labels: props.labels, language: props.language })}</>;
}
