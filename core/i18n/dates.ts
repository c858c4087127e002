import dayjs from 'dayjs';
// Locales are imported statically (with the extension, for Node's ESM resolver) so that the
// bundle holds exactly the two the product speaks.
import 'dayjs/locale/zh-cn.js';
import weekday from 'dayjs/plugin/weekday.js';
import { localeOf } from './language.ts';

dayjs.extend(weekday);

/** dayjs locale names: zh-cn (weeks from Monday, spec §1) for 010, en for 011. */
export function dayjsLocaleOf(language: string | null | undefined): 'zh-cn' | 'en' {
  return localeOf(language) === 'en-US' ? 'en' : 'zh-cn';
}

/** Sets dayjs's global locale; dayjs is one per page, so the last platform to switch wins. */
export function applyDateLocale(language: string | null | undefined): string {
  return dayjs.locale(dayjsLocaleOf(language));
}

export { dayjs };
