/** Styles of the chart pages (with the entity pages' PAGE_CSS), in Shoelace's design tokens. */
export const CHART_CSS = /* css */ `
.chart-page { overflow: auto; }
.chart-page .echart { min-height: 240px; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-medium); }
.chart-scroll { overflow-x: auto; min-width: 0; }
.chart-box { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-medium); }
.chart-box > .chart-svg { display: block; margin: 0 auto; max-width: none; font-family: var(--sl-font-sans, sans-serif); }
.org-node:not(.org-root):hover rect { filter: brightness(1.08); }
.chart-status { display: flex; flex-wrap: wrap; gap: var(--sl-spacing-small) var(--sl-spacing-medium); align-items: center; }
.chart-legend { display: inline-flex; gap: var(--sl-spacing-small); flex-wrap: wrap; }
.chart-legend span::before { content: ''; display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; background: var(--swatch); vertical-align: -1px; }
.category-chart { margin: 0; display: flex; flex-direction: column; gap: var(--sl-spacing-x-small); min-width: 0; }
.category-chart .chart-table { margin-top: var(--sl-spacing-x-small); }
.category-chart .chart-table td { text-align: right; font-variant-numeric: tabular-nums; }
.chart-text summary { cursor: pointer; color: var(--sl-color-primary-700); }
.chart-text summary:focus-visible, .org-outline button:focus-visible { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.chart-text h3 { font-size: var(--sl-font-size-small); margin: var(--sl-spacing-small) 0 var(--sl-spacing-2x-small); }
.chart-text ol, .chart-text ul { margin: 0; padding-left: 1.5em; }
.chart-text [data-state='current'], .chart-text [data-taken='true'] { font-weight: var(--sl-font-weight-semibold); }
.org-layout { display: grid; grid-template-columns: minmax(220px, 300px) minmax(0, 1fr); gap: var(--sl-spacing-medium); align-items: start; min-height: 0; }
/* One column on a narrow screen, the chart first (the outline below is its text and keyboard way in):
   a box of its own that scrolls both ways, so the page around it stays a page a finger can scroll. */
@media (max-width: 720px) {
  .org-layout { grid-template-columns: minmax(0, 1fr); }
  .org-drawing { order: -1; max-height: 60vh; overflow: auto; overscroll-behavior: contain; }
}
.org-tools { display: flex; gap: var(--sl-spacing-x-small); align-items: center; flex-wrap: wrap; }
.org-tools sl-input { flex: 1; min-width: 180px; }
.org-outline { max-height: 70vh; overflow: auto; }
.org-outline ul { list-style: none; margin: 0; padding-left: 1.1em; }
.org-outline > ul { padding-left: 0; }
.org-outline button { border: 0; background: none; font: inherit; color: inherit; cursor: pointer; padding: 2px 4px; border-radius: var(--sl-border-radius-small); text-align: left; }
.org-outline button.dept { font-weight: var(--sl-font-weight-semibold); }
.org-outline button.dept::before { content: '▸'; display: inline-block; width: 1em; transition: transform 0.1s; }
.org-outline button.dept[aria-expanded='true']::before { transform: rotate(90deg); }
.org-outline .match { background: var(--sl-color-warning-200); color: var(--sl-color-neutral-900); }
.org-outline .person-title { color: var(--sl-color-neutral-500); margin-left: 4px; }
.person-card dl { display: grid; grid-template-columns: max-content 1fr; gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium); margin: 0; }
.person-card dt { color: var(--sl-color-neutral-500); }
.person-card dd { margin: 0; }
`;
