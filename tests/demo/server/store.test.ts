// @vitest-environment node
/**
 * The storage seam (demo/server/db/store.ts): the calls the server makes give the same answers on
 * SQLite and on PostgreSQL (the PostgreSQL half runs when TEST_DATABASE_URL names a server), and
 * the migrations bring a database of an older version up to date with its rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { namedStatements, toPostgres } from '../../../demo/server/db/dialect.ts';
import { migrate, schemaVersion } from '../../../demo/server/db/migrations.ts';
import { PgDatabase } from '../../../demo/server/db/pg-store.ts';
import { MIGRATIONS, openDb, openStore } from '../../../demo/server/db/schema.ts';
import type { Db } from '../../../demo/server/db/store.ts';
import { startServer } from '../../../demo/server/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-'));
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

const pgServer = process.env.TEST_DATABASE_URL;

/** A fresh PostgreSQL database of its own, dropped after the file. */
async function freshPg(): Promise<string> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  const name = `shell_store_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: pgServer });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });
  const u = new URL(pgServer!);
  u.pathname = `/${name}`;
  return u.toString();
}

describe('the SQL translation', () => {
  it('numbers the placeholders, leaving literals and quoted names alone', () => {
    const t = toPostgres(`SELECT "ID", 'a ? b' AS q FROM "ORDER" WHERE NAME = ? AND X LIKE ?`);
    expect(t.text).toBe(`SELECT "id", 'a ? b' AS q FROM "order" WHERE NAME = $1 AND X ILIKE $2`);
    expect(t.params).toBe(2);
  });

  it('gives result columns the spelling of the statement, aliases first', () => {
    const t = toPostgres('SELECT VALUE, "ID" AS id, COUNT(*) AS n FROM FM_META');
    expect(['value', 'id', 'n'].map((f) => t.names.get(f))).toEqual(['VALUE', 'id', 'n']);
  });

  it('names each text once for a connection to prepare, and stops naming (and keeping) texts past its limit', () => {
    const statementOf = namedStatements('read', 2);
    const first = statementOf('SELECT ID FROM CUSTOMER WHERE NAME = ?');
    expect(first).toMatchObject({ name: 'read1', text: 'SELECT ID FROM CUSTOMER WHERE NAME = $1' });
    expect(statementOf('SELECT ID FROM CUSTOMER WHERE NAME = ?')).toBe(first);
    expect(statementOf('SELECT 1 WHERE ? = 1').name).toBe('read2');
    const past = statementOf('SELECT 2 WHERE ? = 2');
    expect(past).toMatchObject({ name: undefined, text: 'SELECT 2 WHERE $1 = 2' });
    expect(statementOf('SELECT 2 WHERE ? = 2')).not.toBe(past);
  });
});

/** A store with no tables yet. */
const stores: Array<[string, () => Promise<Db>]> = [
  ['SQLite', async () => openStore(join(dir, `seam-${Math.random()}.db`))],
  ...(pgServer ? [['PostgreSQL', async () => openStore(await freshPg())] as [string, () => Promise<Db>]] : []),
];

describe.each(stores)('the seam on %s', (_name, open) => {
  it('runs statements, returns row ids and counts, and keeps the column spelling', async () => {
    const db = await open();
    cleanups.push(() => db.close());
    db.exec('CREATE TABLE T_SEAM (ID INTEGER PRIMARY KEY AUTOINCREMENT, NAME TEXT NOT NULL, CODE TEXT UNIQUE, N INTEGER)');
    const insert = db.prepare('INSERT INTO T_SEAM (NAME, CODE, N) VALUES (?, ?, ?)');
    const first = insert.run('a', 'A', 1);
    const second = insert.run('b', 'B', 2 ** 40);
    expect(Number(first.lastInsertRowid)).toBe(1);
    expect(Number(second.lastInsertRowid)).toBe(2);
    expect(db.prepare('SELECT ID, NAME AS label, N FROM T_SEAM WHERE CODE = ?').get('B')).toEqual({ ID: 2, label: 'b', N: 2 ** 40 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM T_SEAM').get()).toEqual({ n: 2 });
    expect(db.prepare('UPDATE T_SEAM SET N = N + 1').run().changes).toBe(2);
    expect(db.prepare('SELECT * FROM T_SEAM WHERE ID = 1').get()).toEqual({ ID: 1, NAME: 'a', CODE: 'A', N: 2 });
  });

  it('undoes a transaction that throws, a nested one alone, and a failed statement alone', async () => {
    const db = await open();
    cleanups.push(() => db.close());
    db.exec('CREATE TABLE T_TX (ID TEXT PRIMARY KEY, V INTEGER)');
    const put = db.prepare('INSERT INTO T_TX (ID, V) VALUES (?, ?)');
    expect(() =>
      db.transaction(() => {
        put.run('x', 1);
        throw new Error('stop');
      })(),
    ).toThrow('stop');
    db.transaction(() => {
      put.run('a', 1);
      try {
        db.transaction(() => {
          put.run('b', 2);
          throw new Error('inner');
        })();
      } catch {}
      // A duplicate key fails alone, with SQLite's code; the transaction goes on.
      let code: unknown;
      try {
        put.run('a', 3);
      } catch (e) {
        code = (e as { code?: unknown }).code;
      }
      expect(code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
      put.run('c', 3);
    })();
    expect(db.prepare('SELECT ID FROM T_TX ORDER BY ID').all()).toEqual([{ ID: 'a' }, { ID: 'c' }]);
  });

  it('reports a duplicate of a unique column as SQLite does', async () => {
    const db = await open();
    cleanups.push(() => db.close());
    db.exec('CREATE TABLE T_UQ (ID INTEGER PRIMARY KEY AUTOINCREMENT, CODE TEXT UNIQUE)');
    db.prepare('INSERT INTO T_UQ (CODE) VALUES (?)').run('A');
    expect(() => db.prepare('INSERT INTO T_UQ (CODE) VALUES (?)').run('A')).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }));
  });

  it('upgrades a database of an older version in place: the server keeps its rows and applies the newer steps', async () => {
    const db = await open();
    const location = db instanceof PgDatabase ? db.url : undefined;
    // A database of version 1, with rows of its own.
    expect(migrate(db, MIGRATIONS, 1)).toBe(1);
    db.prepare(`INSERT INTO "CUSTOMER" ("NAME", "CLIENT_ID") VALUES (?, ?)`).run('Old Row Ltd', 'client-demo');
    db.prepare('INSERT INTO FM_META (KEY, VALUE) VALUES (?, ?)').run('seeded', 'before');
    const path = (db as unknown as { name?: string }).name;
    db.close();
    const server = await startServer({ port: 0, readWorkers: 0, ...(location ? { databaseUrl: location } : { dbPath: path! }) });
    await server.close();
    const after = openDb(location ?? path!);
    cleanups.push(() => after.close());
    expect(after.prepare(`SELECT "NAME" FROM "CUSTOMER"`).all()).toEqual([{ NAME: 'Old Row Ltd' }]);
    expect(schemaVersion(after)).toBe(MIGRATIONS.at(-1)!.version);
    const index =
      after.dialect === 'postgres'
        ? "SELECT indexname AS name FROM pg_indexes WHERE indexname = 'ix_customer_name'"
        : "SELECT name FROM sqlite_master WHERE name = 'IX_CUSTOMER_NAME'";
    expect(after.prepare(index).get()).toBeDefined();
  }, 90_000);
});
