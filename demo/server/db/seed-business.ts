/** Seeds the CRM data: products, customers (60 named ones, or N generated), contacts, orders and order lines. */
import type { Db } from './schema.js';

/** A small deterministic generator so every seed gives the same data. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CUSTOMERS: [name: string, region: string][] = [
  ['上海华信科技有限公司', 'EC-SH'],
  ['北京远航贸易有限公司', 'NC-BJ'],
  ['杭州博达电子有限公司', 'EC-ZJ-HZ'],
  ['深圳星辰物流有限公司', 'SC-GD-SZ'],
  ['广州瑞丰食品有限公司', 'SC-GD-GZ'],
  ['南京金桥机械有限公司', 'EC-JS-NJ'],
  ['苏州恒通精密制造有限公司', 'EC-JS-SZ'],
  ['宁波海天包装有限公司', 'EC-ZJ-NB'],
  ['天津北方化工有限公司', 'NC-TJ'],
  ['上海东方明珠文化传媒有限公司', 'EC-SH'],
  ['北京中科智联信息技术有限公司', 'NC-BJ'],
  ['杭州西湖茶业有限公司', 'EC-ZJ-HZ'],
  ['深圳前海云创科技有限公司', 'SC-GD-SZ'],
  ['广州南沙港务服务有限公司', 'SC-GD-GZ'],
  ['南京紫金山软件有限公司', 'EC-JS-NJ'],
  ['苏州工业园区新材料有限公司', 'EC-JS-SZ'],
  ['Northwind Traders', 'OS-US'],
  ['Contoso Ltd.', 'OS-US'],
  ['Fabrikam Inc.', 'OS-US'],
  ['Adventure Works Cycles', 'OS-US'],
  ['Tailspin Toys', 'OS-UK'],
  ['Wide World Importers', 'OS-UK'],
  ['Lion City Logistics Pte. Ltd.', 'OS-SG'],
  ["Margie's Travel", 'OS-US'],
  ['上海浦江电气设备有限公司', 'EC-SH'],
  ['北京长城建材有限公司', 'NC-BJ'],
  ['杭州钱塘医疗器械有限公司', 'EC-ZJ-HZ'],
  ['深圳华强电子商城有限公司', 'SC-GD-SZ'],
  ['广州白云国际贸易有限公司', 'SC-GD-GZ'],
  ['南京秦淮文旅发展有限公司', 'EC-JS-NJ'],
  ['苏州吴中丝绸有限公司', 'EC-JS-SZ'],
  ['宁波港城汽车配件有限公司', 'EC-ZJ-NB'],
  ['天津滨海新能源有限公司', 'NC-TJ'],
  ['上海陆家嘴金融信息服务有限公司', 'EC-SH'],
  ['北京海淀教育科技有限公司', 'NC-BJ'],
  ['杭州滨江数据科技有限公司', 'EC-ZJ-HZ'],
  ['Blue Yonder Airlines', 'OS-US'],
  ['Coho Winery', 'OS-US'],
  ['Litware, Inc.', 'OS-US'],
  ['Proseware, Inc.', 'OS-US'],
  ['Graphic Design Institute', 'OS-UK'],
  ['Humongous Insurance', 'OS-UK'],
  ['Alpine Ski House', 'OS-UK'],
  ['Trey Research', 'OS-SG'],
  ['深圳南山智能硬件有限公司', 'SC-GD-SZ'],
  ['广州天河广告有限公司', 'SC-GD-GZ'],
  ['南京江北生物医药有限公司', 'EC-JS-NJ'],
  ['苏州昆山电子元件有限公司', 'EC-JS-SZ'],
  ['宁波北仑港物流有限公司', 'EC-ZJ-NB'],
  ['天津和平百货有限公司', 'NC-TJ'],
  ['上海静安咨询有限公司', 'EC-SH'],
  ['北京朝阳国际会展有限公司', 'NC-BJ'],
  ['杭州萧山纺织有限公司', 'EC-ZJ-HZ'],
  ['深圳宝安模具有限公司', 'SC-GD-SZ'],
  ['广州番禺珠宝有限公司', 'SC-GD-GZ'],
  ['南京鼓楼书店有限公司', 'EC-JS-NJ'],
  ['The Phone Company', 'OS-US'],
  ['Woodgrove Bank', 'OS-US'],
  ['Fourth Coffee', 'OS-SG'],
  ['School of Fine Art', 'OS-UK'],
];

const CITIES: [string, string][] = [
  ['上海', 'EC-SH'],
  ['北京', 'NC-BJ'],
  ['杭州', 'EC-ZJ-HZ'],
  ['深圳', 'SC-GD-SZ'],
  ['广州', 'SC-GD-GZ'],
  ['南京', 'EC-JS-NJ'],
  ['苏州', 'EC-JS-SZ'],
  ['宁波', 'EC-ZJ-NB'],
  ['天津', 'NC-TJ'],
];
const CORES = [
  '华信',
  '远航',
  '博达',
  '星辰',
  '瑞丰',
  '金桥',
  '恒通',
  '海天',
  '中科',
  '云创',
  '长城',
  '东方',
  '新元',
  '宏图',
  '嘉禾',
  '万象',
  '同舟',
  '鼎盛',
  '启明',
  '正泰',
];
const TRADES = ['科技', '贸易', '电子', '物流', '食品', '机械', '医药', '文化', '建材', '咨询', '软件', '能源'];
const EN_A = ['Northern', 'Blue', 'Silver', 'Global', 'Pacific', 'Summit', 'Bright', 'Red Rock', 'Evergreen', 'Harbor'];
const EN_B = ['Traders', 'Systems', 'Foods', 'Logistics', 'Works', 'Partners', 'Labs', 'Supply', 'Holdings', 'Media'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '霞'];
const EN_FIRST = ['James', 'Mary', 'John', 'Linda', 'David', 'Susan', 'Emma', 'Oliver', 'Sophia', 'Liam'];
const EN_LAST = ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Tan', 'Lee', 'Clark', 'Walker'];
const TITLES = ['总经理', '采购经理', '财务主管', '技术总监', '销售代表'];
const LEVELS = ['A', 'B', 'B', 'C', 'C', 'D'];

export const PRODUCTS: [id: string, name: string, cat: string, price: number][] = [
  ['P001', '企业服务器 R740', 'hardware', 48000],
  ['P002', '千兆交换机 24 口', 'hardware', 3200],
  ['P003', '笔记本电脑 X1', 'hardware', 9800],
  ['P004', '激光打印机 M400', 'hardware', 2600],
  ['P005', '客户管理软件 标准版', 'software', 12000],
  ['P006', '客户管理软件 企业版', 'software', 36000],
  ['P007', '财务软件 年度授权', 'software', 8800],
  ['P008', '安全网关订阅', 'software', 5600],
  ['P009', '现场实施服务（人天）', 'service', 2000],
  ['P010', '年度运维服务', 'service', 18000],
  ['P011', '培训服务（人天）', 'service', 1500],
  ['P012', 'A4 复印纸（箱）', 'supplies', 160],
  ['P013', '硒鼓 88A', 'supplies', 420],
  ['P014', '网线 Cat6（箱）', 'supplies', 680],
  ['P015', 'UPS 电源 3kVA', 'hardware', 5200],
  ['P016', '显示器 27 英寸', 'hardware', 1900],
  ['P017', '数据备份服务', 'service', 9600],
  ['P018', '移动办公套件', 'software', 3600],
  ['P019', '会议平板 65 英寸', 'hardware', 15800],
  ['P020', '标签纸（卷）', 'supplies', 35],
];

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const date = (r: () => number, from: number, to: number): string => {
  const d = new Date(Date.UTC(from, 0, 1) + Math.floor(r() * (to - from + 1) * 365 * 86400000));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const STAMP = '2025-01-01 09:00:00';

function customerName(r: () => number, i: number): [string, string] {
  if (i < CUSTOMERS.length) return CUSTOMERS[i]!;
  if (r() < 0.7) {
    const [city, region] = pick(r, CITIES);
    return [`${city}${pick(r, CORES)}${pick(r, TRADES)}有限公司`, region];
  }
  return [`${pick(r, EN_A)} ${pick(r, EN_B)} ${i + 1}`, pick(r, ['OS-US', 'OS-UK', 'OS-SG'])];
}

function seedCustomers(db: Db, rows: number, r: () => number): void {
  const stmt = db.prepare(`INSERT INTO "CUSTOMER" ("CLIENT_ID", "NAME", "LEVEL", "REGION", "EMAIL", "PHONE", "CREDIT", "SIGNED_ON", "ACTIVE", "NOTES",
    "CONTRACT", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER") VALUES ('client-demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < rows; i++) {
    const [name, region] = customerName(r, i);
    const overseas = region.startsWith('OS');
    const phone = overseas ? `+1 415 555 ${pad(i % 10000, 4)}` : `021-${pad(55500000 + (i % 100000), 8)}`;
    const notes = i % 7 === 0 ? `<p>${overseas ? 'Key contact prefers email.' : '重点跟进，每季度回访。'}</p>` : null;
    stmt.run(
      name,
      pick(r, LEVELS),
      region,
      `contact${i + 1}@example.com`,
      phone,
      Math.round(r() * 490 + 10) * 1000,
      date(r, 2019, 2025),
      r() < 0.8 ? 1 : 0,
      notes,
      i % 5 === 0 ? 'file-contract' : null,
      STAMP,
      'user-admin',
      STAMP,
      'user-admin',
    );
  }
}

function seedContactsAndOrders(db: Db, customers: number, r: () => number): void {
  const contact =
    db.prepare(`INSERT INTO "CONTACT" ("CLIENT_ID", "CUSTOMER_ID", "NAME", "TITLE", "PHONE", "EMAIL", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES ('client-demo', ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const order =
    db.prepare(`INSERT INTO "ORDER" ("CLIENT_ID", "ORDER_NO", "CUSTOMER_ID", "STATUS", "AMOUNT", "ORDERED_AT", "REMARK", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES ('client-demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const line =
    db.prepare(`INSERT INTO "ORDER_LINE" ("CLIENT_ID", "ORDER_ID", "PRODUCT_ID", "QUANTITY", "PRICE", "AMOUNT", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES ('client-demo', ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const setAmount = db.prepare('UPDATE "ORDER" SET "AMOUNT" = ? WHERE "ID" = ?');
  let orderNo = 1;
  for (let c = 1; c <= customers; c++) {
    const overseas = c <= CUSTOMERS.length && CUSTOMERS[c - 1]![1].startsWith('OS');
    const contacts = 1 + Math.floor(r() * 3);
    for (let k = 0; k < contacts; k++) {
      const name = overseas ? `${pick(r, EN_FIRST)} ${pick(r, EN_LAST)}` : `${pick(r, SURNAMES)}${pick(r, GIVEN)}${r() < 0.5 ? pick(r, GIVEN) : ''}`;
      contact.run(c, name, pick(r, TITLES), `138${pad(Math.floor(r() * 1e8), 8)}`, `c${c}-${k + 1}@example.com`, STAMP, 'user-admin', STAMP, 'user-admin');
    }
    const orders = Math.floor(r() * 5);
    for (let k = 0; k < orders; k++) {
      const at = `${date(r, 2023, 2025)} ${pad(8 + Math.floor(r() * 10))}:${pad(Math.floor(r() * 60))}:00`;
      const res = order.run(
        `SO${at.slice(0, 4)}${pad(orderNo++, 5)}`,
        c,
        pick(r, ['draft', 'confirmed', 'shipped', 'done', 'done', 'cancelled']),
        0,
        at,
        r() < 0.3 ? '加急' : null,
        STAMP,
        'user-bob',
        STAMP,
        'user-bob',
      );
      const orderId = Number(res.lastInsertRowid);
      let total = 0;
      const lines = 1 + Math.floor(r() * 3);
      for (let l = 0; l < lines; l++) {
        const [pid, , , price] = pick(r, PRODUCTS);
        const qty = 1 + Math.floor(r() * 10);
        total += qty * price;
        line.run(orderId, pid, qty, price, qty * price, STAMP, 'user-bob', STAMP, 'user-bob');
      }
      setAmount.run(total, orderId);
    }
  }
}

/** The generator's start when none is chosen: the demo data every page and test knows. */
export const DEFAULT_SEED = 20250101;

/**
 * Seeds `rows` customers (default 60); contacts and orders go to the first 60 of them. `seed`
 * starts the generator: the same seed gives the same data, another one other levels, credits,
 * contacts and orders (the 60 customers keep their names).
 */
export function seedBusiness(db: Db, rows = CUSTOMERS.length, seed = DEFAULT_SEED): void {
  const r = rng(seed);
  const product =
    db.prepare(`INSERT INTO "PRODUCT" ("CLIENT_ID", "ID", "NAME", "CATEGORY", "PRICE", "STOCK", "ON_SALE", "IMAGE", "LOG_C_TIME", "LOG_C_USER", "LOG_U_TIME", "LOG_U_USER")
    VALUES ('client-demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  PRODUCTS.forEach(([id, name, cat, price], i) =>
    product.run(id, name, cat, price, 10 + ((i * 37) % 200), i % 6 === 5 ? 0 : 1, null, STAMP, 'user-admin', STAMP, 'user-admin'),
  );
  seedCustomers(db, rows, r);
  seedContactsAndOrders(db, Math.min(rows, CUSTOMERS.length), r);
}
