import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { loadLinkedServices } from '../../core/pages.ts';
import type { LinkedService } from '../../core/pages.ts';
import { useConcepts } from '../shared/concepts.ts';

export type { LinkedService } from '../../core/pages.ts';

/**
 * The user's linked services for the user menu, read again when the user or the language changes
 * (the names are worded in the language of the call). A failed read leaves the list empty: the
 * menu's other entries still work.
 */
export function useLinkedServices(): LinkedService[] {
  const { state, http, i18n, env } = useConcepts();
  const user = useStore(state.$user);
  const language = useStore(i18n.$language);
  const [services, setServices] = useState<LinkedService[]>([]);
  useEffect(() => {
    let live = true;
    if (!user) {
      setServices([]);
      return;
    }
    loadLinkedServices(http, user).then(
      (list) => live && setServices(list),
      (failure: unknown) => {
        env.console.warn('The linked services could not be read', failure);
        if (live) setServices([]);
      },
    );
    return () => void (live = false);
  }, [http, user, language, env]);
  return services;
}
