/**
 * Runs every benchmark under tests/bench (files named *.bench.ts), one process each so that one
 * benchmark's warm caches and garbage do not colour the next one's figures.
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

let failed = 0;
for (const name of files) {
  console.log(`\n== ${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(folder, name)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
