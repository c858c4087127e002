import dayjs from 'dayjs';
// Locales are imported statically (with the extension, for Node's ESM resolver) so that the
// bundle holds exactly the two the product speaks.
import 'dayjs/locale/zh-cn.js';
import weekday from 'dayjs/plugin/weekday.js';
import { registerDateLocale } from './dates.ts';

dayjs.extend(weekday);
registerDateLocale((locale) => void dayjs.locale(locale));

/** The page's dayjs with the product's locales and the locale of the current language. */
export { dayjs };
