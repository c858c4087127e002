import type { FileResult, RequestSpec } from '../http/types.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Condition, ConditionPredicate, ConditionScope, PlaceholderSources } from '../rules/index.ts';

export type Row = Record<string, unknown>;

/** An operation of a page config (server-contract.md "Operate"). */
export interface Operate {
  name: string;
  label?: string;
  type?: 'post' | 'open' | 'download' | 'delete' | 'refresh' | string;
  action?: string;
  rule?: string;
  /** 0 none needed, 1 exactly one, 'n' at least one; default 0 on a toolbar, 1 on a row. */
  needSelect?: 0 | 1 | 'n' | '0' | '1' | string;
  confirm?: string;
  condition?: Condition[];
  tip?: string;
  openType?: number | string;
  pageId?: string;
  flag?: string;
  params?: Record<string, unknown>;
  afterAction?: 'refresh' | 'close' | 'open' | string;
  right?: string;
  /** A right code (role-to-codes map) the operation also needs (access.hasRight). */
  rightCode?: string;
  /** An `open` operation with a web address opens it in a new window (http and https only). */
  url?: string;
  [key: string]: unknown;
}

/** What one run of an operation works on. */
export interface ActionInput {
  /** Entity code (or id) for the call path and the rights. */
  entity: string;
  /** `entityId` of the generic POST payload; the entity by default. */
  entityId?: string;
  /** Selected rows (toolbar operations). */
  rows?: readonly Row[];
  /** The row of a row operation: selection is this row, needSelect defaults to 1. */
  row?: Row;
  /** Key attribute of the rows (meta.keyNames[0]); 'ID' by default. */
  keyName?: string;
  page?: Row | null;
  query?: Row | null;
  tab?: Row | null;
  /** Asks the user; overrides deps.confirm for this run. */
  confirm?: (message: string) => Promise<boolean>;
  /** After-action `refresh`. */
  refresh?: () => unknown;
  /** After-action `close` (the popup, drawer or child page the operation runs in). */
  close?: () => unknown;
  /**
   * Opens the page of an `open` operation for this run instead of deps.open (a standalone list
   * opens it in its own dialog); may return a promise, which the lock and the mask wait for.
   */
  open?: (request: OpenRequest) => unknown;
}

export type ActionStatus = 'done' | 'blocked' | 'cancelled' | 'busy' | 'failed';

export interface ActionResult {
  status: ActionStatus;
  /** True only when the operation ran and succeeded. */
  done: boolean;
  /** The message shown (error, tip, in-progress or success). */
  message?: string;
  /** The reply's data (the file for downloads). */
  data?: unknown;
  /** The after-action that was carried out, if any. */
  afterAction?: 'refresh' | 'close' | 'open';
}

/** What opening a page needs (router.open's options). */
export interface OpenRequest {
  openType?: number | string;
  pageId?: string;
  kind: string;
  title?: string;
  entity?: string;
  recordId?: string;
  query: Record<string, string>;
}

export interface ActionsDeps {
  http: {
    request<T = unknown>(spec: RequestSpec): Promise<T>;
    download(spec: RequestSpec): Promise<FileResult>;
  };
  /** Opens a page (router.open). */
  open?: (request: OpenRequest) => unknown;
  /** Opens a web address in a new window (router.openExternal); false when it is not an http(s) address. */
  openExternal?: (url: string) => boolean;
  /** The confirm dialog; without one, confirmation is assumed. */
  confirm?: (message: string) => Promise<boolean>;
  /** Messages in the current language (i18n.t); the catalogue in the state's language by default. */
  t?: (key: MessageKey, ...args: unknown[]) => string;
  /** Operation right (access.canOperate). */
  rights?: (entityCode: string, operateName: string) => boolean;
  /** Right code of the current role (access.hasRight). */
  hasRight?: (code: string) => boolean;
  /** Condition compiler and scope (rules.compile / rules.scope). */
  compile?: (list: readonly Condition[] | null | undefined) => ConditionPredicate;
  scope?: (page?: { page?: Row | null; query?: Row | null; tab?: Row | null }) => ConditionScope;
  /** Placeholder resolution (rules.resolve). */
  resolve?: <T>(payload: T, sources?: PlaceholderSources) => T;
  /** Hands a downloaded file to the user (the browser's save); a no-op without one. */
  save?: (blob: Blob, filename: string) => unknown;
}
