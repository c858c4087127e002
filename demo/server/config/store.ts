/**
 * Config versions (FM_CONFIG_VERSION) and the live configs they stand for: a page's
 * FM_PAGE_CONFIG CONTENT, a menu's FM_MODULE rows, a report's FM_REPORT row. Version 1 is seeded
 * from the live rows (db/seed-config.ts); a live config without versions gets its version 1 when
 * first read, so configs added later are versioned too.
 */
import JSON5 from 'json5';
import type { Db } from '../db/schema.js';
import { notFound, param } from '../errors.js';
import { checkJsonObject, checkPageContent, checkReportContent, isObj } from './check.js';
import type { Obj } from './check.js';
import { checkMenuContent, readMenu, writeMenu } from './menu.js';

export type ConfigMode = 'page' | 'menu' | 'report';
export const CONFIG_MODES: readonly ConfigMode[] = ['page', 'menu', 'report'];

export interface Editor {
  id: string;
  name: string;
  nameEn: string;
}

export interface VersionRow {
  version: number;
  content: Obj;
  updatedBy: Editor;
  updatedAt: string;
}

interface PageRow {
  META_ID: string | null;
  META_CODE: string | null;
  FLAG: string | null;
  TITLE: string | null;
  CONTENT: string;
}

function pageRow(db: Db, id: string): PageRow {
  const row = db.prepare('SELECT META_ID, META_CODE, FLAG, TITLE, CONTENT FROM FM_PAGE_CONFIG WHERE PAGE_ID = ? OR ID = ?').get(id, id) as PageRow | undefined;
  if (!row) throw notFound(`页面配置 ${id.slice(0, 60)} 不存在`, `Page config ${id.slice(0, 60)} does not exist`);
  return row;
}

function parsedPage(row: PageRow): Obj {
  try {
    const value: unknown = row.CONTENT.trim() === '' ? {} : JSON5.parse(row.CONTENT);
    return isObj(value) ? value : {};
  } catch {
    return {};
  }
}

function reportContent(db: Db, client: string, id: string): Obj {
  const row = db.prepare('SELECT CONTENT FROM FM_REPORT WHERE ID = ? AND CLIENT = ?').get(id, client) as { CONTENT: string } | undefined;
  if (!row) throw notFound(`报表 ${id.slice(0, 60)} 不存在`, `There is no report ${id.slice(0, 60)}`);
  return JSON.parse(row.CONTENT) as Obj;
}

/** The live config as the designer edits it; unknown ids are error.notfound. */
export function liveContent(db: Db, client: string, mode: ConfigMode, id: string): Obj {
  if (mode === 'page') return parsedPage(pageRow(db, id));
  if (mode === 'menu') return readMenu(db, id);
  return reportContent(db, client, id);
}

/** What the designer shows beside a page's content: its entity, kind and title. */
export function pageFacts(db: Db, id: string): Obj {
  const row = pageRow(db, id);
  return { metaId: row.META_ID, metaCode: row.META_CODE, flag: row.FLAG, title: row.TITLE };
}

/** Checks content for its mode (error.param with the reason); returns it as stored. */
export function checkedContent(db: Db, mode: ConfigMode, id: string, content: unknown): Obj {
  const obj = checkJsonObject(content);
  if (mode === 'page') checkPageContent(obj, pageRow(db, id).META_ID);
  else if (mode === 'menu') checkMenuContent(db, obj, id);
  else checkReportContent(obj, id);
  return obj;
}

/** Writes the live config; in the caller's transaction. */
export function writeLive(db: Db, client: string, mode: ConfigMode, id: string, content: Obj): void {
  if (mode === 'page') {
    db.prepare('UPDATE FM_PAGE_CONFIG SET CONTENT = ? WHERE PAGE_ID = ? OR ID = ?').run(JSON5.stringify(content, null, 2), id, id);
  } else if (mode === 'menu') {
    writeMenu(db, id, content);
  } else {
    const { changes } = db
      .prepare('UPDATE FM_REPORT SET CONTENT = ?, ENTITY = ?, OWNER = ? WHERE ID = ? AND CLIENT = ?')
      .run(JSON.stringify(content), String(content.entity), typeof content.owner === 'string' ? content.owner : null, id, client);
    if (changes === 0) throw notFound(`报表 ${id.slice(0, 60)} 不存在`, `There is no report ${id.slice(0, 60)}`);
  }
}

/** Rows of FM_CONFIG_VERSION: CLIENT is the report's client, '' for the shared page configs and menus. */
interface StoredVersion {
  VERSION: number;
  CONTENT: string;
  USER_ID: string | null;
  TIME: string;
  NAME: string | null;
  NAME_EN: string | null;
}

const SELECT_VERSION = `SELECT v.VERSION, v.CONTENT, v.USER_ID, v.TIME, u.NAME, u.NAME_EN FROM FM_CONFIG_VERSION v
  LEFT JOIN FM_USER u ON u.ID = v.USER_ID WHERE v.CLIENT = ? AND v.MODE = ? AND v.CONFIG_ID = ?`;

function toVersion(row: StoredVersion): VersionRow {
  return {
    version: row.VERSION,
    content: JSON.parse(row.CONTENT) as Obj,
    updatedBy: { id: row.USER_ID ?? '', name: row.NAME ?? '', nameEn: row.NAME_EN ?? row.NAME ?? '' },
    updatedAt: row.TIME,
  };
}

export function insertVersion(db: Db, client: string, mode: ConfigMode, id: string, version: number, content: Obj, userId: string | null, time: string): void {
  db.prepare('INSERT INTO FM_CONFIG_VERSION (CLIENT, MODE, CONFIG_ID, VERSION, CONTENT, USER_ID, TIME) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    client,
    mode,
    id,
    version,
    JSON.stringify(content),
    userId,
    time,
  );
}

/** The newest version; a live config without one gets version 1 from its live content. */
export function currentVersion(db: Db, client: string, mode: ConfigMode, id: string): VersionRow {
  const row = db.prepare(`${SELECT_VERSION} ORDER BY v.VERSION DESC LIMIT 1`).get(client, mode, id) as StoredVersion | undefined;
  if (row) return toVersion(row);
  const content = liveContent(db, client, mode, id);
  insertVersion(db, client, mode, id, 1, content, null, new Date().toISOString());
  return currentVersion(db, client, mode, id);
}

export function versionList(db: Db, client: string, mode: ConfigMode, id: string): Omit<VersionRow, 'content'>[] {
  currentVersion(db, client, mode, id);
  const rows = db.prepare(`${SELECT_VERSION} ORDER BY v.VERSION DESC`).all(client, mode, id) as StoredVersion[];
  return rows.map((r) => {
    const { content: _content, ...rest } = toVersion(r);
    return rest;
  });
}

export function oneVersion(db: Db, client: string, mode: ConfigMode, id: string, version: unknown): VersionRow {
  const n = typeof version === 'string' && /^\d{1,9}$/.test(version) ? Number(version) : version;
  if (!Number.isInteger(n) || (n as number) < 1) throw param('version 必须是正整数', 'version must be a positive integer');
  currentVersion(db, client, mode, id);
  const row = db.prepare(`${SELECT_VERSION} AND v.VERSION = ?`).get(client, mode, id, n) as StoredVersion | undefined;
  if (!row) throw notFound(`版本 ${String(n)} 不存在`, `There is no version ${String(n)}`);
  return toVersion(row);
}
