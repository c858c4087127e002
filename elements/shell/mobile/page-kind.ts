import type { ScreenSize } from '../../../core/platform/index.ts';

/** The kinds of the entity list: a menu's FLAG `list` and the registry's `entityList`. */
const LIST_KINDS = new Set(['list', 'entityList']);

/**
 * The page kind shown on a screen class (PAGES.md "Mobile"): on the mobile class an entity list
 * is drawn as cards (`entityCardList`, the same config, query and operations) when that kind is
 * registered; every other kind, and every kind on larger screens, shows as it is.
 */
export function kindOnScreen(kind: string, screen: ScreenSize, registered: Readonly<Record<string, unknown>>): string {
  if (screen !== 'mobile' || !LIST_KINDS.has(kind)) return kind;
  return registered.entityCardList ? 'entityCardList' : kind;
}
