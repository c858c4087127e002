import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import type { useT } from '../shared/labels.ts';

export interface ToolbarProps {
  t: ReturnType<typeof useT>;
  scale: number;
  page: number;
  pages: number;
  ready: boolean;
  printing: boolean;
  onZoom(direction: 1 | -1): void;
  onFit(mode: 'page-width' | 'page-fit'): void;
  onRotate(): void;
  onPrint(): void;
}

/** The viewer's controls; every button is labelled, as icon buttons show no text. */
export function Toolbar({ t, scale, page, pages, ready, printing, onZoom, onFit, onRotate, onPrint }: ToolbarProps) {
  const button = (name: string, label: string, onClick: () => void, disabled = !ready) => (
    <sl-icon-button library="shell" name={name} label={label} title={label} data-action={name} disabled={disabled} onClick={onClick} />
  );
  return (
    <div className="toolbar" part="toolbar" role="toolbar" aria-label={t('pdfToolbar')}>
      {button('zoom-out', t('pdfZoomOut'), () => onZoom(-1))}
      <span className="zoom-value" aria-live="polite">
        {ready ? `${Math.round(scale * 100)}%` : ''}
      </span>
      {button('zoom-in', t('pdfZoomIn'), () => onZoom(1))}
      {button('fit-width', t('pdfFitWidth'), () => onFit('page-width'))}
      {button('fit-page', t('pdfFitPage'), () => onFit('page-fit'))}
      {button('rotate', t('pdfRotate'), onRotate)}
      {button('printer', printing ? t('pdfPreparingPrint') : t('pdfPrint'), onPrint, !ready || printing)}
      <span className="page-count" data-pages={pages || undefined}>
        {ready ? t('pdfPageCount', page, pages) : ''}
      </span>
    </div>
  );
}
