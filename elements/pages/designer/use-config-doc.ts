/**
 * One config in the designer: the version it was read at, the content as edited (always the
 * last valid one), text typed in the text view and not applied yet (kept here, not in the view,
 * so switching views or saving never loses it), a draft of both kept like the forms' (core/drafts)
 * so nothing typed is lost on a failed save or a reload, and the save that names its base version
 * (a conflict keeps the edits and shows the other change). After a save the shell's page configs
 * are read afresh.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toPlatformError } from '../../../core/errors/index.ts';
import { usePlatform } from '../../shared/platform.ts';
import type { PageServices } from '../kit/services.ts';
import { conflictOf, getConfig, restoreVersion, saveConfig } from './config-calls.ts';
import type { ConfigMode, ConfigVersion, Content } from './config-calls.ts';
import { contentToSend, problemBeforeSave, readTyped, useDraft } from './config-doc-parts.ts';
import type { ConfigDraft } from './config-doc-parts.ts';
import { configToText } from './config-text.ts';
import { designerText } from './designer-text.ts';
import type { DesignerText } from './designer-text.ts';

interface DocState {
  status: 'loading' | 'ready' | 'error';
  error?: Error;
  base?: ConfigVersion;
  content: Content;
  /** The content differs from the base version's. */
  changed: boolean;
  /** Text typed in the text view and not applied yet; null when there is none. */
  text: string | null;
  /** Why the typed text was refused (its line and reason, or its wrong shape). */
  textProblem: string;
  draftRestored: boolean;
  saving: boolean;
  /** Why the last save failed or was refused, in words. */
  saveError: string;
  conflict: ConfigVersion | null;
}

export interface ConfigDoc extends Readonly<Omit<DocState, 'changed'>> {
  /** Anything not saved: changed content or text not applied yet. */
  dirty: boolean;
  edit(content: Content): void;
  typeText(text: string): void;
  /** Applies the typed text (the content it reads as), or refuses it with the reason (null). */
  applyText(): Promise<Content | null>;
  save(): Promise<void>;
  overwrite(): Promise<void>;
  reloadTheirs(): void;
  discard(): void;
  restore(version: number): Promise<number | null>;
  retry(): void;
}

const START: DocState = {
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

/** The draft of what is not saved yet, under the version the edits started from (`now`: written at once). */
function stageDraft(draft: ConfigDraft, s: DocState, now = false): void {
  if (!s.base) return;
  const values = { content: s.content, baseVersion: s.base.version, ...(s.text !== null ? { text: s.text } : {}) };
  if (now) draft.save(values);
  else draft.stage(values);
}

/**
 * The state lives in a ref as well, updated at once: a save's reply compares what it sent with
 * the content as it is then, which a render may not have caught up with yet.
 */
function useDocState() {
  const [state, setState] = useState<DocState>(START);
  const latest = useRef(state);
  const patch = useCallback((change: Partial<DocState>) => {
    latest.current = { ...latest.current, ...change };
    setState(latest.current);
  }, []);
  return { state, latest, patch };
}

function useLoad(services: PageServices, mode: ConfigMode, id: string, draft: ConfigDraft, patch: (change: Partial<DocState>) => void) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    patch({ status: 'loading' });
    getConfig(services, mode, id, controller.signal).then(
      (loaded) => {
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
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        patch({ error: toPlatformError(failure), status: 'error' });
      },
    );
    return () => controller.abort();
  }, [services, mode, id, draft, attempt, patch]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}

interface DocTools {
  services: PageServices;
  mode: ConfigMode;
  id: string;
  draft: ConfigDraft;
  latest: { current: DocState };
  patch(change: Partial<DocState>): void;
}

/** Edits from the panel and from the text view: each one is staged as the draft at once. */
function useEdits({ mode, id, draft, latest, patch }: DocTools, language: string, words: DesignerText) {
  const edit = useCallback(
    (next: Content) => {
      patch({ content: next, changed: true, saveError: '' });
      stageDraft(draft, latest.current);
    },
    [draft, latest, patch],
  );

  const typeText = useCallback(
    (value: string) => {
      // Typing back the text of the content is no change.
      patch({ text: value === configToText(latest.current.content) ? null : value, textProblem: '' });
      if (latest.current.changed || latest.current.text !== null) stageDraft(draft, latest.current);
      else draft.remove();
    },
    [draft, latest, patch],
  );

  const applyText = useCallback(async (): Promise<Content | null> => {
    const typed = latest.current.text;
    if (typed === null) return latest.current.content;
    const reading = await readTyped(typed, mode, id, language, words);
    // Typed on while it was read: the newer text is the one to apply, on the next try.
    if (latest.current.text !== typed) return null;
    if (!reading.ok) {
      patch({ textProblem: reading.problem });
      return null;
    }
    patch({ content: reading.content, changed: true, text: null, textProblem: '', saveError: '' });
    stageDraft(draft, latest.current);
    return reading.content;
  }, [mode, id, language, words, draft, latest, patch]);
  return { edit, typeText, applyText };
}

