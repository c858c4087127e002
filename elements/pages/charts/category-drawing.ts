/**
 * The drawing of charts by category, loaded lazily with ECharts (its own chunk, never the first
 * load): only the bar, line and pie charts and the grid (axes) join the shared engine.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from './engine.ts';

use([BarChart, LineChart, PieChart, GridComponent]);

export const engine = { init };
