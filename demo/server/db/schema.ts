/**
 * Opens the store (a SQLite file, or a PostgreSQL database by its URL) and brings its tables up to
 * date through the migrations (migrations.ts): platform tables by hand, business tables from the
 * entity definitions.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { ENTITIES, allAttrs, column } from '../meta/entities.js';
import { CLIENT_COLUMN, ROW_COUNT_TABLE, VERSION_COLUMN, type AttrDef } from '../meta/types.js';
import { registerConditionFunctions } from '../actions/conditions.js';
import { ddlFor, type Dialect, setStoreDialect } from './dialect.js';
import { type Migration, migrate, PG_FUNCTIONS } from './migrations.js';
import { PgDatabase } from './pg-store.js';
import { reuseStatements } from './statements.js';
import { STATE_DDL } from './state-schema.js';
import { immediateTransactions } from './transactions.js';
import { type Db, isPostgresUrl } from './store.js';

export type { Db } from './store.js';

/** Process definitions (a JSON row each), their instances, tasks (offered to candidate users) and history. */
const WORKFLOW_DDL = `
CREATE TABLE IF NOT EXISTS FM_PROCESS_DEFINITION (ID TEXT PRIMARY KEY, CLIENT TEXT NOT NULL, ENTITY TEXT NOT NULL,
  CONTENT TEXT NOT NULL, ORDER_NUM INTEGER);
CREATE TABLE IF NOT EXISTS FM_PROCESS_INSTANCE (ID TEXT PRIMARY KEY, CLIENT TEXT NOT NULL, DEFINITION_ID TEXT NOT NULL,
  ENTITY TEXT NOT NULL, RECORD_ID TEXT NOT NULL, TITLE TEXT NOT NULL, STARTER TEXT NOT NULL, STATUS TEXT NOT NULL,
  CURRENT_NODES TEXT NOT NULL, DONE_NODES TEXT NOT NULL, PATH TEXT NOT NULL, CREATED TEXT NOT NULL, UPDATED TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS IX_PROCESS_INSTANCE_RECORD ON FM_PROCESS_INSTANCE (ENTITY, RECORD_ID);
CREATE INDEX IF NOT EXISTS IX_PROCESS_INSTANCE_STARTER ON FM_PROCESS_INSTANCE (STARTER, CREATED);
CREATE TABLE IF NOT EXISTS FM_PROCESS_TASK (ID TEXT PRIMARY KEY, INSTANCE_ID TEXT NOT NULL, NODE_ID TEXT NOT NULL,
  KIND TEXT NOT NULL, STATE TEXT NOT NULL, CREATED TEXT NOT NULL, DUE TEXT, DONE_BY TEXT, DONE_AT TEXT, RESULT TEXT);
CREATE INDEX IF NOT EXISTS IX_PROCESS_TASK_INSTANCE ON FM_PROCESS_TASK (INSTANCE_ID);
CREATE INDEX IF NOT EXISTS IX_PROCESS_TASK_DONE_BY ON FM_PROCESS_TASK (DONE_BY, DONE_AT);
CREATE TABLE IF NOT EXISTS FM_PROCESS_TASK_USER (TASK_ID TEXT NOT NULL, USER_ID TEXT NOT NULL, PRIMARY KEY (TASK_ID, USER_ID));
CREATE INDEX IF NOT EXISTS IX_PROCESS_TASK_USER ON FM_PROCESS_TASK_USER (USER_ID);
CREATE TABLE IF NOT EXISTS FM_PROCESS_HISTORY (ID INTEGER PRIMARY KEY AUTOINCREMENT, INSTANCE_ID TEXT NOT NULL, TASK_ID TEXT,
  USER_ID TEXT NOT NULL, ACTION TEXT NOT NULL, NODE_ID TEXT NOT NULL, COMMENT TEXT, TO_USER TEXT, TIME TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS IX_PROCESS_HISTORY_INSTANCE ON FM_PROCESS_HISTORY (INSTANCE_ID);
`;

