/**
 * Databases of their own for the test servers on PostgreSQL (TEST_DATABASE_URL): each server
 * gets a fresh database, cloned from a template that holds the demo data of its seed, so that a
 * server starts in a moment and parallel test files never share rows. The template is made once
 * per seed, rows and server source (its name carries a hash of them), under an advisory lock so
 * that parallel test files wait for one another's; the clones are dropped when their server stops.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** What the demo data depends on: the server's tables, entities and seeds. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const folder of ['db', 'meta', 'workflow', 'reports']) {
    const dir = resolve(here, '..', '..', 'demo', 'server', folder);
    let names: string[] = [];
    try {
      names = readdirSync(dir).sort();
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith('.ts')) hash.update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

type PgClient = { connect(): Promise<unknown>; query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; end(): Promise<void> };

async function admin(url: string): Promise<PgClient> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url }) as unknown as PgClient;
  await client.connect();
  return client;
}

/** C collation: text compares and sorts by code point, as SQLite and the shell's rules do. */
const CREATE = (name: string, template: string): string => `CREATE DATABASE "${name}" TEMPLATE "${template}" ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`;

/** A new database on the server of `url`, holding the demo data of `seed`/`rows`; returns its URL and how to drop it. */
export async function cloneTestDatabase(url: string, seedOpts: { rows?: number; seed?: number }): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `shell_tpl_${sourceHash()}_${seedOpts.seed ?? 'd'}_${seedOpts.rows ?? 'd'}`;
  const client = await admin(url);
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rows.length === 0) {
        // Left by a run stopped half-way through its seed.
        await client.query(`DROP DATABASE IF EXISTS "${template}_new" WITH (FORCE)`);
        await client.query(CREATE(`${template}_new`, 'template0'));
        const { openDb } = await import('../../demo/server/db/schema.ts');
        const { seedByCopy } = await import('../../demo/server/db/copy.ts');
        const db = openDb(withDatabase(url, `${template}_new`));
        try {
          seedByCopy(db, seedOpts.rows, seedOpts.seed);
        } finally {
          db.close();
        }
        // Renamed once complete: a seed that failed half-way never serves as a template.
        await client.query(`ALTER DATABASE "${template}_new" RENAME TO "${template}"`);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    const name = `shell_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await client.query(CREATE(name, template));
    // A test's database need not survive a crash of the machine: commits skip the disk flush.
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    return {
      url: withDatabase(url, name),
      drop: async () => {
        const c = await admin(url);
        try {
          // FORCE ends the server's connections, but one opening at that moment (a query thread that
          // starts late) makes the drop fail as "being accessed by other users" (55006): tried
          // again. An autovacuum worker in the database makes FORCE fail (42501: no role of ours
          // may end it); a drop without FORCE stops such a worker itself, so the next try is one.
          let force = true;
          for (let attempt = 1; ; attempt++) {
            try {
              await c.query(`DROP DATABASE IF EXISTS "${name}"${force ? ' WITH (FORCE)' : ''}`);
              break;
            } catch (e) {
              const code = (e as { code?: string }).code;
              force = code !== '42501';
              if (attempt >= 8 || (code !== '55006' && code !== '42501')) throw e;
              await new Promise((r) => setTimeout(r, 500 * attempt));
            }
          }
        } finally {
          await c.end();
        }
      },
    };
  } finally {
    await client.end();
  }
}
