/** Search conditions of the list pages, in core's condition shape (DESIGN §4): core/lists makes them. */
export { isRangeType, searchConditions } from '../../../core/pages.ts';
export type { Condition, SearchValue } from '../../../core/pages.ts';
