import { useStore } from '@nanostores/react';
import { useConcepts } from '../../shared/concepts.ts';

/** Labels of the mobile layout (PAGES.md "Mobile"), as [zh-CN, en-US]. */
const MOBILE_LABELS = {
  back: ['返回', 'Back'],
  openMenu: ['打开菜单', 'Open the menu'],
  closeMenu: ['关闭菜单', 'Close the menu'],
  menuTitle: ['菜单', 'Menu'],
} as const;

export type MobileLabel = keyof typeof MOBILE_LABELS;

export function mobileLabel(language: string, key: MobileLabel): string {
  const pair = MOBILE_LABELS[key];
  return language === '011' ? pair[1] : pair[0];
}

export function useMobileText(): (key: MobileLabel) => string {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  return (key) => mobileLabel(language, key);
}
