/** Seeds a fresh database in one transaction. */
import { seedBusiness } from './seed-business.js';
import { seedConfigVersions } from './seed-config.js';
import { seedDepartments } from './seed-org.js';
import { seedPages } from './seed-pages.js';
import { seedPlatform } from './seed-platform.js';
import { seedReports } from './seed-reports.js';
import { seedSecondClient } from './seed-tenant.js';
import { seedWorkflow } from './seed-workflow.js';
import { createListIndexes, markSeeded, withRowCountsAfter, type Db } from './schema.js';

export const MAX_ROWS = 1_000_000;

/** `rows` customers (default the 60 named ones); `seed` starts the demo data's generator. */
export function seed(db: Db, rows?: number, dataSeed?: number): void {
  withRowCountsAfter(db, () => seedAll(db, rows, dataSeed));
  // Built after the bulk insert: faster than maintaining them row by row.
  createListIndexes(db);
}

function seedAll(db: Db, rows?: number, dataSeed?: number): void {
  db.transaction(() => {
    seedPlatform(db);
    seedDepartments(db);
    seedPages(db);
    seedBusiness(db, rows, dataSeed);
    seedWorkflow(db);
    seedReports(db);
    // Last: the demo client's rows keep the ids every page and test knows.
    seedSecondClient(db);
    seedConfigVersions(db);
    markSeeded(db);
  })();
}
