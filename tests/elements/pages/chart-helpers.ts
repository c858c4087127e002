/**
 * Shared steps of the chart tests: a page kind drawn in its own shadow root on a signed-in
 * platform, the ECharts option behind a drawn chart of figures and the SVG of a process or
 * organisation chart (asserted on instead of pixels), and a process call as the reference server
 * answers it.
 */
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { getInstanceByDom } from '../../../elements/pages/charts/engine.ts';
import { adoptStyles } from '../../../elements/shared/styles.ts';
import { waitFor } from '../../support/dom.ts';
import type { TestPlatform } from './page-helpers.ts';

/** The light and dark themes' series colours as the product ships them (pinned here, not read from it). */
export const LIGHT_PALETTE = ['#5b8ff9', '#5ad8a6', '#f6bd16', '#e86452', '#6dc8ec', '#945fb9', '#ff9845', '#1e9493'];
export const DARK_PALETTE = ['#4096ff', '#36cfc9', '#73d13d', '#ffc53d', '#ff7875', '#9254de', '#f759ab', '#ffa940'];

let mounted: Array<{ root: Root; host: HTMLElement }> = [];

export function renderPage<P extends object>(Page: ComponentType<P>, props: P): ShadowRoot {
  const host = document.createElement('div');
  host.style.cssText = 'display:block;width:1100px';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const mountPoint = document.createElement('div');
  shadow.append(mountPoint);
  const root = createRoot(mountPoint);
  root.render(createElement(Page, props));
  mounted.push({ root, host });
  return shadow;
}

export function unmountPages(): void {
  for (const { root, host } of mounted) {
    root.unmount();
    host.remove();
  }
  mounted = [];
}

export interface DrawnSeries {
  type: string;
  data: Array<Record<string, unknown>>;
  links?: Array<Record<string, unknown>>;
}

/** The first series of the chart drawn inside `scope` as it is now, if it has data. */
export function seriesNow(scope: ParentNode): DrawnSeries | null {
  const box = scope.querySelector<HTMLElement>('.echart');
  const chart = box && getInstanceByDom(box);
  const series = (chart?.getOption() as { series?: DrawnSeries[] } | undefined)?.series?.[0];
  return series && series.data?.length ? series : null;
}

/** The first series of the chart drawn inside `scope`, once ECharts has it. */
export function drawnSeries(scope: ParentNode, what: string): Promise<DrawnSeries> {
  return waitFor(() => seriesNow(scope), what, 15000);
}

/** The SVG chart (process or organisation) drawn inside `scope`, once it has shapes. */
export function drawnSvg(scope: ParentNode, what: string): Promise<SVGSVGElement> {
  return waitFor(
    () => {
      const svg = scope.querySelector<SVGSVGElement>('svg.chart-svg');
      return svg?.querySelector('.process-node, .org-node') ? svg : null;
    },
    what,
    15000,
  );
}

/** A click on a shape of an SVG chart, as a pointer gives it (SVG elements have no `click()`). */
export function clickShape(shape: Element): void {
  shape.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
}

export function processCall<T>(platform: TestPlatform, action: string, data: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const spec = { entity: 'PROCESS', action, method, process: true, ...(method === 'GET' ? { params: data } : { data }) };
  return platform.http.request<T>(spec as Parameters<TestPlatform['http']['request']>[0]);
}
