/**
 * The demo data for PostgreSQL: seeded into a SQLite database in memory (the seed's thousands of
 * small statements cost microseconds there, a network round trip each on PostgreSQL), then copied
 * table by table in statements of thousands of rows. The same seed gives the same rows on both.
 */
import { ENTITIES } from '../meta/entities.js';
import { openDb } from './schema.js';
import { seed } from './seed.js';
import type { Db } from './store.js';
import { setStoreDialect } from './dialect.js';

/** PostgreSQL takes at most 65,535 bound values in one statement. */
const MAX_VALUES = 30_000;

/** Seeds `target` (PostgreSQL, migrated, empty) with the demo data of `rows` and `dataSeed`. */
export function seedByCopy(target: Db, rows?: number, dataSeed?: number): void {
  const source = openDb(':memory:');
  try {
    seed(source, rows, dataSeed);
    copyRows(source, target);
    // Statistics for the planner at once (autovacuum would take its time): without them a list
    // of 100,000 rows is planned as if the tables were empty. The vacuum marks the new rows'
    // pages all-visible: until then a count through an index reads every row's page too, and
    // lists with their counts ran at a third of their speed.
    target.exec('VACUUM (ANALYZE)');
  } finally {
    source.close();
    setStoreDialect(target.dialect);
  }
}

/** Copies every row of every table but the migrations' record from `source` into `target`. */
export function copyRows(source: Db, target: Db): void {
  const tables = (
    source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'FM_MIGRATION'").all() as { name: string }[]
  ).map((t) => t.name);
  const business = ENTITIES.filter((e) => e.metaType === 'business').map((e) => e.code);
  target.transaction(() => {
    // The row counts are copied as they are: the triggers would count every row once more.
    for (const t of business) target.exec(`ALTER TABLE "${t}" DISABLE TRIGGER USER`);
    for (const table of tables) {
      const columns = (source.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name);
      // The one table whose row id is an entity's key keeps it (an identity column on PostgreSQL).
      if (table === 'FM_USER_ROLE') columns.push('ROWID');
      const all = source.prepare(`SELECT ${columns.map((c) => (c === 'ROWID' ? 'rowid AS "ROWID"' : `"${c}"`)).join(', ')} FROM "${table}"`).all() as Record<
        string,
        unknown
      >[];
      if (all.length === 0) continue;
      const per = Math.max(1, Math.floor(MAX_VALUES / columns.length));
      const row = `(${columns.map(() => '?').join(', ')})`;
      for (let i = 0; i < all.length; i += per) {
        const batch = all.slice(i, i + per);
        target
          .prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${batch.map(() => row).join(', ')}`)
          .run(...batch.flatMap((r) => columns.map((c) => r[c])));
      }
    }
    for (const t of business) target.exec(`ALTER TABLE "${t}" ENABLE TRIGGER USER`);
  })();
}
