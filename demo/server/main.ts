/**
 * CLI: node --import tsx demo/server/main.ts [--port N] [--host H] [--db path | --database-url postgres://…] [--reset] [--rows N] [--seed N] [--test-hooks] [--demo-codes] [--key-bits 1024|2048|4096] [--frame-ancestors SOURCES] [--cors-origin ORIGINS] [--trust-proxy ADDRESSES] [--query-budget-ms N]
 * PORT (default 8080), HOST and DATABASE_URL are read from the environment too.
 */
import { parseCorsOrigins } from './http/cors.js';
import { DEMO_PASSWORD, DEMO_USERS, NORTH_USERS, startServer } from './index.js';

function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const [k, v] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (v !== undefined) out[k] = v;
    else if (
      argv[i + 1] !== undefined &&
      !argv[i + 1]!.startsWith('--') &&
      ['port', 'host', 'db', 'database-url', 'rows', 'seed', 'key-bits', 'frame-ancestors', 'cors-origin', 'trust-proxy', 'query-budget-ms'].includes(k)
    )
      out[k] = argv[++i]!;
    else out[k] = true;
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(
      'usage: node --import tsx demo/server/main.ts [--port N] [--host H] [--db path | --database-url postgres://…] [--reset] [--rows N] [--seed N] [--test-hooks] [--demo-codes] [--key-bits 1024|2048|4096] [--frame-ancestors SOURCES] [--cors-origin ORIGINS] [--trust-proxy ADDRESSES] [--query-budget-ms N]',
    );
    return;
  }
  const port = Number(args.port ?? process.env.PORT ?? 8080);
  const rows = args.rows === undefined ? undefined : Number(args.rows);
  const seed = args.seed === undefined ? undefined : Number(args.seed);
  const demoCodes = args['demo-codes'] === true || args['test-hooks'] === true;
  // Checked before the database opens: a mistyped origin stops the start with its reason.
  const corsOrigins = parseCorsOrigins(typeof args['cors-origin'] === 'string' ? args['cors-origin'] : undefined);
  const trustedProxies = typeof args['trust-proxy'] === 'string' ? args['trust-proxy'] : undefined;
  const started = Date.now();
  const server = await startServer({
    port,
    host: typeof args.host === 'string' ? args.host : (process.env.HOST ?? '0.0.0.0'),
    ...(typeof args.db === 'string' ? { dbPath: args.db } : {}),
    ...(typeof args['database-url'] === 'string'
      ? { databaseUrl: args['database-url'] }
      : process.env.DATABASE_URL
        ? { databaseUrl: process.env.DATABASE_URL }
        : {}),
    reset: args.reset === true,
    ...(rows !== undefined ? { rows } : {}),
    ...(seed !== undefined ? { seed } : {}),
    testHooks: args['test-hooks'] === true,
    demoCodes,
    log: true,
    ...(args['key-bits'] !== undefined ? { keyBits: Number(args['key-bits']) as 1024 } : {}),
    ...(typeof args['frame-ancestors'] === 'string' ? { frameAncestors: args['frame-ancestors'] } : {}),
    corsOrigins,
    ...(trustedProxies !== undefined ? { trustedProxies } : {}),
    ...(args['query-budget-ms'] !== undefined ? { queryBudgetMs: Number(args['query-budget-ms']) } : {}),
  });
  console.log(`Platform server ready in ${Date.now() - started} ms: ${server.url}/`);
  console.log(`  full shell:    ${server.url}/index.html`);
  console.log(`  legacy portal: ${server.url}/portal.html`);
  console.log(`  API:           ${server.url}/api/v1/demo/crm/{entity}/{action}`);
  console.log(`Demo logins (client demo unless noted, system crm, password ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.account.padEnd(11)} ${u.note}`);
  for (const u of NORTH_USERS) console.log(`  ${u.account.padEnd(11)} ${u.note}`);
  if (corsOrigins.length) console.log(`API open to pages of: ${corsOrigins.join(', ')} (Bearer header, no cookies)`);
  if (args['test-hooks'] === true) console.log('Test hooks enabled under /__test/');
  if (demoCodes) console.log('Demo messaging sign-in codes on: {wxwork|dingtalk}-{account}, once each (never on a shared host)');
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
