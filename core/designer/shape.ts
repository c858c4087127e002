/**
 * Whether a config has the shape the designer's panels (and the pages) can draw, and what the
 * server's checks of each mode would refuse (docs/server-contract.md "Configuration"), in words.
 * The text view accepts any data, and a list written as a text or a number would otherwise reach
 * a panel that maps over it. Page configs go through core's page-content checker, the one the
 * pages read their configs through, so what it would silently drop is refused with the reason.
 */
import { checkPageContent } from '../meta/page-content.ts';
import type { MetaProblem } from '../meta/check.ts';
import { checkConditions, conditionProblemText } from '../rules/index.ts';
import { isObject } from './calls.ts';
import type { ConfigMode, Content } from './calls.ts';
import type { DesignerWord, DesignerWords } from './words.ts';

const PROBLEM_WORDS: Record<MetaProblem, DesignerWord> = {
  'list-not-list': 'shapeListNotList',
  'item-not-object': 'shapeItemNotObject',
  'item-without-code': 'shapeItemWithoutCode',
  'name-not-text': 'shapeNotText',
  'label-not-text': 'shapeNotText',
  'item-not-text': 'shapeItemNotText',
  'map-not-map': 'shapeNotMap',
  'too-deep': 'shapeTooDeep',
};

const ITEM_LISTS = ['columns', 'fields', 'searchFields', 'operates', 'rowOperates'] as const;
const CONDITION_KEYS = ['condition', 'requiredCondition'] as const;

/** The first problem core's checker finds in a page config, in words; '' when there is none. */
function pageShapeProblem(content: Content, words: DesignerWords): string {
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

/** A condition list of a page's field or operation that the pages (and the server) would refuse. */
function pageConditionProblem(content: Content, language: string, words: DesignerWords): string {
  for (const key of ITEM_LISTS) {
    const list = content[key];
    if (!Array.isArray(list)) continue;
    for (const [index, item] of list.entries()) {
      if (!isObject(item)) continue;
      for (const conditionKey of CONDITION_KEYS) {
        const check = checkConditions(item[conditionKey]);
        if (!check.valid) return words('pageCondition', `${key}[${index}].${conditionKey}`, conditionProblemText(check.problem, language));
      }
    }
  }
  return '';
}

/** A list of objects (absent is fine); `texts` lets legacy text items through (a report's dimensions). */
function listProblem(value: unknown, key: string, words: DesignerWords, texts = false): string {
  if (value === undefined || value === null) return '';
  if (!Array.isArray(value)) return words('shapeListNotList', key);
  return value.every((item) => isObject(item) || (texts && typeof item === 'string')) ? '' : words('shapeItemNotObject', key);
}

function menuShapeProblem(nodes: unknown, key: string, words: DesignerWords): string {
  const own = listProblem(nodes, key, words);
  if (own || !Array.isArray(nodes)) return own;
  for (const node of nodes as Array<Record<string, unknown>>) {
    const inner = menuShapeProblem(node.children, `${key}.children`, words);
    if (inner) return inner;
  }
  return '';
}

function reportShapeProblem(content: Content, words: DesignerWords): string {
  return (
    listProblem(content.dimensions, 'dimensions', words, true) ||
    listProblem(content.measures, 'measures', words) ||
    listProblem(content.parameters, 'parameters', words) ||
    listProblem(content.conditions, 'conditions', words)
  );
}

/** Why the panel of `mode` cannot take this content, or '' when it can. */
export function shapeProblem(mode: ConfigMode, content: Content, words: DesignerWords): string {
  if (mode === 'page') return pageShapeProblem(content, words);
  if (mode === 'menu') return menuShapeProblem(content.items, 'items', words);
  return reportShapeProblem(content, words);
}

const MENU_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const MENU_MAX_NODES = 500;

/** What the server's menu check refuses in a well-shaped tree: the root, node ids, names, open types. */
function menuProblem(content: Content, id: string, words: DesignerWords): string {
  if (content.moduleId !== id) return words('menuModuleId', id);
  const ids = new Set<string>();
  const walk = (nodes: unknown, where: string): string => {
    if (!Array.isArray(nodes)) return '';
    for (const [index, node] of (nodes as Array<Record<string, unknown>>).entries()) {
      const at = `${where}[${index}]`;
      if (typeof node.id !== 'string' || !MENU_ID.test(node.id)) return words('menuNodeId', at);
      if (ids.has(node.id)) return words('menuIdRepeats', node.id);
      ids.add(node.id);
      if (ids.size > MENU_MAX_NODES) return words('menuTooMany', MENU_MAX_NODES);
      if (typeof node.name !== 'string' || node.name.trim() === '' || node.name.length > 100) return words('menuName', at);
      if (node.openType !== undefined && node.openType !== null && !/^\d$/.test(String(node.openType))) return words('menuOpenType', at);
      const inner = walk(node.children, `${at}.children`);
      if (inner) return inner;
    }
    return '';
  };
  return walk(content.items, 'items');
}

/**
 * Why the server (or the panel) would refuse this page or menu content, or '' when it can be
 * sent; a report's own checks are in report-items.ts.
 */
export function contentProblem(mode: 'page' | 'menu', id: string, content: Content, language: string, words: DesignerWords): string {
  const shape = shapeProblem(mode, content, words);
  if (shape) return shape;
  return mode === 'page' ? pageConditionProblem(content, language, words) : menuProblem(content, id, words);
}

/** The items of a list-valued key the panel can draw (its objects), and whether anything was left out. */
export function objectsOf<T>(value: unknown): { items: T[]; ignored: boolean } {
  if (value === undefined || value === null) return { items: [], ignored: false };
  if (!Array.isArray(value)) return { items: [], ignored: true };
  const items = value.filter(isObject) as T[];
  return { items, ignored: items.length !== value.length };
}
