// @vitest-environment node
// Random report definitions with reference paths of one to three hops over the seeded business
// entities, run under roles that view every subset of them: no reply carries a value of an entity
// the role may not view (docs/server-contract.md "Reports", References). Two independent checks:
// which entities a definition reads, worked out from the metadata; and a scan of every reply for
// the texts (names, numbers, e-mails, phones) that only one entity's rows hold.
// FUZZ_SEED=<n> replays another sequence.
import { openStore } from '../../../demo/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../demo/server/meta/entities.ts';
import type { AttrDef, EntityDef } from '../../../demo/server/meta/types.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const CASES = 300;
/**
 * Hundreds of calls per case: about 10 s alone on SQLite, longer beside the suite's other threads;
 * on PostgreSQL each statement is a round trip to another process. The limits catch a hang.
 */
const MANY_CALLS = { timeout: process.env.TEST_DATABASE_URL ? 180_000 : 60_000 };

type Row = Record<string, any>;
type Part = 'dimension' | 'measure' | 'condition' | 'parameter';

const BUSINESS = ENTITIES.filter((e) => e.metaType === 'business');
const byCode = new Map(BUSINESS.map((e) => [e.code, e]));
const attrsOf = (e: EntityDef): AttrDef[] => e.attrs;

/** mulberry32: a small seeded generator, so a failure replays with the same seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A field path from `entity`: `hops` references when the metadata has them, then any field (or a wrong name). */
function pathFrom(entity: EntityDef, hops: number): string {
  const names: string[] = [];
  let current: EntityDef | undefined = entity;
  for (let i = 0; i < hops; i += 1) {
    const refs: AttrDef[] = current ? attrsOf(current).filter((a) => a.type === 'ref') : [];
    if (!current || refs.length === 0 || random() < 0.1) {
      // Past the references the metadata offers: a field that refers to nothing, or an unknown name.
      names.push(current && random() < 0.7 ? pick(attrsOf(current)).name : 'NOPE');
      current = undefined;
      continue;
    }
    const ref = pick(refs);
    names.push(ref.name);
    current = byCode.get(ref.relatedEntity ?? '');
  }
  names.push(current ? pick(attrsOf(current)).name : pick(['NAME', 'REGION', 'ID']));
  return names.join('.');
}

/** An own field or a path of one to three references, in the given share (one hop most often). */
const fieldPath = (entity: EntityDef, throughShare: number): string =>
  random() >= throughShare ? pick(attrsOf(entity)).name : pathFrom(entity, pick([1, 1, 1, 2, 2, 3]));

/**
 * The business entities whose values a run of a field reads, apart from the report's own: every
 * entity a path walks into, and for a dimension the entity its last field refers to (the labels).
 */
function entitiesRead(entity: EntityDef, path: string, part: Part): Set<string> {
  const out = new Set<string>();
  let current = entity;
  const names = path.split('.');
  for (let i = 0; i < names.length; i += 1) {
    const attr = current.attrs.find((a) => a.name === names[i]);
    const target = attr?.type === 'ref' ? byCode.get(attr.relatedEntity ?? '') : undefined;
    if (!target) break;
    if (i < names.length - 1 || part === 'dimension') out.add(target.code);
    current = target;
  }
  out.delete(entity.code);
  return out;
}

interface Case {
  id: string;
  entity: EntityDef;
  fields: { path: string; part: Part }[];
  definition: Row;
}

const label = { '010': 'f', '011': 'f' };

function makeCase(i: number): Case {
  const entity = pick(BUSINESS);
  const fields: { path: string; part: Part }[] = [];
  const field = (part: Part): string => {
    // Mostly valid definitions (a reference in dimensions only), so many runs answer with figures.
    const path = fieldPath(entity, part === 'dimension' ? 0.7 : 0.25);
    fields.push({ path, part });
    return path;
  };
  const dims = Array.from({ length: random() < 0.7 ? 1 : 2 }, () => ({ field: field('dimension'), label }));
  const measures = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, m) =>
    random() < 0.6 ? { id: `m${m}`, fn: 'count', label } : { id: `m${m}`, fn: pick(['count', 'sum', 'avg', 'min', 'max']), field: field('measure'), label },
  );
  const definition: Row = { entity: entity.code, dimensions: dims, measures };
  if (random() < 0.4) definition.conditions = [{ field: field('condition'), mode: pick(['not_null', 'is_null']) }];
  if (random() < 0.4) definition.parameters = [{ field: field('parameter'), mode: 'equal', label, dataType: 'string' }];
  return { id: `fuzz-${i}`, entity, fields, definition };
}

const CASE_LIST = Array.from({ length: CASES }, (_, i) => makeCase(i));
/** Every non-empty subset of the business entities, as a role that views just those. */
const SUBSETS = Array.from({ length: 2 ** BUSINESS.length - 1 }, (_, i) => BUSINESS.filter((_, b) => ((i + 1) >> b) & 1).map((e) => e.code));
const roleId = (codes: string[]): string => `role-fz-${codes.join('-').toLowerCase()}`;

let srv: TestServer;
let alice: Client;
/** Texts found in one entity's rows only, by entity. */
const ownTexts = new Map<string, string[]>();

