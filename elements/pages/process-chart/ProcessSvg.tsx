/**
 * The process chart as SVG, drawn from the layout of process-drawing.ts: a box or circle per node
 * with its name, a route with an arrow head per transition with its condition on a label box.
 * Names and conditions are text nodes (never markup); each shape's `<title>` is its tooltip and
 * says what the text alternative says of it.
 */
import type { ChartTextFn } from '../charts/chart-text.ts';
import type { DrawnNode, DrawnTransition, Point, ProcessDrawing } from './process-drawing.ts';
import { nodeSentence, transitionSentence } from './process-sentences.ts';

const pointList = (points: Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

function NodeShape({ drawn, fontSize, text }: { drawn: DrawnNode; fontSize: number; text: ChartTextFn }) {
  const { node, width, height } = drawn;
  const paint = { fill: drawn.fill, stroke: drawn.stroke, strokeWidth: drawn.strokeWidth };
  return (
    <g
      className="process-node"
      data-node-id={node.id}
      data-type={node.type}
      data-state={node.state ?? undefined}
      transform={`translate(${drawn.x},${drawn.y})`}
    >
      <title>{nodeSentence(node, text)}</title>
      {drawn.round ? (
        <ellipse rx={width / 2} ry={height / 2} {...paint} />
      ) : (
        <rect x={-width / 2} y={-height / 2} width={width} height={height} rx={6} {...paint} />
      )}
      <text textAnchor="middle" dominantBaseline="central" fill={drawn.textColor} fontSize={fontSize} fontWeight={drawn.bold ? 'bold' : 'normal'}>
        {node.label}
      </text>
    </g>
  );
}

function TransitionLine({ drawn, fontSize, label }: { drawn: DrawnTransition; fontSize: number; label: string }) {
  const t = drawn.transition;
  return (
    <g className="process-transition" data-transition-id={t.id} data-taken={String(t.taken)}>
      <title>{label}</title>
      <polyline points={pointList(drawn.points)} fill="none" stroke={drawn.color} strokeWidth={drawn.width} strokeLinejoin="round" />
      {drawn.arrow.length > 0 && <polygon points={pointList(drawn.arrow)} fill={drawn.color} />}
      {drawn.label && (
        <g className="process-condition" transform={`translate(${drawn.label.x},${drawn.label.y})`}>
          <rect x={-drawn.label.width / 2} y={-10} width={drawn.label.width} height={20} rx={3} fill={drawn.label.background} />
          <text textAnchor="middle" dominantBaseline="central" fill={drawn.label.color} fontSize={fontSize}>
            {t.condition}
          </text>
        </g>
      )}
    </g>
  );
}

export function ProcessSvg({ drawing, label, text }: { drawing: ProcessDrawing; label: string; text: ChartTextFn }) {
  const labelOf = new Map(drawing.nodes.map((n) => [n.node.id, n.node.label]));
  return (
    <svg
      className="chart-svg process-svg"
      role="img"
      aria-label={label}
      width={drawing.width}
      height={drawing.height}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
    >
      <g transform={`translate(${drawing.origin.x},${drawing.origin.y})`}>
        {drawing.transitions.map((t) => (
          <TransitionLine key={t.transition.id} drawn={t} fontSize={drawing.fontSize.label} label={transitionSentence(t.transition, labelOf, text)} />
        ))}
        {drawing.nodes.map((n) => (
          <NodeShape key={n.node.id} drawn={n} fontSize={drawing.fontSize.node} text={text} />
        ))}
      </g>
    </svg>
  );
}
