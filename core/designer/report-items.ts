/**
 * The items of a report definition as the server plans them (docs/server-contract.md "Reports";
 * demo/server/reports/plan.ts): dimensions `{ field, label, bucket? }`, measures `{ id, field?, fn,
 * label }`, parameters `{ field, mode, label, dataType, codeKey? }`, labels per language. New
 * items are made complete here, and what the server would refuse is found before a save.
 */
import { CONDITION_MODES } from '../rules/index.ts';
import { isObject } from './calls.ts';
import type { Content } from './calls.ts';
import { shapeProblem } from './shape.ts';
import type { I18n } from './texts.ts';
import { designerWords } from './words.ts';
import type { DesignerWords } from './words.ts';

/** What the report items read of an entity attribute (core/meta's `EntityAttribute` fits). */
export interface ReportAttribute {
  name: string;
  dataType: string;
  label?: string;
  labels?: Record<string, string>;
  codeKey?: string;
}

export type Dimension = Record<string, unknown> & { field: string; label: I18n | string; bucket?: string };
export type Measure = Record<string, unknown> & { id: string; field?: string; fn: string; label: I18n | string };
export type Parameter = Record<string, unknown> & { field: string; mode: string; label: I18n | string; dataType: string; codeKey?: string };

export const FNS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export const BUCKETS = ['day', 'month', 'year'] as const;
export const PARAM_TYPES = ['date', 'datetime', 'code', 'number', 'string'] as const;
const MEASURE_WORDS = { count: 'measureCount', sum: 'measureSum', avg: 'measureAvg', min: 'measureMin', max: 'measureMax' } as const;
const NUMERIC = new Set(['int', 'number', 'money']);
const DATES = new Set(['date', 'datetime']);
const MEASURE_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_IDS = new Set(['dimension0', 'dimension1']);
const LANGUAGES = ['010', '011'] as const;

export const isNumeric = (attr: ReportAttribute | undefined): boolean => !!attr && NUMERIC.has(attr.dataType);
export const isDate = (attr: ReportAttribute | undefined): boolean => !!attr && DATES.has(attr.dataType);

/** The field a new sum, average or extreme starts on: a numeric one, the record's number last (summing ids means nothing). */
export const firstNumeric = <A extends ReportAttribute>(attributes: readonly A[]): A | undefined =>
  attributes.find((a) => isNumeric(a) && a.name !== 'ID') ?? attributes.find(isNumeric);

/** The same words in both languages, from the designer's table. */
function bothLanguages(build: (words: DesignerWords, language: string) => string): I18n {
  return Object.fromEntries(LANGUAGES.map((l) => [l, build(designerWords(l), l)]));
}

const attrLabel = (attr: ReportAttribute | undefined, language: string, field: string) => (attr && (attr.labels?.[language] || attr.label)) || field;

/** The dimensions as objects: an older definition listing field names is read as `{ field, label }`. */
export function dimensionsOf(value: unknown): Dimension[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((d): Dimension[] => {
    if (typeof d === 'string') return [{ field: d, label: { '010': d, '011': d } }];
    return isObject(d) ? [d as Dimension] : [];
  });
}

export const newDimension = (attr: ReportAttribute): Dimension => ({ field: attr.name, label: bothLanguages((_, l) => attrLabel(attr, l, attr.name)) });

