/** Report definitions as JSON rows of FM_REPORT, one per report, per client. */
import type { Db } from '../db/schema.js';
import { param } from '../errors.js';
import type { Owner, ReportDefinition, ReportView } from './types.js';

interface ReportRow {
  CONTENT: string;
}

/** Parsed definitions by their stored JSON: every call reads the same few definitions. */
const parsed = new Map<string, ReportDefinition>();

function parseDefinition(content: string): ReportDefinition {
  const known = parsed.get(content);
  if (known) return known;
  const def = JSON.parse(content) as ReportDefinition;
  if (parsed.size > 100) parsed.clear();
  parsed.set(content, def);
  return def;
}

export function reportsOf(db: Db, client: string): ReportDefinition[] {
  const rows = db.prepare('SELECT CONTENT FROM FM_REPORT WHERE CLIENT = ? ORDER BY ORDER_NUM, ID').all(client) as ReportRow[];
  return rows.map((r) => parseDefinition(r.CONTENT));
}

/** The client's report of that id; any other id (unknown, not text, another client's) → error.param. */
export function reportById(db: Db, client: string, id: unknown): ReportDefinition {
  const row =
    typeof id === 'string' ? (db.prepare('SELECT CONTENT FROM FM_REPORT WHERE ID = ? AND CLIENT = ?').get(id, client) as ReportRow | undefined) : undefined;
  if (!row) {
    const shown = typeof id === 'string' ? id.slice(0, 60) : String(id ?? '');
    throw param(`报表 "${shown}" 不存在`, `There is no report "${shown}"`);
  }
  return parseDefinition(row.CONTENT);
}

export function saveReport(db: Db, client: string, report: ReportDefinition, order: number): void {
  db.prepare(`INSERT INTO FM_REPORT (ID, CLIENT, ENTITY, OWNER, CONTENT, ORDER_NUM) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (ID) DO UPDATE SET CLIENT = excluded.CLIENT, ENTITY = excluded.ENTITY, OWNER = excluded.OWNER, CONTENT = excluded.CONTENT, ORDER_NUM = excluded.ORDER_NUM`).run(
    report.id,
    client,
    report.entity,
    report.owner,
    JSON.stringify(report),
    order,
  );
}

/** A definition as the calls give it, its owner with their names. */
export function viewOf(db: Db, report: ReportDefinition): ReportView {
  const user = db.prepare('SELECT ID, NAME, NAME_EN FROM FM_USER WHERE ID = ?').get(report.owner) as
    | { ID: string; NAME: string | null; NAME_EN: string | null }
    | undefined;
  const owner: Owner = user
    ? { id: user.ID, name: user.NAME ?? '', nameEn: user.NAME_EN ?? user.NAME ?? '' }
    : { id: String(report.owner ?? ''), name: '', nameEn: '' };
  return { ...report, owner };
}
