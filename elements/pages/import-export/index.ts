/** The `importExport` page kind (PAGES.md "Data"): spreadsheet import into an entity and export of its list query. */
export { default as ImportExportPage } from './ImportExportPage.tsx';
