/**
 * A host without React: a plain TypeScript desk that drives core alone (`app-shell-platform/core`
 * and `/core/pages` in an installed package). It signs in, edits a record, meets another user's
 * save as a conflict and settles it, and approves a task, with no element and no DOM: what a Vue,
 * Lit or server-side host does with core's controllers. `tests/demo/hosts/core-desk.test.ts`
 * runs it against the reference server.
 */
import { createMemoryLocation, createMemoryStorage, createPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';
import { liveFields } from '../../../core/pages.ts';
import type { FieldConfig, RecordController, RecordField, RecordRow, SaveResult, TaskActionResult } from '../../../core/pages.ts';

export interface DeskOptions {
  /** The platform server's origin (the reference server's URL). */
  url: string;
  account: string;
  password: string;
  client?: string;
  system?: string;
  app?: string;
}

/** A signed-in platform instance of the desk's own, in the given app. */
export async function signIn(options: DeskOptions): Promise<Platform> {
  const { url, client = 'demo', system = 'crm', app = 'sales' } = options;
  const platform = createPlatform({
    storage: createMemoryStorage(),
    location: createMemoryLocation(`${url}/`),
    settings: { ipBase: url, serverConfigured: true },
    console: { error() {}, warn() {}, info() {}, log() {} },
  });
  platform.state.$route.set({ name: 'app1', path: `/app/${client}/${system}/${app}`, query: {}, params: { client, system, app } });
  await platform.session.login({ account: options.account, password: options.password });
  await platform.loadPageConcepts();
  return platform;
}

/** Resolves once a store's value passes the test. */
function until<T>(store: { get(): T; listen(listener: (value: T) => void): () => void }, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    if (test(store.get())) return resolve(store.get());
    const stop = store.listen((value) => {
      if (!test(value)) return;
      stop();
      resolve(value);
    });
  });
}

/** How the desk settles a conflict: keep what it typed, take theirs for the rest (the review's defaults). */
export type ConflictPolicy = 'keep-mine' | 'take-theirs';

export interface EditInput {
  entity: string;
  /** The edit page whose fields, checks and draft the desk uses. */
  pageId: string;
  recordId: string;
  changes: RecordRow;
  /** Called while the record is open, before the save (another user's change, in the test). */
  beforeSave?: () => Promise<void>;
  onConflict?: ConflictPolicy;
}

export interface EditOutcome {
  result: SaveResult;
  /** Whether the first save met another user's change. */
  conflicted: boolean;
}

/** The edit page's fields, resolved by core/forms as a form draws them. */
async function pageFields(platform: Platform, entity: string, pageId: string): Promise<RecordField[]> {
  const meta = await platform.meta.getMeta(entity);
  const page = await platform.meta.getPageConfig({ pageId });
  const content = (page.definition.CONTENT ?? {}) as { fields?: FieldConfig[]; fieldScope?: Record<string, string[]> };
  const fields = await platform.forms.buildFields({ meta, state: 'EDIT', fields: content.fields, fieldScope: content.fieldScope as never });
  return fields.map((field) => ({
    name: field.name,
    state: field.state,
    required: field.required,
    dataType: field.attrType ?? field.dataType ?? 'string',
    source: field,
  }));
}

/** Opens the record with core's record controller, types the changes, saves, and settles a conflict. */
export async function editRecord(platform: Platform, input: EditInput): Promise<EditOutcome> {
  const meta = await platform.meta.getMeta(input.entity);
  const fields = await pageFields(platform, input.entity, input.pageId);
  const record: RecordController = platform.records.open({ meta, state: 'edit', recordId: input.recordId, page: { pageId: input.pageId } });
  try {
    const opened = await until(record.$record, (view) => view.status !== 'loading');
    if (opened.status === 'error') throw opened.error ?? new Error(`${input.entity} ${input.recordId} could not be read`);
    for (const [name, value] of Object.entries(input.changes)) record.setValue(name, value);
    await input.beforeSave?.();
    const save = { content: {}, confirm: async () => true, where: { fromDetail: false, closable: false } };
    const first = await record.save({ ...save, fields });
    if (first.outcome !== 'conflict') return { result: first, conflicted: false };
    if (input.onConflict === 'take-theirs') {
      record.reloadTheirs();
      return { result: first, conflicted: true };
    }
    // Review field by field: what the desk typed stays its own, what only they changed is theirs.
    record.review();
    const form = platform.forms.createForm(fields.map((field) => field.source as never));
    const live = liveFields(fields, form.statuses(record.$record.get().values, platform.rules.scope()), 'edit');
    for (const diff of record.differences(live).fields) record.choose(diff.field.name, diff.edited ? 'mine' : 'theirs');
    return { result: await record.saveOver({ ...save, fields: live }), conflicted: true };
  } finally {
    record.destroy();
  }
}

/** Finds the desk user's waiting task by its search text and approves it with a comment. */
export async function approveWaiting(platform: Platform, search: string, comment: string): Promise<TaskActionResult> {
  const work = await platform.loadConcept('work');
  const waiting = await work.inbox({ box: 'waiting', page: 1, pageSize: 20, search });
  const taskId = waiting.rows[0]?.taskId;
  if (!taskId) return { done: false };
  const task = work.openTask({ taskId, confirm: async () => true });
  try {
    const loaded = await until(task.$task, (state) => state.status !== 'loading');
    if (loaded.error) throw loaded.error;
    return await task.approve({ comment });
  } finally {
    task.destroy();
  }
}