/** Report definitions (a JSON row each; docs/server-contract.md "Reports"). */
const REPORT_DDL = `
CREATE TABLE IF NOT EXISTS FM_REPORT (ID TEXT PRIMARY KEY, CLIENT TEXT NOT NULL, ENTITY TEXT NOT NULL, OWNER TEXT,
  CONTENT TEXT NOT NULL, ORDER_NUM INTEGER);
`;

/** Versions of the designer's configs (docs/server-contract.md "Configuration"): who saved what, when. */
const CONFIG_DDL = `
CREATE TABLE IF NOT EXISTS FM_CONFIG_VERSION (CLIENT TEXT NOT NULL, MODE TEXT NOT NULL, CONFIG_ID TEXT NOT NULL, VERSION INTEGER NOT NULL,
  CONTENT TEXT NOT NULL, USER_ID TEXT, TIME TEXT NOT NULL, PRIMARY KEY (CLIENT, MODE, CONFIG_ID, VERSION));
`;

export const PLATFORM_DDL = `
CREATE TABLE IF NOT EXISTS FM_META (KEY TEXT PRIMARY KEY, VALUE TEXT);
CREATE TABLE IF NOT EXISTS FM_KEYPAIR (ID INTEGER PRIMARY KEY, PUBLIC_KEY TEXT NOT NULL, PRIVATE_KEY TEXT NOT NULL, BITS INTEGER);
CREATE TABLE IF NOT EXISTS FM_SESSION (TOKEN TEXT PRIMARY KEY, USER_ID TEXT NOT NULL, XSRF TEXT NOT NULL,
  ROLE_ID TEXT, CREATED INTEGER NOT NULL, EXPIRES INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS FM_CLIENT (ID TEXT PRIMARY KEY, CODE TEXT UNIQUE NOT NULL, NAME TEXT, DEFAULT_LANGUAGE TEXT);
CREATE TABLE IF NOT EXISTS FM_SYSTEM (ID TEXT PRIMARY KEY, CODE TEXT NOT NULL, NAME TEXT, CLIENT TEXT, CLIENT_CODE TEXT,
  DOMAIN TEXT, CONTEXT TEXT);
CREATE UNIQUE INDEX IF NOT EXISTS UX_SYSTEM_CLIENT_CODE ON FM_SYSTEM (CLIENT, CODE);
CREATE TABLE IF NOT EXISTS FM_SERVICE (ID TEXT PRIMARY KEY, CODE TEXT NOT NULL, NAME TEXT, NAME_EN TEXT, SYSTEM TEXT, CLIENT TEXT,
  EXTEND_OF_COMPETENCE TEXT, LANGUAGE_DEFAULT TEXT, HOME_MODULE TEXT, VERSION_VARY INTEGER DEFAULT 0);
CREATE TABLE IF NOT EXISTS FM_ROLE (ID TEXT PRIMARY KEY, CODE TEXT NOT NULL, NAME TEXT, NAME_EN TEXT, ORDER_NUM INTEGER,
  RIGHT_CODES TEXT NOT NULL, ENTITY_API TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS FM_USER (ID TEXT PRIMARY KEY, ACCOUNT TEXT UNIQUE NOT NULL, NAME TEXT, LANGUAGE TEXT, CLIENT TEXT,
  EMAIL TEXT, PASSWORD TEXT NOT NULL, CURRENT_ROLE_ID TEXT, NAME_EN TEXT, DEPT TEXT, TITLE TEXT, TITLE_EN TEXT, PHONE TEXT,
  DISABLED INTEGER NOT NULL DEFAULT 0, MUST_CHANGE_PASSWORD INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS FM_DEPT (ID TEXT PRIMARY KEY, CLIENT TEXT NOT NULL, NAME TEXT NOT NULL, NAME_EN TEXT, PARENT_ID TEXT,
  ORDER_NUM INTEGER, MANAGER_ID TEXT);
CREATE TABLE IF NOT EXISTS FM_USER_ROLE (USER_ID TEXT NOT NULL, SERVICE_ID TEXT NOT NULL, ROLE_ID TEXT NOT NULL,
  IS_DEFAULT TEXT NOT NULL DEFAULT '0', PRIMARY KEY (USER_ID, SERVICE_ID, ROLE_ID));
CREATE TABLE IF NOT EXISTS FM_MODULE (ID TEXT PRIMARY KEY, SERVICE_ID TEXT, NAME TEXT NOT NULL, NAME_EN TEXT, PARENT_ID TEXT,
  ORDER_NUM INTEGER, ICON TEXT, PAGE_ID TEXT, META_ID TEXT, FLAG TEXT, OPEN_TYPE TEXT, URL TEXT,
  HIDDEN_SUB_MENU TEXT DEFAULT '0', HELP TEXT, MODE TEXT DEFAULT 'all', FAVORITE TEXT DEFAULT '0');
CREATE TABLE IF NOT EXISTS FM_ROLE_MODULE (ROLE_ID TEXT NOT NULL, MODULE_ID TEXT NOT NULL, PRIMARY KEY (ROLE_ID, MODULE_ID));
CREATE TABLE IF NOT EXISTS FM_CODE_DEFINE (KEY TEXT NOT NULL, VALUE TEXT NOT NULL, TEXT TEXT NOT NULL, TEXT_EN TEXT,
  PARENT_VALUE TEXT, ORDER_NUM INTEGER, SYSTEM TEXT, PRIMARY KEY (KEY, VALUE));
CREATE TABLE IF NOT EXISTS FM_PAGE_CONFIG (ID TEXT PRIMARY KEY, PAGE_ID TEXT UNIQUE NOT NULL, PAGE_CODE TEXT, PAGE_PATH TEXT,
  VISUAL_CONFIG_PATH TEXT, META_ID TEXT, META_CODE TEXT, FLAG TEXT, TITLE TEXT, HELP TEXT, SYSTEM TEXT, SYSTEM_CODE TEXT,
  RIGHT_CONTROL_MODE TEXT DEFAULT '0', CONTENT TEXT NOT NULL DEFAULT '', COMPILE_JS TEXT);
CREATE TABLE IF NOT EXISTS FM_SEARCH_PARAM (ID TEXT PRIMARY KEY, NAME TEXT NOT NULL, VALUE TEXT, ORDER_NUM INTEGER);
CREATE TABLE IF NOT EXISTS FM_MESSAGE (ID TEXT PRIMARY KEY, NAME TEXT NOT NULL, CONTENT TEXT, TYPE TEXT, SCOPE TEXT, SYSTEM TEXT,
  ENCRYPT TEXT DEFAULT '0', CONTENT_EN TEXT);
CREATE TABLE IF NOT EXISTS FM_FILE (ID TEXT PRIMARY KEY, NAME TEXT NOT NULL, SIZE INTEGER, TYPE TEXT, CONTENT BLOB, CREATED TEXT,
  UPLOADER TEXT, CLIENT TEXT);
CREATE TABLE IF NOT EXISTS FM_URL_MAP (LINK TEXT PRIMARY KEY, URL TEXT UNIQUE NOT NULL, CREATED TEXT);
CREATE TABLE IF NOT EXISTS FM_USER_SERVICE_VISIT_RECORD (ID INTEGER PRIMARY KEY AUTOINCREMENT, USER_ID TEXT, SERVICE_ID TEXT,
  APP_AGENT TEXT, VISITED TEXT);
CREATE TABLE IF NOT EXISTS FM_SYSTEM_WEBPACK (CODE TEXT PRIMARY KEY, SYSTEM TEXT NOT NULL, PATHS TEXT NOT NULL, ORDER_NUM INTEGER);
CREATE TABLE IF NOT EXISTS FM_HELP (ID TEXT PRIMARY KEY, CODE TEXT, TITLE TEXT, CONTENT TEXT, SERVICE TEXT);
${WORKFLOW_DDL}${REPORT_DDL}${CONFIG_DDL}`;

