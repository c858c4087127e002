/**
 * One config in the designer (a designer document): the version it was read at, the content as
 * edited (always the last valid one), text typed in the text view and not applied yet (kept here,
 * not in the view, so switching views or saving never loses it), a draft of both kept like the
 * forms' (core/drafts) so nothing typed is lost on a failed save or a reload, the checks of what
 * the server would refuse, the save that names its base version (a conflict keeps the edits and
 * shows the other change), and the versions, compared and restored. After a save or a restore
 * the shell's page configs are read afresh. Loaded lazily by `platform.designer.open`.
 */
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Drafts } from '../drafts/index.ts';
import { toPlatformError } from '../errors/index.ts';
import { conflictOf } from './calls.ts';
import type { ConfigCalls, ConfigMode, ConfigVersion, Content, VersionEntry } from './calls.ts';
import { contentToSend, problemBeforeSave } from './check.ts';
import { configToText, readTyped } from './text.ts';
import { designerWords } from './words.ts';

export interface DesignerDocState {
  status: 'loading' | 'ready' | 'error';
  /** Why the config could not be read (a `ConfigReplyError` for a reply in another shape). */
  error?: Error;
  /** The version the edits are based on; a draft begun on an older version keeps that one. */
  base?: ConfigVersion;
  content: Content;
  /** Anything not saved: changed content or text not applied yet. */
  dirty: boolean;
  /** Text typed in the text view and not applied yet; null when there is none. */
  text: string | null;
  /** Why the typed text was refused (its line and reason, or its wrong shape). */
  textProblem: string;
  /** The edits came back from a draft when the config was read. */
  draftRestored: boolean;
  saving: boolean;
  /** Why the last save failed or was refused, in words. */
  saveError: string;
  /** The server's version a save or a restore met (someone saved in between), else null. */
  conflict: ConfigVersion | null;
}

export interface VersionsState {
  /** The versions, newest first, once asked for. */
  list: VersionEntry[] | null;
  /** A version read to compare with the content as edited. */
  compared: ConfigVersion | null;
  /** Why the list or a version could not be read. */
  error: string;
}

export interface DesignerDocument {
  readonly mode: ConfigMode;
  readonly id: string;
  $state: ReadableAtom<DesignerDocState>;
  $versions: ReadableAtom<VersionsState>;
  /** Reads the config (again): a draft of it comes back over it. */
  load(): Promise<void>;
  /** A new content from the panel, staged as the draft at once. */
  edit(content: Content): void;
  /** Text typed in the text view (not applied); typing back the content's own text is no change. */
  typeText(text: string): void;
  /** Applies the typed text (the content it reads as), or refuses it with the reason (null). */
  applyText(): Promise<Content | null>;
  /** Why the server would refuse this content (the edited one by default), in words; '' when none. */
  validate(content?: Content): string;
  /** Saves over the base version: typed text applied, content checked, then sent. */
  save(): Promise<void>;
  /** After a conflict: saves over the version it met. */
  overwrite(): Promise<void>;
  /** After a conflict: drops the edits and takes the version it met. */
  reloadTheirs(): void;
  /** Drops the edits (and their draft): back to the base version's content. */
  discard(): void;
  /** A restore drops unsaved edits: the page asks the person first when this is true. */
  restoreNeedsConfirm(): boolean;
  /** Restores a version as a new one and reads the config afresh; the new version, or null when refused. */
  restore(version: number): Promise<number | null>;
  loadVersions(): Promise<void>;
  compare(version: number): Promise<void>;
  closeCompare(): void;
  /** Stops a load under way (a staged draft is still written). */
  destroy(): void;
}

export interface DocumentDeps {
  calls: ConfigCalls;
  /** The drafts of the instance (absent: nothing is kept). */
  drafts?: Drafts;
  /** The UI language, for the messages. */
  language(): string;
  notify(kind: 'success', message: string): void;
  /** The shell's cache of page configs is stale after a save or a restore. */
  clearPageConfigs(): void;
}

interface DraftValues {
  content: Content;
  baseVersion: number;
  /** Text typed in the text view and not applied yet. */
  text?: string;
}

