import { useCallback } from 'react';
import type { OpenOptions } from '../../core/index.ts';
import { openWebLink } from '../../core/pages.ts';
import { useConcepts } from '../shared/concepts.ts';
import type { MenuModule } from './menu-data.ts';

/**
 * Opens a menu entry: an external link (FLAG "link") in a new window, as operations with a `url`
 * do (only http and https; anything else is refused with a message), anything else through the
 * router's `open`, which knows tabs, popups, the drawer and new windows (spec §2).
 */
export function useOpenModule(): (module: MenuModule, options: OpenOptions) => void {
  const { router, notifier, state } = useConcepts();
  return useCallback(
    (module, options) => {
      if (module.FLAG === 'link') {
        openWebLink(module.URL, {
          openExternal: router.openExternal,
          notify: (message) => notifier.notify({ kind: 'error', message }),
          language: () => state.$language.get(),
        });
        return;
      }
      router.open(options);
    },
    [router, notifier, state],
  );
}
