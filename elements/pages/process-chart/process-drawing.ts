/**
 * The process chart's layout, loaded lazily with dagre (its own chunk, never the first load):
 * dagre lays the nodes out top-down and routes each transition, leaving room for its condition;
 * this module turns that into shapes in px (boxes, circles, routes, arrow heads, label boxes) and
 * their colours. With an instance, done nodes, the current node(s) and the transitions taken are
 * marked in the palette's colours. No drawing library: ProcessSvg.tsx draws the result as SVG.
 */
import { layout as dagreLayout, graphlib } from '@dagrejs/dagre';
import { textOn } from '../charts/colors.ts';
import type { ChartColors } from '../charts/colors.ts';
import { textWidth } from '../charts/text-width.ts';
import type { ModelNode, ModelTransition, ProcessModel } from './process-model.ts';

export interface Point {
  x: number;
  y: number;
}

export interface DrawnNode {
  node: ModelNode;
  /** Centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Tasks are boxes, start and end circles. */
  round: boolean;
  fill: string;
  stroke: string;
  strokeWidth: number;
  textColor: string;
  bold: boolean;
}

export interface DrawnTransition {
  transition: ModelTransition;
  /** The route as dagre gave it, ending at the target's edge. */
  points: Point[];
  /** The arrow head at the route's end: three corners. */
  arrow: Point[];
  color: string;
  width: number;
  label?: { x: number; y: number; width: number; color: string; background: string };
}

export interface ProcessDrawing {
  nodes: DrawnNode[];
  transitions: DrawnTransition[];
  /** The size in px that shows the laid-out graph at its natural size, margins included. */
  width: number;
  height: number;
  /** Where dagre's (0, 0) sits in that box. */
  origin: Point;
  fontSize: { node: number; label: number };
}

const NODE_FONT = 13;
const LABEL_FONT = 12;
const TASK = { width: 140, height: 44 };
const ROUND = 56;
const MARGIN = 16;
const ARROW = 9;

function size(node: ModelNode) {
  const text = textWidth(node.label, NODE_FONT);
  if (node.type !== 'task') {
    const diameter = Math.round(Math.max(ROUND, text + 16));
    return { width: diameter, height: diameter };
  }
  return { width: Math.round(Math.max(TASK.width, text + 28)), height: TASK.height };
}

const labelWidth = (condition: string) => Math.ceil(textWidth(condition, LABEL_FONT) + 10);

/** Node centres and each transition's route from dagre (top-down; condition labels get room of their own). */
function place(model: ProcessModel) {
  const graph = new graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 56, edgesep: 24 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of model.nodes) graph.setNode(node.id, { ...size(node) });
  for (const t of model.transitions) {
    graph.setEdge(t.from, t.to, { width: t.condition ? labelWidth(t.condition) : 0, height: t.condition ? 20 : 0, labelpos: 'c' }, t.id);
  }
  dagreLayout(graph);
  const centre = new Map(model.nodes.map((n) => [n.id, graph.node(n.id) as Point]));
  const route = new Map(
    model.transitions.map((t) => {
      const edge = graph.edge({ v: t.from, w: t.to, name: t.id }) as { points?: Point[]; x?: number; y?: number };
      return [t.id, { points: edge.points ?? [], label: edge.x === undefined || edge.y === undefined ? undefined : { x: edge.x, y: edge.y } }];
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

/** The arrow head pointing along the route's last segment, its tip on the route's end. */
function arrowHead(points: Point[]): Point[] {
  const tip = points[points.length - 1];
  const from = points[points.length - 2];
  if (!tip || !from) return [];
  const length = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
  const [ux, uy] = [(tip.x - from.x) / length, (tip.y - from.y) / length];
  const base = { x: tip.x - ux * ARROW, y: tip.y - uy * ARROW };
  const half = ARROW / 2;
  return [tip, { x: base.x - uy * half, y: base.y + ux * half }, { x: base.x + uy * half, y: base.y - ux * half }];
}

/** Where the line from a round node's centre toward `toward` leaves its circle (dagre clips routes to the node's box). */
function onCircle(node: DrawnNode, toward: Point): Point {
  const [dx, dy] = [toward.x - node.x, toward.y - node.y];
  const scale = 1 / Math.hypot(dx / (node.width / 2), dy / (node.height / 2));
  return Number.isFinite(scale) ? { x: node.x + dx * scale, y: node.y + dy * scale } : toward;
}

/** The route with its ends on the edges of round nodes. */
function routeBetween(points: Point[], from: DrawnNode | undefined, to: DrawnNode | undefined): Point[] {
  if (points.length < 2) return points;
  const out = [...points];
  if (from?.round) out[0] = onCircle(from, out[1]!);
  if (to?.round) out[out.length - 1] = onCircle(to, out[out.length - 2]!);
  return out;
}

function drawTransition(t: ModelTransition, route: { points: Point[]; label?: Point }, ends: Map<string, DrawnNode>, colors: ChartColors): DrawnTransition {
  const color = t.taken ? (colors.palette[2] ?? '#52c41a') : colors.line;
  const width = t.taken ? 3 : 1.5;
  const points = routeBetween(route.points, ends.get(t.from), ends.get(t.to));
  // The line stops at the arrow's base, so a heavy line does not blunt the tip.
  const arrow = arrowHead(points);
  const line = arrow.length ? [...points.slice(0, -1), { x: (arrow[1]!.x + arrow[2]!.x) / 2, y: (arrow[1]!.y + arrow[2]!.y) / 2 }] : points;
  const label =
    route.label && t.condition
      ? { x: route.label.x, y: route.label.y, width: labelWidth(t.condition), color: t.taken ? colors.ink : colors.muted, background: colors.background }
      : undefined;
  return { transition: t, points: line, arrow, color, width, label };
}

export function processDrawing(model: ProcessModel, colors: ChartColors): ProcessDrawing {
  const { centre, route } = place(model);
  const nodes = model.nodes.map((node): DrawnNode => {
    const at = centre.get(node.id) ?? { x: 0, y: 0 };
    const fill = fillOf(node, colors);
    const current = node.state === 'current';
    return {
      node,
      ...at,
      ...size(node),
      round: node.type !== 'task',
      fill,
      stroke: current ? colors.ink : fill,
      strokeWidth: current ? 3 : 1,
      textColor: textOn(fill),
      bold: current,
    };
  });
  const ends = new Map(nodes.map((n) => [n.node.id, n]));
  const transitions = model.transitions.map((t) => drawTransition(t, route.get(t.id) ?? { points: [] }, ends, colors));
  // The graph's box: nodes, routes and labels (a route may run left of the first node).
  const xs = [
    ...nodes.flatMap((n) => [n.x - n.width / 2, n.x + n.width / 2]),
    ...transitions.flatMap((t) => [...t.points.map((p) => p.x), ...(t.label ? [t.label.x - t.label.width / 2, t.label.x + t.label.width / 2] : [])]),
  ];
  const ys = [...nodes.flatMap((n) => [n.y - n.height / 2, n.y + n.height / 2]), ...transitions.flatMap((t) => t.points.map((p) => p.y))];
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return {
    nodes,
    transitions,
    width: Math.ceil(Math.max(...xs) - left + 2 * MARGIN),
    height: Math.ceil(Math.max(...ys) - top + 2 * MARGIN),
    origin: { x: MARGIN - left, y: MARGIN - top },
    fontSize: { node: NODE_FONT, label: LABEL_FONT },
  };
}
