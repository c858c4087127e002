/**
 * What the entity pages use from core, in one place. The pages call these and nothing else, so
 * the seam between drawing and core stays visible and a test can hand the pages a fake.
 * `createPageServices(platform)` (services-core.ts) maps the page's core instance onto it.
 */
import { createContext, useContext } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { Drafts, KeyValueStorage, Platform, User } from '../../../core/index.ts';
import type { Lists, SavedRecord, SharedRecord } from '../../../core/pages.ts';
import type { Records } from '../../../core/records/index.ts';
import { usePlatform } from '../../shared/platform.ts';
import { createPageServices } from './services-core.ts';
import type { Condition } from './conditions.ts';
import type { CodeOption, EntityMeta, Operate, PageContent, PageRecord, Row } from './types.ts';

export interface PageConfig {
  record: PageRecord;
  content: PageContent;
}

/** A field of a form as core/forms resolved it for the page state. */
export interface ResolvedField {
  name: string;
  label: string;
  dataType: string;
  /** ADD, EDIT, DETAIL, HIDDEN (INVALID fields are already dropped). */
  state: string;
  required: boolean;
  codeKey?: string;
  relatedEntity?: string;
  optionType?: string;
  /** The registered component that draws a `custom` field (core/forms drawnField). */
  renderer?: string;
  /** An `audio` field's own recording settings from its config, unchecked (core/recorder checks them). */
  recorder?: { bitRate?: unknown; sampleRate?: unknown };
  placeholder?: string;
  condition?: Condition[];
  requiredCondition?: Condition[];
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  /** core/forms' own field object, handed back for validation. */
  source?: unknown;
}

export interface ActionOutcome {
  /** False when a check stopped the action (no selection, row condition, declined confirm, lock). */
  done: boolean;
  result?: unknown;
  afterAction?: string;
}

export type { SavedRecord };

export interface OpenTarget {
  openType?: number | string;
  kind: string;
  entity?: string;
  pageId?: string;
  recordId?: string;
  query?: Record<string, string>;
  title?: string;
}

