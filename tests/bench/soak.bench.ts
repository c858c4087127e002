/**
 * Soak run of one platform instance against the reference server: 500 tabs opened and closed
 * (each loading its page's metadata, page config, code lists and trees through the caches) and
 * 10,000 navigations through the router and its guard. Prints the cache sizes against their caps
 * (spec §9) and the JS heap before and after (after a full collection), with the stated bound.
 * Run: node --import tsx tests/bench/soak.bench.ts [tabs] [navigations]
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CACHE_LIMITS } from '../../core/cache/index.ts';
import type { Platform } from '../../core/index.ts';
import { platformOn } from '../core/meta/server-fixtures.ts';
import { startTestServer } from '../support/server.ts';

const TABS = Number(process.argv[2] ?? 500);
const NAVIGATIONS = Number(process.argv[3] ?? 10_000);
/** What the instance may keep growing by over the whole run (caches are capped; tabs are closed). */
const HEAP_GROWTH_BOUND_MB = 40;
const OPEN_AT_ONCE = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const ENTITIES = ['CUSTOMER', 'ORDER', 'PRODUCT', 'CONTACT', 'ORDER_LINE'];
const FLAGS = ['list', 'add', 'edit', 'detail', 'statistics'];
const CODES = ['CUSTOMER_LEVEL', 'ORDER_STATUS', 'PRODUCT_CATEGORY'];

/** What a tab's page loads when it opens; failures (a page kind an entity lacks) are part of the mix. */
async function loadPage(platform: Platform, i: number): Promise<void> {
  const entity = ENTITIES[i % ENTITIES.length]!;
  const flag = FLAGS[Math.floor(i / ENTITIES.length) % FLAGS.length]!;
  await Promise.allSettled([
    platform.meta.getMeta(entity),
    platform.meta.getPageConfig({ metaId: entity, flag }),
    platform.meta.metaRelationTree(entity),
    platform.meta.getEntityMetaView(entity),
    platform.meta.getCodes(CODES[i % CODES.length]!),
    platform.meta.getTree('REGION'),
  ]);
}

async function main(): Promise<void> {
  const server = await startTestServer();
  try {
    const platform = await platformOn(server.url, 'bob');
    const { workspace, router } = platform;
    await router.navigate('/app/demo/crm/sales/manager');
    const before = heapMb();
    let started = performance.now();
    for (let i = 0; i < TABS; i++) {
      workspace.openTab({ key: `soak-${i}`, kind: FLAGS[i % FLAGS.length]!, title: `Tab ${i}`, entity: ENTITIES[i % ENTITIES.length]! });
      await loadPage(platform, i);
      if (workspace.$tabs.get().length > OPEN_AT_ONCE) workspace.closeTab(workspace.$tabs.get()[0]!.key);
    }
    for (const tab of workspace.$tabs.get()) workspace.closeTab(tab.key);
    const tabsMs = performance.now() - started;

    started = performance.now();
    for (let i = 0; i < NAVIGATIONS; i++) {
      // Both of bob's roles in turn: the guard checks the role of every address.
      await router.navigate(`/app/demo/crm/sales/${i % 3 ? 'manager' : 'sales'}?tab=soak-${i % 50}&n=${i}`, { replace: i % 2 === 0 });
    }
    const navMs = performance.now() - started;
    const after = heapMb();

    console.log(`bench soak tabs: ${TABS} opened and closed in ${(tabsMs / 1000).toFixed(1)} s, ${workspace.$tabs.get().length} left open`);
    console.log(
      `bench soak navigations: ${NAVIGATIONS} in ${(navMs / 1000).toFixed(1)} s (${(navMs / NAVIGATIONS).toFixed(2)} ms each), route ${platform.state.$route.get()?.name}`,
    );
    let over = false;
    for (const [name, cap] of Object.entries(CACHE_LIMITS)) {
      const size = platform.cache[name as keyof typeof CACHE_LIMITS].size;
      if (size > cap) over = true;
      console.log(`bench soak cache ${name}: ${size} entries (cap ${cap})${size > cap ? '  OVER CAP' : ''}`);
    }
    const growth = after - before;
    const heapOver = growth > HEAP_GROWTH_BOUND_MB;
    console.log(
      `bench soak heap: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after, growth ${growth.toFixed(1)} MB (bound ${HEAP_GROWTH_BOUND_MB} MB)${heapOver ? '  OVER BUDGET' : ''}`,
    );
    if (over || heapOver) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

await main();
