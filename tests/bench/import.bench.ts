/**
 * Import rate of a 10,000-row customer file (issue #13 acceptance): the reference server as a
 * child process, the file sent as the import page sends it (rows keyed by the file's columns with
 * the mapping, batches of 500 one after another, each a dry run first, then the import), each row
 * through save's checks and write. Prints rows per second of the import and of the dry run.
 *
 * Goal ≥ 2,000 rows/s: a 10,000-row sheet then imports in at most 5 s and the progress moves at
 * least every quarter second (a batch of 500), on this two-core machine where every row is checked
 * field by field (code lists, references, lengths, patterns), written in a savepoint with its audit
 * fields and version, and the batch committed once. Slower than that and a user of a typical
 * sheet would wait on a spinner long enough to wonder whether it broke.
 * Run: node --import tsx tests/bench/import.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { CUSTOMER_MAPPING, customerFixture, fixtureRecords } from '../support/import-fixture.ts';
import { report } from './report.ts';
import { loginTo, spawnReferenceServer, type Session } from './server-process.ts';

const ROWS = 10_000;
const BAD = 20;
const BATCH = 500;

interface Reply {
  code: string;
  msg: string;
  data: { accepted: number; rejected: unknown[]; count?: number };
}

async function call(base: string, session: Session, action: string, body: unknown): Promise<Reply['data']> {
  const res = await fetch(`${base}/api/v1/demo/crm/CUSTOMER/${action}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session.token}`,
      xsrf_token: session.xsrf,
      Cookie: `XSRF-TOKEN=${session.xsrf}`,
      Language: '010',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as Reply;
  if (reply.code !== '0') throw new Error(`${action}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** The whole file in batches; resolves with the rows per second and the rows accepted. */
async function send(base: string, session: Session, dryRun: boolean, tag: string): Promise<{ rate: number; accepted: number; rejected: number }> {
  const fixture = customerFixture(ROWS, BAD, tag);
  const started = performance.now();
  let accepted = 0;
  let rejected = 0;
  for (let from = 0; from < ROWS; from += BATCH) {
    const rows = fixtureRecords(fixture, from, from + BATCH);
    const reply = await call(base, session, 'importRows', { rows, mapping: CUSTOMER_MAPPING, dryRun, firstRow: from + 1 });
    accepted += reply.accepted;
    rejected += reply.rejected.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rate: Math.round(ROWS / seconds), accepted, rejected };
}

async function main(): Promise<void> {
  const server = await spawnReferenceServer();
  try {
    const session = await loginTo(server.base, 'bob');
    // A warm-up file of its own: the first batches pay for the JIT and the prepared statements.
    await send(server.base, session, true, 'warm');
    const dry = await send(server.base, session, true, 'bench');
    const real = await send(server.base, session, false, 'bench');
    const written = await call(server.base, session, 'getCount', { conditions: [{ field: 'NAME', mode: 'begin', value: '导入-bench-' }] });
    console.log(
      `import: ${ROWS} rows in batches of ${BATCH}; dry run ${dry.accepted} good, ${dry.rejected} bad; import ${real.accepted} written, ${real.rejected} rejected; ${written.count} on the server`,
    );
    if (real.accepted !== ROWS - BAD || written.count !== ROWS - BAD || dry.rejected !== BAD) throw new Error('the import did not write exactly the good rows');
    report('import dry run rate', dry.rate, 'rows/s');
    report('import rate', real.rate, 'rows/s', { value: 2000, kind: 'min' });
  } finally {
    server.stop();
  }
}

await main();
