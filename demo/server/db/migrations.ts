/**
 * The schema's history as numbered steps, run in order on either store: a database records the
 * steps it has had in FM_MIGRATION, and at each start gets the ones it lacks, each in a
 * transaction, so a database of an older version is brought up to date with its rows kept.
 * A step is added at the end and never changed once released; it writes its DDL once, in SQLite's
 * spelling (dialect.ts `ddlFor` makes it PostgreSQL's), or asks `db.dialect` where they differ.
 */
import { CLIENT_COLUMN, ROW_COUNT_TABLE } from '../meta/types.js';
import { ddlFor } from './dialect.js';
import type { Db } from './store.js';

export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}

/**
 * PostgreSQL's versions of the SQLite functions the server's SQL calls: instr, total, and the condition
 * readers (condition-functions.ts on SQLite, where they are core/rules' own code). cond_num reads
 * a text as core/rules toNumber does; cond_date as dateKey does: dayjs's own pattern first (the
 * month and day rolling over as a JavaScript Date does), then the database's date reading.
 */
export const PG_FUNCTIONS = `
CREATE OR REPLACE FUNCTION instr(t text, s text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT strpos(t, s) $$;
CREATE OR REPLACE FUNCTION instr(t bigint, s text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT strpos(t::text, s) $$;
CREATE OR REPLACE FUNCTION instr(t double precision, s text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT strpos(t::text, s) $$;
CREATE OR REPLACE FUNCTION fm_total_add(s double precision, v double precision) RETURNS double precision LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT s + v $$;
CREATE OR REPLACE AGGREGATE total(double precision) (SFUNC = fm_total_add, STYPE = double precision, INITCOND = '0');
CREATE OR REPLACE FUNCTION fm_total_add(s double precision, v bigint) RETURNS double precision LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT s + v $$;
CREATE OR REPLACE AGGREGATE total(bigint) (SFUNC = fm_total_add, STYPE = double precision, INITCOND = '0');
CREATE OR REPLACE FUNCTION cond_num(v text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v ~ '^\\s*[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?\\s*$' THEN btrim(v, E' \\t\\n\\r\\f\\v')::double precision END $$;
CREATE OR REPLACE FUNCTION cond_num(v double precision) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$ SELECT v $$;
CREATE OR REPLACE FUNCTION cond_num(v bigint) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$ SELECT v::double precision $$;
CREATE OR REPLACE FUNCTION cond_key(t timestamp) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(year FROM t) * 10000 + extract(month FROM t) * 100 + extract(day FROM t))::bigint $$;
CREATE OR REPLACE FUNCTION cond_date(v double precision) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT cond_key((to_timestamp(v / 1000.0) AT TIME ZONE current_setting('TimeZone'))) $$;
CREATE OR REPLACE FUNCTION cond_date(v bigint) RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT cond_date(v::double precision) $$;
CREATE OR REPLACE FUNCTION cond_date(v text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  m text[];
  t timestamp;
BEGIN
  IF v IS NULL OR v = '' THEN RETURN NULL; END IF;
  IF v !~* 'z$' THEN
    m := regexp_match(v, '^([0-9]{4})[-/]?([0-9]{1,2})?[-/]?([0-9]{0,2})[Tt\\s]*([0-9]{1,2})?:?([0-9]{1,2})?:?([0-9]{1,2})?[.:]?([0-9]+)?$');
    IF m IS NOT NULL THEN
      t := make_timestamp(m[1]::int, 1, 1, 0, 0, 0)
        + make_interval(months => coalesce(nullif(m[2], '')::int, 1) - 1, days => coalesce(nullif(m[3], '')::int, 1) - 1,
                        hours => coalesce(nullif(m[4], '')::int, 0), mins => coalesce(nullif(m[5], '')::int, 0),
                        secs => coalesce(nullif(m[6], '')::int, 0));
      RETURN cond_key(t);
    END IF;
  END IF;
  BEGIN
    t := (v::timestamptz) AT TIME ZONE current_setting('TimeZone');
  EXCEPTION WHEN others THEN
    RETURN NULL;
  END;
  RETURN cond_key(t);
END $$;
CREATE OR REPLACE FUNCTION fm_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.${CLIENT_COLUMN.toLowerCase()} IS NOT DISTINCT FROM NEW.${CLIENT_COLUMN.toLowerCase()} THEN RETURN NULL; END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE ${ROW_COUNT_TABLE.toLowerCase()} SET n = n - 1 WHERE entity = TG_ARGV[0] AND client = OLD.${CLIENT_COLUMN.toLowerCase()};
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ${ROW_COUNT_TABLE.toLowerCase()} (entity, client, n) VALUES (TG_ARGV[0], NEW.${CLIENT_COLUMN.toLowerCase()}, 1)
      ON CONFLICT (entity, client) DO UPDATE SET n = ${ROW_COUNT_TABLE.toLowerCase()}.n + 1;
  END IF;
  RETURN NULL;
END $$;
`;

const MIGRATION_DDL = 'CREATE TABLE IF NOT EXISTS FM_MIGRATION (VERSION INTEGER PRIMARY KEY, NAME TEXT NOT NULL, APPLIED TEXT NOT NULL)';

/** The last step a database has had (0 for an empty one). */
export function schemaVersion(db: Db): number {
  db.exec(ddlFor(db.dialect, MIGRATION_DDL));
  const row = db.prepare('SELECT MAX(VERSION) AS v FROM FM_MIGRATION').get() as { v: number | null } | undefined;
  return Number(row?.v ?? 0);
}

/**
 * A SQLite file of the last shape before the migrations (FM_META schema '9') has had steps 1 and 2
 * already: it is recorded so, and keeps its rows.
 */
function adoptUnversioned(db: Db, steps: readonly Migration[]): void {
  if (db.dialect !== 'sqlite') return;
  const meta = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'FM_META'").get();
  if (!meta) return;
  const row = db.prepare("SELECT VALUE FROM FM_META WHERE KEY = 'schema'").get() as { VALUE: string } | undefined;
  if (row?.VALUE !== '9') return;
  const record = db.prepare('INSERT INTO FM_MIGRATION (VERSION, NAME, APPLIED) VALUES (?, ?, ?)');
  for (const m of steps.filter((x) => x.version <= 2)) record.run(m.version, m.name, new Date().toISOString());
}

/** Runs the `steps` `db` lacks, up to `target` (default all); returns the version it is at. */
export function migrate(db: Db, steps: readonly Migration[], target = steps.at(-1)!.version): number {
  let current = schemaVersion(db);
  if (current === 0) {
    adoptUnversioned(db, steps);
    current = schemaVersion(db);
  }
  for (const m of steps) {
    if (m.version <= current || m.version > target) continue;
    db.transaction(() => {
      m.up(db);
      db.prepare('INSERT INTO FM_MIGRATION (VERSION, NAME, APPLIED) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
    current = m.version;
  }
  return current;
}
