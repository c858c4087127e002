import type { ScreenSize } from '../../../core/platform/index.ts';

/**
 * The mobile variants of the page registry (spec §1 "mobile variants of the entity pages"): an
 * entity list is drawn as cards, a form and a detail for a phone. Keys are the kinds asked for
 * (a menu's FLAG and the registry's names), values the variant shown instead.
 */
const MOBILE_VARIANTS: Readonly<Record<string, string>> = {
  list: 'entityCardList',
  entityList: 'entityCardList',
  add: 'entityCardForm',
  addForm: 'entityCardForm',
  edit: 'entityCardForm',
  detail: 'entityCardDetail',
};

/**
 * The page kind shown on a screen class (PAGES.md "Mobile"): on the mobile class a kind with a
 * mobile variant shows as that variant (the same config, record, query and operations) when the
 * variant is registered; every other kind, and every kind on larger screens, shows as it is.
 */
export function kindOnScreen(kind: string, screen: ScreenSize, registered: Readonly<Record<string, unknown>>): string {
  if (screen !== 'mobile' || !Object.prototype.hasOwnProperty.call(MOBILE_VARIANTS, kind)) return kind;
  const variant = MOBILE_VARIANTS[kind] as string;
  return registered[variant] ? variant : kind;
}
