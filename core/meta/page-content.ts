/**
 * Page configuration text (CONTENT) is written by hand in a page designer, so it is the metadata
 * most often wrong: lists that are objects, items that are strings, a title that is a map. The
 * keys of server-contract.md "PageContent" are checked here into the types the elements read;
 * unknown keys pass through untouched (bundles read their own).
 */
import { checkedLabel, checkedLabelMap, checkedRecords, checkedTexts } from './check.ts';
import type { MetaCheck } from './check.ts';
import { checkFieldConfigs, checkOperates } from './config-items.ts';
import { isRecord, optionalText } from './read.ts';
import type { RawRecord } from './read.ts';

const FIELD_LISTS = ['columns', 'fields', 'searchFields'] as const;
const OPERATE_LISTS = ['operates', 'rowOperates'] as const;
/**
 * The largest page a config may ask for: the list is built and benchmarked for 100,000 rows in one
 * page (issue #9); a server may still refuse a page that big (the reference server takes 1..1000).
 */
const MAX_PAGE_SIZE = 100_000;

function setOrDrop(out: RawRecord, key: string, value: unknown): void {
  if (value === undefined) delete out[key];
  else out[key] = value;
}

/** `{ componentId: Component }`: components that are not objects are dropped. */
function checkItemConfigs(value: unknown, check: MetaCheck, where: string): Record<string, RawRecord> {
  if (value == null) return {};
  if (!isRecord(value)) {
    check('map-not-map', `${where} itemConfigs`);
    return {};
  }
  const out: Record<string, RawRecord> = {};
  for (const [id, item] of Object.entries(value)) {
    if (id === '__proto__') continue;
    if (isRecord(item)) out[id] = item;
    else check('item-not-object', `${where} itemConfigs.${id}`);
  }
  return out;
}

/** `{ "1": string[], "2": string[] }`, groups that are not lists dropped. */
function checkFieldScope(value: unknown, check: MetaCheck, where: string): Record<string, string[]> | undefined {
  if (value == null) return undefined;
  if (!isRecord(value)) {
    check('map-not-map', `${where} fieldScope`);
    return undefined;
  }
  const out: Record<string, string[]> = {};
  for (const [group, names] of Object.entries(value)) {
    if (group !== '__proto__') out[group] = checkedTexts(names, check, `${where} fieldScope.${group}`);
  }
  return out;
}

function checkSort(value: unknown, check: MetaCheck, where: string): Array<{ field: string; order: 'asc' | 'desc' }> | undefined {
  if (value == null) return undefined;
  return checkedRecords(value, check, `${where} sort`)
    .filter((item) => optionalText(item.field) !== undefined)
    .map((item) => ({ field: String(item.field), order: item.order === 'desc' ? 'desc' : 'asc' }));
}

function checkStatistics(value: unknown, check: MetaCheck, where: string): RawRecord | undefined {
  if (value == null) return undefined;
  if (!isRecord(value) || optionalText(value.groupBy) === undefined) {
    check('item-not-object', `${where} statistics`);
    return undefined;
  }
  const chart = value.chart === 'pie' ? 'pie' : 'bar';
  return { ...value, groupBy: String(value.groupBy), sum: checkedTexts(value.sum, check, `${where} statistics.sum`), chart };
}

/**
 * A parsed CONTENT → the same object with its known keys well typed. `where` names the page in
 * the warnings. Never throws: a wrong key gives way to its default.
 */
export function checkPageContent(content: unknown, check: MetaCheck, where: string): RawRecord {
  if (!isRecord(content)) return {};
  const out: RawRecord = { ...content };
  if (content.title !== undefined) setOrDrop(out, 'title', checkedLabel(content.title, '', check, `${where} title`) || undefined);
  if (content['title.i18n'] !== undefined) {
    const titles = checkedLabelMap(content['title.i18n'], check, `${where} title.i18n`);
    setOrDrop(out, 'title.i18n', Object.keys(titles).length ? titles : undefined);
  }
  for (const key of FIELD_LISTS) {
    if (content[key] !== undefined) setOrDrop(out, key, content[key] === null ? undefined : checkFieldConfigs(content[key], check, `${where} ${key}`));
  }
  for (const key of OPERATE_LISTS) {
    if (content[key] !== undefined) setOrDrop(out, key, content[key] === null ? undefined : checkOperates(content[key], check, `${where} ${key}`));
  }
  if (content.hiddenFields !== undefined) out.hiddenFields = checkedTexts(content.hiddenFields, check, `${where} hiddenFields`);
  if (content.itemConfigs !== undefined) out.itemConfigs = checkItemConfigs(content.itemConfigs, check, where);
  if (content.fieldScope !== undefined) setOrDrop(out, 'fieldScope', checkFieldScope(content.fieldScope, check, where));
  if (content.sort !== undefined) setOrDrop(out, 'sort', checkSort(content.sort, check, where));
  if (content.statistics !== undefined) setOrDrop(out, 'statistics', checkStatistics(content.statistics, check, where));
  if (content.pageSize !== undefined) {
    const size = typeof content.pageSize === 'number' || typeof content.pageSize === 'string' ? Number(content.pageSize) : Number.NaN;
    setOrDrop(out, 'pageSize', Number.isInteger(size) && size > 0 && size <= MAX_PAGE_SIZE ? size : undefined);
  }
  return out;
}
