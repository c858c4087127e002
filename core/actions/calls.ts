import type { RequestSpec } from '../http/types.ts';
import { resolvePlaceholders } from '../rules/index.ts';
import type { PlaceholderSources } from '../rules/index.ts';
import type { ActionInput, ActionsDeps, OpenRequest, Operate, Row } from './types.ts';

/** The selected rows' keys comma-joined: the default `id` of the generic POST (spec §7). */
export function selectedKeys(rows: readonly Row[], keyName = 'ID'): string {
  return rows
    .map((row) => row[keyName])
    .filter((key) => key !== undefined && key !== null && key !== '')
    .map(String)
    .join(',');
}

export function sourcesOf(input: ActionInput, rows: readonly Row[]): PlaceholderSources {
  return { page: input.page, query: input.query, tab: input.tab, row: rows[0], rows };
}

/**
 * The generic POST payload of spec §7: `action`, `entityId`, the operate's params with their
 * placeholders resolved, `id` defaulting to the selected keys, and `rule` for rule requests.
 */
export function actionPayload(operate: Operate, input: ActionInput, rows: readonly Row[], resolve: ActionsDeps['resolve']): Record<string, unknown> {
  const sources = sourcesOf(input, rows);
  const params = (resolve ? resolve(operate.params ?? {}, sources) : resolvePlaceholders(operate.params ?? {}, sources)) as Record<string, unknown>;
  const payload: Record<string, unknown> = {
    action: operate.action ?? operate.name,
    entityId: input.entityId ?? input.entity,
    ...params,
  };
  if (payload.id === undefined || payload.id === null) payload.id = selectedKeys(rows, input.keyName);
  if (operate.rule) payload.rule = operate.rule;
  return payload;
}

/**
 * The call of each operate type. post: `apply` with the payload (or the rule under /rule/v1);
 * download: the operate's action (exportExcel...) with the same payload, answered by a file;
 * delete: `removeMulti` with the keys; an operate marked `process: true` posts the payload to
 * its action under /process/v1 (the workflow calls: approve, reject, handover, comment...).
 * The caller shows messages, so every call is silent.
 */
export function callSpec(operate: Operate, input: ActionInput, payload: Record<string, unknown>): RequestSpec {
  const base: RequestSpec = { entity: input.entity, method: 'POST', silent: true };
  if (operate.process === true && operate.type !== 'download' && operate.type !== 'delete') {
    return { ...base, action: operate.action || operate.name, process: true, data: payload };
  }
  switch (operate.type) {
    case 'download':
      return { ...base, action: operate.action || 'download', data: payload, responseType: 'blob' };
    case 'delete':
      return { ...base, action: operate.action || 'removeMulti', data: { id: payload.id } };
    default:
      return operate.rule ? { ...base, rule: operate.rule, data: payload } : { ...base, action: 'apply', data: payload };
  }
}

function stringify(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/**
 * The page an `open` operation (or an `open` after-action) shows: its page id, kind (`flag`),
 * openType, and the record: `params.id` when configured (e.g. '#[ID]'), else the single
 * selected row's key when the operation needs a selection. `extra` carries values a reply returned.
 */
export function openRequest(operate: Operate, input: ActionInput, rows: readonly Row[], resolve: ActionsDeps['resolve'], extra: Row = {}): OpenRequest {
  const sources = sourcesOf(input, rows);
  const params = (resolve ? resolve(operate.params ?? {}, sources) : resolvePlaceholders(operate.params ?? {}, sources)) as Row;
  const query = stringify({ ...params, ...extra });
  // An operation that needs no selection (an add) opens no record, whatever happens to be selected.
  const needsRow = String(operate.needSelect ?? (input.row ? 1 : 0)).trim() !== '0';
  const recordId = query.id ?? (needsRow && rows.length === 1 ? selectedKeys(rows, input.keyName) || undefined : undefined);
  return {
    openType: (extra.openType as number | undefined) ?? operate.openType,
    pageId: (extra.pageId as string | undefined) ?? operate.pageId,
    kind: operate.flag || 'detail',
    title: operate.label,
    entity: input.entity,
    recordId,
    query,
  };
}

/** What a reply asks for after the action (server-contract `apply`: `refresh`, plus `close`/`open`). */
export function replyAfterAction(reply: unknown): 'refresh' | 'close' | 'open' | undefined {
  if (!reply || typeof reply !== 'object') return undefined;
  const data = reply as Row;
  if (data.open || data.pageId) return 'open';
  if (data.close === true || data.close === '1') return 'close';
  if (data.refresh === true || data.refresh === '1') return 'refresh';
  return undefined;
}
