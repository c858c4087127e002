/**
 * The organisation: the `orgChart` page kind, the department and user finds over the same tree,
 * and the tree's reader. The layout (dagre) loads with the chart's first drawing, never with the finds.
 */
export { default as OrgChartPage } from './OrgChartPage.tsx';
export { default as OrgFind } from './OrgFind.tsx';
export type { OrgFindProps } from './OrgFind.tsx';
export { checkTree, DEPT_ENTITY, searchOrg } from './org-data.ts';
export type { OrgDept, OrgPerson, OrgSearch } from './org-data.ts';
