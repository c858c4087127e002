/** Metadata calls: entities, relation trees, view fields, code lists and trees, tags, page configs. */
import { keyAttr, nonNegativeInt } from '../actions/query.js';
import { readScope } from '../actions/platform-read.js';
import { requireRight } from '../actions/rights.js';
import { scopeToClient } from '../actions/tenant.js';
import { ApiError, notFound, param } from '../errors.js';
import type { Ctx, Route } from '../http/context.js';
import { PAGE_IDS, allAttrs, findEntity } from '../meta/entities.js';
import type { AttrDef, EntityDef } from '../meta/types.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function entityOf(ctx: Ctx, name = 'metaId'): EntityDef {
  const id = str(ctx.params[name]);
  if (!id) throw param(`缺少 ${name}`, `Missing ${name}`);
  const def = findEntity(id);
  if (!def) throw notFound(`实体 ${id.slice(0, 60)} 不存在`, `Entity ${id.slice(0, 60)} does not exist`);
  return def;
}

const attrId = (def: EntityDef, a: AttrDef): string => `${def.id}.${a.name}`;

function attribute(def: EntityDef, a: AttrDef, i: number, lang: Ctx['lang']): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: attrId(def, a),
    name: a.name,
    label: lang === 'en' ? a.en : a.zh,
    labels: { '010': a.zh, '011': a.en },
    dataType: a.type,
    isRequired: a.required ? '1' : '0',
    orderNum: i + 1,
    busiKey: a.busiKey ? '1' : '0',
  };
  for (const k of ['relatedEntity', 'codeKey', 'maxLength', 'min', 'max', 'pattern'] as const) if (a[k] !== undefined) out[k] = a[k];
  return out;
}

export function entityMeta(ctx: Ctx, def: EntityDef): Record<string, unknown> {
  const lang = ctx.lang;
  const attrs = [...allAttrs(def), ...(def.formOnly ?? [])];
  const pages = PAGE_IDS[def.code] ?? {};
  const relations = (def.relations ?? []).map((r, i) => ({
    id: `${def.id}.${r.code}`,
    code: r.code,
    entityA: r.child,
    entityB: def.code,
    flag: '1',
    linkAttri: r.linkAttri,
    viewCascade: '1',
    relationSort: i + 1,
    title: lang === 'en' ? r.en : r.zh,
  }));
  return {
    id: def.id,
    code: def.code,
    name: lang === 'en' ? def.en : def.zh,
    label: lang === 'en' ? def.en : def.zh,
    labels: { '010': def.zh, '011': def.en },
    keyType: def.keyType,
    keyNames: [keyAttr(def).name],
    attributes: attrs.map((a, i) => attribute(def, a, i, lang)),
    attriIds: attrs.map((a) => attrId(def, a)),
    attriNames: attrs.map((a) => a.name),
    relatedEntitys: relations.map((r) => ({ id: findEntity(r.entityA)!.id, code: r.code, flag: r.flag, title: r.title, linkAttri: r.linkAttri })),
    relations,
    attriRelys: [],
    operates: def.operates ?? [],
    searchFields: def.searchFields ?? [],
    addPage: pages.add ?? null,
    detailPage: pages.detail ?? null,
    editPage: pages.edit ?? null,
    findPage: pages.list ?? null,
    defaultStatisticsPage: pages.statistics ?? null,
    clientCode: 'demo',
    systemCode: def.system,
    serverCode: 'demo-server',
    metaType: def.metaType,
  };
}

interface MetaNode {
  id: string;
  code: string;
  text: string;
  type: 'meta' | 'field';
  linkFlag: string;
  relationType: string;
  relatedEntity: string | null;
  children: MetaNode[];
  relationMetaList: MetaNode[];
}

function fieldNode(def: EntityDef, a: AttrDef, linkFlag: string, lang: Ctx['lang']): MetaNode {
  return {
    id: attrId(def, a),
    code: a.name,
    text: lang === 'en' ? a.en : a.zh,
    type: 'field',
    linkFlag,
    relationType: a.type === 'ref' ? 'ref' : 'field',
    relatedEntity: a.relatedEntity ?? null,
    children: [],
    relationMetaList: [],
  };
}

