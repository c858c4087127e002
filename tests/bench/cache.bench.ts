/**
 * Cached metadata lookups against the real reference server: 10,000 mixed lookups (entity
 * metadata, simple metadata, relation trees, view fields, code lists, trees, labels, page
 * configs, tags) issued in bursts of 100 concurrent calls, as a page full of elements would.
 * Prints the requests the server saw (its own test-hook counter) and the time taken
 * (DESIGN §6: concurrent loads of one key make exactly one request).
 * Run: node --import tsx tests/bench/cache.bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { Platform } from '../../core/index.ts';
import { platformOn } from '../core/meta/server-fixtures.ts';
import { startTestServer } from '../support/server.ts';

const LOOKUPS = 10_000;
const BURST = 100;
const ENTITIES = ['CUSTOMER', 'CONTACT', 'ORDER', 'ORDER_LINE', 'PRODUCT'];
const FLAGS = ['list', 'add', 'edit', 'detail', 'statistics'];

type Lookup = { kind: string; run: (platform: Platform) => Promise<unknown> };

/** Page configs the seed really has, so that the mix measures hits and not repeated failures. */
async function existingPages(platform: Platform): Promise<Array<{ metaId: string; flag: string }>> {
  const asks = ENTITIES.flatMap((metaId) => FLAGS.map((flag) => ({ metaId, flag })));
  const found = await Promise.all(
    asks.map((ask) =>
      platform.meta.getPageConfig(ask).then(
        () => ask,
        () => undefined,
      ),
    ),
  );
  platform.cache.pageConfigs.clear();
  return found.filter((ask): ask is { metaId: string; flag: string } => !!ask);
}

function lookups(pages: Array<{ metaId: string; flag: string }>): Lookup[] {
  const out: Lookup[] = [];
  for (const metaId of ENTITIES) {
    out.push({ kind: 'getMeta', run: (p) => p.meta.getMeta(metaId) });
    out.push({ kind: 'getSimpleMeta', run: (p) => p.meta.getSimpleMeta(metaId) });
    out.push({ kind: 'metaRelationTree', run: (p) => p.meta.metaRelationTree(metaId) });
    out.push({ kind: 'getEntityMetaView', run: (p) => p.meta.getEntityMetaView(metaId) });
    out.push({ kind: 'getTags', run: (p) => p.meta.getTags(metaId) });
  }
  out.push({ kind: 'getCodes', run: (p) => p.meta.getCodes('CUSTOMER_LEVEL') });
  out.push({ kind: 'getTree', run: (p) => p.meta.getTree('REGION') });
  for (const value of ['EC-SH', 'EC-JS-NJ', 'NC-BJ']) out.push({ kind: 'getLabel', run: (p) => p.meta.getLabel('REGION', value) });
  for (const value of ['A', 'B', 'C']) out.push({ kind: 'getLabel', run: (p) => p.meta.getLabel('CUSTOMER_LEVEL', value) });
  for (const page of pages) out.push({ kind: 'getPageConfig', run: (p) => p.meta.getPageConfig(page) });
  return out;
}

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const platform = await platformOn(server.url);
    const pages = await existingPages(platform);
    const mix = lookups(pages);
    await server.hooks.resetCounts();
    // A fixed pseudo-random order, so that runs compare.
    let seed = 11;
    const pick = () => mix[Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * mix.length)]!;
    const perKind = new Map<string, number>();
    const started = performance.now();
    for (let done = 0; done < LOOKUPS; done += BURST) {
      const burst = Array.from({ length: Math.min(BURST, LOOKUPS - done) }, () => pick());
      for (const lookup of burst) perKind.set(lookup.kind, (perKind.get(lookup.kind) ?? 0) + 1);
      await Promise.all(burst.map((lookup) => lookup.run(platform)));
    }
    const elapsed = performance.now() - started;
    const requests = await server.hooks.count();
    console.log(`cache: ${LOOKUPS} mixed lookups over ${mix.length} distinct keys, bursts of ${BURST}`);
    console.log(
      `  requests to the server: ${requests} (at most one per distinct key, labels read from cached lists; ${(LOOKUPS / Math.max(requests, 1)).toFixed(0)} lookups per request)`,
    );
    console.log(`  time: ${elapsed.toFixed(1)} ms total, ${((elapsed * 1000) / LOOKUPS).toFixed(2)} µs per lookup`);
    for (const [kind, count] of [...perKind].sort()) console.log(`  ${kind.padEnd(18)} ${String(count).padStart(5)} lookups`);
    if (requests > mix.length) {
      console.error(`FAIL: ${requests} requests for ${mix.length} distinct keys`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

await main();