function sqlType(a: AttrDef): string {
  switch (a.type) {
    case 'int':
    case 'boolean':
      return 'INTEGER';
    case 'number':
    case 'money':
      return 'REAL';
    case 'ref':
      return a.relatedEntity === 'PRODUCT' ? 'TEXT' : 'INTEGER';
    default:
      return 'TEXT';
  }
}

/**
 * Rows per business table and client, kept by triggers: a list's unfiltered total is its client's
 * count, which would otherwise read every entry of the client's index (40 ms for 100,000
 * customers, where the count of a whole table without a WHERE took 0.3 ms).
 */
function rowCountDdl(dialect: Dialect, table: string): string[] {
  const c = `"${CLIENT_COLUMN}"`;
  if (dialect === 'postgres') {
    // One trigger function (migrations.ts) for every table; the table's name is its argument.
    return ['INSERT', 'DELETE', `UPDATE OF ${c}`].map(
      (event) =>
        `CREATE OR REPLACE TRIGGER "TC_${table}_${event.split(' ')[0] === 'UPDATE' ? 'MOVE' : event}" AFTER ${event} ON "${table}" FOR EACH ROW EXECUTE FUNCTION fm_count_rows('${table}');`,
    );
  }
  const add = (client: string): string =>
    `INSERT INTO ${ROW_COUNT_TABLE} (ENTITY, CLIENT, N) VALUES ('${table}', ${client}, 1) ON CONFLICT (ENTITY, CLIENT) DO UPDATE SET N = N + 1;`;
  const remove = (client: string): string => `UPDATE ${ROW_COUNT_TABLE} SET N = N - 1 WHERE ENTITY = '${table}' AND CLIENT = ${client};`;
  return [
    `CREATE TRIGGER IF NOT EXISTS "TC_${table}_INSERT" AFTER INSERT ON "${table}" BEGIN ${add(`NEW.${c}`)} END;`,
    `CREATE TRIGGER IF NOT EXISTS "TC_${table}_DELETE" AFTER DELETE ON "${table}" BEGIN ${remove(`OLD.${c}`)} END;`,
    `CREATE TRIGGER IF NOT EXISTS "TC_${table}_MOVE" AFTER UPDATE OF ${c} ON "${table}" WHEN OLD.${c} IS NOT NEW.${c} BEGIN ${remove(`OLD.${c}`)} ${add(`NEW.${c}`)} END;`,
  ];
}

