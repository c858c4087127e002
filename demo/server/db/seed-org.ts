/** Seeds the department tree of the demo client and the demo users' titles and phones (the org chart's data). */
import type { Db } from './schema.js';

type DeptSeed = [id: string, name: string, nameEn: string, parent: string | null, order: number, manager: string | null];

/** The users' DEPT values (seed-platform DEMO_USERS) name these departments. */
const DEPARTMENTS: DeptSeed[] = [
  ['dept-root', '公司', 'Company', null, 1, 'user-admin'],
  ['dept-sales', '销售部', 'Sales', 'dept-root', 1, 'user-bob'],
  ['dept-sales-east', '华东销售', 'Sales East', 'dept-sales', 1, 'user-carol'],
  ['dept-sales-north', '华北销售', 'Sales North', 'dept-sales', 2, null],
  ['dept-it', '信息部', 'IT', 'dept-root', 2, 'user-admin'],
  ['dept-finance', '财务部', 'Finance', 'dept-root', 3, null],
];

const PROFILES: [user: string, title: string, titleEn: string, phone: string][] = [
  ['user-alice', '销售代表', 'Sales representative', '021-5550-0101'],
  ['user-bob', '销售经理', 'Sales manager', '021-5550-0102'],
  ['user-carol', '华东区销售主管', 'Sales lead, East', '021-5550-0103'],
  ['user-admin', '信息部主管', 'Head of IT', '021-5550-0100'],
];

export function seedDepartments(db: Db): void {
  const dept = db.prepare('INSERT INTO FM_DEPT (ID, CLIENT, NAME, NAME_EN, PARENT_ID, ORDER_NUM, MANAGER_ID) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const [id, name, en, parent, order, manager] of DEPARTMENTS) dept.run(id, 'client-demo', name, en, parent, order, manager);
  const profile = db.prepare('UPDATE FM_USER SET TITLE = ?, TITLE_EN = ?, PHONE = ? WHERE ID = ?');
  for (const [user, title, en, phone] of PROFILES) profile.run(title, en, phone, user);
}
