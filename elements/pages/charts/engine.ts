/**
 * The part of Apache ECharts every chart page shares: the core and the SVG renderer (SVG keeps
 * text in the DOM and scales sharply; the charts here have tens of shapes, not thousands). No
 * tooltip component (about 28 KB gzip): every label is drawn, and the text alternative beside
 * each chart says the rest. Imported only by the lazily loaded drawing modules, so it lands in its own chunk
 * and never in the first load (DESIGN §6). Each drawing module adds its own chart type with `use`.
 */
import { getInstanceByDom, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([SVGRenderer]);

export { getInstanceByDom, init, use };
export type { ComposeOption, ECElementEvent, EChartsCoreOption, EChartsType } from 'echarts/core';