beforeAll(async () => {
  srv = await startTestServer();
  alice = client(srv, await srv.login('alice'));
  const rw = openStore(srv.dbPath);
  try {
    const services = (rw.prepare('SELECT ID FROM FM_SERVICE').all() as { ID: string }[]).map((s) => s.ID);
    const role = rw.prepare('INSERT INTO FM_ROLE (ID, CODE, NAME, NAME_EN, ORDER_NUM, RIGHT_CODES, ENTITY_API) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const link = rw.prepare('INSERT INTO FM_USER_ROLE VALUES (?, ?, ?, ?)');
    for (const codes of SUBSETS) {
      const id = roleId(codes);
      role.run(id, id, id, id, 50, '[]', JSON.stringify(Object.fromEntries(codes.map((c) => [c, ['view']]))));
      for (const s of services) link.run('user-alice', s, id, '0');
    }
    const save = rw.prepare('INSERT INTO FM_REPORT (ID, CLIENT, ENTITY, OWNER, CONTENT, ORDER_NUM) VALUES (?, ?, ?, ?, ?, ?)');
    for (const c of CASE_LIST) {
      const content = { id: c.id, name: label, group: label, owner: 'user-admin', ...c.definition };
      save.run(c.id, 'client-demo', c.entity.code, 'user-admin', JSON.stringify(content), 1000);
    }
    // A text counts as one entity's when no other table of the demo holds it (a product code an
    // order line stores, a region code the code list holds, are not).
    const textsOf = (e: EntityDef): Set<string> => {
      const out = new Set<string>();
      for (const a of e.attrs.filter((x) => x.type === 'string' || x.type === 'text')) {
        for (const r of rw.prepare(`SELECT DISTINCT "${a.name}" AS v FROM "${e.code}"`).all() as { v: unknown }[]) {
          if (typeof r.v === 'string' && r.v.length >= 4) out.add(r.v);
        }
      }
      return out;
    };
    const everywhereElse = (e: EntityDef): string => {
      const parts: string[] = [];
      for (const other of BUSINESS.filter((x) => x !== e)) {
        parts.push(...(rw.prepare(`SELECT * FROM "${other.code}"`).all() as Row[]).map((r) => Object.values(r).join('\u0001')));
      }
      parts.push(...(rw.prepare('SELECT * FROM FM_CODE_DEFINE').all() as Row[]).map((r) => Object.values(r).join('\u0001')));
      return parts.join('\u0002');
    };
    for (const e of BUSINESS) {
      const elsewhere = everywhereElse(e);
      ownTexts.set(
        e.code,
        [...textsOf(e)].filter((t) => !elsewhere.includes(t)),
      );
    }
  } finally {
    rw.close();
  }
});
afterAll(async () => {
  await srv?.close();
});

describe(`report definitions through references (seed ${SEED}, ${CASES} cases)`, () => {
  it('each entity with text fields has texts of its own in the seed data', () => {
    for (const e of BUSINESS.filter((x) => x.attrs.some((a) => a.type === 'string'))) expect(ownTexts.get(e.code)!.length, e.code).toBeGreaterThan(0);
  });

  it('no run, get or export carries values of an entity the role may not view', MANY_CALLS, async () => {
    const tally = { ok: 0, okThroughReference: 0, forbidden: 0, param: 0 };
    for (const c of CASE_LIST) {
      const codes = pick(SUBSETS.filter((s) => s.includes(c.entity.code)));
      const viewable = new Set(codes);
      const read = new Set(c.fields.flatMap((f) => [...entitiesRead(c.entity, f.path, f.part)]));
      const allowed = [...read].every((e) => viewable.has(e));
      const headers = { Role: roleId(codes) };
      const call = pick(['run', 'run', 'run', 'get', 'export'] as const);
      let code: string;
      let text: string;
      if (call === 'export') {
        const res = await alice.raw('FM_REPORT', 'export', { method: 'POST', body: { id: c.id }, headers });
        text = await res.text();
        code = (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as Row).code : '0';
      } else {
        const r =
          call === 'run' ? await alice.post('FM_REPORT', 'run', { id: c.id }, { headers }) : await alice.get('FM_REPORT', 'get', { id: c.id }, { headers });
        code = r.code;
        text = JSON.stringify(r);
        if (code !== '0') expect(r.data, c.id).toBeNull();
      }
      const where = `${c.id} ${call} as ${codes.join('+')}: ${JSON.stringify(c.definition)}`;
      if (!allowed) expect(code, where).toBe('error.forbidden');
      else expect(['0', 'error.param'], where).toContain(code);
      for (const e of BUSINESS) {
        if (viewable.has(e.code)) continue;
        for (const t of ownTexts.get(e.code)!) expect(text.includes(t), `${where} carries ${e.code} "${t}"`).toBe(false);
      }
      if (code === '0') tally.ok += 1;
      if (code === '0' && call !== 'get' && read.size > 0) tally.okThroughReference += 1;
      if (code === 'error.forbidden') tally.forbidden += 1;
      if (code === 'error.param') tally.param += 1;
    }
    // The sequence tries each outcome, so the checks above were not vacuous.
    expect(tally.ok).toBeGreaterThan(10);
    expect(tally.okThroughReference).toBeGreaterThan(3);
    expect(tally.forbidden).toBeGreaterThan(10);
    expect(tally.param).toBeGreaterThan(10);
  });

  it('each role lists exactly the definitions whose every read entity it may view', MANY_CALLS, async () => {
    for (const codes of SUBSETS) {
      const viewable = new Set(codes);
      const r = await alice.get('FM_REPORT', 'list', undefined, { headers: { Role: roleId(codes) } });
      expect(r.code).toBe('0');
      const ids = r.data.groups.flatMap((g: Row) => g.reports.map((x: Row) => x.id as string)).filter((id: string) => id.startsWith('fuzz-'));
      const want = CASE_LIST.filter(
        (c) => viewable.has(c.entity.code) && c.fields.every((f) => [...entitiesRead(c.entity, f.path, f.part)].every((e) => viewable.has(e))),
      ).map((c) => c.id);
      expect(ids.sort(), codes.join('+')).toEqual(want.sort());
    }
  });
});