/** A restore writes a new version on the server; the designer then reads the config afresh, without the draft. */
function useRestore({ services, mode, id, draft, latest, patch }: DocTools, words: DesignerText, reload: () => void, clearCache: () => void) {
  return useCallback(
    async (version: number) => {
      patch({ saving: true, saveError: '' });
      try {
        const reply = await restoreVersion(services, { mode, id, version, baseVersion: latest.current.base?.version ?? 0 });
        draft.remove();
        clearCache();
        patch({ ...UNCHANGED, saving: false });
        reload();
        return reply.version;
      } catch (failure) {
        const current = conflictOf(failure);
        patch(current ? { conflict: current, saving: false } : { saveError: words('saveFailed', toPlatformError(failure).message), saving: false });
        return null;
      }
    },
    [services, mode, id, words, draft, latest, patch, reload, clearCache],
  );
}

export function useConfigDoc(services: PageServices, mode: ConfigMode, id: string, language: string, onSaved: (version: number) => void): ConfigDoc {
  const platform = usePlatform();
  const draft = useDraft(services, mode, id);
  const words = useMemo(() => designerText(language), [language]);
  const { state, latest, patch } = useDocState();
  const tools: DocTools = { services, mode, id, draft, latest, patch };
  const reload = useLoad(services, mode, id, draft, patch);
  const { edit, typeText, applyText } = useEdits(tools, language, words);
  // The pages read their config again after a save or a restore: the shell's cache of page configs is stale.
  const clearCache = useCallback(() => platform.cache.pageConfigs.clear(), [platform]);
  const saved = useCallback(
    (version: number) => {
      clearCache();
      onSaved(version);
    },
    [clearCache, onSaved],
  );
  const submit = useSubmit(tools, words, applyText, saved);
  const restore = useRestore(tools, words, reload, clearCache);

  const { changed, ...shown } = state;
  return {
    ...shown,
    dirty: changed || state.text !== null,
    edit,
    typeText,
    applyText,
    restore,
    retry: reload,
    save: () => submit(latest.current.base?.version ?? 0),
    overwrite: () => submit(latest.current.conflict?.version ?? latest.current.base?.version ?? 0),
    reloadTheirs() {
      const theirs = latest.current.conflict;
      if (!theirs) return;
      draft.remove();
      patch({ ...UNCHANGED, base: theirs, content: theirs.content, conflict: null });
    },
    discard() {
      draft.remove();
      patch({ ...UNCHANGED, content: latest.current.base?.content ?? {} });
    },
  };
}

/**
 * A save at a base version: the typed text applied first, the content checked, then sent. Edits
 * made while the request was out stay unsaved (and in the draft), over the version just written.
 */
function useSubmit(
  { services, mode, id, draft, latest, patch }: DocTools,
  words: DesignerText,
  applyText: () => Promise<Content | null>,
  onSaved: (version: number) => void,
) {
  return useCallback(
    async (baseVersion: number) => {
      // One save at a time: a second one would name the same base version and conflict with the first.
      if (latest.current.saving) return;
      patch({ saving: true, saveError: '' });
      const edited = await applyText();
      if (!edited) return patch({ saving: false, saveError: words('saveRefused', words('textNotApplied')) });
      const sent = contentToSend(mode, edited);
      const problem = problemBeforeSave(mode, id, sent, words);
      if (problem) return patch({ saving: false, saveError: words('saveRefused', problem) });
      try {
        const reply = await saveConfig(services, { mode, id, baseVersion, content: sent });
        const now = latest.current;
        const moved = now.content !== edited || now.text !== null;
        patch({
          base: { version: reply.version, content: sent, updatedAt: reply.updatedAt },
          conflict: null,
          draftRestored: false,
          saving: false,
          changed: moved,
          ...(moved ? {} : { content: sent }),
        });
        if (moved) stageDraft(draft, latest.current, true);
        else draft.remove();
        onSaved(reply.version);
      } catch (failure) {
        const current = conflictOf(failure);
        patch(current ? { conflict: current, saving: false } : { saveError: words('saveFailed', toPlatformError(failure).message), saving: false });
      }
    },
    [services, mode, id, words, draft, latest, patch, applyText, onSaved],
  );
}
