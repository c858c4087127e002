/** Version 1 of every config the designer edits, from the rows just seeded (docs/server-contract.md "Configuration"). */
import { liveContent, insertVersion } from '../config/store.js';
import { menuIds } from '../config/menu.js';
import type { Db } from './schema.js';

export function seedConfigVersions(db: Db): void {
  const time = new Date().toISOString();
  const clients = (db.prepare('SELECT ID FROM FM_CLIENT ORDER BY ID').all() as { ID: string }[]).map((c) => c.ID);
  const pages = (db.prepare('SELECT PAGE_ID FROM FM_PAGE_CONFIG ORDER BY PAGE_ID').all() as { PAGE_ID: string }[]).map((p) => p.PAGE_ID);
  const menus = menuIds(db);
  // Page configs and menus are shared by the clients (CLIENT ''); reports belong to one.
  for (const id of pages) insertVersion(db, '', 'page', id, 1, liveContent(db, '', 'page', id), 'user-admin', time);
  for (const id of menus) insertVersion(db, '', 'menu', id, 1, liveContent(db, '', 'menu', id), 'user-admin', time);
  for (const client of clients) {
    const reports = (db.prepare('SELECT ID FROM FM_REPORT WHERE CLIENT = ? ORDER BY ID').all(client) as { ID: string }[]).map((r) => r.ID);
    for (const id of reports) insertVersion(db, client, 'report', id, 1, liveContent(db, client, 'report', id), 'user-admin', time);
  }
}
