/**
 * Parameter fuzz (docs/server-contract.md "Parameters"): every call the router knows, each
 * parameter it reads fed each wrong JSON type (an object with its own `toString`, arrays,
 * booleans, numbers where text is due, text where a number is due, null), also one level down in
 * the structured parameters (conditions, sort, data, scope, children...). A wrong type is the
 * caller's mistake: `error.param` (or another answer about the request), never the unexpected
 * `error.fail` nor `error.sql`. The calls are the router's own lists; the parameters are the
 * names each call reads (recorded by the `param-reads` test hook), found again after plausible
 * values for the first ones let a call go further.
 *
 * Tens of thousands of requests: the `param-types-*.test.ts` files each run a shard of them
 * against a server of their own, so that the test runner's workers share the work.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../../demo/server/actions/dispatch.ts';
import { MODES } from '../../../demo/server/actions/conditions.ts';
import { allAttrs, ENTITIES } from '../../../demo/server/meta/entities.ts';
import { type LoginResult, startTestServer, type TestServer } from '../../support/server.ts';

/** One of each kind: the door refuses every inherited name alike (the last test), so one stands for them. */
export const ODD: unknown[] = [{ toString: 'x' }, {}, ['x'], [], true, 12.5, 'x', null];

/** Values that let a call get past a parameter, so that the ones it reads next are found too. */
export const PLAUSIBLE: Record<string, unknown> = {
  id: 1,
  ID: 1,
  ids: [1],
  metaId: 'CUSTOMER',
  metaViewId: 'default',
  pageId: 'customer-list',
  key: 'CUSTOMER_LEVEL',
  codeKey: 'CUSTOMER_LEVEL',
  keyword: 'a',
  fileId: 'file-contract',
  roleId: 'R_ADMIN',
  serviceId: 'S_CRM',
  moduleId: 'M_CRM',
  mode: 'page',
  systemCode: 'crm',
  clientCode: 'demo',
  definitionId: 'order-approval',
  instanceId: 1,
  taskId: 1,
  recordId: 1,
  box: 'waiting',
  format: 'csv',
  url: '/#/app/crm',
  link: '/#/app/crm',
  platform: 'wxwork',
  code: 'x',
  data: { NAME: 'Fuzz' },
  conditions: [{ field: 'NAME', mode: 'equal', value: 'x' }],
  sort: [{ field: 'ID', order: 'asc' }],
  scope: { LEVEL: 'A' },
  groupBy: 'LEVEL',
  rows: [{ NAME: 'Fuzz' }],
  columns: ['NAME'],
  params: {},
  values: {},
  content: {},
};

/** Wrong types one level down in the structured parameters. */
export const NESTED: Record<string, (odd: unknown) => unknown[]> = {
  conditions: (o) => [
    [o],
    [{ field: o, mode: 'equal', value: 'x' }],
    [{ field: 'NAME', mode: o, value: 'x' }],
    [{ field: 'NAME', mode: 'equal', value: o }],
    [{ field: 'ID', mode: 'in', value: o }],
    [{ field: 'NAME', mode: 'equal', value: 'x', left: o, right: o, join: o }],
  ],
  sort: (o) => [[o], [{ field: o, order: 'asc' }], [{ field: 'NAME', order: o }]],
  data: (o) => [
    { NAME: o },
    { NAME: 'Fuzz', CREDIT: o },
    { NAME: 'Fuzz', SIGNED_ON: o },
    { ID: o, NAME: 'Fuzz' },
    { ID: 1, LOG_VERSION: o },
    { NAME: 'Fuzz', CONTRACT: o },
  ],
  scope: (o) => [{ NAME: o }, { ID: o }, { CODE: o }],
  children: (o) => [{ CONTACT: o }, { CONTACT: [o] }, { CONTACT: [{ NAME: o }] }],
  rows: (o) => [[o], [{ NAME: o }], [{ ID: o, NAME: 'Fuzz' }]],
  columns: (o) => [[o]],
  sum: (o) => [[o]],
  ids: (o) => [[o]],
  id: (o) => [[o]],
  values: (o) => [{ AMOUNT: o }, { REMARK: o }],
  params: (o) => [{ from: o }, { region: o }, { x: o }],
  content: (o) => [{ items: o }, { x: o }],
};

