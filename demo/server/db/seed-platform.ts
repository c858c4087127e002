/** Seeds the platform tables: client, systems, services, roles, users, menus, code lists, variables, messages, files. */
import { ENTITIES } from '../meta/entities.js';
import { cataloguePdf, contractPdf, manualPdf } from '../platform/pdf.js';
import { hashPassword } from '../platform/users.js';
import type { Db } from './schema.js';

export const DEMO_PASSWORD = 'demo123';

export const DEMO_USERS = [
  {
    id: 'user-alice',
    account: 'alice',
    name: '王丽',
    en: 'Alice Wang',
    lang: '010',
    dept: 'dept-sales-east',
    roles: { 'role-sales': '0' },
    note: 'one role (sales)',
  },
  {
    id: 'user-bob',
    account: 'bob',
    name: '李博',
    en: 'Bob Li',
    lang: '010',
    dept: 'dept-sales',
    roles: { 'role-sales': '0', 'role-manager': '1' },
    note: 'sales + manager, manager is default',
  },
  {
    id: 'user-carol',
    account: 'carol',
    name: '陈嘉',
    en: 'Carol Chen',
    lang: '011',
    dept: 'dept-sales',
    roles: { 'role-sales': '0', 'role-manager': '0' },
    note: 'sales + manager, no default (role select)',
  },
  {
    id: 'user-admin',
    account: 'admin',
    name: '系统管理员',
    en: 'Administrator',
    lang: '010',
    dept: 'dept-it',
    roles: { 'role-sales': '0', 'role-manager': '0', 'role-admin': '1', 'role-system': '0' },
    note: 'every role, admin default; SYSTEM for the designer',
  },
];

const run = (db: Db, sql: string, rows: unknown[][]): void => {
  const stmt = db.prepare(sql);
  for (const r of rows) stmt.run(...r);
};

function seedOrg(db: Db): void {
  run(db, 'INSERT INTO FM_CLIENT VALUES (?, ?, ?, ?)', [
    ['client-demo', 'demo', '演示企业', '010'],
    ['client-frame', 'frame', '平台', '010'],
  ]);
  run(db, 'INSERT INTO FM_SYSTEM VALUES (?, ?, ?, ?, ?, ?, ?)', [
    ['system-crm', 'crm', '客户关系管理', 'client-demo', 'demo', '', '/crm'],
    ['system-frame', 'frame', '平台框架', 'client-demo', 'demo', '', '/frame'],
    ['system-mgn', 'mgn', '平台管理', 'client-demo', 'demo', '', '/mgn'],
  ]);
  run(db, 'INSERT INTO FM_SERVICE VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    ['service-sales', 'sales', '销售管理', 'Sales', 'system-crm', 'client-demo', '', '010', 'mod-home', 0],
    ['service-legacy', 'legacy', '旧版销售管理', 'Legacy sales', 'system-crm', 'client-demo', '', '010', 'mod-legacy-customers', 1],
    ['service-open', 'open', '开放查询', 'Open lookup', 'system-crm', 'client-demo', 'allRole', '010', 'mod-open-customers', 0],
    ['service-client-home', 'clientHome', '企业首页', 'Client home', 'system-frame', 'client-demo', '', '010', null, 0],
    ['service-system-home', 'systemHome', '系统首页', 'System home', 'system-frame', 'client-demo', '', '010', null, 0],
    ['service-hall', 'hall', '服务大厅', 'Service hall', 'system-frame', 'client-demo', '', '010', null, 0],
    ['service-setting', 'serviceSetting', '服务设置', 'Service settings', 'system-frame', 'client-demo', '', '010', null, 0],
  ]);
}

function entityApi(rights: Record<string, string[]>): string {
  return JSON.stringify(rights);
}

function fullRights(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of ENTITIES) {
    if (e.metaType !== 'business') continue;
    out[e.code] = ['view', 'add', 'edit', 'delete', 'export', ...(e.operates ?? []).map((o) => o.name)];
  }
  return out;
}

/** Platform entities every role reads (rows are still scoped to the user's client, users as a directory). */
const PLATFORM_VIEW: Record<string, string[]> = Object.fromEntries(
  ['FM_USER', 'FM_DEPT', 'FM_FILE', 'FM_HELP', 'FM_CLIENT', 'FM_SYSTEM', 'FM_SERVICE', 'FM_SEARCH_PARAM', 'FM_MESSAGE'].map((code) => [code, ['view']]),
);

