/**
 * The `pdf` page of the registry: a menu entry with FLAG `pdf` shows the file its URL names
 * (`query.url`, e.g. the product manual) in a `<pdf-viewer>`, in a tab, popup or drawer.
 */
import { createElement } from 'react';
import { PdfViewerElement } from '../../pdf-viewer/pdf-viewer.element.ts';
import { elementName } from '../../shared/tags.ts';
import type { PageProps } from '../../shared/page-props.ts';

/** A dialog has no height of its own to fill; a tab or drawer does. */
const HEIGHT = 'max(20rem, min(75vh, 100%))';

export default function PdfPage({ query }: PageProps) {
  const src = query?.url ?? query?.src ?? '';
  return createElement(elementName('pdf-viewer', PdfViewerElement), { src, class: 'pdf-page', style: { display: 'block', height: HEIGHT } });
}
