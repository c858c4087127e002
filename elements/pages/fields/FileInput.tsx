/**
 * File and image fields: upload through FM_FILE/upload (FormData), keep the file id as the
 * value, and offer the download (with the server's file name) or a preview for images.
 */
import { useEffect, useRef, useState } from 'react';
import { saveInBrowser } from '../../../core/actions/index.ts';
import { SlButton, SlSpinner } from '../kit/sl.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';

const names = new Map<string, Promise<string>>();

function fileName(services: PageServices, id: string): Promise<string> {
  let pending = names.get(id);
  if (!pending) {
    pending = services
      .request<{ bean?: { data?: { NAME?: string } } }>({ entity: 'FM_FILE', action: 'get', params: { id }, silent: true })
      .then((r) => r?.bean?.data?.NAME || id)
      .catch(() => id);
    names.set(id, pending);
  }
  return pending;
}

export function FileLink({ services, id, text, image }: { services: PageServices; id: string; text: TextFn; image?: boolean }) {
  const [name, setName] = useState(id);
  useEffect(() => {
    let live = true;
    if (id) fileName(services, id).then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, [services, id]);
  if (!id) return <span className="muted">{text('noFile')}</span>;
  const download = async () => {
    const { blob, filename } = await services.downloadFile(id);
    saveInBrowser(blob, filename || name);
  };
  return (
    <span className="file-link">
      {image && <img src={services.fileUrl(id)} alt={name} className="thumb" />}
      <a href={services.fileUrl(id)} onClick={(e) => { e.preventDefault(); void download().catch((err: Error) => services.notify('error', err.message)); }}>
        {name}
      </a>
    </span>
  );
}

export function FileInput(props: FieldInputProps) {
  const { field, value, onChange, services, text } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const id = asString(value);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const reply = await services.request<{ id: string; name: string }>({ entity: 'FM_FILE', action: 'upload', method: 'POST', formData: form });
      names.set(String(reply.id), Promise.resolve(reply.name));
      onChange(String(reply.id));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="file-input" role="group" aria-label={field.label} aria-describedby={props.errorId}>
      {!props.hideLabel && <span className="field-label" part="field-label" data-required={field.required ? '' : undefined}>{field.label}</span>}
      <div className="file-row">
        <FileLink services={services} id={id} text={text} image={field.dataType === 'image'} />
        <input ref={input} type="file" hidden accept={field.dataType === 'image' ? 'image/*' : undefined}
          onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f).catch(() => undefined); e.target.value = ''; }} />
        <SlButton size="small" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? <SlSpinner /> : null} {busy ? text('uploading') : text('upload')}
        </SlButton>
        {id && <SlButton size="small" variant="text" onClick={() => onChange('')}>{text('clear')}</SlButton>}
      </div>
    </div>
  );
}
