/**
 * One ECharts instance in a box, owned by React: created when the engine is in, given each new
 * option whole (`notMerge`, so nothing of an earlier option lingers), resized with its box, and
 * disposed with the component. The engine is handed in by a lazily loaded drawing module, so this
 * file holds no chart code itself.
 */
import { useEffect, useRef } from 'react';
import type { ECElementEvent, EChartsCoreOption, EChartsType } from './engine.ts';

export interface ChartEngine {
  init(dom: HTMLElement, theme?: string | object | null, opts?: { renderer?: 'svg' | 'canvas' }): EChartsType;
}

export interface EChartProps {
  engine: ChartEngine;
  option: EChartsCoreOption;
  /** Accessible name of the drawing; the page gives the full text alternative beside it. */
  label: string;
  height: number;
  onItemClick?: (event: ECElementEvent) => void;
}

export function EChart({ engine, option, label, height, onItemClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onItemClick);
  click.current = onItemClick;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = engine.init(element, null, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (event) => click.current?.(event as ECElementEvent));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [engine]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [engine, option]);

  return <div ref={box} className="echart" role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
