/** Bar or pie chart of grouped values in SVG, coloured from the active theme's palette. */
import { barLayout, niceScale, pieAngles, slicePath } from './chart-geometry.ts';

export interface ChartDatum {
  label: string;
  value: number;
}

const W = 560;
const H = 280;
const PAD = { top: 16, right: 12, bottom: 48, left: 56 };

export function StatChart({ kind, data, palette, title, format }: { kind: 'bar' | 'pie'; data: ChartDatum[]; palette: string[]; title: string; format: (n: number) => string }) {
  const summary = data.map((d) => `${d.label}: ${format(d.value)}`).join('; ');
  return (
    <figure className="chart" style={{ margin: 0 }}>
      {kind === 'pie' ? <Pie data={data} palette={palette} title={title} summary={summary} /> : <Bars data={data} palette={palette} title={title} summary={summary} format={format} />}
      <figcaption className="legend">
        {data.map((d, i) => (
          <span key={d.label} style={{ ['--swatch' as string]: palette[i % palette.length] }}>{d.label} · {format(d.value)}</span>
        ))}
      </figcaption>
    </figure>
  );
}

function Bars({ data, palette, title, summary, format }: { data: ChartDatum[]; palette: string[]; title: string; summary: string; format: (n: number) => string }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const scale = niceScale(Math.max(0, ...data.map((d) => d.value)));
  const bars = barLayout(data.map((d) => d.value), innerW, innerH, scale.max);
  const ticks = Array.from({ length: Math.round(scale.max / scale.step) + 1 }, (_, i) => i * scale.step);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${summary}`}>
      <g transform={`translate(${PAD.left},${PAD.top})`}>
        {ticks.map((t) => {
          const y = innerH - (t / scale.max) * innerH;
          return (
            <g key={t}>
              <line x1={0} x2={innerW} y1={y} y2={y} stroke="var(--sl-color-neutral-200)" />
              <text x={-8} y={y + 4} textAnchor="end" fontSize="11">{format(t)}</text>
            </g>
          );
        })}
        {bars.map((b, i) => (
          <g key={data[i]!.label}>
            <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={3} fill={palette[i % palette.length]}>
              <title>{`${data[i]!.label}: ${format(data[i]!.value)}`}</title>
            </rect>
            <text x={b.x + b.width / 2} y={b.y - 4} textAnchor="middle" fontSize="11">{format(data[i]!.value)}</text>
            <text x={b.x + b.width / 2} y={innerH + 18} textAnchor="middle" fontSize="12">{data[i]!.label}</text>
          </g>
        ))}
        <line x1={0} x2={innerW} y1={innerH} y2={innerH} stroke="var(--sl-color-neutral-400)" />
      </g>
    </svg>
  );
}

function Pie({ data, palette, title, summary }: { data: ChartDatum[]; palette: string[]; title: string; summary: string }) {
  const angles = pieAngles(data.map((d) => d.value));
  const r = (H - 40) / 2;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${summary}`}>
      {angles.map(([a0, a1], i) => a1 > a0 && (
        <path key={data[i]!.label} d={slicePath(W / 2, H / 2, r, a0, a1)} fill={palette[i % palette.length]} stroke="var(--sl-color-neutral-0)" strokeWidth={2}>
          <title>{data[i]!.label}</title>
        </path>
      ))}
    </svg>
  );
}