interface Inner extends Omit<DesignerDocState, 'dirty'> {
  /** The content differs from the base version's. */
  changed: boolean;
}

const START: Inner = {
  status: 'loading',
  content: {},
  changed: false,
  text: null,
  textProblem: '',
  draftRestored: false,
  saving: false,
  saveError: '',
  conflict: null,
};
const UNCHANGED = { changed: false, text: null, textProblem: '', draftRestored: false, saveError: '' } as const;

/** The document's draft in core/drafts, under `config-{mode}` and the config's id. */
function draftOf(drafts: Drafts | undefined, mode: ConfigMode, id: string) {
  const key = drafts?.keyFor({ pageId: `config-${mode}`, recordId: id }) ?? null;
  const values = (v: DraftValues) => ({ values: v as unknown as Record<string, unknown> });
  return {
    load(): DraftValues | null {
      const v = key ? (drafts!.load(key)?.values as Partial<DraftValues> | undefined) : undefined;
      if (!v || typeof v.content !== 'object' || !v.content || typeof v.baseVersion !== 'number') return null;
      return { content: v.content, baseVersion: v.baseVersion, ...(typeof v.text === 'string' ? { text: v.text } : {}) };
    },
    stage: (v: DraftValues) => void (key && drafts!.stage(key, values(v))),
    /** Writes at once (a save's reply moves the draft's base: a reload right after must see it). */
    save: (v: DraftValues) => void (key && drafts!.save(key, values(v))),
    remove: () => void (key && drafts!.remove(key)),
  };
}