/** A meta node with its fields; `depth` limits how far child relations and references are followed. */
function metaNode(def: EntityDef, linkFlag: string, relationType: string, depth: number, lang: Ctx['lang']): MetaNode {
  const node: MetaNode = {
    id: def.id,
    code: def.code,
    text: lang === 'en' ? def.en : def.zh,
    type: 'meta',
    linkFlag,
    relationType,
    relatedEntity: null,
    children: allAttrs(def).map((a) => fieldNode(def, a, linkFlag, lang)),
    relationMetaList: [],
  };
  if (depth <= 0) return node;
  for (const r of def.relations ?? []) node.relationMetaList.push(metaNode(findEntity(r.child)!, r.code, 'sub', depth - 1, lang));
  for (const a of def.attrs) {
    if (a.type !== 'ref') continue;
    const target = metaNode(findEntity(a.relatedEntity)!, a.name, 'ref', 0, lang);
    target.relatedEntity = a.relatedEntity ?? null;
    node.relationMetaList.push(target);
  }
  return node;
}

function viewFields(ctx: Ctx): MetaNode[] {
  const def = entityOf(ctx);
  const viewId = str(ctx.params.metaViewId) ?? 'default';
  const names = def.views?.[viewId] ?? (viewId === 'default' ? def.attrs.map((a) => a.name) : undefined);
  if (!names) throw notFound(`视图 ${viewId.slice(0, 40)} 不存在`, `View ${viewId.slice(0, 40)} does not exist`);
  const root = metaNode(def, '', 'main', 0, ctx.lang);
  root.children = root.children.filter((n) => names.includes(n.code));
  const subs = ctx.params.allSub === 'false' ? [] : (def.relations ?? []).map((r) => metaNode(findEntity(r.child)!, r.code, 'sub', 0, ctx.lang));
  return [root, ...subs];
}

interface CodeRow {
  VALUE: string;
  TEXT: string;
  TEXT_EN: string | null;
  PARENT_VALUE: string | null;
}

interface CodeNode {
  value: string;
  text: string;
  title: string;
  values: string[];
  children?: CodeNode[];
}

function codeTree(ctx: Ctx): CodeNode[] {
  const key = str(ctx.params.key) ?? str(ctx.params.codeKey);
  if (!key) throw param('缺少代码表 key', 'Missing the code list key');
  const rows = ctx.app.db
    .prepare('SELECT VALUE, TEXT, TEXT_EN, PARENT_VALUE FROM FM_CODE_DEFINE WHERE KEY = ? ORDER BY ORDER_NUM, VALUE')
    .all(key) as CodeRow[];
  if (!rows.length) throw notFound(`代码表 ${key.slice(0, 40)} 不存在`, `Code list ${key.slice(0, 40)} does not exist`);
  const build = (parent: string | null, path: string[]): CodeNode[] =>
    rows
      .filter((r) => (r.PARENT_VALUE ?? null) === parent)
      .map((r) => {
        const text = ctx.lang === 'en' ? (r.TEXT_EN ?? r.TEXT) : r.TEXT;
        const values = [...path, r.VALUE];
        const children = build(r.VALUE, values);
        const node: CodeNode = { value: r.VALUE, text, title: text, values };
        if (children.length) node.children = children;
        return node;
      });
  return build(null, []);
}

