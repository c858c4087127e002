/** Operation buttons with rights applied (RIGHT_CONTROL_MODE: hide or show disabled). */
import { SlButton, SlSpinner } from '../kit/sl.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Operate, PageRecord } from '../kit/types.ts';
import { operateLabel } from './list-operates.ts';

interface Props {
  operates: Operate[];
  meta: EntityMeta;
  record: PageRecord;
  services: PageServices;
  language: string;
  busy: string | null;
  size?: 'small' | 'medium';
  variant?: string;
  onRun: (op: Operate) => void;
}

export function OperateButtons({ operates, meta, record, services, language, busy, size = 'small', variant, onRun }: Props) {
  return (
    <>
      {operates.map((op, i) => {
        const visibility = services.operateVisibility(op, meta, record.RIGHT_CONTROL_MODE);
        if (visibility === 'hide') return null;
        const running = busy === op.name;
        const danger = op.type === 'delete';
        return (
          <SlButton
            key={`${op.name}-${i}`}
            size={size}
            variant={variant ?? (i === 0 && op.type === 'open' ? 'primary' : danger ? 'danger' : 'default')}
            outline={!variant && danger ? true : undefined}
            data-operate={op.name}
            disabled={visibility === 'disable'}
            aria-disabled={visibility === 'disable' ? 'true' : undefined}
            aria-busy={running ? 'true' : undefined}
            onClick={(e: Event) => {
              e.stopPropagation();
              onRun(op);
            }}
          >
            {running && <SlSpinner slot="prefix" />}
            {operateLabel(op, language)}
          </SlButton>
        );
      })}
    </>
  );
}

/** A row operation with its visibility worked out once for the list (it does not depend on the row). */
export interface RowOperate {
  op: Operate;
  label: string;
  disabled: boolean;
}

/** The row operations a list shows, for `RowOperateButtons`: rights applied once, not per row. */
export function shownRowOperates(operates: Operate[], meta: EntityMeta, record: PageRecord, services: PageServices, language: string): RowOperate[] {
  return operates.flatMap((op) => {
    const visibility = services.operateVisibility(op, meta, record.RIGHT_CONTROL_MODE);
    return visibility === 'hide' ? [] : [{ op, label: operateLabel(op, language), disabled: visibility === 'disable' }];
  });
}

/**
 * The operations of one row: native text buttons styled with the theme's tokens (LIST_CSS), as
 * a scroll mounts a few rows each frame and a Shoelace button per row costs a shadow root and a
 * render each (docs/elements.md). The toolbar keeps Shoelace buttons.
 */
export function RowOperateButtons({ operates, busy, onRun }: { operates: RowOperate[]; busy: string | null; onRun: (op: Operate) => void }) {
  return (
    <>
      {operates.map(({ op, label, disabled }, i) => (
        <button
          key={`${op.name}-${i}`}
          type="button"
          className="row-op"
          data-operate={op.name}
          disabled={disabled}
          aria-busy={busy === op.name ? 'true' : undefined}
          onClick={(e) => {
            e.stopPropagation();
            onRun(op);
          }}
        >
          {busy === op.name && <SlSpinner />}
          {label}
        </button>
      ))}
    </>
  );
}
