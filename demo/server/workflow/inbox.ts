/** The user's lists: the three inbox boxes, their counts, and the task list (approvals and to-dos). */
import type { Db } from '../db/schema.js';
import { param } from '../errors.js';
import { nonNegativeInt } from '../actions/query.js';
import { definitionsOf, jsonList } from './store.js';
import type { Definition, I18n, InstanceRow, InstanceStatus, TaskRecord } from './types.js';
import { nodeRef, taskRow, userRefs, type NodeRef, type TaskRow, type UserRef } from './views.js';

export type Box = 'waiting' | 'started' | 'done';
export const BOXES: readonly Box[] = ['waiting', 'started', 'done'];
export const MAX_PAGE_SIZE = 200;

export interface Paging {
  page: number;
  pageSize: number;
}

export function pagingOf(p: Record<string, unknown>): Paging {
  // Paging as the list calls read it: Number() would also take true, [5] or "0x10".
  const int = (v: unknown, name: string, fallback: number, max: number): number => {
    const n = nonNegativeInt(v, name) ?? fallback;
    if (n < 1 || n > max) throw param(`${name} 必须是 1 到 ${max} 之间的整数`, `${name} must be an integer from 1 to ${max}`);
    return n;
  };
  return { page: int(p.page, 'page', 1, 1_000_000), pageSize: int(p.pageSize, 'pageSize', 20, MAX_PAGE_SIZE) };
}

export interface InboxRow {
  taskId?: string;
  instanceId: string;
  processName: I18n;
  title: string;
  starter: UserRef;
  node: NodeRef;
  time: string;
  status: InstanceStatus;
}

interface Query {
  from: string;
  where: string;
  params: unknown[];
  order: string;
  time: string;
}

/** The FROM and WHERE of a box; every box joins the instance (alias i) and its starter (alias s). */
function boxQuery(box: Box, me: string, client: string): Query {
  const base = 'JOIN FM_PROCESS_INSTANCE i ON i.ID = t.INSTANCE_ID JOIN FM_USER s ON s.ID = i.STARTER';
  if (box === 'waiting') {
    return {
      from: `FM_PROCESS_TASK t JOIN FM_PROCESS_TASK_USER u ON u.TASK_ID = t.ID ${base}`,
      where: "u.USER_ID = ? AND t.STATE = 'open' AND i.CLIENT = ?",
      params: [me, client],
      order: 't.CREATED DESC, t.ID DESC',
      time: 't.CREATED',
    };
  }
  if (box === 'done') {
    return {
      from: `FM_PROCESS_TASK t ${base}`,
      where: "t.DONE_BY = ? AND t.STATE = 'done' AND i.CLIENT = ?",
      params: [me, client],
      order: 't.DONE_AT DESC, t.ID DESC',
      time: 't.DONE_AT',
    };
  }
  return {
    from: 'FM_PROCESS_INSTANCE i JOIN FM_USER s ON s.ID = i.STARTER',
    where: 'i.STARTER = ? AND i.CLIENT = ?',
    params: [me, client],
    order: 'i.CREATED DESC, i.ID DESC',
    time: 'i.CREATED',
  };
}

/** A search matches the record title, the starter's names or the process name (no LIKE: `%` and `_` are plain text). */
function searchPart(search: unknown, defs: Definition[]): { sql: string; params: unknown[] } | undefined {
  if (search === undefined || search === null || search === '') return undefined;
  if (typeof search !== 'string' || search.length > 100) throw param('search 必须是不超过 100 个字符的文本', 'search must be a text of at most 100 characters');
  const s = search.trim().toLowerCase();
  if (s === '') return undefined;
  const named = defs.filter((d) => Object.values(d.name).some((n) => n.toLowerCase().includes(s))).map((d) => d.id);
  const byProcess = named.length ? ` OR i.DEFINITION_ID IN (${named.map(() => '?').join(', ')})` : '';
  return {
    sql: `(instr(lower(i.TITLE), ?) > 0 OR instr(lower(s.NAME), ?) > 0 OR instr(lower(COALESCE(s.NAME_EN, '')), ?) > 0${byProcess})`,
    params: [s, s, s, ...named],
  };
}

const currentNode = (inst: InstanceRow): string => {
  const current = jsonList(inst.CURRENT_NODES);
  const done = jsonList(inst.DONE_NODES);
  return current[0] ?? done[done.length - 1] ?? '';
};

