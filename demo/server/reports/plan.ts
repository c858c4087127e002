/**
 * Turns a stored report definition into the pieces of its SQL: the grouping expressions of its
 * dimensions (with the joins a referenced field needs) and the aggregates of its measures. Every
 * field is looked up in the entity's attributes, so nothing of a definition is copied into SQL
 * but the names of known columns; a definition that names anything else is refused (error.param).
 */
import { MODES, attrOf, numericColumn, quoted } from '../actions/conditions.js';
import { storeDialect } from '../db/dialect.js';
import { ApiError, param } from '../errors.js';
import { findEntity } from '../meta/entities.js';
import { CLIENT_COLUMN, type AttrDef, type EntityDef } from '../meta/types.js';
import type { Bucket, DimensionDef, MeasureDef, ParamDef, ReportDefinition } from './types.js';

export interface PlannedDimension {
  def: DimensionDef;
  /** The attribute whose values the dimension groups (of the referenced entity for `REF.FIELD`). */
  attr: AttrDef;
  /** The SQL of the grouping value; blank text groups with NULL. */
  expr: string;
  /** Whether the field is the report entity's own (a period can be set on it). */
  own: boolean;
}

export interface PlannedMeasure {
  def: MeasureDef;
  expr: string;
}

export interface Plan {
  report: ReportDefinition;
  entity: EntityDef;
  dimensions: PlannedDimension[];
  measures: PlannedMeasure[];
  /** LEFT JOINs of the referenced entities, after `FROM (...) AS t`. */
  joins: string;
}

const NUMERIC = new Set(['int', 'number', 'money']);
const DATES = new Set(['date', 'datetime']);
const FNS = new Set(['count', 'sum', 'avg', 'min', 'max']);
const SQLITE_BUCKETS: Record<Bucket, (c: string) => string> = {
  day: (c) => `date(${c})`,
  month: (c) => `strftime('%Y-%m', ${c})`,
  year: (c) => `strftime('%Y', ${c})`,
};
/** PostgreSQL's, for the stored YYYY-MM-DD[ HH:MM:SS] texts (NULL for any other, as date() gives). */
const pgBucket =
  (length: number) =>
  (c: string): string =>
    `(CASE WHEN ${c} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN substr(${c}, 1, ${length}) END)`;
const PG_BUCKETS: Record<Bucket, (c: string) => string> = { day: pgBucket(10), month: pgBucket(7), year: pgBucket(4) };
const PARAM_TYPES = new Set(['date', 'datetime', 'code', 'number', 'string']);
const MEASURE_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_IDS = new Set(['dimension0', 'dimension1']);

const BROKEN = ['的定义有误：', 'is wrong: '] as const;

const broken = (report: ReportDefinition, zh: string, en: string): ApiError =>
  param(`报表 ${report.id} ${BROKEN[0]}${zh}`, `The definition of report ${report.id} ${BROKEN[1]}${en}`);

/** The entity a report reads: a business entity of the metadata. */
export function reportEntity(report: ReportDefinition): EntityDef {
  const entity = findEntity(report.entity);
  if (!entity || entity.metaType !== 'business') throw broken(report, `实体 ${String(report.entity)} 不存在`, `no entity ${String(report.entity)}`);
  return entity;
}

function planDimension(report: ReportDefinition, entity: EntityDef, dim: DimensionDef, joins: string[]): PlannedDimension {
  if (!dim || typeof dim.field !== 'string') throw broken(report, '维度缺少字段', 'a dimension has no field');
  const [own, via, extra] = dim.field.split('.');
  if (extra !== undefined) throw broken(report, `维度 ${dim.field} 只能经过一个引用字段`, `dimension ${dim.field} may pass one reference only`);
  let attr = attrOf(entity, own);
  let column = `t.${quoted(attr)}`;
  if (via !== undefined) {
    const target = attr.type === 'ref' ? findEntity(attr.relatedEntity) : undefined;
    if (!target) throw broken(report, `${own} 不是引用字段`, `${String(own)} is not a reference field`);
    attr = attrOf(target, via);
    const alias = `r${joins.length}`;
    // A referenced business row of the same client only (t holds the caller's client's rows).
    const sameClient = target.metaType === 'business' ? ` AND ${alias}."${CLIENT_COLUMN}" = t."${CLIENT_COLUMN}"` : '';
    joins.push(` LEFT JOIN "${target.code}" AS ${alias} ON ${alias}."ID" = ${column}${sameClient}`);
    column = `${alias}.${quoted(attr)}`;
  }
  let expr = blankAsNull(column, attr);
  if (dim.bucket !== undefined) {
    const buckets = storeDialect() === 'postgres' ? PG_BUCKETS : SQLITE_BUCKETS;
    const bucket = Object.hasOwn(buckets, dim.bucket) ? buckets[dim.bucket] : undefined;
    if (!bucket || !DATES.has(attr.type)) throw broken(report, `维度 ${dim.field} 的时间粒度无效`, `dimension ${dim.field} has an invalid bucket`);
    expr = bucket(expr);
  }
  return { def: dim, attr, expr, own: via === undefined };
}