/** A measure with an id unique in the report (letters, digits, `_`), its label in both languages. */
export function newMeasure(fn: (typeof FNS)[number], attr: ReportAttribute | undefined, taken: readonly Measure[]): Measure {
  const base = attr ? `${fn}_${attr.name}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 36) : fn;
  const used = new Set(taken.map((m) => m.id));
  let id = base;
  for (let n = 2; used.has(id) || RESERVED_IDS.has(id); n += 1) id = `${base}_${n}`;
  const label = bothLanguages((words, l) => (attr ? words(MEASURE_WORDS[fn], attrLabel(attr, l, attr.name)) : words('rowCount')));
  return attr ? { id, field: attr.name, fn, label } : { id, fn, label };
}

/** The measure after its function or field changed: a label still the one made for it follows the change. */
export function relabel(before: Measure, after: Measure, attrOf: (field: string) => ReportAttribute | undefined): Measure {
  const made = (m: Measure) =>
    (FNS as readonly unknown[]).includes(m.fn) ? newMeasure(m.fn as (typeof FNS)[number], m.field ? attrOf(m.field) : undefined, []).label : null;
  const old = made(before);
  return old && JSON.stringify(old) === JSON.stringify(before.label) ? { ...after, label: made(after) ?? after.label } : after;
}

/** A parameter's value type from its attribute: the server checks the values given by it. */
export function paramTypeOf(attr: ReportAttribute | undefined): (typeof PARAM_TYPES)[number] {
  const type = attr?.dataType ?? '';
  if (type === 'date' || type === 'datetime') return type;
  if (type === 'code' || type === 'tree' || attr?.codeKey) return 'code';
  if (NUMERIC.has(type) || type === 'boolean') return 'number';
  return 'string';
}

const MODE_OF: Record<(typeof PARAM_TYPES)[number], string> = { date: 'in_scope', datetime: 'in_scope', code: 'in', number: 'equal', string: 'like' };

export function newParameter(attr: ReportAttribute): Parameter {
  const dataType = paramTypeOf(attr);
  const made: Parameter = { field: attr.name, mode: MODE_OF[dataType], label: bothLanguages((_, l) => attrLabel(attr, l, attr.name)), dataType };
  return dataType === 'code' && attr.codeKey ? { ...made, codeKey: attr.codeKey } : made;
}

/** The measures without removed ones in the chart's list of measures (it names them by id). */
export function withMeasures(content: Content, measures: Measure[]): Content {
  const chart = content.chart;
  if (!isObject(chart) || !Array.isArray(chart.measures)) return { ...content, measures };
  const ids = new Set(measures.map((m) => m.id));
  const kept = chart.measures.filter((id) => ids.has(id as string));
  const { measures: _dropped, ...rest } = chart;
  return { ...content, measures, chart: kept.length ? { ...chart, measures: kept } : rest };
}

/** The content as the server takes it: dimensions written as field names become `{ field, label }`. */
export function reportForSave(content: Content): Content {
  if (!Array.isArray(content.dimensions) || !content.dimensions.some((d) => typeof d === 'string')) return content;
  return { ...content, dimensions: dimensionsOf(content.dimensions) };
}

const repeated = (names: string[]): string => names.find((n, i) => names.indexOf(n) !== i) ?? '';

function dimensionProblems(content: Content, words: DesignerWords): string[] {
  const dims = dimensionsOf(content.dimensions);
  const out: string[] = [];
  if (dims.length < 1 || dims.length > 2) out.push(words('reportDimensionCount'));
  dims.forEach((d, i) => {
    if (typeof d.field !== 'string' || !d.field.trim()) out.push(words('reportDimensionNoField', i + 1));
    else if (d.bucket !== undefined && !(BUCKETS as readonly unknown[]).includes(d.bucket)) out.push(words('reportDimensionBucket', d.field));
  });
  const again = repeated(dims.map((d) => d.field));
  if (again) out.push(words('reportRepeated', words('dimensions'), again));
  return out;
}

function measureProblems(content: Content, words: DesignerWords, attribute?: (field: string) => ReportAttribute | undefined): string[] {
  const measures = Array.isArray(content.measures) ? (content.measures as Measure[]) : [];
  const out: string[] = [];
  if (measures.length < 1 || measures.length > 20) out.push(words('reportMeasureCount'));
  measures.forEach((m, i) => {
    if (typeof m.id !== 'string' || !MEASURE_ID.test(m.id) || RESERVED_IDS.has(m.id)) out.push(words('reportMeasureId', i + 1));
    else if (!(FNS as readonly unknown[]).includes(m.fn)) out.push(words('reportMeasureFn', m.id));
    else if (m.fn !== 'count' && !m.field) out.push(words('reportMeasureField', m.id));
    else if (m.fn !== 'count' && attribute && attribute(m.field!) && !isNumeric(attribute(m.field!)))
      out.push(words('reportMeasureNotNumeric', m.id, m.field!));
  });
  const again = repeated(measures.map((m) => m.id));
  if (again) out.push(words('reportRepeated', words('measureId'), again));
  return out;
}

function parameterProblems(content: Content, words: DesignerWords): string[] {
  const params = Array.isArray(content.parameters) ? (content.parameters as Parameter[]) : [];
  const out: string[] = [];
  params.forEach((p, i) => {
    if (typeof p.field !== 'string' || !p.field) out.push(words('reportParamField', i + 1));
    else if (!(CONDITION_MODES as readonly unknown[]).includes(p.mode)) out.push(words('reportParamMode', p.field));
    else if (!(PARAM_TYPES as readonly unknown[]).includes(p.dataType)) out.push(words('reportParamType', p.field));
  });
  const again = repeated(params.map((p) => p.field));
  if (again) out.push(words('reportRepeated', words('parameters'), again));
  return out;
}

/**
 * What the server's report checker would refuse, in words (empty when nothing): the id, the
 * entity, one or two dimensions, 1 to 20 measures with valid unique ids, parameters with a mode
 * and a value type. With the entity's attributes at hand, numeric fields of measures too.
 */
export function reportProblems(content: Content, id: string, language: string, attribute?: (field: string) => ReportAttribute | undefined): string[] {
  const words = designerWords(language);
  const shape = shapeProblem('report', content, words);
  if (shape) return [shape];
  const out: string[] = [];
  if (content.id !== id) out.push(words('reportIdWrong', id));
  if (typeof content.entity !== 'string' || !content.entity.trim()) out.push(words('reportNoEntity'));
  return [...out, ...dimensionProblems(content, words), ...measureProblems(content, words, attribute), ...parameterProblems(content, words)];
}