export interface PageServices {
  $language: ReadableAtom<string>;
  $user: ReadableAtom<User | null>;
  storage: KeyValueStorage;
  /** Drafts of dirty forms (core/drafts), per client, user, page and record. */
  drafts: Drafts;
  /** Records (core/records): record calls and the form's and sub pages' record controllers. */
  records: Records;
  client(): string | undefined;
  /** The built download URL of a stored file (token and xsrf appended by core). */
  fileUrl(fileId: string): string;
  /** The built office-preview URL of a stored file (spec §7 onlineview; tokens appended by core). */
  onlineViewUrl(fileId: string): string;
  /** Opens an address of the platform in a new window (noopener). */
  openWindow(url: string): void;
  /** The short link of a record (FM_URL_MAP/getShortUrl), as the full `/s/{link}` address to hand on. */
  shareRecord(record: SharedRecord): Promise<string>;
  /** An attachment's file by its id (core/records `downloadFile`). */
  downloadFile(fileId: string): Promise<{ blob: Blob; filename: string }>;
  getMeta(entity: string): Promise<EntityMeta>;
  getPageConfig(query: { pageId?: string; entity?: string; flag?: string }): Promise<PageConfig>;
  /**
   * The page config getPageConfig gives for this query and the metadata it names, when both are
   * loaded already (a page opened again draws at once, without a loading pass); undefined else.
   * The same config object as getPageConfig's for the same loaded page.
   */
  peekPage?(query: { pageId?: string; entity?: string; flag?: string }): { config: PageConfig; meta: EntityMeta } | undefined;
  getCodes(key: string): Promise<CodeOption[]>;
  getTree(key: string): Promise<CodeOption[]>;
  /** The code list or tree core/meta holds for the current language, without loading (a form's selects draw at once). */
  peekCodes?(key: string): CodeOption[] | undefined;
  peekTree?(key: string): CodeOption[] | undefined;
  fuzzyQuery(entity: string, keyword: string): Promise<Array<{ value: string; label: string }>>;
  evaluate(conditions: Condition[] | undefined, row: Row, context?: Record<string, unknown>): boolean;
  resolveFields(meta: EntityMeta, config: PageConfig, state: 'add' | 'edit' | 'detail'): Promise<ResolvedField[]>;
  /** resolveFields at once, when the related metadata it needs is loaded already; else undefined. */
  resolveFieldsNow?(meta: EntityMeta, config: PageConfig, state: 'add' | 'edit' | 'detail'): ResolvedField[] | undefined;
  /** Visibility and required-ness of each field for these values (core/forms). */
  statuses(fields: ResolvedField[], values: Row): Record<string, { visible: boolean; required: boolean; editable: boolean }>;
  /** Messages of the visible, editable fields (core/forms); the first message per field. */
  validate(fields: ResolvedField[], values: Row): Promise<Record<string, string>>;
  /** A page config without the columns, fields and search fields whose `rightCode` the role lacks (core/actions, core/access). */
  withRightCodes<T extends object>(content: T): T;
  /** Whether the role may see a page whose config names a `rightCode`. */
  pageAllowed(content: object | null | undefined): boolean;
  /** RIGHT_CONTROL_MODE applied to one operation of the entity. */
  operateVisibility(operate: Operate, entity: EntityMeta, mode: string | undefined): 'show' | 'hide' | 'disable';
  /**
   * Runs an operation through core's action runner (selection, row condition and tip, confirm,
   * submit lock, loading mask), `open` operations included; `open` replaces the router for this
   * run (a standalone list opens pages in its own dialog).
   */
  runAction(
    operate: Operate,
    input: {
      entity: EntityMeta;
      rows: Row[];
      row?: Row;
      query?: Record<string, string>;
      confirm: (message: string) => Promise<boolean>;
      refresh?: () => unknown;
      open?: (target: OpenTarget) => unknown;
    },
  ): Promise<ActionOutcome>;
  /** Core's loading mask: its text (正在操作,请稍后...) while an operation runs, else null. */
  $operating: ReadableAtom<string | null>;
  /** Opens a page in the workspace; false when there is no workspace (a standalone element). */
  open(target: OpenTarget): boolean;
  /** The tab's page cannot open: it is not restored after a reload (core/workspace forgetTab). */
  forgetTab?(tabKey: string): void;
  /** Entity lists (core/lists): find, getCount and the list controller of the list pages. */
  lists: Lists;
  /** The last record a form of this page's core instance saved: lists of its entity refresh. */
  $saved: ReadableAtom<SavedRecord | null>;
  recordSaved(entity: string, id: string): void;
  sanitize(html: string): string;
  login(account: string, password: string): Promise<void>;
  /** Core's submit lock: a release function, or null (and the in-progress message) when held. */
  lock(key: string): (() => void) | null;
  notify(kind: 'success' | 'error' | 'warning' | 'info', message: string): void;
  /**
   * Runs a config-supplied handler: a function, the name of a handler a bundle registered
   * (`registry.registerHandler`, both modes, called with `context.ctx`), or script text (compat
   * mode only; in strict mode the error's code is `script.disabled`). Errors come back, never thrown.
   */
  runConfigScript(source: unknown, context: Record<string, unknown>): Error | null;
}

export const PageServicesContext = createContext<PageServices | null>(null);

const byPlatform = new WeakMap<Platform, PageServices>();

/** Services from the surrounding provider (an element, a test), else over the page's instance. */
export function usePageServices(): PageServices {
  const provided = useContext(PageServicesContext);
  const platform = usePlatform();
  if (provided) return provided;
  let services = byPlatform.get(platform);
  if (!services) {
    services = createPageServices(platform);
    byPlatform.set(platform, services);
  }
  return services;
}
