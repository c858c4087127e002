/**
 * A second client, `north`, with a `crm` system of its own (the same code as the demo client's):
 * its own service, roles, menus, users (an administrator and a sales rep) and a few business
 * rows, some with the same keys and numbers as the demo client's (product P001, order
 * SO2025A0001). It shows that no row crosses between clients (docs/server-contract.md, "Tenancy").
 */
import { ENTITIES } from '../meta/entities.js';
import { contractPdf } from '../platform/pdf.js';
import { hashPassword } from '../platform/users.js';
import { saveReport } from '../reports/index.js';
import { DEMO_PASSWORD } from './seed-platform.js';
import { REPORTS } from './seed-reports.js';
import type { Db } from './schema.js';

export const NORTH_CLIENT = 'client-north';

/** The second client's logins (password demo123, as the demo's). */
export const NORTH_USERS = [
  { id: 'user-north-admin', account: 'north-admin', name: '赵北', en: 'Bei Zhao', role: 'role-north-admin', note: 'client north: administrator' },
  { id: 'user-north-sales', account: 'north-sales', name: '钱宁', en: 'Ning Qian', role: 'role-north-sales', note: 'client north: sales rep' },
];

const STAMP = '2025-03-01 09:00:00';

const run = (db: Db, sql: string, rows: unknown[][]): void => {
  const stmt = db.prepare(sql);
  for (const r of rows) stmt.run(...r);
};

function seedOrg(db: Db): void {
  run(db, 'INSERT INTO FM_CLIENT VALUES (?, ?, ?, ?)', [[NORTH_CLIENT, 'north', '北方贸易', '010']]);
  run(db, 'INSERT INTO FM_SYSTEM VALUES (?, ?, ?, ?, ?, ?, ?)', [['system-north-crm', 'crm', '客户关系管理', NORTH_CLIENT, 'north', '', '/crm']]);
  run(db, 'INSERT INTO FM_SERVICE VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    ['service-north-sales', 'sales', '销售管理', 'Sales', 'system-north-crm', NORTH_CLIENT, '', '010', 'mod-north-customer-list', 0],
  ]);
  run(db, 'INSERT INTO FM_DEPT (ID, CLIENT, NAME, NAME_EN, PARENT_ID, ORDER_NUM, MANAGER_ID) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    ['dept-north-root', NORTH_CLIENT, '北方贸易', 'North Trading', null, 1, 'user-north-admin'],
  ]);
}

function seedRolesAndUsers(db: Db): void {
  const business = ENTITIES.filter((e) => e.metaType === 'business');
  const full = Object.fromEntries(business.map((e) => [e.code, ['view', 'add', 'edit', 'delete', 'export', ...(e.operates ?? []).map((o) => o.name)]]));
  const platform = Object.fromEntries(['FM_USER', 'FM_FILE', 'FM_CLIENT', 'FM_SYSTEM', 'FM_SERVICE'].map((code) => [code, ['view']]));
  const sales = {
    CUSTOMER: ['view', 'add', 'edit', 'export'],
    CONTACT: ['view', 'add', 'edit', 'delete'],
    ORDER: ['view', 'add', 'edit'],
    ORDER_LINE: ['view', 'add', 'edit', 'delete'],
    PRODUCT: ['view'],
  };
  const salesCodes = ['crm.customer.view', 'crm.customer.edit', 'crm.order.view', 'crm.order.edit', 'crm.product.view'];
  const adminCodes = [...salesCodes, 'crm.customer.delete', 'crm.order.delete', 'crm.statistics', 'crm.export', 'crm.product.edit'];
  run(db, 'INSERT INTO FM_ROLE VALUES (?, ?, ?, ?, ?, ?, ?)', [
    ['role-north-admin', 'northAdmin', '北方管理员', 'North administrator', 1, JSON.stringify(adminCodes), JSON.stringify({ ...full, ...platform })],
    ['role-north-sales', 'northSales', '北方销售', 'North sales rep', 2, JSON.stringify(salesCodes), JSON.stringify({ ...sales, ...platform })],
  ]);
  const user = db.prepare(`INSERT INTO FM_USER (ID, ACCOUNT, NAME, LANGUAGE, CLIENT, EMAIL, PASSWORD, CURRENT_ROLE_ID, NAME_EN, DEPT)
    VALUES (?, ?, ?, '010', ?, ?, ?, ?, ?, 'dept-north-root')`);
  const link = db.prepare("INSERT INTO FM_USER_ROLE VALUES (?, 'service-north-sales', ?, '1')");
  // Every demo password is demo123: the administrator's stored hash is reused, since each scrypt
  // hash adds tens of milliseconds to every fresh start.
  const stored = db.prepare("SELECT PASSWORD FROM FM_USER WHERE ID = 'user-admin'").get() as { PASSWORD: string } | undefined;
  const password = stored?.PASSWORD ?? hashPassword(DEMO_PASSWORD);
  for (const u of NORTH_USERS) {
    user.run(u.id, u.account, u.name, NORTH_CLIENT, `${u.account}@north.example.com`, password, u.role, u.en);
    link.run(u.id, u.role);
  }
}

