/**
 * The organisation chart's drawing, loaded lazily with ECharts (its own chunk, never the first
 * load): an ECharts tree series, top-down, with the open departments' sub-departments and people.
 * Which departments are open is the page's state (the outline and the chart open and close
 * together), so a closed department's children are simply not in the data.
 */
import { TreeChart } from 'echarts/charts';
import type { TreeSeriesOption } from 'echarts/charts';
import { init, use } from '../charts/engine.ts';
import type { ComposeOption } from '../charts/engine.ts';
import { textOn, textWidth } from '../charts/index.ts';
import type { ChartColors } from '../charts/index.ts';
import { countPeople, deptLabel, personKey, personLabel } from './org-data.ts';
import type { OrgDept } from './org-data.ts';

use([TreeChart]);

export const engine = { init };

type OrgOption = ComposeOption<TreeSeriesOption>;

export interface OrgView {
  open: Set<string>;
  matches: Set<string>;
  language: string;
  /** Labels of the artificial top when the organisation has several roots, and of a closed department's people. */
  rootLabel: string;
  peopleLabel: (count: number) => string;
}

interface TreeItem {
  name: string;
  key: string;
  kind: 'dept' | 'person' | 'root';
  children?: TreeItem[];
  symbol: string;
  symbolSize: [number, number];
  itemStyle: { color: string; borderColor: string; borderWidth: number };
  label: { formatter: string; color: string; fontWeight?: 'bold' | 'normal' };
}

const clean = (s: string) => s.replace(/[{}|]/g, ' ');

function box(lines: string[], min: number): [number, number] {
  return [Math.round(Math.max(min, ...lines.map((line) => textWidth(line))) + 24), lines.length > 1 ? 44 : 32];
}

function deptItem(dept: OrgDept, view: OrgView, colors: ChartColors): TreeItem {
  const open = view.open.has(dept.id);
  const matched = view.matches.has(dept.id);
  const highlight = colors.palette[3] ?? '#faad14';
  const fill = matched ? highlight : (colors.palette[0] ?? '#1677ff');
  const name = deptLabel(dept, view.language);
  const shown = open ? name : `${name} (${view.peopleLabel(countPeople(dept))}) +`;
  const people = dept.users.map((p) => {
    const hit = view.matches.has(personKey(p));
    const lines = [personLabel(p, view.language), p.title].filter((line): line is string => Boolean(line));
    const personFill = hit ? highlight : (colors.palette[1] ?? '#13c2c2');
    return {
      name: personKey(p),
      key: personKey(p),
      kind: 'person' as const,
      symbol: 'roundRect',
      symbolSize: box(lines, 72),
      itemStyle: { color: personFill, borderColor: hit ? colors.ink : personFill, borderWidth: hit ? 2 : 1 },
      label: { formatter: clean(lines.join('\n')), color: textOn(personFill), fontWeight: hit ? ('bold' as const) : ('normal' as const) },
    };
  });
  return {
    name: dept.id,
    key: dept.id,
    kind: 'dept',
    symbol: 'roundRect',
    symbolSize: box([shown], 88),
    itemStyle: { color: fill, borderColor: matched ? colors.ink : fill, borderWidth: matched ? 2 : 1 },
    label: { formatter: clean(shown), color: textOn(fill), fontWeight: 'bold' },
    children: open ? [...dept.children.map((child) => deptItem(child, view, colors)), ...people] : [],
  };
}

/**
 * Levels, the widest box, and the tree's span in ECharts' units: its tree layout keeps siblings
 * one unit apart and cousins two, on every level, then scales the span to the width it is given.
 * The chart is made wide enough that one unit holds the widest box.
 */
function extent(root: TreeItem): { depth: number; span: number; widest: number } {
  const levels: Array<Array<{ item: TreeItem; parent: TreeItem | null }>> = [];
  let widest = 0;
  const visit = (item: TreeItem, parent: TreeItem | null, depth: number) => {
    (levels[depth] ??= []).push({ item, parent });
    widest = Math.max(widest, item.symbolSize[0]);
    item.children?.forEach((child) => visit(child, item, depth + 1));
  };
  visit(root, null, 0);
  const spans = levels.map((level) => level.slice(1).reduce((sum, entry, i) => sum + (entry.parent === level[i]!.parent ? 1 : 2), 0));
  return { depth: levels.length, span: Math.max(0, ...spans), widest };
}

export function orgDrawing(tree: OrgDept[], view: OrgView, colors: ChartColors): { option: OrgOption; height: number; width: number } {
  const tops = tree.map((dept) => deptItem(dept, view, colors));
  const root: TreeItem =
    tops.length === 1
      ? tops[0]!
      : {
          name: 'org-root',
          key: 'org-root',
          kind: 'root',
          symbol: 'roundRect',
          symbolSize: box([view.rootLabel], 88),
          itemStyle: { color: colors.line, borderColor: colors.line, borderWidth: 1 },
          label: { formatter: clean(view.rootLabel), color: textOn(colors.line) },
          children: tops,
        };
  const { depth, span, widest } = extent(root);
  const option: OrgOption = {
    animation: false,
    series: [
      {
        type: 'tree',
        orient: 'TB',
        data: [root as unknown as NonNullable<TreeSeriesOption['data']>[number]],
        top: 40,
        bottom: 40,
        left: widest / 2 + 10,
        right: widest / 2 + 10,
        expandAndCollapse: false,
        initialTreeDepth: -1,
        roam: false,
        label: { position: 'inside', fontSize: 12 },
        leaves: { label: { position: 'inside' } },
        lineStyle: { color: colors.line, width: 1.5, curveness: 0 },
        edgeShape: 'polyline',
        emphasis: { focus: 'none', scale: false },
      },
    ],
  };
  // Parents centred over their children can push a level past its own span: a quarter more room.
  const inner = Math.ceil(span * 1.25 + 1) * (widest + 16);
  return { option, height: Math.max(260, depth * 100 + 80), width: Math.max(480, inner + widest + 20) };
}
