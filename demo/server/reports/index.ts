/** Reports: stored definitions computed by the server in SQL (docs/server-contract.md "Reports"). */
export { reportRoutes } from './routes.js';
export { saveReport } from './store.js';
export type { ReportDefinition, ReportResult, ReportView } from './types.js';