export function businessDdl(dialect: Dialect): string {
  const out: string[] = [
    `CREATE TABLE IF NOT EXISTS ${ROW_COUNT_TABLE} (ENTITY TEXT NOT NULL, CLIENT TEXT NOT NULL, N INTEGER NOT NULL, PRIMARY KEY (ENTITY, CLIENT)) WITHOUT ROWID;`,
  ];
  for (const e of ENTITIES) {
    if (e.metaType !== 'business') continue;
    // A derived key is unique across clients (one row id sequence); an assigned key (a code the
    // user types) is unique within its client only, so two clients may both have product P-001.
    const cols = allAttrs(e).map((a) => {
      if (a.name === 'ID') return e.keyType === 'derive' ? '"ID" INTEGER PRIMARY KEY AUTOINCREMENT' : '"ID" TEXT NOT NULL';
      return `"${column(a)}" ${sqlType(a)}`;
    });
    // Every write adds one: a save that sends an older value is refused (no lost update).
    cols.push(`"${VERSION_COLUMN}" INTEGER NOT NULL DEFAULT 1`);
    // No default: an insert that does not name the caller's client fails instead of landing in none.
    cols.push(`"${CLIENT_COLUMN}" TEXT NOT NULL`);
    if (e.keyType !== 'derive') cols.push(`PRIMARY KEY ("${CLIENT_COLUMN}", "ID")`);
    out.push(`CREATE TABLE IF NOT EXISTS "${e.code}" (${cols.join(', ')});`);
    // Every statement names the client: with the row id after it, this index also serves the default sort.
    out.push(`CREATE INDEX IF NOT EXISTS "IX_${e.code}_${CLIENT_COLUMN}" ON "${e.code}" ("${CLIENT_COLUMN}");`, ...rowCountDdl(dialect, e.code));
    for (const a of e.attrs) {
      if (a.type === 'ref') out.push(`CREATE INDEX IF NOT EXISTS "IX_${e.code}_${a.name}" ON "${e.code}" ("${a.name}");`);
    }
  }
  out.push(`CREATE UNIQUE INDEX IF NOT EXISTS "UX_ORDER_ORDER_NO" ON "ORDER" ("${CLIENT_COLUMN}", "ORDER_NO");`);
  return ddlFor(dialect, out.join('\n'));
}

