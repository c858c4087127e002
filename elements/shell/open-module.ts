import { useCallback } from 'react';
import type { OpenOptions } from '../../core/router/open.ts';
import { useConcepts } from '../shared/concepts.ts';
import type { MenuModule } from './menu-data.ts';

/**
 * Opens a menu entry: an external link (FLAG "link") in a new window, anything else through
 * the router's `open`, which knows tabs, popups, the drawer and new windows (spec §2).
 */
export function useOpenModule(): (module: MenuModule, options: OpenOptions) => void {
  const { router } = useConcepts();
  return useCallback(
    (module, options) => {
      if (module.FLAG === 'link' && module.URL) {
        router.openExternal(module.URL);
        return;
      }
      router.open(options);
    },
    [router],
  );
}
