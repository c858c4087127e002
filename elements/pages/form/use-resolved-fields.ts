/** The form's fields as core/forms resolves them for the current state and language. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PageConfig, PageServices, ResolvedField } from '../kit/services.ts';
import type { EntityMeta, PageContent } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';

export function useResolvedFields(services: PageServices, meta: EntityMeta | undefined, config: PageConfig | undefined, content: PageContent, state: FormState): ResolvedField[] | null {
  const language = useStore(services.$language);
  // null until resolved, so the page can tell "loading" from "no fields"; fields resolved for
  // another config or state (a detail switching to its edit page) are not shown meanwhile.
  const [resolved, setResolved] = useState<{ fields: ResolvedField[]; config: PageConfig; state: FormState } | null>(null);
  useEffect(() => {
    if (!meta || !config) return;
    let live = true;
    const done = (fields: ResolvedField[]) => live && setResolved({ fields, config, state });
    services.resolveFields(meta, { ...config, content }, state).then(done).catch(() => done([]));
    return () => {
      live = false;
    };
  }, [services, meta, config, content, state, language]);
  return resolved && resolved.config === config && resolved.state === state ? resolved.fields : null;
}