export interface Call {
  entity: string;
  action: string;
  prefix: 'api' | 'process' | 'rule';
}

export function calls(): Call[] {
  const out: Call[] = [];
  for (const name of CALL_NAMES.platform) {
    const [entity, action] = name.split('/') as [string, string];
    // Ending the fuzzing session would turn every later call into error.nologin.
    if (name === 'FM_USER/logout') continue;
    out.push({ entity, action, prefix: 'api' });
  }
  for (const action of CALL_NAMES.process) out.push({ entity: 'PROCESS', action, prefix: 'process' });
  for (const def of ENTITIES) {
    for (const action of CALL_NAMES.generic) out.push({ entity: def.code, action, prefix: 'api' });
    for (const op of def.operates ?? []) out.push({ entity: def.code, action: op.name, prefix: 'rule' });
  }
  return out;
}

/**
 * The envelope, or what else came (a file, an HTTP status) as a code of its own. Plain `node:http`
 * on a kept-alive connection: the fuzz sends tens of thousands of requests, and `fetch` cost the
 * test's thread about as much CPU as the server's answers.
 */
export function send(srv: TestServer, session: LoginResult, c: Call, body: Record<string, unknown>): Promise<{ code: string; msg: string }> {
  const payload = JSON.stringify(body);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
    Language: '011',
    Client: 'demo',
    'App-Agent': 'vitest',
    Authorization: `Bearer ${session.token}`,
    xsrf_token: session.xsrf,
    Cookie: `XSRF-TOKEN=${session.xsrf}`,
  };
  const url = `${srv.url}/${c.prefix}/v1/demo/crm/${c.entity}/${c.action}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: AGENT }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (!String(res.headers['content-type'] ?? '').includes('json')) return resolve({ code: `HTTP ${res.statusCode} file`, msg: '' });
        const raw = Buffer.concat(chunks);
        // The server compresses what it may; this client asks for nothing, so nothing should come.
        resolve(JSON.parse(raw.toString('utf8')) as { code: string; msg: string });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const AGENT = new Agent({ keepAlive: true, maxSockets: 16 });

/** The unexpected answers: the generic error.fail (a contract's own error.fail carries its own message) and error.sql. */
export const unexpected = (r: { code: string; msg: string }): boolean => (r.code === 'error.fail' && r.msg === 'Processing failed') || r.code === 'error.sql';

async function fetchReads(srv: TestServer): Promise<unknown> {
  const r = await fetch(`${srv.url}/__test/param-reads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"on":false}' });
  return ((await r.json()) as { data: unknown }).data;
}

