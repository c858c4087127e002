import type { ReadableAtom } from 'nanostores';
import { routeDef } from '../router/routes.ts';
import type { OpenOptions } from '../router/open.ts';
import type { RouteState } from '../state/index.ts';

/**
 * Spec §2: a `menuId` in the address opens that menu's module index tab (the default tab key
 * of the module), on the routes that show the workspace (those with a role). The workspace
 * follows the address while it shows (elements/shell/tab-panels.tsx); a later address with a
 * menuId opens it again (its tab replaced, spec §2 "opening a tab with an existing key replaces
 * that tab"). Returns stop.
 */
export function followMenuInAddress($route: ReadableAtom<RouteState | null>, open: (options: OpenOptions) => void): () => void {
  const check = (route: RouteState | null) => {
    const menuId = route?.query.menuId;
    if (menuId && routeDef(route.name)?.role) open({ menuId });
  };
  check($route.get());
  return $route.listen(check);
}
