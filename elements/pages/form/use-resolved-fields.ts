/** The form's fields as core/forms resolves them for the current state and language. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PageConfig, PageServices, ResolvedField } from '../kit/services.ts';
import type { EntityMeta, PageContent } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';
import { atHand } from '../kit/at-hand.ts';

interface Resolved {
  fields: ResolvedField[];
  meta: EntityMeta;
  config: PageConfig;
  content: PageContent;
  state: FormState;
  language: string;
}

/**
 * Starts loading every code list and tree the fields draw, all at once, before the fields render:
 * their selects then find them loaded or on the way (one request per list, cached by core),
 * instead of asking only once the whole form has been drawn.
 */
function loadCodeLists(services: PageServices, fields: ResolvedField[]): void {
  const wanted = new Set<string>();
  for (const f of fields) if (f.codeKey && (f.dataType === 'code' || f.dataType === 'tree')) wanted.add(`${f.dataType}:${f.codeKey}`);
  for (const entry of wanted) {
    const [type, key] = entry.split(/:(.*)/s) as [string, string];
    // A list that fails is reported by the field that draws it.
    (type === 'tree' ? services.getTree(key) : services.getCodes(key)).catch(() => undefined);
  }
}

export function useResolvedFields(
  services: PageServices,
  meta: EntityMeta | undefined,
  config: PageConfig | undefined,
  content: PageContent,
  state: FormState,
): ResolvedField[] | null {
  const language = useStore(services.$language);
  const resolvedFor = (r: Resolved | null) =>
    !!r && r.meta === meta && r.config === config && r.content === content && r.state === state && r.language === language;
  // null until resolved, so the page can tell "loading" from "no fields"; fields resolved for
  // another config or state (a detail switching to its edit page) are not shown meanwhile.
  // Fields whose metadata is all loaded resolve at once, in the first pass.
  // A failure here is left to the load below, which reports it as the form always did.
  const [resolved, setResolved] = useState<Resolved | null>(() => {
    if (!meta || !config) return null;
    const fields = atHand(() => services.resolveFieldsNow?.(meta, { ...config, content }, state));
    return fields ? { fields, meta, config, content, state, language } : null;
  });
  const current = useRef(resolved);
  current.current = resolved;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolvedFor reads exactly these inputs.
  useEffect(() => {
    if (!meta || !config || resolvedFor(current.current)) return;
    let live = true;
    const done = (fields: ResolvedField[]) => {
      if (!live) return;
      loadCodeLists(services, fields);
      setResolved({ fields, meta, config, content, state, language });
    };
    services
      .resolveFields(meta, { ...config, content }, state)
      .then(done)
      .catch(() => done([]));
    return () => {
      live = false;
    };
  }, [services, meta, config, content, state, language]);
  return resolved && resolved.config === config && resolved.state === state ? resolved.fields : null;
}
