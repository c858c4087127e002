/**
 * The entity pages and the PDF page in the page registry (spec §2 "Registered page components"),
 * so that app-shell's tabs, popups and drawers, and external bundles, open them by kind.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../shared/page-props.ts';
import { lazyComponent } from '../shared/lazy.tsx';
import { withOwnPageScripts } from '../shared/own-page-scripts.ts';
import { withConcept } from '../shared/concept-ready.tsx';

// Each kind's code loads when a page of that kind first opens (DESIGN §6); the shell's page
// view waits for it under its own Suspense, with core's page concepts already in. The pages that
// load their own page config run its scripts themselves; the page view runs them for the others.
const ListPage = withOwnPageScripts(lazyComponent<PageProps>(() => import('./list/ListPage.tsx').then((module) => module.default)));
const FormPage = withOwnPageScripts(lazyComponent<PageProps>(() => import('./form/FormPage.tsx').then((module) => module.default)));
const FindPage = withOwnPageScripts(lazyComponent<PageProps>(() => import('./list/FindPage.tsx').then((module) => module.default)));
const StatisticsPage = withOwnPageScripts(
  withConcept(
    'reports',
    lazyComponent<PageProps>(() => import('./statistics/StatisticsPage.tsx').then((module) => module.default)),
  ),
);
const PdfPage = lazyComponent<PageProps>(() => import('./pdf/PdfPage.tsx').then((module) => module.default));
const ProcessChartPage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./process-chart/index.ts').then((module) => module.ProcessChartPage), 'process chart'),
);
const OrgChartPage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./org-chart/index.ts').then((module) => module.OrgChartPage), 'organisation chart'),
);
const TabsPage = lazyComponent<PageProps>(() => import('./components/TabsPage.tsx').then((module) => module.default));
const MinePage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./mine/MinePage.tsx').then((module) => module.default)),
);
const LauncherPage = lazyComponent<PageProps>(() => import('./launcher/LauncherPage.tsx').then((module) => module.default));
const CardListPage = lazyComponent<PageProps>(() => import('./card-list/CardListPage.tsx').then((module) => module.default));
// The phone's form and detail: the form page's own chunk plus their drawing.
const PhoneFormPage = withOwnPageScripts(lazyComponent<PageProps>(() => import('./phone/PhonePages.tsx').then((module) => module.PhoneFormPage), 'phone form'));
const PhoneDetailPage = withOwnPageScripts(
  lazyComponent<PageProps>(() => import('./phone/PhonePages.tsx').then((module) => module.PhoneDetailPage), 'phone detail'),
);
const SubListPage = lazyComponent<PageProps>(() => import('./sub-records/SubListPage.tsx').then((module) => module.default));
const SubGridPage = lazyComponent<PageProps>(() => import('./sub-records/SubGridPage.tsx').then((module) => module.default));
const LoginPage = lazyComponent<PageProps>(() => import('./login/LoginPage.tsx').then((module) => module.default));
const ApprovalIndexPage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./approval-index/ApprovalIndexPage.tsx').then((module) => module.default), 'approval index'),
);
const TaskListPage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./task-list/TaskListPage.tsx').then((module) => module.default), 'task list'),
);
const TaskPage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./task/TaskPage.tsx').then((module) => module.default), 'task'),
);
const ImportExportPage = withConcept(
  'imports',
  lazyComponent<PageProps>(() => import('./import-export/index.ts').then((module) => module.ImportExportPage), 'import and export'),
);
const DashboardPage = withConcept(
  'reports',
  lazyComponent<PageProps>(() => import('./dashboard/index.ts').then((module) => module.DashboardPage), 'dashboard'),
);
const NumberCard = withConcept(
  'reports',
  lazyComponent<PageProps>(() => import('./dashboard/index.ts').then((module) => module.NumberCard), 'number card'),
);
const ReportListPage = withConcept(
  'reports',
  lazyComponent<PageProps>(() => import('./reports/index.ts').then((module) => module.ReportListPage), 'report list'),
);
const ReportPage = withConcept(
  'reports',
  lazyComponent<PageProps>(() => import('./reports/index.ts').then((module) => module.ReportPage), 'report'),
);
const DesignerPage = withConcept(
  'designer',
  lazyComponent<PageProps>(() => import('./designer/index.ts').then((module) => module.DesignerPage), 'designer'),
);
const HomePage = withConcept(
  'work',
  lazyComponent<PageProps>(() => import('./home/HomePage.tsx').then((module) => module.default), 'home'),
);

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
  // A ref field's find dialog (fields/RefPicker.tsx) reaches the find page here: the list's search
  // bar draws ref fields, so an import of the list from the fields would close a cycle.
  entityFind: FindPage,
  pdf: PdfPage,
  processChart: ProcessChartPage,
  orgChart: OrgChartPage,
  tabs: TabsPage,
  mine: MinePage,
  menuIndex: LauncherPage,
  moduleIndex: LauncherPage,
  entityCardList: CardListPage,
  // The mobile variants of the form and the detail (spec §1), shown for add, edit and detail on a phone.
  entityCardForm: PhoneFormPage,
  entityCardDetail: PhoneDetailPage,
  entitySubList: SubListPage,
  entitySubGrid: SubGridPage,
  login: LoginPage,
  approvalIndex: ApprovalIndexPage,
  taskList: TaskListPage,
  task: TaskPage,
  importExport: ImportExportPage,
  reportList: ReportListPage,
  reportPreview: ReportPage,
  reportChart: ReportPage,
  dashboard: DashboardPage,
  // A dashboard's number card (a report's measure with the change from the previous period), a component kind of its own.
  number: NumberCard,
  // The role's start page (the seeded menu's 首页); a dashboard kind can replace it by the menu's FLAG.
  home: HomePage,
  // The Config route's visual configuration (spec §2): page configs, menus and reports.
  config: DesignerPage,
};

export function registerEntityPages(registry: Registry | undefined): void {
  registry?.registerAll(ENTITY_PAGES);
}
