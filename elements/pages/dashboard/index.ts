/**
 * The `dashboard` page kind and its `number` card widget (PAGES.md "Data"). Both load on demand
 * through the page registry (elements/pages/register.ts).
 */
export { default as DashboardPage } from './DashboardPage.tsx';
export { default as NumberCard } from './NumberCard.tsx';
export { changeOf, formatChange, formatNumber, readFigure } from './figure.ts';
export type { Change, Figure, Period } from './figure.ts';
export { widgetSpan } from './DashboardWidget.tsx';
