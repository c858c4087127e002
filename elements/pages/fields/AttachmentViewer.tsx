/**
 * A PDF attachment in a dialog of its own, for an element used alone (no workspace to hold a
 * popup). Loaded on the first PDF opened this way, with the viewer element.
 */
import { createElement } from 'react';
import { PdfViewerElement } from '../../pdf-viewer/pdf-viewer.element.ts';
import { elementName } from '../../shared/tags.ts';
import { SlDialog } from '../kit/sl.ts';

const HEIGHT = 'max(20rem, min(75vh, 100%))';

export function AttachmentViewer({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  return (
    <SlDialog
      open
      label={title}
      className="attachment-viewer"
      style={{ '--width': 'min(60rem, 95vw)' }}
      onsl-after-hide={(event: Event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {createElement(elementName('pdf-viewer', PdfViewerElement), { src, style: { display: 'block', height: HEIGHT } })}
    </SlDialog>
  );
}
