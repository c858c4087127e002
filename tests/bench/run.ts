/**
 * Runs every benchmark under tests/bench (files named *.bench.ts), one process each so that one
 * benchmark's warm caches and garbage do not colour the next one's figures. The server benchmarks
 * run on PostgreSQL too: on BENCH_DATABASE_URL, or else on the machine's own PostgreSQL when it
 * has one (scripts/local-postgres.sh prepares a database `shell_pg_bench` there).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort();

const root = join(folder, '../..');
if (!process.env.BENCH_DATABASE_URL) {
  const local = spawnSync('bash', [join(root, 'scripts/local-postgres.sh'), 'shell_pg_bench'], { encoding: 'utf8' });
  const url = local.status === 0 ? local.stdout.trim() : '';
  if (url) process.env.BENCH_DATABASE_URL = url;
  console.log(
    url
      ? `server benchmarks on SQLite and on PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`
      : 'server benchmarks on SQLite only: no PostgreSQL here (set BENCH_DATABASE_URL=postgres://… to name one)',
  );
}

let failed = 0;
for (const name of files) {
  console.log(`\n== ${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(folder, name)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
