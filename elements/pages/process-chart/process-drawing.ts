/**
 * The process chart's drawing, loaded lazily with ECharts and dagre (their own chunks, never the
 * first load): dagre lays the nodes out top-down, an ECharts graph series draws them at those
 * places with the transitions between them. With an instance, done nodes, the current node(s)
 * and the transitions taken are marked in the palette's colours.
 */
import { layout as dagreLayout, graphlib } from '@dagrejs/dagre';
import { GraphChart } from 'echarts/charts';
import type { GraphSeriesOption } from 'echarts/charts';
import { init, use } from '../charts/engine.ts';
import type { ComposeOption } from '../charts/engine.ts';
import { textOn, textWidth } from '../charts/index.ts';
import type { ChartColors } from '../charts/index.ts';
import type { ModelNode, ProcessModel } from './process-model.ts';

use([GraphChart]);

export const engine = { init };

type ProcessOption = ComposeOption<GraphSeriesOption>;

export interface ProcessDrawing {
  option: ProcessOption;
  /** The size in px that shows the laid-out graph at its natural size. */
  height: number;
  width: number;
}

const TASK = { width: 140, height: 44 };
const ROUND = 56;

function size(node: ModelNode) {
  const text = textWidth(node.label, 13);
  if (node.type !== 'task') {
    const diameter = Math.round(Math.max(ROUND, text + 16));
    return { width: diameter, height: diameter };
  }
  return { width: Math.round(Math.max(TASK.width, text + 28)), height: TASK.height };
}

interface Point {
  x: number;
  y: number;
}

/** Node centres and each transition's route from dagre (top-down; condition labels get room of their own). */
function place(model: ProcessModel) {
  const graph = new graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 56, edgesep: 24 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of model.nodes) graph.setNode(node.id, { ...size(node) });
  for (const t of model.transitions) {
    graph.setEdge(t.from, t.to, { width: t.condition ? Math.min(240, t.condition.length * 8 + 12) : 0, height: t.condition ? 20 : 0, labelpos: 'c' }, t.id);
  }
  dagreLayout(graph);
  const centre = new Map(model.nodes.map((n) => [n.id, graph.node(n.id) as Point]));
  const route = new Map(
    model.transitions.map((t) => {
      const edge = graph.edge({ v: t.from, w: t.to, name: t.id }) as { points?: Point[]; x?: number; y?: number };
      return [t.id, { points: edge.points ?? [], label: edge.x === undefined ? undefined : { x: edge.x, y: edge.y! } }];
    }),
  );
  return { centre, route };
}

function fillOf(node: ModelNode, colors: ChartColors): string {
  const [primary = '#1677ff', second = '#13c2c2', done = '#52c41a', current = '#faad14', , , , end = '#fa8c16'] = colors.palette;
  if (node.state === 'done') return done;
  if (node.state === 'current') return current;
  if (node.state === 'waiting') return colors.line;
  return node.type === 'start' ? second : node.type === 'end' ? end : primary;
}

const clean = (text: string) => text.replace(/[{}|]/g, ' ');

interface RoutePoint extends Point {
  name: string;
  symbol: string;
  symbolSize: number;
  itemStyle?: { opacity: number };
  label: Record<string, unknown>;
}

function nodeItem(node: ModelNode, at: Point, colors: ChartColors) {
  const fill = fillOf(node, colors);
  const current = node.state === 'current';
  return {
    name: node.id,
    x: at.x,
    y: at.y,
    symbol: node.type === 'task' ? 'roundRect' : 'circle',
    symbolSize: [size(node).width, size(node).height],
    itemStyle: { color: fill, borderColor: current ? colors.ink : fill, borderWidth: current ? 3 : 1 },
    label: { show: true, formatter: clean(node.label), color: textOn(fill), fontWeight: current ? ('bold' as const) : ('normal' as const) },
  };
}

/**
 * A transition as dagre routed it: a chain of links through points of no size (the graph series
 * draws straight links only), the last one ending at the target's edge with the arrow, and the
 * condition as the label of the point dagre kept for it.
 */
function transitionItems(t: ProcessModel['transitions'][number], route: { points: Point[]; label?: Point }, colors: ChartColors) {
  const color = t.taken ? (colors.palette[2] ?? '#52c41a') : colors.line;
  const lineStyle = { color, width: t.taken ? 3 : 1.5, curveness: 0, opacity: 1 };
  const inner = route.points.slice(1);
  const labelAt = route.label && t.condition ? route.label : undefined;
  const points: RoutePoint[] = inner.map((p, i) => ({ name: `${t.id}#${i}`, x: p.x, y: p.y, symbol: 'none', symbolSize: 0, label: { show: false } }));
  const chain = [t.from, ...points.map((p) => p.name)];
  const links = chain.slice(1).map((target, i) => ({
    source: chain[i]!,
    target,
    transition: t.id,
    taken: t.taken,
    lineStyle,
    // Only the segment into the target carries the arrow.
    symbol: i === chain.length - 2 ? ['none', 'arrow'] : ['none', 'none'],
    symbolSize: 9,
  }));
  // The label is a point of its own where dagre made room for it, on the route.
  if (labelAt) {
    points.push({
      // A point drawn without a shape: a 'none' symbol would take its label away with it.
      name: `${t.id}#label`,
      x: labelAt.x,
      y: labelAt.y,
      symbol: 'rect',
      symbolSize: 1,
      itemStyle: { opacity: 0 },
      label: {
        show: true,
        position: 'inside',
        formatter: clean(t.condition),
        color: t.taken ? colors.ink : colors.muted,
        backgroundColor: colors.background,
        padding: [2, 4],
        fontSize: 12,
      },
    });
  }
  return { points, links };
}

export function processDrawing(model: ProcessModel, colors: ChartColors): ProcessDrawing {
  const { centre, route } = place(model);
  const nodes = model.nodes.map((node) => nodeItem(node, centre.get(node.id)!, colors));
  const routed = model.transitions.map((t) => transitionItems(t, route.get(t.id) ?? { points: [] }, colors));
  const data = [...nodes, ...routed.flatMap((r) => r.points)];
  const xs = data.map((d) => d.x);
  const ys = data.map((d) => d.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = { x: Math.max(...model.nodes.map((n) => size(n).width)) / 2 + 16, y: Math.max(...model.nodes.map((n) => size(n).height)) / 2 + 16 };
  // The series box is the routed graph's own size, so ECharts draws it at scale 1 (shapes and
  // routes as dagre laid them out), centred in the chart.
  const box = { width: Math.max(1, maxX - minX), height: Math.max(1, maxY - minY) };
  const option: ProcessOption = {
    animation: false,
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: false,
        left: 'center',
        top: margin.y,
        width: box.width,
        height: box.height,
        edgeLabel: { show: false },
        label: { fontSize: 13 },
        emphasis: { scale: false },
        data,
        links: routed.flatMap((r) => r.links),
      },
    ],
  };
  return { option, height: box.height + 2 * margin.y, width: box.width + 2 * margin.x };
}
