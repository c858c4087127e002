/**
 * One attached file as a person opens it (spec §7): a PDF opens in `<pdf-viewer>` (a popup of the
 * workspace, or a dialog of its own in an element used alone), an office document previews
 * through the `onlineview` address in a new window, anything else downloads. PDFs and office
 * documents also offer the download itself. The kind comes from the file record (core/records
 * `fileInfo`, FM_FILE/get: TYPE, else the name's extension).
 */
import { Suspense, useEffect, useState } from 'react';
import { saveInBrowser } from '../../../core/actions/index.ts';
import type { FileInfo } from '../../../core/records/index.ts';
import { lazyComponent } from '../../shared/lazy.tsx';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';

export type { FileInfo };

export type AttachmentKind = 'pdf' | 'office' | 'other';

const OFFICE_TYPE = /msword|ms-excel|ms-powerpoint|officedocument/i;
const OFFICE_NAME = /\.(docx?|xlsx?|pptx?)$/i;

/** How a file opens: by its stored type first, its name's extension when the type says nothing. */
export function attachmentKind(info: FileInfo): AttachmentKind {
  const type = (info.TYPE ?? '').toLowerCase();
  const name = info.NAME ?? '';
  if (type.startsWith('application/pdf') || (!type && /\.pdf$/i.test(name))) return 'pdf';
  if (OFFICE_TYPE.test(type) || ((!type || type === 'application/octet-stream') && OFFICE_NAME.test(name))) return 'office';
  return 'other';
}

const AttachmentViewer = lazyComponent(() => import('./AttachmentViewer.tsx').then((module) => module.AttachmentViewer));

export function Attachment({ services, id, text, image }: { services: PageServices; id: string; text: TextFn; image?: boolean }) {
  const [info, setInfo] = useState<FileInfo>({ NAME: id });
  const [viewing, setViewing] = useState(false);
  useEffect(() => {
    let live = true;
    // The file's record, once per id for the instance (core/records); an unreadable one is shown by its id.
    void services.records.fileInfo(id).then((loaded) => live && setInfo(loaded));
    return () => void (live = false);
  }, [services, id]);
  const name = info.NAME || id;
  const kind = attachmentKind(info);
  const download = () =>
    services.downloadFile(id).then(
      ({ blob, filename }) => saveInBrowser(blob, filename || name),
      (error: Error) => services.notify('error', error.message),
    );
  const openIt = () => {
    if (kind === 'pdf') {
      const opened = services.open({ kind: 'pdf', openType: 2, title: name, query: { url: services.fileUrl(id) } });
      if (!opened) setViewing(true);
    } else if (kind === 'office') services.openWindow(services.onlineViewUrl(id));
    else void download();
  };
  return (
    <span className="file-link" data-file={id} data-file-kind={kind}>
      {image && <img src={services.fileUrl(id)} alt={name} className="thumb" />}
      <a
        href={kind === 'office' ? services.onlineViewUrl(id) : services.fileUrl(id)}
        title={kind === 'other' ? text('download') : text('preview')}
        onClick={(event) => {
          event.preventDefault();
          openIt();
        }}
      >
        {name}
      </a>
      {kind !== 'other' && (
        <button type="button" className="file-download" onClick={() => void download()}>
          {text('download')}
        </button>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <AttachmentViewer src={services.fileUrl(id)} title={name} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </span>
  );
}
