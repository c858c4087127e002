/**
 * The organisation chart's layout, loaded lazily with dagre (its own chunk, never the first
 * load): the open departments with their sub-departments and people laid out top-down, each box
 * sized to its text, parents joined to their children by elbow lines. Which departments are open
 * is the page's state (the outline and the chart open and close together), so a closed
 * department's children are simply not laid out. OrgSvg.tsx draws the result as SVG.
 */
import { layout as dagreLayout, graphlib } from '@dagrejs/dagre';
import { textOn } from '../charts/colors.ts';
import type { ChartColors } from '../charts/colors.ts';
import { textWidth } from '../charts/text-width.ts';
import { countPeople, deptLabel, personKey, personLabel } from './org-data.ts';
import type { OrgDept } from './org-data.ts';

export interface OrgView {
  open: Set<string>;
  matches: Set<string>;
  language: string;
  /** Labels of the artificial top when the organisation has several roots, and of a closed department's people. */
  rootLabel: string;
  peopleLabel: (count: number) => string;
}

export interface OrgBox {
  /** A department id, `person:<id>`, or `org-root`. */
  key: string;
  kind: 'dept' | 'person' | 'root';
  /** One or two lines (a person's name and title). */
  lines: string[];
  /** The tooltip. */
  title: string;
  /** A department: whether it is open (and has anything to open). */
  expanded?: boolean;
  match: boolean;
  /** Centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
  textColor: string;
  bold: boolean;
}

export interface OrgDrawing {
  boxes: OrgBox[];
  /** Parent to child, as polylines. */
  links: Array<{ from: string; to: string; points: Array<{ x: number; y: number }> }>;
  line: string;
  width: number;
  height: number;
  fontSize: number;
}

const ORG_FONT = 12;
const MARGIN = 20;
type Box = Omit<OrgBox, 'x' | 'y'>;

function sized(lines: string[], min: number): { width: number; height: number } {
  return { width: Math.round(Math.max(min, ...lines.map((line) => textWidth(line, ORG_FONT))) + 24), height: lines.length > 1 ? 44 : 32 };
}

function paint(fill: string, match: boolean, colors: ChartColors) {
  return { fill, stroke: match ? colors.ink : fill, strokeWidth: match ? 2 : 1, textColor: textOn(fill) };
}

/** The boxes and parent links of the open part of the tree, depth first. */
function collect(tree: OrgDept[], view: OrgView, colors: ChartColors) {
  const boxes: Box[] = [];
  const links: Array<[string, string]> = [];
  const highlight = colors.palette[3] ?? '#faad14';
  const visit = (dept: OrgDept, parent: string | null) => {
    const open = view.open.has(dept.id);
    const match = view.matches.has(dept.id);
    const name = deptLabel(dept, view.language);
    const people = `${name} (${view.peopleLabel(countPeople(dept))})`;
    const lines = [open ? name : `${people} +`];
    const hasContent = dept.children.length > 0 || dept.users.length > 0;
    boxes.push({
      key: dept.id,
      kind: 'dept',
      lines,
      title: people,
      expanded: hasContent ? open : undefined,
      match,
      bold: true,
      ...sized(lines, 88),
      ...paint(match ? highlight : (colors.palette[0] ?? '#1677ff'), match, colors),
    });
    if (parent) links.push([parent, dept.id]);
    if (!open) return;
    dept.children.forEach((child) => visit(child, dept.id));
    for (const person of dept.users) {
      const key = personKey(person);
      const hit = view.matches.has(key);
      const personLines = [personLabel(person, view.language), person.title].filter((line): line is string => Boolean(line));
      boxes.push({
        key,
        kind: 'person',
        lines: personLines,
        title: [...personLines, name].join(' · '),
        match: hit,
        bold: hit,
        ...sized(personLines, 72),
        ...paint(hit ? highlight : (colors.palette[1] ?? '#13c2c2'), hit, colors),
      });
      links.push([dept.id, key]);
    }
  };
  if (tree.length > 1) {
    const lines = [view.rootLabel];
    boxes.push({
      key: 'org-root',
      kind: 'root',
      lines,
      title: view.rootLabel,
      match: false,
      bold: false,
      ...sized(lines, 88),
      ...paint(colors.line, false, colors),
    });
  }
  tree.forEach((dept) => visit(dept, tree.length > 1 ? 'org-root' : null));
  return { boxes, links };
}

export function orgDrawing(tree: OrgDept[], view: OrgView, colors: ChartColors): OrgDrawing {
  const { boxes, links } = collect(tree, view, colors);
  const graph = new graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 16, ranksep: 48, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const box of boxes) graph.setNode(box.key, { width: box.width, height: box.height });
  for (const [from, to] of links) graph.setEdge(from, to);
  dagreLayout(graph);
  const placed = boxes.map((box): OrgBox => {
    const at = graph.node(box.key) as { x: number; y: number };
    return { ...box, x: at.x, y: at.y };
  });
  const byKey = new Map(placed.map((box) => [box.key, box]));
  // Elbow lines, as an organisation chart draws them: down from the parent, across at one height
  // for all its children (boxes of a level differ in height), down to each child.
  const across = new Map<string, number>();
  for (const [from, to] of links) {
    const [a, b] = [byKey.get(from)!, byKey.get(to)!];
    across.set(from, Math.min(across.get(from) ?? Number.POSITIVE_INFINITY, (a.y + a.height / 2 + b.y - b.height / 2) / 2));
  }
  const elbows = links.map(([from, to]) => {
    const [a, b] = [byKey.get(from)!, byKey.get(to)!];
    const middle = across.get(from)!;
    return {
      from,
      to,
      points: [
        { x: a.x, y: a.y + a.height / 2 },
        { x: a.x, y: middle },
        { x: b.x, y: middle },
        { x: b.x, y: b.y - b.height / 2 },
      ],
    };
  });
  const size = graph.graph() as { width?: number; height?: number };
  return { boxes: placed, links: elbows, line: colors.line, width: Math.ceil(size.width ?? 0), height: Math.ceil(size.height ?? 0), fontSize: ORG_FONT };
}
