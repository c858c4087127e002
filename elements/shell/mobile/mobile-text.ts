import { useStore } from '@nanostores/react';
import { defineWords } from '../../../core/i18n/index.ts';
import { useConcepts } from '../../shared/concepts.ts';

/** Labels of the mobile layout (PAGES.md "Mobile"), as [zh-CN, en-US] (core's `defineWords`). */
const MOBILE_LABELS = {
  back: ['返回', 'Back'],
  openMenu: ['打开菜单', 'Open the menu'],
  closeMenu: ['关闭菜单', 'Close the menu'],
  menuTitle: ['菜单', 'Menu'],
} as const;

export type MobileLabel = keyof typeof MOBILE_LABELS;

const mobileWords = defineWords('mobile', MOBILE_LABELS);

export function mobileLabel(language: string, key: MobileLabel): string {
  return mobileWords(language)(key);
}

export function useMobileText(): (key: MobileLabel) => string {
  const { i18n } = useConcepts();
  const language = useStore(i18n.$language);
  return (key) => mobileLabel(language, key);
}