function seedMenus(db: Db): void {
  const modules: unknown[][] = [
    ['mod-north-customer-list', '客户列表', 'Customer list', 1, 'people', 'page-customer-list', 'meta-customer'],
    ['mod-north-order-list', '订单列表', 'Order list', 2, 'receipt', 'page-order-list', 'meta-order'],
  ];
  run(
    db,
    `INSERT INTO FM_MODULE (ID, SERVICE_ID, NAME, NAME_EN, PARENT_ID, ORDER_NUM, ICON, PAGE_ID, META_ID, FLAG)
     VALUES (?, 'service-north-sales', ?, ?, NULL, ?, ?, ?, ?, 'list')`,
    modules,
  );
  const link = db.prepare('INSERT INTO FM_ROLE_MODULE VALUES (?, ?)');
  for (const [id] of modules) for (const role of ['role-north-admin', 'role-north-sales']) link.run(role, id);
}

/** Business rows of the client: customers, a contact, products and an order with a line. */
function seedBusiness(db: Db): void {
  const audit = [STAMP, 'user-north-admin', STAMP, 'user-north-admin'];
  const contract = contractPdf('North Trading');
  db.prepare(
    `INSERT INTO FM_FILE (ID, NAME, SIZE, TYPE, CONTENT, CREATED, UPLOADER, CLIENT) VALUES ('file-north-contract', '北方合同.pdf', ?, 'application/pdf', ?, ?, 'user-north-admin', ?)`,
  ).run(contract.length, contract, '2025-03-01T00:00:00.000Z', NORTH_CLIENT);
  const product =
    db.prepare(`INSERT INTO "PRODUCT" ("CLIENT_ID", "ID", "NAME", "CATEGORY", "PRICE", "STOCK", "ON_SALE", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`);
  product.run(NORTH_CLIENT, 'P001', '北方锅炉', 'hardware', 88000, 12, ...audit);
  product.run(NORTH_CLIENT, 'P900', '北方维保服务', 'service', 12000, 99, ...audit);
  const customer = db.prepare(`INSERT INTO "CUSTOMER" ("CLIENT_ID", "NAME", "LEVEL", "REGION", "EMAIL", "PHONE", "CREDIT", "SIGNED_ON", "ACTIVE", "CONTRACT",
    "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ids = [
    ['北方重工有限公司', 'A', 'NC-BJ', 'heavy@north.example.com', '010-6666-0001', 800000, '2024-04-01', 1, 'file-north-contract'],
    ['天津港储运有限公司', 'B', 'NC-TJ', 'port@north.example.com', '022-6666-0002', 300000, '2024-06-15', 1, null],
    ['北方草原乳业有限公司', 'C', 'NC', 'milk@north.example.com', '0471-6666-0003', 50000, '2025-01-10', 0, null],
  ].map((c) => Number(customer.run(NORTH_CLIENT, ...c, ...audit).lastInsertRowid));
  db.prepare(`INSERT INTO "CONTACT" ("CLIENT_ID", "CUSTOMER_ID", "NAME", "TITLE", "PHONE", "EMAIL", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES (?, ?, '孙北', '采购经理', '13900000001', 'sun@north.example.com', ?, ?, ?, ?)`).run(NORTH_CLIENT, ids[0], ...audit);
  const order = db
    .prepare(`INSERT INTO "ORDER" ("CLIENT_ID", "ORDER_NO", "CUSTOMER_ID", "STATUS", "AMOUNT", "ORDERED_AT", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES (?, 'SO2025A0001', ?, 'draft', 176000, '2025-03-02 10:00:00', ?, ?, ?, ?)`)
    .run(NORTH_CLIENT, ids[0], ...audit);
  db.prepare(`INSERT INTO "ORDER_LINE" ("CLIENT_ID", "ORDER_ID", "PRODUCT_ID", "QUANTITY", "PRICE", "AMOUNT", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES (?, ?, 'P001', 2, 88000, 176000, ?, ?, ?, ?)`).run(NORTH_CLIENT, Number(order.lastInsertRowid), ...audit);
}

/** Two of the demo's reports, as the client's own (one reads customers' regions through its orders). */
function seedReports(db: Db): void {
  ['orders-by-region', 'customers-by-level'].forEach((id, i) => {
    const report = REPORTS.find((r) => r.id === id)!;
    saveReport(db, NORTH_CLIENT, { ...report, id: `north-${id}`, owner: 'user-north-admin' }, i + 1);
  });
}

export function seedSecondClient(db: Db): void {
  seedOrg(db);
  seedRolesAndUsers(db);
  seedMenus(db);
  seedBusiness(db);
  seedReports(db);
}
