/**
 * The entity pages and the PDF page in the page registry (spec §2 "Registered page components"),
 * so that app-shell's tabs, popups and drawers, and external bundles, open them by kind.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../shared/page-props.ts';
import ListPage from './list/ListPage.tsx';
import FormPage from './form/FormPage.tsx';
import FindPage from './list/FindPage.tsx';
import StatisticsPage from './statistics/StatisticsPage.tsx';
import PdfPage from './pdf/PdfPage.tsx';

interface Registry {
  registerAll(pages: Record<string, unknown>): void;
}

export const ENTITY_PAGES: Record<string, ComponentType<PageProps>> = {
  list: ListPage,
  add: FormPage,
  edit: FormPage,
  detail: FormPage,
  statistics: StatisticsPage,
  entityList: ListPage,
  addForm: FormPage,
  treeFind: FindPage,
  userFind: FindPage,
  departmentFind: FindPage,
  pdf: PdfPage,
};

export function registerEntityPages(registry: Registry | undefined): void {
  registry?.registerAll(ENTITY_PAGES);
}