type Joined = InstanceRow & { TASK_ID: string | null; TASK_NODE: string | null; AT: string };

export function inbox(db: Db, me: string, client: string, p: Record<string, unknown>): { rows: InboxRow[]; total: number } {
  if (!BOXES.includes(p.box as Box)) throw param('box 必须是 waiting、started 或 done', 'box must be waiting, started or done');
  const box = p.box as Box;
  const { page, pageSize } = pagingOf(p);
  const defs = definitionsOf(db, client);
  const q = boxQuery(box, me, client);
  const search = searchPart(p.search, defs);
  const where = search ? `${q.where} AND ${search.sql}` : q.where;
  const params = search ? [...q.params, ...search.params] : q.params;
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${where}`).get(...params) as { n: number };
  // The started box opens the instance's open task, else its last one (the task page shows any instance's record and history).
  const task =
    box === 'started'
      ? "(SELECT x.ID FROM FM_PROCESS_TASK x WHERE x.INSTANCE_ID = i.ID ORDER BY x.STATE = 'open' DESC, x.CREATED DESC, x.ID DESC LIMIT 1) AS TASK_ID, NULL AS TASK_NODE"
      : 't.ID AS TASK_ID, t.NODE_ID AS TASK_NODE';
  const rows = db
    .prepare(`SELECT i.*, ${task}, ${q.time} AS AT FROM ${q.from} WHERE ${where} ORDER BY ${q.order} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as Joined[];
  const user = userRefs(db);
  const byId = new Map(defs.map((d) => [d.id, d]));
  return {
    total: n,
    rows: rows.map((r) => {
      const def = byId.get(r.DEFINITION_ID);
      const row: InboxRow = {
        instanceId: r.ID,
        processName: def?.name ?? { '010': r.DEFINITION_ID, '011': r.DEFINITION_ID },
        title: r.TITLE,
        starter: user(r.STARTER)!,
        node: nodeRef(def, r.TASK_NODE ?? currentNode(r)),
        time: r.AT,
        status: r.STATUS,
      };
      if (r.TASK_ID) row.taskId = r.TASK_ID;
      return row;
    }),
  };
}

export function counts(db: Db, me: string, client: string): Record<Box, number> {
  const out = {} as Record<Box, number>;
  for (const box of BOXES) {
    const q = boxQuery(box, me, client);
    out[box] = (db.prepare(`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${q.where}`).get(...q.params) as { n: number }).n;
  }
  return out;
}

const STATES = ['open', 'done', 'all'] as const;

/** Tasks offered to me (open) and tasks I completed (done), of every process or one. */
export function taskList(db: Db, me: string, client: string, p: Record<string, unknown>): { rows: TaskRow[]; total: number } {
  const state = p.state === undefined || p.state === null || p.state === '' ? 'open' : p.state;
  if (!STATES.includes(state as (typeof STATES)[number])) throw param('state 必须是 open、done 或 all', 'state must be open, done or all');
  const { page, pageSize } = pagingOf(p);
  const open = "(t.STATE = 'open' AND EXISTS (SELECT 1 FROM FM_PROCESS_TASK_USER u WHERE u.TASK_ID = t.ID AND u.USER_ID = ?))";
  const done = "(t.STATE = 'done' AND t.DONE_BY = ?)";
  const mine = state === 'open' ? open : state === 'done' ? done : `(${open} OR ${done})`;
  const params: unknown[] = state === 'all' ? [me, me] : [me];
  let where = `${mine} AND i.CLIENT = ?`;
  params.push(client);
  if (p.processId !== undefined && p.processId !== null && p.processId !== '') {
    if (typeof p.processId !== 'string') throw param('processId 必须是文本', 'processId must be a text');
    where += ' AND i.DEFINITION_ID = ?';
    params.push(p.processId);
  }
  const from = 'FM_PROCESS_TASK t JOIN FM_PROCESS_INSTANCE i ON i.ID = t.INSTANCE_ID';
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).get(...params) as { n: number };
  const rows = db
    .prepare(`SELECT t.*, i.TITLE, i.DEFINITION_ID FROM ${from} WHERE ${where} ORDER BY t.CREATED DESC, t.ID DESC LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as (TaskRecord & { TITLE: string; DEFINITION_ID: string })[];
  const byId = new Map(definitionsOf(db, client).map((d) => [d.id, d]));
  return { total: n, rows: rows.map((r) => taskRow(r, r, byId.get(r.DEFINITION_ID))) };
}