function findLabel(nodes: CodeNode[], value: string): CodeNode | undefined {
  for (const n of nodes) {
    if (n.value === value) return n;
    const hit = n.children ? findLabel(n.children, value) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** Option lookups read data: the entity's `view` right, and for platform entities the reader's scope. */
function fuzzy(ctx: Ctx): { value: unknown; label: string }[] {
  const full = entityOf(ctx);
  requireRight(ctx, full, 'view');
  const scope = full.metaType === 'business' ? { def: full, extra: scopeToClient(ctx, full) } : readScope(ctx, full);
  const def = scope.def;
  const label = def.attrs.find((a) => a.busiKey) ?? def.attrs.find((a) => a.name === 'NAME') ?? keyAttr(def);
  const keyword = typeof ctx.params.keyword === 'string' ? ctx.params.keyword : '';
  const limit = nonNegativeInt(ctx.params.limit, 'limit') ?? 20;
  const extra = scope.extra ? ` AND ${scope.extra.sql}` : '';
  const rows = ctx.app.db
    .prepare(`SELECT "ID" AS value, "${label.name}" AS label FROM "${def.code}" WHERE instr("${label.name}", ?) > 0${extra} ORDER BY "ID" LIMIT ?`)
    .all(keyword, ...(scope.extra?.params ?? []), Math.min(Math.max(limit, 1), 100)) as { value: unknown; label: unknown }[];
  return rows.map((r) => ({ value: r.value, label: String(r.label ?? '') }));
}

const PAGE_COLUMNS = `ID, PAGE_ID, PAGE_CODE, PAGE_PATH, VISUAL_CONFIG_PATH, META_ID, META_CODE, FLAG, TITLE, HELP, SYSTEM,
  SYSTEM_CODE, RIGHT_CONTROL_MODE, CONTENT, COMPILE_JS AS compileJS`;

function pageRecord(ctx: Ctx, row: Record<string, unknown> | undefined, what: string): Record<string, unknown> {
  if (!row) throw notFound(`页面配置 ${what.slice(0, 60)} 不存在`, `Page config ${what.slice(0, 60)} does not exist`);
  if (row.compileJS === null) delete row.compileJS;
  return row;
}

function pageConfig(ctx: Ctx): Record<string, unknown> {
  const db = ctx.app.db;
  const pageId = str(ctx.params.pageId);
  if (pageId)
    return pageRecord(
      ctx,
      db.prepare(`SELECT ${PAGE_COLUMNS} FROM FM_PAGE_CONFIG WHERE PAGE_ID = ? OR ID = ?`).get(pageId, pageId) as Record<string, unknown> | undefined,
      pageId,
    );
  const metaId = str(ctx.params.metaId);
  const flag = str(ctx.params.flag);
  if (!metaId || !flag) throw param('需要 pageId，或 metaId 和 flag', 'Needs pageId, or metaId and flag');
  const def = findEntity(metaId);
  if (!def) throw notFound(`实体 ${metaId.slice(0, 60)} 不存在`, `Entity ${metaId.slice(0, 60)} does not exist`);
  const row = db.prepare(`SELECT ${PAGE_COLUMNS} FROM FM_PAGE_CONFIG WHERE META_ID = ? AND FLAG = ? ORDER BY ID`).get(def.id, flag) as
    | Record<string, unknown>
    | undefined;
  return pageRecord(ctx, row, `${def.code}/${flag}`);
}

export const metaRoutes: Record<string, Route> = {
  'FM_ENTITY/getMeta': { handler: (ctx) => entityMeta(ctx, entityOf(ctx)) },
  'FM_ENTITY/getSimpleMeta': {
    handler: (ctx) => {
      const def = entityOf(ctx);
      return { id: def.id, code: def.code, name: ctx.lang === 'en' ? def.en : def.zh, label: ctx.lang === 'en' ? def.en : def.zh, keyNames: ['ID'] };
    },
  },
  'FM_ENTITY/metaRelationTree': { handler: (ctx) => metaNode(entityOf(ctx), '', 'main', ctx.params.allSub === 'false' ? 1 : 3, ctx.lang) },
  'FM_ENTITY_VIEW/getEntityMetaView': { handler: viewFields },
  'FM_ENTITY/entityFieldTreeStore': {
    handler: (ctx) => {
      const def = entityOf(ctx);
      return def.attrs.map((a) => {
        const node = fieldNode(def, a, '', ctx.lang);
        if (a.type === 'ref') node.children = findEntity(a.relatedEntity)!.attrs.map((b) => fieldNode(findEntity(a.relatedEntity)!, b, a.name, ctx.lang));
        return node;
      });
    },
  },
  'FM_ENTITY/getTags': { handler: (ctx) => entityOf(ctx).tags ?? [] },
  'FM_ENTITY/fuzzyQueryOption': { handler: fuzzy },
  'FM_CODE_DEFINE/getCodes': {
    handler: (ctx) => {
      const strip = (n: CodeNode): Record<string, unknown> =>
        n.children ? { text: n.text, value: n.value, children: n.children.map(strip) } : { text: n.text, value: n.value };
      return codeTree(ctx).map(strip);
    },
  },
  'FM_CODE_DEFINE/getTree': {
    handler: (ctx) => {
      const strip = (n: CodeNode): Record<string, unknown> => ({ title: n.title, value: n.value, values: n.values, children: (n.children ?? []).map(strip) });
      return codeTree(ctx).map(strip);
    },
  },
  'FM_CODE_DEFINE/getLabel': {
    handler: (ctx) => {
      const value = ctx.params.value;
      if (value === undefined || value === null || value === '') throw param('缺少 value', 'Missing value');
      const hit = findLabel(codeTree(ctx), String(value));
      if (!hit)
        throw new ApiError('error.notfound', [`代码值 ${String(value).slice(0, 40)} 不存在`, `Code value ${String(value).slice(0, 40)} does not exist`]);
      return { label: hit.text, values: hit.values };
    },
  },
  'FM_PAGE_CONFIG/getPageConfigById': {
    handler: (ctx) => {
      const id = str(ctx.params.id) ?? str(ctx.params.pageId);
      if (!id) throw param('缺少 id', 'Missing id');
      return pageRecord(
        ctx,
        ctx.app.db.prepare(`SELECT ${PAGE_COLUMNS} FROM FM_PAGE_CONFIG WHERE ID = ? OR PAGE_ID = ?`).get(id, id) as Record<string, unknown> | undefined,
        id,
      );
    },
  },
  'FM_PAGE_CONFIG/getPageConfig': { handler: pageConfig },
};
