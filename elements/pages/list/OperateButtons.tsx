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
          <SlButton key={`${op.name}-${i}`} size={size} variant={variant ?? (i === 0 && op.type === 'open' ? 'primary' : danger ? 'danger' : 'default')}
            outline={!variant && danger ? true : undefined} data-operate={op.name}
            disabled={visibility === 'disable'} aria-disabled={visibility === 'disable' ? 'true' : undefined}
            aria-busy={running ? 'true' : undefined}
            onClick={(e: Event) => { e.stopPropagation(); onRun(op); }}>
            {running && <SlSpinner slot="prefix" />}
            {operateLabel(op, language)}
          </SlButton>
        );
      })}
    </>
  );
}
