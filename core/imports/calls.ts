/**
 * The import and export's platform calls (docs/server-contract.md "Import" and "Export"), typed.
 * Each is one call on the request seam; the controllers build on them.
 */
import type { Http } from '../http/index.ts';
import type { Condition } from '../rules/index.ts';
import type { Mapping } from './mapping.ts';
import type { CodeItem } from './preview.ts';

export interface RowError {
  field: string;
  message: string;
}

export interface RejectedRow {
  /** The row's number in the file (the header not counted). */
  row: number;
  errors: RowError[];
}

export interface ImportRowsInput {
  entity: string;
  /** Rows keyed by the file's column names (only the mapped columns). */
  rows: Array<Record<string, string>>;
  /** Column → attribute, for the columns sent. */
  mapping: Mapping;
  /** Check every row by save's rules and write nothing. */
  dryRun: boolean;
  /** The file row number of the first row sent (1-based, the header not counted). */
  firstRow: number;
}

export interface ImportRowsReply {
  accepted: number;
  rejected: RejectedRow[];
}

export interface SortItem {
  field: string;
  order: 'asc' | 'desc';
}

export interface ExportPageInput {
  entity: string;
  conditions: Condition[];
  sort: SortItem[];
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  /** The columns, in order; the server writes every attribute when none are named. */
  columns?: string[];
  signal?: AbortSignal;
}

export interface ImportCalls {
  /** `{entity}/importRows`: one batch checked (and, without `dryRun`, written) in one transaction; silent. */
  importRows(input: ImportRowsInput): Promise<ImportRowsReply>;
  /** `{entity}/getCount`: how many records match the conditions; silent. */
  getCount(entity: string, conditions: Condition[]): Promise<number>;
  /** `{entity}/exportExcel`: one page of the query as the server's labelled CSV file. */
  exportPage(input: ExportPageInput): Promise<{ blob: Blob; filename: string }>;
  /** FM_CODE_DEFINE/getCodes or getTree with its labels in `language` (not the UI's): value, label, children. */
  codeItems(kind: 'code' | 'tree', key: string, language: string): Promise<CodeItem[]>;
}

/** getCodes' `{ value, text }` and getTree's `{ value, title }` items as code items. */
function codeItemsOf(raw: unknown): CodeItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => {
      const children = codeItemsOf(item.children);
      const value = String(item.value ?? '');
      return { value, text: String(item.text ?? item.title ?? value), ...(children.length ? { children } : {}) };
    });
}

export function createImportCalls(http: Pick<Http, 'request' | 'download'>): ImportCalls {
  return {
    importRows: ({ entity, rows, mapping, dryRun, firstRow }) =>
      http.request<ImportRowsReply>({ entity, action: 'importRows', method: 'POST', data: { rows, mapping, dryRun, firstRow }, silent: true }),
    async getCount(entity, conditions) {
      const reply = await http.request<{ count: number }>({ entity, action: 'getCount', method: 'POST', data: { conditions }, silent: true });
      return reply.count;
    },
    async codeItems(kind, key, language) {
      const action = kind === 'tree' ? 'getTree' : 'getCodes';
      return codeItemsOf(await http.request<unknown>({ entity: 'FM_CODE_DEFINE', action, params: { key }, language, silent: true }));
    },
    exportPage: ({ entity, conditions, sort, pageIndex, pageSize, columns, signal }) =>
      http.download({
        entity,
        action: 'exportExcel',
        method: 'POST',
        signal,
        data: { conditions, sort, pageIndex, pageSize, count: false, ...(columns?.length ? { columns } : {}) },
      }),
  };
}
