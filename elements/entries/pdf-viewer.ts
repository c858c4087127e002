/**
 * `app-shell-platform/pdf-viewer`: registers `<pdf-viewer>` alone, with what it needs, as the main entry
 * would (a name the page already has is left as it is).
 */
import '../shared/trusted-types.ts';
import { PdfViewerElement } from '../pdf-viewer/pdf-viewer.element.ts';
import { registerTag } from '../shared/tags.ts';

registerTag('pdf-viewer', PdfViewerElement);

export { PdfViewerElement };
export { emit } from '../shared/emit.ts';
export type * from '../pdf-viewer/pdf-viewer.types.ts';
