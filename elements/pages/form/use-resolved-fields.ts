/** The form's fields as core/forms resolves them for the current state and language. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PageConfig, PageServices, ResolvedField } from '../kit/services.ts';
import type { EntityMeta, PageContent } from '../kit/types.ts';
import type { FormState } from './form-logic.ts';

export function useResolvedFields(services: PageServices, meta: EntityMeta | undefined, config: PageConfig | undefined, content: PageContent, state: FormState): ResolvedField[] | null {
  const language = useStore(services.$language);
  // null until resolved, so the page can tell "loading" from "no fields".
  const [fields, setFields] = useState<ResolvedField[] | null>(null);
  useEffect(() => {
    if (!meta || !config) return;
    let live = true;
    services.resolveFields(meta, { ...config, content }, state).then((list) => live && setFields(list)).catch(() => live && setFields([]));
    return () => {
      live = false;
    };
  }, [services, meta, config, content, state, language]);
  return fields;
}
