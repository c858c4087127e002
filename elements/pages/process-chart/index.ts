/**
 * The process chart: the `processChart` page kind, and the view that draws a definition and an
 * instance already in hand (the `task` page). dagre loads with the first drawing; the drawing is SVG.
 */
export { default as ProcessChartPage } from './ProcessChartPage.tsx';
export type { ProcessChartPageProps } from './ProcessChartPage.tsx';
export { ProcessChartView } from './ProcessChartView.tsx';
export type { ProcessChartViewProps } from './ProcessChartView.tsx';
export { checkDefinition, checkInstance, PROCESS_ENTITY } from '../../../core/work/index.ts';
export type { ProcessChartData } from '../../../core/work/index.ts';
export type { NodeState, ProcessDefinition, ProcessInstance, ProcessNode, ProcessTransition } from './process-types.ts';
