/** Who manages a user: the manager of their department, else of the nearest department above with one. */
import type { Db } from '../db/schema.js';

interface DeptRow {
  PARENT_ID: string | null;
  MANAGER_ID: string | null;
}

/**
 * The manager of the user's department; a department without a manager, or managed by the user
 * themself, defers to its parent. undefined when no department above has another manager.
 */
export function managerOf(db: Db, userId: string): string | undefined {
  const user = db.prepare('SELECT DEPT FROM FM_USER WHERE ID = ?').get(userId) as { DEPT: string | null } | undefined;
  const seen = new Set<string>();
  for (let id = user?.DEPT ?? null; id && !seen.has(id); ) {
    seen.add(id);
    const dept = db.prepare('SELECT PARENT_ID, MANAGER_ID FROM FM_DEPT WHERE ID = ?').get(id) as DeptRow | undefined;
    if (!dept) return undefined;
    if (dept.MANAGER_ID && dept.MANAGER_ID !== userId) return dept.MANAGER_ID;
    id = dept.PARENT_ID;
  }
  return undefined;
}
