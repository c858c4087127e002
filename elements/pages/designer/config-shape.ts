/**
 * Whether a config has the shape the designer's panels (and the pages) can draw: the text view
 * accepts any data, and a list written as a text or a number would otherwise reach a panel that
 * maps over it. Page configs go through core's page-content checker, the one the pages read
 * their configs through, so what it would silently drop is refused here with the reason instead.
 */
import { checkPageContent } from '../../../core/meta/index.ts';
import type { MetaProblem } from '../../../core/meta/index.ts';
import type { ConfigMode, Content } from './config-calls.ts';
import type { DesignerText, DesignerTextKey } from './designer-text.ts';

const PROBLEM_WORDS: Record<MetaProblem, DesignerTextKey> = {
  'list-not-list': 'shapeListNotList',
  'item-not-object': 'shapeItemNotObject',
  'item-without-code': 'shapeItemWithoutCode',
  'name-not-text': 'shapeNotText',
  'label-not-text': 'shapeNotText',
  'item-not-text': 'shapeItemNotText',
  'map-not-map': 'shapeNotMap',
  'too-deep': 'shapeTooDeep',
};

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first problem core's checker finds in a page config, in words; '' when there is none. */
function pageProblem(content: Content, words: DesignerText): string {
  let first = '';
  checkPageContent(
    content,
    (problem, where) => {
      if (!first) first = words(PROBLEM_WORDS[problem], where.trim());
    },
    '',
  );
  if (first) return first;
  // Core drops a bad page size silently (the page falls back to its default); the server refuses it.
  const size = content.pageSize;
  if (size !== undefined && !(Number.isInteger(size) && (size as number) > 0)) return words('shapePageSize');
  return '';
}

/** A list of objects (absent is fine); `texts` lets legacy text items through (a report's dimensions). */
function listProblem(value: unknown, key: string, words: DesignerText, texts = false): string {
  if (value === undefined || value === null) return '';
  if (!Array.isArray(value)) return words('shapeListNotList', key);
  return value.every((item) => isObject(item) || (texts && typeof item === 'string')) ? '' : words('shapeItemNotObject', key);
}

function menuProblem(nodes: unknown, key: string, words: DesignerText): string {
  const own = listProblem(nodes, key, words);
  if (own || !Array.isArray(nodes)) return own;
  for (const node of nodes as Array<Record<string, unknown>>) {
    const inner = menuProblem(node.children, `${key}.children`, words);
    if (inner) return inner;
  }
  return '';
}

function reportProblem(content: Content, words: DesignerText): string {
  return (
    listProblem(content.dimensions, 'dimensions', words, true) ||
    listProblem(content.measures, 'measures', words) ||
    listProblem(content.parameters, 'parameters', words) ||
    listProblem(content.conditions, 'conditions', words)
  );
}

/** Why the panel of `mode` cannot take this content, or '' when it can. */
export function shapeProblem(mode: ConfigMode, content: Content, words: DesignerText): string {
  if (mode === 'page') return pageProblem(content, words);
  if (mode === 'menu') return menuProblem(content.items, 'items', words);
  return reportProblem(content, words);
}

/** The items of a list-valued key the panel can draw (its objects), and whether anything was left out. */
export function objectsOf<T>(value: unknown): { items: T[]; ignored: boolean } {
  if (value === undefined || value === null) return { items: [], ignored: false };
  if (!Array.isArray(value)) return { items: [], ignored: true };
  const items = value.filter(isObject) as T[];
  return { items, ignored: items.length !== value.length };
}
