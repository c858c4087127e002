import { localeOf } from './language.ts';

/**
 * The date locale follows the language, but dayjs itself is not part of core's first chunk: it
 * comes with the page concepts (`./dayjs.ts`). Until it is loaded, the wanted locale is kept here
 * and applied the moment it registers.
 */
export type DateLocale = 'zh-cn' | 'en';

let wanted: DateLocale = 'zh-cn';
let apply: ((locale: DateLocale) => void) | undefined;

/** dayjs locale names: zh-cn (weeks from Monday, spec §1) for 010, en for 011. */
export function dayjsLocaleOf(language: string | null | undefined): DateLocale {
  return localeOf(language) === 'en-US' ? 'en' : 'zh-cn';
}

/** Sets dayjs's global locale (now, or when dayjs loads); dayjs is one per page, so the last platform to switch wins. */
export function applyDateLocale(language: string | null | undefined): DateLocale {
  wanted = dayjsLocaleOf(language);
  apply?.(wanted);
  return wanted;
}

/** Called once by the module that loads dayjs: from then on locale changes reach it. */
export function registerDateLocale(applyLocale: (locale: DateLocale) => void): void {
  apply = applyLocale;
  applyLocale(wanted);
}