/**
 * The shape of the tables; raise it with every change of the DDL. A demo database file written
 * with another shape is seeded anew (it holds demo data only) rather than failing on a column.
 */
export const SCHEMA_VERSION = '9';

function schemaOf(path: string): string | undefined {
  const db = new Database(path);
  try {
    const migrated = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'FM_MIGRATION'").get();
    if (migrated) return SCHEMA_VERSION;
    const row = db.prepare("SELECT VALUE FROM FM_META WHERE KEY = 'schema'").get() as { VALUE: string } | undefined;
    return row?.VALUE ?? '1';
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

const removeDbFiles = (path: string): void => {
  for (const f of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(f)) rmSync(f);
};

function openSqlite(path: string, reset: boolean): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    if (reset) removeDbFiles(path);
    else if (existsSync(path)) {
      // A file older than the migrations holds demo data only: one of the last shape before them
      // is adopted (migrations.ts), an older one is seeded anew.
      const found = schemaOf(path);
      if (found !== undefined && found !== SCHEMA_VERSION) removeDbFiles(path);
    }
  }
  const db = new Database(path) as Database.Database & { dialect: Dialect };
  Object.defineProperty(db, 'dialect', { value: 'sqlite' });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  reuseStatements(db);
  immediateTransactions(db);
  registerConditionFunctions(db);
  return db as unknown as Db;
}

function openPostgres(url: string, reset: boolean): Db {
  const db = new PgDatabase(url);
  // Everything of the server's lives in the connection's schema: a reset starts it anew.
  if (reset) db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  return db;
}

/** Opens (and with `reset`, empties) the store at `location`, a file path or a `postgres://` URL, as it is. */
export function openStore(location: string, reset = false): Db {
  const db = isPostgresUrl(location) ? openPostgres(location, reset) : openSqlite(location, reset);
  setStoreDialect(db.dialect);
  return db;
}

/** Opens the store at `location` (openStore) and runs the migrations it has not had yet. */
export function openDb(location: string, reset = false): Db {
  const db = openStore(location, reset);
  try {
    migrate(db, MIGRATIONS);
  } catch (e) {
    db.close();
    throw e;
  }
  return db;
}

/**
 * Runs a bulk insert (the seed) without the row-count triggers, then counts once: a trigger per
 * inserted row more than doubled the time to seed 100,000 customers.
 */
