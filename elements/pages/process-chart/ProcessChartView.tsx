/**
 * A process definition (and optionally one of its instances) drawn as a flow chart, with its
 * status line and text alternative. The `task` page and hosts that already hold the
 * definition and instance draw with this; the `processChart` page loads them first.
 * The layout (dagre) loads with the first drawing; the drawing is SVG made by React (ProcessSvg).
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { themeApi } from '../../shared/theme.ts';
import { usePlatform } from '../../shared/platform.ts';
import { chartText } from '../charts/chart-text.ts';
import type { ChartTextFn } from '../charts/chart-text.ts';
import { chartColors } from '../charts/colors.ts';
import { useLazyModule } from '../charts/use-lazy-module.ts';
import { attributeLabel } from '../kit/columns.ts';
import { usePageServices } from '../kit/services.ts';
import { ErrorState, LoadingState } from '../kit/states.tsx';
import { pageText } from '../kit/text.ts';
import { paletteFor } from '../charts/palettes.ts';
import type { EntityMeta } from '../kit/types.ts';
import { processModel } from './process-model.ts';
import type { ProcessModel } from './process-model.ts';
import type { ProcessDefinition, ProcessInstance } from './process-types.ts';
import { ProcessSteps } from './ProcessSteps.tsx';
import { ProcessSvg } from './ProcessSvg.tsx';

const loadDrawing = () => import('./process-drawing.ts');

export interface ProcessChartViewProps {
  definition: ProcessDefinition;
  instance?: ProcessInstance | null;
}

/** The entity's metadata for the condition labels; the chart draws with field names until (or unless) it comes. */
function useEntityMeta(entity: string): EntityMeta | null {
  const services = usePageServices();
  const [meta, setMeta] = useState<EntityMeta | null>(null);
  useEffect(() => {
    let live = true;
    setMeta(null);
    if (entity)
      services.getMeta(entity).then(
        (m) => live && setMeta(m),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [services, entity]);
  return meta;
}

export function ProcessChartView({ definition, instance = null }: ProcessChartViewProps) {
  const services = usePageServices();
  const language = useStore(services.$language);
  const theme = useStore(themeApi(usePlatform()).$theme);
  const text = useMemo(() => chartText(language), [language]);
  const pageWords = useMemo(() => pageText(language), [language]);
  const meta = useEntityMeta(definition.entity);
  const drawing = useLazyModule(loadDrawing, 'process chart layout');
  const model = useMemo(() => {
    const fieldLabel = (field: string) =>
      attributeLabel(
        meta?.attributes.find((a) => a.name === field),
        language,
        field,
      );
    return processModel(definition, instance, language, fieldLabel);
  }, [definition, instance, language, meta]);
  const drawn = useMemo(() => drawing.module?.processDrawing(model, chartColors(paletteFor(theme), theme)), [drawing.module, model, theme]);

  if (!definition.nodes.length) return <ErrorState text={pageWords} error={new Error(text('badDefinition'))} />;
  const summary = text('chartSummary', model.title, model.nodes.length, model.transitions.length);
  return (
    <div className="process-chart" data-definition-id={definition.id} data-instance-id={instance?.id}>
      <ProcessStatus model={model} text={text} palette={paletteFor(theme)} />
      {drawing.error ? (
        <ErrorState text={pageWords} error={new Error(text('chartLoadFailed'))} onRetry={drawing.retry} />
      ) : !drawing.module || !drawn ? (
        <LoadingState text={pageWords} />
      ) : (
        <div className="chart-scroll chart-box">
          <ProcessSvg drawing={drawn} label={summary} text={text} />
        </div>
      )}
      <ProcessSteps model={model} text={text} />
    </div>
  );
}

function ProcessStatus({ model, text, palette }: { model: ProcessModel; text: ChartTextFn; palette: string[] }) {
  const instance = model.instance;
  const current = model.nodes.filter((n) => n.state === 'current').map((n) => n.label);
  const statusKey = instance && (['running', 'approved', 'rejected', 'withdrawn'] as const).find((s) => s === instance.status);
  return (
    <div className="chart-status">
      {instance && (
        <span className="process-state" data-status={instance.status}>
          {text('status')}
          {text('colon')}
          {statusKey ? text(statusKey) : instance.status}
          {current.length > 0 && ` · ${text('current')}${text('colon')}${current.join(', ')}`}
        </span>
      )}
      {instance && (
        <span className="chart-legend" aria-hidden="true">
          <span style={{ ['--swatch' as string]: palette[2] }}>{text('done')}</span>
          <span style={{ ['--swatch' as string]: palette[3] }}>{text('current')}</span>
          <span style={{ ['--swatch' as string]: 'var(--sl-color-neutral-300)' }}>{text('waiting')}</span>
        </span>
      )}
    </div>
  );
}
