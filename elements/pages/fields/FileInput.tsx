/**
 * File and image fields: upload through FM_FILE/upload (FormData), keep the file id as the
 * value, and show each file as an attachment (Attachment.tsx: PDFs in the viewer, office
 * documents through onlineview, the rest downloaded), with a thumbnail for images.
 */
import { useRef, useState } from 'react';
import { SlSpinner } from '../kit/sl.ts';
import { Attachment } from './Attachment.tsx';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';

/** The files of a file or image field: one id, or several comma-separated (server-contract "save"). */
export function FileLink({ services, id, text, image }: { services: PageServices; id: string; text: TextFn; image?: boolean }) {
  const ids = id
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!ids.length) return <span className="muted">{text('noFile')}</span>;
  return (
    <span className="files">
      {ids.map((fileId) => (
        <Attachment key={fileId} services={services} id={fileId} text={text} image={image} />
      ))}
    </span>
  );
}

/** Uploads one file (core/records: FM_FILE/upload) and returns its id; the file is then known to the attachments. */
export async function uploadFile(services: PageServices, file: File): Promise<string> {
  return (await services.records.uploadFile(file)).id;
}

export function FileInput(props: FieldInputProps) {
  const { field, value, onChange, services, text } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const id = asString(value);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange(await uploadFile(services, file));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="file-input" role="group" aria-label={field.label} aria-describedby={props.errorId}>
      {!props.hideLabel && (
        <span className="field-label" part="field-label" data-required={field.required ? '' : undefined}>
          {field.label}
        </span>
      )}
      <div className="file-row">
        <FileLink services={services} id={id} text={text} image={field.dataType === 'image'} />
        <input
          ref={input}
          type="file"
          hidden
          accept={field.dataType === 'image' ? 'image/*' : undefined}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f).catch(() => undefined);
            e.target.value = '';
          }}
        />
        <button type="button" className="field-button small" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? <SlSpinner /> : null} {busy ? text('uploading') : text('upload')}
        </button>
        {id && (
          <button type="button" className="field-button small text" onClick={() => onChange('')}>
            {text('clear')}
          </button>
        )}
      </div>
    </div>
  );
}
