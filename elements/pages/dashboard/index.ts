/**
 * The `dashboard` page kind and its `number` card widget (PAGES.md "Data"). Both load on demand
 * through the page registry (elements/pages/register.ts); a card's figure is core's
 * (core/reports `openFigure`, `readFigure`).
 */
export { default as DashboardPage } from './DashboardPage.tsx';
export { default as NumberCard } from './NumberCard.tsx';
export { changeOf, formatChange, formatNumber, readFigure } from '../../../core/reports/index.ts';
export type { Change, Figure, Period } from '../../../core/reports/index.ts';
export { widgetSpan } from './DashboardWidget.tsx';