export function createDesignerDocument(deps: DocumentDeps, input: { mode: ConfigMode; id: string }): DesignerDocument {
  const { mode, id } = input;
  const { calls } = deps;
  const draft = draftOf(deps.drafts, mode, id);
  const words = () => designerWords(deps.language());
  const shown = (s: Inner): DesignerDocState => {
    const { changed, ...rest } = s;
    return { ...rest, dirty: changed || s.text !== null };
  };
  let inner = START;
  const $state = atom<DesignerDocState>(shown(inner));
  const $versions = atom<VersionsState>({ list: null, compared: null, error: '' });
  const patch = (change: Partial<Inner>) => {
    inner = { ...inner, ...change };
    $state.set(shown(inner));
  };
  let loading: AbortController | undefined;

  /** The draft of what is not saved yet, under the version the edits started from (`now`: written at once). */
  function stageDraft(now = false): void {
    if (!inner.base) return;
    const values = { content: inner.content, baseVersion: inner.base.version, ...(inner.text !== null ? { text: inner.text } : {}) };
    if (now) draft.save(values);
    else draft.stage(values);
  }

  async function load(): Promise<void> {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    patch({ status: 'loading' });
    try {
      const loaded = await calls.getConfig(mode, id, controller.signal);
      if (controller.signal.aborted) return;
      const kept = draft.load();
      // A draft begun on an older version keeps that version as its base: its save then meets
      // the newer one as a conflict, instead of writing over it unseen.
      const base = kept && kept.baseVersion !== loaded.version ? { ...loaded, version: kept.baseVersion } : loaded;
      patch({
        ...UNCHANGED,
        base,
        content: kept?.content ?? loaded.content,
        changed: !!kept,
        text: kept?.text ?? null,
        draftRestored: !!kept,
        conflict: null,
        status: 'ready',
      });
    } catch (failure) {
      if (controller.signal.aborted) return;
      patch({ error: toPlatformError(failure), status: 'error' });
    }
  }

  function edit(next: Content): void {
    patch({ content: next, changed: true, saveError: '' });
    stageDraft();
  }

  function typeText(value: string): void {
    // Typing back the text of the content is no change.
    patch({ text: value === configToText(inner.content) ? null : value, textProblem: '' });
    if (inner.changed || inner.text !== null) stageDraft();
    else draft.remove();
  }

  async function applyText(): Promise<Content | null> {
    const typed = inner.text;
    if (typed === null) return inner.content;
    const reading = await readTyped(typed, mode, id, deps.language());
    // Typed on while it was read: the newer text is the one to apply, on the next try.
    if (inner.text !== typed) return null;
    if (!reading.ok) {
      patch({ textProblem: reading.problem });
      return null;
    }
    patch({ content: reading.content, changed: true, text: null, textProblem: '', saveError: '' });
    stageDraft();
    return reading.content;
  }

  const validate = (content: Content = inner.content) => problemBeforeSave(mode, id, contentToSend(mode, content), deps.language());

  const failed = (failure: unknown) => {
    const current = conflictOf(failure);
    patch(current ? { conflict: current, saving: false } : { saveError: words()('saveFailed', toPlatformError(failure).message), saving: false });
  };

  /**
   * A save at a base version: the typed text applied first, the content checked, then sent. Edits
   * made while the request was out stay unsaved (and in the draft), over the version just written.
   */
  async function submit(baseVersion: number): Promise<void> {
    // One save at a time: a second one would name the same base version and conflict with the first.
    if (inner.saving) return;
    patch({ saving: true, saveError: '' });
    const edited = await applyText();
    if (!edited) return patch({ saving: false, saveError: words()('saveRefused', words()('textNotApplied')) });
    const sent = contentToSend(mode, edited);
    const problem = problemBeforeSave(mode, id, sent, deps.language());
    if (problem) return patch({ saving: false, saveError: words()('saveRefused', problem) });
    try {
      const reply = await calls.saveConfig({ mode, id, baseVersion, content: sent });
      const moved = inner.content !== edited || inner.text !== null;
      patch({
        base: { version: reply.version, content: sent, updatedAt: reply.updatedAt },
        conflict: null,
        draftRestored: false,
        saving: false,
        changed: moved,
        ...(moved ? {} : { content: sent }),
      });
      if (moved) stageDraft(true);
      else draft.remove();
      deps.clearPageConfigs();
      deps.notify('success', words()('saved', reply.version));
    } catch (failure) {
      failed(failure);
    }
  }

  /** A restore writes a new version on the server; the document then reads the config afresh, without the draft. */
  async function restore(version: number): Promise<number | null> {
    patch({ saving: true, saveError: '' });
    try {
      const reply = await calls.restoreVersion({ mode, id, version, baseVersion: inner.base?.version ?? 0 });
      draft.remove();
      deps.clearPageConfigs();
      patch({ ...UNCHANGED, saving: false });
      void load();
      $versions.set({ ...$versions.get(), compared: null });
      void loadVersions();
      return reply.version;
    } catch (failure) {
      failed(failure);
      return null;
    }
  }

  async function loadVersions(): Promise<void> {
    $versions.set({ ...$versions.get(), error: '' });
    try {
      const list = await calls.listVersions(mode, id);
      $versions.set({ ...$versions.get(), list });
    } catch (failure) {
      $versions.set({ ...$versions.get(), error: toPlatformError(failure).message });
    }
  }

  async function compare(version: number): Promise<void> {
    $versions.set({ ...$versions.get(), error: '' });
    try {
      const compared = await calls.getVersion(mode, id, version);
      $versions.set({ ...$versions.get(), compared });
    } catch (failure) {
      $versions.set({ ...$versions.get(), error: toPlatformError(failure).message });
    }
  }

  return {
    mode,
    id,
    $state,
    $versions,
    load,
    edit,
    typeText,
    applyText,
    validate,
    save: () => submit(inner.base?.version ?? 0),
    overwrite: () => submit(inner.conflict?.version ?? inner.base?.version ?? 0),
    reloadTheirs() {
      const theirs = inner.conflict;
      if (!theirs) return;
      draft.remove();
      patch({ ...UNCHANGED, base: theirs, content: theirs.content, conflict: null });
    },
    discard() {
      draft.remove();
      patch({ ...UNCHANGED, content: inner.base?.content ?? {} });
    },
    restoreNeedsConfirm: () => inner.changed || inner.text !== null,
    restore,
    loadVersions,
    compare,
    closeCompare: () => $versions.set({ ...$versions.get(), compared: null }),
    destroy: () => loading?.abort(),
  };
}