function seedRoles(db: Db): void {
  const sales = {
    CUSTOMER: ['view', 'add', 'edit', 'export', 'activate', 'deactivate'],
    CONTACT: ['view', 'add', 'edit', 'delete'],
    ORDER: ['view', 'add', 'edit', 'delete', 'confirm'],
    ORDER_LINE: ['view', 'add', 'edit', 'delete'],
    PRODUCT: ['view'],
    ...PLATFORM_VIEW,
  };
  // User management (platform/user-admin.ts): the server also asks for the right code system.user.
  const adminPlatform = {
    ...Object.fromEntries(Object.keys(PLATFORM_VIEW).map((code) => [code, ['view', 'export']])),
    FM_USER: ['view', 'export', 'add', 'edit', 'disable', 'enable'],
    FM_USER_ROLE: ['view', 'add', 'edit', 'delete'],
    FM_ROLE: ['view'],
  };
  const salesCodes = ['crm.customer.view', 'crm.customer.edit', 'crm.order.view', 'crm.order.edit', 'crm.product.view'];
  // process.approve: acting on approval tasks (docs/server-contract.md "Workflow"); sales only start processes.
  const managerCodes = [...salesCodes, 'crm.customer.delete', 'crm.order.delete', 'crm.statistics', 'crm.export', 'crm.product.edit', 'process.approve'];
  run(db, 'INSERT INTO FM_ROLE VALUES (?, ?, ?, ?, ?, ?, ?)', [
    ['role-sales', 'sales', '销售员', 'Sales rep', 1, JSON.stringify(salesCodes), entityApi(sales)],
    ['role-manager', 'manager', '销售经理', 'Sales manager', 2, JSON.stringify(managerCodes), entityApi({ ...fullRights(), ...PLATFORM_VIEW })],
    [
      'role-admin',
      'admin',
      '系统管理员',
      'Administrator',
      3,
      JSON.stringify([...managerCodes, 'system.config', 'system.user']),
      entityApi({ ...fullRights(), ...adminPlatform }),
    ],
    // The Config route's role (spec §2): the designer's calls need it; its pages preview with the administrator's rights.
    [
      'role-system',
      'SYSTEM',
      '系统配置',
      'System configuration',
      4,
      JSON.stringify([...managerCodes, 'system.config', 'system.user']),
      entityApi({ ...fullRights(), ...adminPlatform }),
    ],
  ]);
  const services = (db.prepare('SELECT ID FROM FM_SERVICE').all() as { ID: string }[]).map((s) => s.ID);
  const user = db.prepare(`INSERT INTO FM_USER (ID, ACCOUNT, NAME, LANGUAGE, CLIENT, EMAIL, PASSWORD, CURRENT_ROLE_ID, NAME_EN, DEPT)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare('INSERT INTO FM_USER_ROLE VALUES (?, ?, ?, ?)');
  for (const u of DEMO_USERS) {
    const def = Object.entries(u.roles).find(([, d]) => d === '1')?.[0] ?? (Object.keys(u.roles).length === 1 ? Object.keys(u.roles)[0] : null);
    user.run(u.id, u.account, u.name, u.lang, 'client-demo', `${u.account}@demo.example.com`, hashPassword(DEMO_PASSWORD), def, u.en, u.dept);
    for (const s of services) for (const [role, isDefault] of Object.entries(u.roles)) link.run(u.id, s, role, isDefault);
  }
}

type M = [
  id: string,
  service: string,
  name: string,
  en: string,
  parent: string | null,
  order: number,
  icon: string,
  page: string | null,
  meta: string | null,
  flag: string | null,
  openType: string | null,
  url: string | null,
  hidden: '0' | '1',
  help: string | null,
  mode: 'all' | 'pc' | 'move',
  favorite: '0' | '1',
];

// OPEN_TYPE null: the entry opens as a tab of its own (spec §2: 1 would replace the current tab).
const MODULES: M[] = [
  // 首页 is the home dashboard (page-home-dashboard): figures of the reports, the latest orders and the customer pages.
  ['mod-home', 'service-sales', '首页', 'Home', null, 1, 'house', 'page-home-dashboard', null, 'dashboard', null, null, '0', null, 'all', '0'],
  ['mod-customer', 'service-sales', '客户管理', 'Customers', null, 2, 'people', null, null, null, null, null, '0', 'help-sales', 'all', '0'],
  [
    'mod-customer-list',
    'service-sales',
    '客户列表',
    'Customer list',
    'mod-customer',
    1,
    'list',
    'page-customer-list',
    'meta-customer',
    'list',
    null,
    null,
    '0',
    null,
    'pc',
    '1',
  ],
  [
    'mod-customer-add',
    'service-sales',
    '新建客户',
    'New customer',
    'mod-customer',
    2,
    'plus',
    'page-customer-add',
    'meta-customer',
    'add',
    '2',
    null,
    '0',
    null,
    'pc',
    '0',
  ],
  [
    'mod-customer-stat',
    'service-sales',
    '客户统计',
    'Customer statistics',
    'mod-customer',
    3,
    'bar-chart',
    'page-customer-statistics',
    'meta-customer',
    'statistics',
    null,
    null,
    '0',
    null,
    'pc',
    '0',
  ],
  ['mod-order', 'service-sales', '订单管理', 'Orders', null, 3, 'receipt', null, null, null, null, null, '0', null, 'all', '0'],
  [
    'mod-order-list',
    'service-sales',
    '订单列表',
    'Order list',
    'mod-order',
    1,
    'list',
    'page-order-list',
    'meta-order',
    'list',
    null,
    null,
    '0',
    null,
    'pc',
    '1',
  ],
  [
    'mod-order-stat',
    'service-sales',
    '订单统计',
    'Order statistics',
    'mod-order',
    2,
    'pie-chart',
    'page-order-statistics',
    'meta-order',
    'statistics',
    '5',
    null,
    '0',
    null,
    'pc',
    '0',
  ],
  ['mod-product', 'service-sales', '产品目录', 'Products', null, 4, 'box', 'page-product-list', 'meta-product', 'list', null, null, '1', null, 'all', '0'],
  [
    'mod-product-list',
    'service-sales',
    '产品列表',
    'Product list',
    'mod-product',
    1,
    'list',
    'page-product-list',
    'meta-product',
    'list',
    null,
    null,
    '0',
    null,
    'pc',
    '0',
  ],
  [
    'mod-product-manual',
    'service-sales',
    '产品手册',
    'Product manual',
    'mod-product',
    2,
    'file-pdf',
    null,
    null,
    'pdf',
    '2',
    '/api/v1/demo/crm/onlineview?fileId=file-manual',
    '0',
    null,
    'pc',
    '0',
  ],
  ['mod-help', 'service-sales', '帮助中心', 'Help', null, 5, 'question-circle', null, null, 'link', '4', 'https://example.com/help', '0', null, 'pc', '0'],
  // The manual again at the top: the products module hides its sub-entries (HIDDEN_SUB_MENU), so the
  // entry there shows the spec's rule and this one keeps the manual one click away.
  [
    'mod-manual',
    'service-sales',
    '产品手册',
    'Product manual',
    null,
    5,
    'file-pdf',
    null,
    null,
    'pdf',
    '2',
    '/api/v1/demo/crm/onlineview?fileId=file-manual',
    '0',
    null,
    'pc',
    '0',
  ],
  [
    'mod-mobile-customers',
    'service-sales',
    '我的客户',
    'My customers',
    null,
    6,
    'phone',
    'page-customer-list',
    'meta-customer',
    'list',
    null,
    null,
    '0',
    null,
    'move',
    '1',
  ],
  ['mod-admin', 'service-sales', '系统设置', 'Settings', null, 9, 'gear', null, null, null, null, null, '0', null, 'pc', '0'],
  [
    'mod-admin-users',
    'service-sales',
    '用户管理',
    'Users',
    'mod-admin',
    1,
    'person',
    'page-user-list',
    'meta-fm-user',
    'list',
    null,
    null,
    '0',
    null,
    'pc',
    '0',
  ],
  // The work pages' own entries: the user's page, the launchers, the card list, the sub list and grid, the login page.
  ['mod-workbench', 'service-sales', '工作台', 'Workbench', null, 7, 'grid', null, null, null, null, null, '0', null, 'all', '0'],
  ['mod-workbench-mine', 'service-sales', '个人中心', 'My account', 'mod-workbench', 1, 'person', null, null, 'mine', null, null, '0', null, 'all', '0'],
  [
    'mod-workbench-launcher',
    'service-sales',
    '客户管理导航',
    'Customer launcher',
    'mod-workbench',
    2,
    'grid',
    null,
    null,
    'menuIndex',
    null,
    '?menuId=mod-customer',
    '0',
    null,
    'pc',
    '0',
  ],
  [
    'mod-workbench-orders',
    'service-sales',
    '订单管理首页',
    'Orders home',
    'mod-workbench',
    3,
    'grid',
    null,
    null,
    'moduleIndex',
    null,
    '?menuId=mod-order',
    '0',
    null,
    'pc',
    '0',
  ],
  [
    'mod-workbench-cards',
    'service-sales',
    '客户卡片',
    'Customer cards',
    'mod-workbench',
    4,
    'cards',
    'page-customer-list',
    'meta-customer',
    'entityCardList',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
  [
    'mod-workbench-contacts',
    'service-sales',
    '客户联系人',
    'Customer contacts',
    'mod-workbench',
    5,
    'people',
    null,
    'meta-customer',
    'entitySubList',
    null,
    '?relation=CONTACT',
    '0',
    null,
    'pc',
    '0',
  ],
  [
    'mod-workbench-lines',
    'service-sales',
    '订单明细编辑',
    'Order lines',
    'mod-workbench',
    6,
    'list',
    null,
    'meta-order',
    'entitySubGrid',
    null,
    '?relation=ORDER_LINE',
    '0',
    null,
    'pc',
    '0',
  ],
  ['mod-workbench-login', 'service-sales', '登录页', 'Sign-in page', 'mod-workbench', 7, 'login', null, null, 'login', '2', null, '0', null, 'pc', '0'],
  // The process chart of the order approval and the organisation chart (department tree with its people).
  ['mod-process-org', 'service-sales', '流程与组织', 'Processes and people', null, 8, 'folder', null, null, null, null, null, '0', null, 'all', '0'],
  [
    'mod-process-chart',
    'service-sales',
    '订单审批流程图',
    'Order approval chart',
    'mod-process-org',
    1,
    'page',
    'page-process-order-approval',
    'meta-order',
    'processChart',
    null,
    null,
    '0',
    null,
    'pc',
    '0',
  ],
  ['mod-org-chart', 'service-sales', '组织架构', 'Organisation chart', 'mod-process-org', 2, 'page', null, null, 'orgChart', null, null, '0', null, 'all', '0'],
  // The approval pages: the approval index and the task list, for every role.
  ['mod-work', 'service-sales', '审批与任务', 'Approvals and tasks', null, 6, 'inbox', null, null, null, null, null, '0', null, 'all', '0'],
  [
    'mod-work-approvals',
    'service-sales',
    '审批中心',
    'Approvals',
    'mod-work',
    1,
    'inbox',
    'page-work-approvals',
    null,
    'approvalIndex',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
  ['mod-work-tasks', 'service-sales', '我的任务', 'My tasks', 'mod-work', 2, 'tasks', 'page-work-tasks', null, 'taskList', null, null, '0', null, 'all', '0'],
  // Import and export (importExport kind): the customer and order lists' page configs give the export its search, columns and sort.
  // Reports and import/export are in every menu mode: a phone reaches them from its menu too.
  ['mod-data', 'service-sales', '数据导入导出', 'Data import and export', null, 8, 'folder', null, null, null, null, null, '0', null, 'all', '0'],
  [
    'mod-data-customers',
    'service-sales',
    '客户导入导出',
    'Customer import and export',
    'mod-data',
    1,
    'page',
    'page-customer-list',
    'meta-customer',
    'importExport',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
  [
    'mod-data-orders',
    'service-sales',
    '订单导入导出',
    'Order import and export',
    'mod-data',
    2,
    'page',
    'page-order-list',
    'meta-order',
    'importExport',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
  // The report pages: the list of FM_REPORT's reports (each opens its preview, with the switch to its chart).
  ['mod-report', 'service-sales', '报表中心', 'Reports', null, 8, 'bar-chart', null, null, null, null, null, '0', null, 'all', '0'],
  ['mod-report-list', 'service-sales', '报表列表', 'Report list', 'mod-report', 1, 'list', null, null, 'reportList', null, null, '0', null, 'all', '0'],
  [
    'mod-legacy-customers',
    'service-legacy',
    '客户列表',
    'Customer list',
    null,
    1,
    'list',
    'page-customer-list',
    'meta-customer',
    'list',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
  [
    'mod-open-customers',
    'service-open',
    '客户查询',
    'Customer lookup',
    null,
    1,
    'search',
    'page-customer-list',
    'meta-customer',
    'list',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
  [
    'mod-open-products',
    'service-open',
    '产品查询',
    'Product lookup',
    null,
    2,
    'box',
    'page-product-list',
    'meta-product',
    'list',
    null,
    null,
    '0',
    null,
    'all',
    '0',
  ],
];

function seedMenus(db: Db): void {
  run(db, 'INSERT INTO FM_MODULE VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', MODULES);
  const managerOnly = new Set(['mod-customer-stat', 'mod-order-stat']);
  const adminOnly = new Set(['mod-admin', 'mod-admin-users']);
  const link = db.prepare('INSERT INTO FM_ROLE_MODULE VALUES (?, ?)');
  for (const [id] of MODULES) {
    link.run('role-admin', id);
    link.run('role-system', id);
    if (!adminOnly.has(id)) link.run('role-manager', id);
    if (!adminOnly.has(id) && !managerOnly.has(id)) link.run('role-sales', id);
  }
}

function seedCodes(db: Db): void {
  const rows: unknown[][] = [];
  const add = (key: string, list: [string, string, string, string?][]): void =>
    list.forEach(([v, zh, en, parent], i) => rows.push([key, v, zh, en, parent ?? null, i + 1, 'crm']));
  add('CUSTOMER_LEVEL', [
    ['A', '重点客户', 'Key account'],
    ['B', '普通客户', 'Regular'],
    ['C', '潜在客户', 'Prospect'],
    ['D', '流失客户', 'Lost'],
  ]);
  // The users' languages (FM_USER.LANGUAGE): the codes of the Language header.
  add('LANGUAGE', [
    ['010', '中文', 'Chinese'],
    ['011', 'English', 'English'],
  ]);
  add('ORDER_STATUS', [
    ['draft', '草稿', 'Draft'],
    ['approving', '审批中', 'Pending approval'],
    ['returned', '已退回', 'Sent back'],
    ['approved', '已审批', 'Approved'],
    ['confirmed', '已确认', 'Confirmed'],
    ['shipped', '已发货', 'Shipped'],
    ['done', '已完成', 'Completed'],
    ['cancelled', '已取消', 'Cancelled'],
  ]);
  add('PRODUCT_CATEGORY', [
    ['hardware', '硬件', 'Hardware'],
    ['software', '软件', 'Software'],
    ['service', '服务', 'Services'],
    ['supplies', '耗材', 'Supplies'],
  ]);
  add('REGION', [
    ['EC', '华东', 'East China'],
    ['EC-SH', '上海', 'Shanghai', 'EC'],
    ['EC-JS', '江苏', 'Jiangsu', 'EC'],
    ['EC-JS-NJ', '南京', 'Nanjing', 'EC-JS'],
    ['EC-JS-SZ', '苏州', 'Suzhou', 'EC-JS'],
    ['EC-ZJ', '浙江', 'Zhejiang', 'EC'],
    ['EC-ZJ-HZ', '杭州', 'Hangzhou', 'EC-ZJ'],
    ['EC-ZJ-NB', '宁波', 'Ningbo', 'EC-ZJ'],
    ['NC', '华北', 'North China'],
    ['NC-BJ', '北京', 'Beijing', 'NC'],
    ['NC-TJ', '天津', 'Tianjin', 'NC'],
    ['SC', '华南', 'South China'],
    ['SC-GD', '广东', 'Guangdong', 'SC'],
    ['SC-GD-GZ', '广州', 'Guangzhou', 'SC-GD'],
    ['SC-GD-SZ', '深圳', 'Shenzhen', 'SC-GD'],
    ['OS', '海外', 'Overseas'],
    ['OS-US', '美国', 'United States', 'OS'],
    ['OS-UK', '英国', 'United Kingdom', 'OS'],
    ['OS-SG', '新加坡', 'Singapore', 'OS'],
  ]);
  run(db, 'INSERT INTO FM_CODE_DEFINE VALUES (?, ?, ?, ?, ?, ?, ?)', rows);
}

function seedMisc(db: Db): void {
  run(db, 'INSERT INTO FM_SEARCH_PARAM VALUES (?, ?, ?, ?)', [
    ['sp-company', 'companyName', '演示贸易有限公司', 1],
    ['sp-year', 'currentYear', '2025', 2],
    ['sp-region', 'defaultRegion', 'EC-SH', 3],
    ['sp-phone', 'supportPhone', '400-800-1234', 4],
    ['sp-export', 'maxExportRows', '1000', 5],
  ]);
  // CONTENT_EN: the text in English, answered for Language 011 (the spec's message has one CONTENT).
  run(db, 'INSERT INTO FM_MESSAGE (ID, NAME, CONTENT, TYPE, SCOPE, SYSTEM, ENCRYPT, CONTENT_EN) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    ['msg-01-page-empty', 'list.empty', '暂无数据', 'page', 'page', '', '0', 'No data'],
    ['msg-02-page-saved', 'form.saved', '保存成功', 'page', 'page', '', '0', 'Saved'],
    ['msg-03-frame-welcome', 'frame.welcome', '欢迎使用演示平台', 'notice', 'frame', '', '0', 'Welcome to the demo platform'],
    ['msg-04-frame-maintenance', 'frame.maintenance', '系统将于周六 22:00 维护', 'notice', 'frame', '', '0', 'Maintenance on Saturday at 22:00'],
    ['msg-05-crm-hint', 'crm.customer.hint', '请先维护客户等级，再录入订单', 'tip', 'system', 'crm', '1', 'Set the customer level before entering orders'],
    ['msg-06-crm-credit', 'crm.credit.warning', '该客户的信用额度已用完', 'tip', 'system', 'crm', '1', "This customer's credit limit is used up"],
  ]);
  run(db, 'INSERT INTO FM_URL_MAP VALUES (?, ?, ?)', [
    ['crm-home', '/app/demo/crm/sales', '2025-01-01T00:00:00.000Z'],
    ['cust-list', '/app/demo/crm/sales?menuId=mod-customer-list', '2025-01-01T00:00:00.000Z'],
  ]);
  run(db, 'INSERT INTO FM_SYSTEM_WEBPACK VALUES (?, ?, ?, ?)', [
    ['crm-main', 'crm', JSON.stringify(['/bundles/crm/crm-bundle.js', '/bundles/crm/crm-bundle.css']), 1],
  ]);
  run(db, 'INSERT INTO FM_HELP VALUES (?, ?, ?, ?, ?)', [
    [
      'help-sales',
      'sales-guide',
      '销售管理使用说明',
      '<h3>销售管理</h3><p>在<b>客户列表</b>中查找客户，双击一行打开详情。</p><p>新建订单前请先确认客户等级。</p>',
      'service-sales',
    ],
  ]);
  // Seeded as uploaded by the administrator: the contract is attached to customers (CONTRACT) and the
  // manual to a menu entry, so every demo user reads those two; the catalogue and the read-me are
  // the administrator's own.
  const file = db.prepare('INSERT INTO FM_FILE (ID, NAME, SIZE, TYPE, CONTENT, CREATED, UPLOADER, CLIENT) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const t = '2025-01-01T00:00:00.000Z';
  const contract = contractPdf('the Customer');
  const manual = manualPdf();
  const readme = Buffer.from('演示数据说明：所有客户、订单均为虚构。\nDemo data: every customer and order is fictitious.\n', 'utf8');
  const catalogue = cataloguePdf();
  for (const [id, name, type, data] of [
    ['file-contract', '客户合同-示例.pdf', 'application/pdf', contract],
    ['file-manual', '产品手册.pdf', 'application/pdf', manual],
    ['file-catalogue', '产品目录.pdf', 'application/pdf', catalogue],
    ['file-readme', '说明.txt', 'text/plain; charset=utf-8', readme],
  ] as const)
    file.run(id, name, data.length, type, data, t, 'user-admin', 'client-demo');
}

export function seedPlatform(db: Db): void {
  seedOrg(db);
  seedRoles(db);
  seedMenus(db);
  seedCodes(db);
  seedMisc(db);
}