/** A cell, '' read as null; PostgreSQL's number columns hold no '' (and refuse to compare with it). */
const blankAsNull = (column: string, attr: AttrDef): string => (storeDialect() === 'postgres' && numericColumn(attr) ? column : `NULLIF(${column}, '')`);

function planMeasure(report: ReportDefinition, entity: EntityDef, m: MeasureDef): PlannedMeasure {
  if (!m || typeof m.id !== 'string' || !MEASURE_ID.test(m.id) || RESERVED_IDS.has(m.id)) {
    throw broken(report, '指标编号无效', 'a measure has an invalid id');
  }
  if (!FNS.has(m.fn)) throw broken(report, `指标 ${m.id} 的计算方式无效`, `measure ${m.id} has an invalid fn`);
  if (m.field === undefined) {
    if (m.fn !== 'count') throw broken(report, `指标 ${m.id} 缺少字段`, `measure ${m.id} has no field`);
    return { def: m, expr: 'COUNT(*)' };
  }
  const attr = attrOf(entity, m.field);
  const column = `t.${quoted(attr)}`;
  if (m.fn === 'count') return { def: m, expr: `COUNT(${blankAsNull(column, attr)})` };
  if (!NUMERIC.has(attr.type)) throw broken(report, `指标 ${m.id} 的字段 ${attr.name} 不是数值`, `measure ${m.id}: field ${attr.name} is not numeric`);
  return { def: m, expr: `${m.fn.toUpperCase()}(${column})` };
}

function checkParameter(report: ReportDefinition, entity: EntityDef, p: ParamDef): void {
  attrOf(entity, p?.field);
  if (!(MODES as readonly string[]).includes(p.mode)) throw broken(report, `参数 ${p.field} 的条件模式无效`, `parameter ${p.field} has an invalid mode`);
  if (!PARAM_TYPES.has(p.dataType)) throw broken(report, `参数 ${p.field} 的类型无效`, `parameter ${p.field} has an invalid dataType`);
}

function checkUnique(report: ReportDefinition, names: string[], what: [string, string]): void {
  if (new Set(names).size !== names.length) throw broken(report, `${what[0]}重复`, `${what[1]} repeat`);
}

/** Checks a definition against its entity and plans its SQL; whatever is wrong is said to be the definition's. */
export function planReport(report: ReportDefinition): Plan {
  try {
    return planChecked(report);
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'error.param' || e.msgs[0].includes(BROKEN[0])) throw e;
    throw broken(report, e.msgs[0], e.msgs[1]);
  }
}

function planChecked(report: ReportDefinition): Plan {
  const entity = reportEntity(report);
  const dims = Array.isArray(report.dimensions) ? report.dimensions : [];
  if (dims.length < 1 || dims.length > 2) throw broken(report, '维度必须是一个或两个', 'there must be one or two dimensions');
  const measures = Array.isArray(report.measures) ? report.measures : [];
  if (measures.length < 1 || measures.length > 20) throw broken(report, '指标必须是 1 到 20 个', 'there must be 1 to 20 measures');
  const joins: string[] = [];
  const dimensions = dims.map((d) => planDimension(report, entity, d, joins));
  checkUnique(
    report,
    dims.map((d) => d.field),
    ['维度字段', 'dimension fields'],
  );
  const planned = measures.map((m) => planMeasure(report, entity, m));
  checkUnique(
    report,
    measures.map((m) => m.id),
    ['指标编号', 'measure ids'],
  );
  const params = report.parameters ?? [];
  if (!Array.isArray(params)) throw broken(report, 'parameters 必须是数组', 'parameters must be an array');
  params.forEach((p) => checkParameter(report, entity, p));
  checkUnique(
    report,
    params.map((p) => p.field),
    ['参数字段', 'parameter fields'],
  );
  return { report, entity, dimensions, measures: planned, joins: joins.join('') };
}
