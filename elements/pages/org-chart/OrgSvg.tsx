/**
 * The organisation chart as SVG, drawn from the layout of org-drawing.ts: a box per department and
 * person with its name (and a person's title), elbow lines from parents to children. A click on a
 * department opens or closes it, on a person opens their card; the outline beside the chart is
 * the keyboard way to the same. Names are text nodes (never markup); each box's `<title>` is its
 * tooltip.
 */
import type { OrgBox, OrgDrawing } from './org-drawing.ts';

function Box({ box, fontSize, onPick }: { box: OrgBox; fontSize: number; onPick(key: string): void }) {
  const lineHeight = fontSize + 4;
  const first = -((box.lines.length - 1) * lineHeight) / 2;
  return (
    <g
      className={`org-node org-${box.kind}${box.match ? ' match' : ''}`}
      data-key={box.key}
      data-kind={box.kind}
      data-expanded={box.expanded === undefined ? undefined : String(box.expanded)}
      transform={`translate(${box.x},${box.y})`}
      style={{ cursor: box.kind === 'root' ? 'default' : 'pointer' }}
      onClick={() => onPick(box.key)}
    >
      <title>{box.title}</title>
      <rect
        x={-box.width / 2}
        y={-box.height / 2}
        width={box.width}
        height={box.height}
        rx={6}
        fill={box.fill}
        stroke={box.stroke}
        strokeWidth={box.strokeWidth}
      />
      {box.lines.map((line, i) => (
        <text
          key={`${i}-${line}`}
          y={first + i * lineHeight}
          textAnchor="middle"
          dominantBaseline="central"
          fill={box.textColor}
          fontSize={fontSize}
          fontWeight={box.bold && i === 0 ? 'bold' : 'normal'}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

export function OrgSvg({ drawing, label, onPick }: { drawing: OrgDrawing; label: string; onPick(key: string): void }) {
  return (
    <svg
      className="chart-svg org-svg"
      role="img"
      aria-label={label}
      width={drawing.width}
      height={drawing.height}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
    >
      <g fill="none" stroke={drawing.line} strokeWidth={1.5}>
        {drawing.links.map((link) => (
          <polyline key={`${link.from}>${link.to}`} points={link.points.map((p) => `${p.x},${p.y}`).join(' ')} />
        ))}
      </g>
      {drawing.boxes.map((box) => (
        <Box key={box.key} box={box} fontSize={drawing.fontSize} onPick={onPick} />
      ))}
    </svg>
  );
}