async function startReads(srv: TestServer): Promise<void> {
  await fetch(`${srv.url}/__test/param-reads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"on":true}' });
}

/**
 * Runs `jobs` with at most `width` in flight: the server answers calls side by side, and the
 * fuzz's twenty thousand requests one after another would take minutes.
 */
export async function inParallel<T>(jobs: T[], width: number, run: (job: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) await run(jobs[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
}

const WIDTH = 8;

/** Shard `shard` (from 1) of `of`: every `of`-th item, so that each shard gets calls of every kind. */
const inShard = <T>(items: T[], shard: number, of: number): T[] => items.filter((_, index) => index % of === shard - 1);

/** One test of the fuzz, in a describe of its own with a server of its own and an administrator signed in. */
function fuzzSuite(what: string, test: string, run: (srv: TestServer, admin: LoginResult) => Promise<void>): void {
  describe(`a wrong JSON type is error.param, never error.fail (${what})`, () => {
    let srv: TestServer | undefined;
    let admin: LoginResult | undefined;
    beforeAll(async () => {
      srv = await startTestServer();
      admin = await srv.login('admin');
    });
    afterAll(() => srv?.close());
    it(test, { timeout: 900_000 }, () => run(srv!, admin!));
  });
}

/** Every call of the shard, every parameter it reads, every odd type. */
export function callShard(shard: number, of: number): void {
  fuzzSuite(`calls, shard ${shard} of ${of}`, 'every call, every parameter it reads, every odd type', async (srv, admin) => {
    const failures: string[] = [];
    const found = inShard(calls(), shard, of).map((c) => ({
      c,
      key: `${c.entity}/${c.action}`,
      names: new Set<string>(),
      base: {} as Record<string, unknown>,
      done: false,
    }));
    // The names each call reads, found in rounds: plausible values for the first let it read on.
    for (let round = 0; round < 4; round++) {
      const open = found.filter((f) => !f.done);
      if (open.length === 0) break;
      await startReads(srv);
      await inParallel(open, WIDTH, async (f) => void (await send(srv, admin, f.c, f.base)));
      const reads = (await fetchReads(srv)) as Record<string, string[]>;
      for (const f of open) {
        const before = f.names.size;
        for (const n of reads[f.key] ?? []) f.names.add(n);
        for (const n of f.names) if (!(n in f.base) && n in PLAUSIBLE) f.base[n] = PLAUSIBLE[n];
        f.done = f.names.size === before;
      }
    }
    const jobs = found.flatMap((f) =>
      [...f.names].flatMap((name) => ODD.flatMap((o) => [o, ...(NESTED[name]?.(o) ?? [])]).map((value) => ({ ...f, name, value }))),
    );
    await inParallel(jobs, WIDTH, async ({ c, key, base, name, value }) => {
      const r = await send(srv, admin, c, { ...base, [name]: value });
      if (unexpected(r)) failures.push(`${c.prefix} ${key} ${name}=${JSON.stringify(value)} → ${r.code} ${r.msg}`);
    });
    const fuzzed = found.reduce((n, f) => n + f.names.size, 0);
    console.log(`parameter fuzz, shard ${shard} of ${of}: ${found.length} calls, ${fuzzed} parameters, ${jobs.length} requests, ${failures.length} unexpected`);
    // More parameters than calls, or the read hook found next to nothing.
    expect(fuzzed).toBeGreaterThan(found.length);
    expect(failures.sort()).toEqual([]);
  });
}

/** Every attribute of the business entities (the shard's share of them), in a saved record, a scope and a condition of every mode. */
export function attributeShard(shard: number, of: number): void {
  fuzzSuite(
    `attributes, shard ${shard} of ${of}`,
    'every attribute of the business entities, in a saved record, a scope and a condition of every mode',
    async (srv, admin) => {
      const jobs: { entity: string; action: string; body: Record<string, unknown>; label: string }[] = [];
      for (const def of ENTITIES.filter((e) => e.metaType === 'business')) {
        for (const attr of allAttrs(def)) {
          for (const odd of ODD) {
            const bodies: [string, Record<string, unknown>][] = [
              ['save', { data: { [attr.name]: odd } }],
              ['save', { data: { ID: 1, LOG_VERSION: 1, [attr.name]: odd } }],
              ['getCount', { scope: { [attr.name]: odd } }],
              ['stat', { groupBy: attr.name, sum: [attr.name], conditions: [{ field: attr.name, mode: 'equal', value: odd }] }],
              ...MODES.map((mode): [string, Record<string, unknown>] => ['getCount', { conditions: [{ field: attr.name, mode, value: odd }] }]),
            ];
            for (const [action, body] of bodies) jobs.push({ entity: def.code, action, body, label: `${def.code}/${action} ${JSON.stringify(body)}` });
          }
        }
        for (const rel of def.relations ?? []) {
          for (const odd of ODD) {
            const body = { data: { NAME: 'Fuzz' }, children: { [rel.code]: [{ [odd === null ? 'NAME' : 'ID']: odd }] } };
            jobs.push({ entity: def.code, action: 'save', body, label: `${def.code}/save children ${rel.code} ${JSON.stringify(odd)}` });
          }
        }
      }
      const failures: string[] = [];
      await inParallel(inShard(jobs, shard, of), WIDTH, async ({ entity, action, body, label }) => {
        const r = await send(srv, admin, { entity, action, prefix: 'api' }, body);
        if (unexpected(r)) failures.push(`${label} → ${r.code} ${r.msg}`);
      });
      expect(failures.sort()).toEqual([]);
    },
  );
}
