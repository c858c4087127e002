/**
 * One config in the designer: the version it was read at, the content as edited (always the
 * last valid one), a draft of it kept like the forms' (core/drafts) so nothing typed is lost on
 * a failed save or a reload, and the save that names its base version (a conflict keeps the
 * edits and shows the other change). After a save the shell's page configs are read afresh.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toPlatformError } from '../../../core/errors/index.ts';
import { usePlatform } from '../../shared/platform.ts';
import type { PageServices } from '../kit/services.ts';
import { conflictOf, getConfig, restoreVersion, saveConfig } from './config-calls.ts';
import type { ConfigMode, ConfigVersion, Content } from './config-calls.ts';

export interface ConfigDoc {
  status: 'loading' | 'ready' | 'error';
  error?: Error;
  base?: ConfigVersion;
  content: Content;
  dirty: boolean;
  draftRestored: boolean;
  saving: boolean;
  saveError: string;
  conflict: ConfigVersion | null;
  /** Bumped on every change of content from outside the panel (load, reload, restore): the text view rewrites then. */
  revision: number;
  edit(content: Content): void;
  save(): Promise<void>;
  overwrite(): Promise<void>;
  reloadTheirs(): void;
  discard(): void;
  restore(version: number): Promise<number | null>;
  retry(): void;
}

interface DraftValues {
  content: Content;
  baseVersion: number;
}

function useDraft(services: PageServices, mode: ConfigMode, id: string) {
  const key = services.drafts.keyFor({ pageId: `config-${mode}`, recordId: id });
  return {
    load: (): DraftValues | null => {
      const values = key ? (services.drafts.load(key)?.values as Partial<DraftValues> | undefined) : undefined;
      return values && typeof values.content === 'object' && values.content && typeof values.baseVersion === 'number' ? (values as DraftValues) : null;
    },
    stage: (values: DraftValues) => key && services.drafts.stage(key, { values: values as unknown as Record<string, unknown> }),
    remove: () => key && services.drafts.remove(key),
  };
}

export function useConfigDoc(services: PageServices, mode: ConfigMode, id: string, onSaved: (version: number) => void): ConfigDoc {
  const platform = usePlatform();
  const draft = useDraft(services, mode, id);
  const [status, setStatus] = useState<ConfigDoc['status']>('loading');
  const [error, setError] = useState<Error>();
  const [base, setBase] = useState<ConfigVersion>();
  const [content, setContent] = useState<Content>({});
  const [dirty, setDirty] = useState(false);
  const [draftRestored, setDraftRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [conflict, setConflict] = useState<ConfigVersion | null>(null);
  const [revision, setRevision] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ content, base });
  latest.current = { content, base };

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    getConfig(services, mode, id, controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        const kept = draft.load();
        setBase(loaded);
        setContent(kept?.content ?? loaded.content);
        setDirty(!!kept);
        setDraftRestored(!!kept);
        setConflict(null);
        setRevision((n) => n + 1);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(toPlatformError(failure));
        setStatus('error');
      },
    );
    return () => controller.abort();
    // The draft helper is rebuilt per render; the key it stands for is mode and id.
  }, [services, mode, id, attempt]);

  const edit = useCallback((next: Content) => {
    setContent(next);
    setDirty(true);
    setSaveError('');
    if (latest.current.base) draft.stage({ content: next, baseVersion: latest.current.base.version });
  }, [services, mode, id]);

  const afterSave = useCallback((version: number, updatedAt: string | undefined, saved: Content) => {
    draft.remove();
    setBase((old) => ({ ...old, version, content: saved, updatedAt, updatedBy: undefined }));
    setDirty(false);
    setDraftRestored(false);
    setConflict(null);
    // The pages read their config again: the shell's cache of page configs is stale now.
    platform.cache.pageConfigs.clear();
    onSaved(version);
  }, [platform, onSaved, services, mode, id]);

  const submit = useCallback(async (baseVersion: number) => {
    const saved = latest.current.content;
    setSaving(true);
    setSaveError('');
    try {
      const reply = await saveConfig(services, { mode, id, baseVersion, content: saved });
      afterSave(reply.version, reply.updatedAt, saved);
    } catch (failure) {
      const current = conflictOf(failure);
      if (current) setConflict(current);
      else setSaveError(toPlatformError(failure).message);
    } finally {
      setSaving(false);
    }
  }, [services, mode, id, afterSave]);

  const restore = useCallback(async (version: number) => {
    const baseVersion = latest.current.base?.version ?? 0;
    setSaving(true);
    setSaveError('');
    try {
      const reply = await restoreVersion(services, { mode, id, version, baseVersion });
      draft.remove();
      platform.cache.pageConfigs.clear();
      setAttempt((n) => n + 1);
      return reply.version;
    } catch (failure) {
      const current = conflictOf(failure);
      if (current) setConflict(current);
      else setSaveError(toPlatformError(failure).message);
      return null;
    } finally {
      setSaving(false);
    }
  }, [services, mode, id, platform]);

  return {
    status, error, base, content, dirty, draftRestored, saving, saveError, conflict, revision, edit, restore,
    save: () => submit(base?.version ?? 0),
    overwrite: () => submit(conflict?.version ?? base?.version ?? 0),
    reloadTheirs() {
      if (!conflict) return;
      draft.remove();
      setBase(conflict);
      setContent(conflict.content);
      setDirty(false);
      setConflict(null);
      setRevision((n) => n + 1);
    },
    discard() {
      draft.remove();
      setContent(base?.content ?? {});
      setDirty(false);
      setDraftRestored(false);
      setRevision((n) => n + 1);
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