export function withRowCountsAfter(db: Db, insert: () => void): void {
  const business = ENTITIES.filter((e) => e.metaType === 'business');
  const pg = db.dialect === 'postgres';
  for (const e of business) db.exec(pg ? `ALTER TABLE "${e.code}" DISABLE TRIGGER "TC_${e.code}_INSERT"` : `DROP TRIGGER IF EXISTS "TC_${e.code}_INSERT"`);
  try {
    insert();
  } finally {
    db.transaction(() => {
      db.exec(`DELETE FROM ${ROW_COUNT_TABLE}`);
      for (const e of business) {
        db.exec(
          `INSERT INTO ${ROW_COUNT_TABLE} (ENTITY, CLIENT, N) SELECT '${e.code}', "${CLIENT_COLUMN}", COUNT(*) FROM "${e.code}" GROUP BY "${CLIENT_COLUMN}"`,
        );
      }
    })();
    if (pg) for (const e of business) db.exec(`ALTER TABLE "${e.code}" ENABLE TRIGGER "TC_${e.code}_INSERT"`);
    else db.exec(businessDdl(db.dialect));
  }
}

/**
 * Indexes of the list pages' sorts and filters, so that a page of a 100,000-row list reads its 20
 * rows from an index instead of sorting or scanning the table: the customer list's sortable
 * columns and search fields with an order (ID, the default sort, is the row id), and the order
 * list's default sort and status filter. Free-text (`like`) filters and date ranges (compared
 * as calendar dates through SQLite's date()) still scan. Each leads with the client, as every
 * list statement filters by it.
 */
export function createListIndexes(db: Db): void {
  const c = `"${CLIENT_COLUMN}"`;
  db.exec(`CREATE INDEX IF NOT EXISTS "IX_CUSTOMER_NAME" ON "CUSTOMER" (${c}, "NAME");
    CREATE INDEX IF NOT EXISTS "IX_CUSTOMER_LEVEL" ON "CUSTOMER" (${c}, "LEVEL");
    CREATE INDEX IF NOT EXISTS "IX_CUSTOMER_REGION" ON "CUSTOMER" (${c}, "REGION");
    CREATE INDEX IF NOT EXISTS "IX_CUSTOMER_CREDIT" ON "CUSTOMER" (${c}, "CREDIT");
    CREATE INDEX IF NOT EXISTS "IX_CUSTOMER_SIGNED_ON" ON "CUSTOMER" (${c}, "SIGNED_ON");
    CREATE INDEX IF NOT EXISTS "IX_ORDER_ORDERED_AT" ON "ORDER" (${c}, "ORDERED_AT");
    CREATE INDEX IF NOT EXISTS "IX_ORDER_STATUS" ON "ORDER" (${c}, "STATUS");`);
}

/**
 * PostgreSQL has no rowid: the one table whose row id is its entity key (FM_USER_ROLE, the
 * `ROWID` column of its entity) gets an identity column of that name.
 */
const PG_ROWID = 'ALTER TABLE FM_USER_ROLE ADD COLUMN IF NOT EXISTS "ROWID" BIGINT GENERATED BY DEFAULT AS IDENTITY;';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'platform and business tables',
    up(db) {
      if (db.dialect === 'postgres') db.exec(PG_FUNCTIONS);
      db.exec(ddlFor(db.dialect, PLATFORM_DDL));
      if (db.dialect === 'postgres') db.exec(PG_ROWID);
      db.exec(businessDdl(db.dialect));
    },
  },
  {
    version: 2,
    name: 'indexes of the list pages',
    up: (db) => createListIndexes(db),
  },
  {
    version: 3,
    name: 'what lives between calls: login throttles, login keys, sign-in codes',
    up(db) {
      for (const ddl of STATE_DDL) db.exec(ddlFor(db.dialect, ddl));
    },
  },
];

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT VALUE FROM FM_META WHERE KEY = 'seeded'").get() !== undefined;
}

export function markSeeded(db: Db): void {
  const put = db.prepare('INSERT INTO FM_META (KEY, VALUE) VALUES (?, ?) ON CONFLICT (KEY) DO UPDATE SET VALUE = excluded.VALUE');
  put.run('seeded', new Date().toISOString());
  put.run('schema', SCHEMA_VERSION);
}
