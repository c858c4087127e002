/** Loading of what every entity page starts from: the page config, the entity metadata, labels. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atHand } from './at-hand.ts';
import { labelMap, PENDING_LABELS } from './format.ts';
import { pageText } from './text.ts';
import type { LabelMap } from './format.ts';
import type { PageConfig, PageServices } from './services.ts';
import type { EntityMeta } from './types.ts';

/** The page's config names a right code the role lacks (spec §6). */
export class PageForbidden extends Error {
  readonly code = 'error.forbidden';
}

export interface EntityPageState {
  status: 'loading' | 'ready' | 'error';
  meta?: EntityMeta;
  config?: PageConfig;
  error?: Error;
  reload: () => void;
}

/** What the hook holds: the state, the query and load it belongs to, and the config as loaded. */
type Held = Omit<EntityPageState, 'reload'> & { drawnFor?: string; loaded?: PageConfig };

/** A page naming a right code shows only to roles holding it; its items naming one likewise. */
function allowedOrThrow(services: PageServices, loaded: PageConfig): void {
  if (!services.pageAllowed(loaded.content)) throw new PageForbidden(pageText(services.$language.get())('noRight'));
}

function ready(services: PageServices, loaded: PageConfig, meta: EntityMeta, drawnFor: string): Held {
  return { status: 'ready', meta, config: { ...loaded, content: services.withRightCodes(loaded.content) }, drawnFor, loaded };
}

export function useEntityPage(services: PageServices, props: { entity?: string; pageId?: string; flag: string; tabKey?: string }): EntityPageState {
  const [attempt, setAttempt] = useState(0);
  const { entity, pageId, flag, tabKey } = props;
  const query = pageId ? { pageId } : { entity, flag };
  const drawnFor = `${entity ?? ''}|${pageId ?? ''}|${flag}|${attempt}`;
  // A page whose config and metadata are loaded already draws with them at once: no loading pass.
  // A failure on the way is left to the load below, which reports it.
  const [state, setState] = useState<Held>(
    () =>
      atHand(() => {
        const peeked = services.peekPage?.(query);
        if (!peeked) return undefined;
        allowedOrThrow(services, peeked.config);
        return ready(services, peeked.config, peeked.meta, drawnFor);
      }) ?? { status: 'loading' },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is made of entity, pageId and flag, which drawnFor holds with the attempt.
  useEffect(() => {
    let live = true;
    setState((s) => (s.drawnFor === drawnFor ? s : { ...s, status: 'loading', error: undefined }));
    (async () => {
      const loaded = await services.getPageConfig(query);
      allowedOrThrow(services, loaded);
      const meta = await services.getMeta(loaded.record.META_ID || loaded.record.META_CODE || entity || '');
      // The same page as drawn already (from the caches) keeps its state: no second pass.
      if (live) setState((s) => (s.drawnFor === drawnFor && s.loaded === loaded && s.meta === meta ? s : ready(services, loaded, meta, drawnFor)));
    })().catch((error: unknown) => {
      // A page config that does not exist will not exist after a reload either: its tab is not kept.
      if (tabKey && (error as { code?: unknown } | null)?.code === 'error.notfound') services.forgetTab?.(tabKey);
      if (live) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    });
    return () => {
      live = false;
    };
  }, [services, drawnFor]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: state.status, meta: state.meta, config: state.config, error: state.error, reload };
}

/**
 * Labels of every code list and tree the given fields use, keyed by codeKey: PENDING_LABELS while
 * a list loads, so that its values wait for their labels. A list that fails to load leaves its
 * values shown raw rather than failing the page.
 */
export function useCodeLabels(services: PageServices, fields: Array<{ dataType: string; codeKey?: string }>): Map<string, LabelMap> {
  const [labels, setLabels] = useState<Map<string, LabelMap>>(new Map());
  // Code texts are per language: a switch loads them again.
  const language = useStore(services.$language);
  const wanted = fields.filter((f) => (f.dataType === 'code' || f.dataType === 'tree') && f.codeKey).map((f) => `${f.dataType}:${f.codeKey}`);
  const key = [...new Set(wanted)].sort().join('|');

  useEffect(() => {
    if (!key) return;
    let live = true;
    Promise.all(
      key.split('|').map(async (entry) => {
        const [type, codeKey] = entry.split(':') as [string, string];
        const options = await (type === 'tree' ? services.getTree(codeKey) : services.getCodes(codeKey)).catch(() => []);
        return [codeKey, labelMap(options)] as const;
      }),
    ).then((pairs) => {
      if (live) setLabels(new Map(pairs));
    });
    return () => {
      live = false;
    };
  }, [services, key, language]);
  return useMemo(() => {
    const known = new Map(labels);
    for (const entry of key ? key.split('|') : []) {
      const codeKey = entry.slice(entry.indexOf(':') + 1);
      if (!known.has(codeKey)) known.set(codeKey, PENDING_LABELS);
    }
    return known;
  }, [labels, key]);
}
