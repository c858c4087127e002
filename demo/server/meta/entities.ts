/** The entities of the demo: the CRM business entities and the platform entities read generically. */
import { AUDIT_ATTRS, type AttrDef, type EntityDef } from './types.js';

const id = (zh = '编号', en = 'ID'): AttrDef => ({ name: 'ID', zh, en, type: 'int' });

const CUSTOMER: EntityDef = {
  id: 'meta-customer',
  code: 'CUSTOMER',
  system: 'crm',
  zh: '客户',
  en: 'Customer',
  keyType: 'derive',
  metaType: 'business',
  audit: true,
  attrs: [
    id(),
    { name: 'NAME', zh: '客户名称', en: 'Name', type: 'string', required: true, busiKey: true, maxLength: 100 },
    { name: 'LEVEL', zh: '客户等级', en: 'Level', type: 'code', codeKey: 'CUSTOMER_LEVEL' },
    { name: 'REGION', zh: '所在地区', en: 'Region', type: 'tree', codeKey: 'REGION' },
    { name: 'EMAIL', zh: '电子邮箱', en: 'Email', type: 'string', maxLength: 254, pattern: 'email' },
    { name: 'PHONE', zh: '联系电话', en: 'Phone', type: 'string', maxLength: 30 },
    { name: 'CREDIT', zh: '信用额度', en: 'Credit limit', type: 'money', min: 0 },
    { name: 'SIGNED_ON', zh: '签约日期', en: 'Signed on', type: 'date' },
    { name: 'ACTIVE', zh: '是否启用', en: 'Active', type: 'boolean' },
    { name: 'NOTES', zh: '备注', en: 'Notes', type: 'richtext' },
    { name: 'CONTRACT', zh: '合同附件', en: 'Contract', type: 'file' },
    // A voice note is a stored mp3 file; the page configs draw it with the recorder (dataType audio).
    { name: 'VOICE_NOTE', zh: '语音备注', en: 'Voice note', type: 'file' },
  ],
  relations: [{ code: 'CONTACT', child: 'CONTACT', linkAttri: 'CUSTOMER_ID', zh: '联系人', en: 'Contacts' }],
  operates: [
    {
      name: 'activate',
      label: '启用',
      type: 'post',
      action: 'activate',
      needSelect: 'n',
      condition: [{ field: 'ACTIVE', mode: 'equal', value: '0' }],
      tip: '只能启用未启用的客户',
      afterAction: 'refresh',
    },
    {
      name: 'deactivate',
      label: '停用',
      type: 'post',
      action: 'deactivate',
      needSelect: 'n',
      condition: [{ field: 'ACTIVE', mode: 'equal', value: '1' }],
      tip: '只能停用已启用的客户',
      afterAction: 'refresh',
    },
  ],
  searchFields: ['NAME', 'LEVEL', 'REGION', 'ACTIVE', 'SIGNED_ON'],
  tags: [
    { id: 'tag-vip', name: 'VIP', color: '#d4380d' },
    { id: 'tag-new', name: '新客户', color: '#389e0d' },
    { id: 'tag-risk', name: '风险', color: '#faad14' },
  ],
  views: { default: ['NAME', 'LEVEL', 'REGION', 'PHONE', 'EMAIL', 'CREDIT', 'SIGNED_ON', 'ACTIVE'], brief: ['NAME', 'LEVEL', 'PHONE'] },
};

const CONTACT: EntityDef = {
  id: 'meta-contact',
  code: 'CONTACT',
  system: 'crm',
  zh: '联系人',
  en: 'Contact',
  keyType: 'derive',
  metaType: 'business',
  audit: true,
  attrs: [
    id(),
    { name: 'CUSTOMER_ID', zh: '所属客户', en: 'Customer', type: 'ref', relatedEntity: 'CUSTOMER', required: true },
    { name: 'NAME', zh: '姓名', en: 'Name', type: 'string', required: true, busiKey: true, maxLength: 50 },
    { name: 'TITLE', zh: '职务', en: 'Title', type: 'string', maxLength: 50 },
    { name: 'PHONE', zh: '电话', en: 'Phone', type: 'string', maxLength: 30 },
    { name: 'EMAIL', zh: '邮箱', en: 'Email', type: 'string', maxLength: 254 },
  ],
  searchFields: ['NAME'],
};

const ORDER: EntityDef = {
  id: 'meta-order',
  code: 'ORDER',
  system: 'crm',
  zh: '订单',
  en: 'Order',
  keyType: 'derive',
  metaType: 'business',
  audit: true,
  attrs: [
    id(),
    { name: 'ORDER_NO', zh: '订单号', en: 'Order no.', type: 'string', busiKey: true, required: true, maxLength: 30 },
    { name: 'CUSTOMER_ID', zh: '客户', en: 'Customer', type: 'ref', relatedEntity: 'CUSTOMER', required: true },
    { name: 'STATUS', zh: '状态', en: 'Status', type: 'code', codeKey: 'ORDER_STATUS' },
    { name: 'AMOUNT', zh: '金额', en: 'Amount', type: 'money', min: 0 },
    { name: 'ORDERED_AT', zh: '下单时间', en: 'Ordered at', type: 'datetime' },
    { name: 'REMARK', zh: '备注', en: 'Remark', type: 'text', maxLength: 500 },
  ],
  relations: [{ code: 'ORDER_LINE', child: 'ORDER_LINE', linkAttri: 'ORDER_ID', zh: '订单明细', en: 'Order lines' }],
  operates: [
    {
      name: 'confirm',
      label: '确认订单',
      type: 'post',
      action: 'confirm',
      needSelect: 'n',
      condition: [{ field: 'STATUS', mode: 'in', value: 'draft,approved' }],
      tip: '只能确认草稿或已审批的订单',
      afterAction: 'refresh',
    },
    // Starts the order's approval (docs/server-contract.md "Workflow"): whoever may edit may submit.
    { name: 'submit', label: '提交审批', type: 'post', action: 'submit', needSelect: 1, right: 'edit', afterAction: 'refresh' },
  ],
  searchFields: ['ORDER_NO', 'CUSTOMER_ID', 'STATUS', 'ORDERED_AT'],
  views: { default: ['ORDER_NO', 'CUSTOMER_ID', 'STATUS', 'AMOUNT', 'ORDERED_AT'] },
};

const ORDER_LINE: EntityDef = {
  id: 'meta-order-line',
  code: 'ORDER_LINE',
  system: 'crm',
  zh: '订单明细',
  en: 'Order line',
  keyType: 'derive',
  metaType: 'business',
  audit: true,
  attrs: [
    id(),
    { name: 'ORDER_ID', zh: '订单', en: 'Order', type: 'ref', relatedEntity: 'ORDER', required: true },
    { name: 'PRODUCT_ID', zh: '产品', en: 'Product', type: 'ref', relatedEntity: 'PRODUCT', required: true },
    { name: 'QUANTITY', zh: '数量', en: 'Quantity', type: 'int', min: 1 },
    { name: 'PRICE', zh: '单价', en: 'Unit price', type: 'money', min: 0 },
    { name: 'AMOUNT', zh: '小计', en: 'Amount', type: 'money', min: 0 },
  ],
};

const PRODUCT: EntityDef = {
  id: 'meta-product',
  code: 'PRODUCT',
  system: 'crm',
  zh: '产品',
  en: 'Product',
  keyType: 'assigned',
  metaType: 'business',
  audit: true,
  attrs: [
    { name: 'ID', zh: '产品编码', en: 'Code', type: 'string', required: true, maxLength: 20 },
    { name: 'NAME', zh: '产品名称', en: 'Name', type: 'string', required: true, busiKey: true, maxLength: 100 },
    { name: 'CATEGORY', zh: '类别', en: 'Category', type: 'code', codeKey: 'PRODUCT_CATEGORY' },
    { name: 'PRICE', zh: '单价', en: 'Price', type: 'money', min: 0 },
    { name: 'STOCK', zh: '库存', en: 'Stock', type: 'int', min: 0 },
    { name: 'ON_SALE', zh: '在售', en: 'On sale', type: 'boolean' },
    { name: 'IMAGE', zh: '图片', en: 'Image', type: 'image' },
  ],
  searchFields: ['NAME', 'CATEGORY'],
};

const s = (name: string, zh: string, en: string, column?: string): AttrDef =>
  column ? { name, zh, en, type: 'string', column } : { name, zh, en, type: 'string' };

const platform = (code: string, zh: string, en: string, attrs: AttrDef[], keyType: 'assigned' | 'derive' = 'assigned'): EntityDef => ({
  id: `meta-${code.toLowerCase().replace(/_/g, '-')}`,
  code,
  system: 'frame',
  zh,
  en,
  keyType,
  metaType: 'platform',
  attrs,
});

const PLATFORM: EntityDef[] = [
  platform('FM_CLIENT', '租户', 'Client', [
    s('ID', '编号', 'ID'),
    s('CODE', '编码', 'Code'),
    s('NAME', '名称', 'Name'),
    s('DEFAULT_LANGUAGE', '默认语言', 'Default language'),
  ]),
  platform('FM_SYSTEM', '系统', 'System', [
    s('ID', '编号', 'ID'),
    s('CODE', '编码', 'Code'),
    s('NAME', '名称', 'Name'),
    s('CLIENT', '租户', 'Client'),
    s('CLIENT|CODE', '租户编码', 'Client code', 'CLIENT_CODE'),
    s('DOMAIN', '域名', 'Domain'),
    s('CONTEXT', '上下文', 'Context'),
  ]),
  platform('FM_SERVICE', '服务', 'Service', [
    s('ID', '编号', 'ID'),
    s('CODE', '编码', 'Code'),
    { name: 'NAME', zh: '名称', en: 'Name', type: 'string', busiKey: true },
    s('SYSTEM', '系统', 'System'),
    s('CLIENT', '租户', 'Client'),
    s('EXTEND_OF_COMPETENCE', '权限扩展', 'Competence'),
    s('LANGUAGE_DEFAULT', '默认语言', 'Default language'),
    s('HOME_MODULE', '首页模块', 'Home module'),
  ]),
  // Written only through platform/user-admin.ts (docs/server-contract.md "User management").
  {
    ...platform('FM_USER', '用户', 'User', [
      s('ID', '编号', 'ID'),
      { name: 'ACCOUNT', zh: '账号', en: 'Account', type: 'string', required: true, maxLength: 50, pattern: '^[A-Za-z0-9._@-]+$' },
      { name: 'NAME', zh: '姓名', en: 'Name', type: 'string', required: true, maxLength: 50 },
      { name: 'NAME_EN', zh: '英文名', en: 'English name', type: 'string', maxLength: 100 },
      { name: 'DEPT', zh: '部门', en: 'Department', type: 'ref', relatedEntity: 'FM_DEPT' },
      { name: 'LANGUAGE', zh: '语言', en: 'Language', type: 'code', codeKey: 'LANGUAGE' },
      s('CLIENT', '租户', 'Client'),
      { name: 'EMAIL', zh: '邮箱', en: 'Email', type: 'string', maxLength: 254, pattern: 'email' },
      { name: 'DISABLED', zh: '已停用', en: 'Disabled', type: 'boolean' },
    ]),
    relations: [{ code: 'FM_USER_ROLE', child: 'FM_USER_ROLE', linkAttri: 'USER_ID', zh: '角色', en: 'Roles' }],
    formOnly: [{ name: 'INITIAL_PASSWORD', zh: '初始密码', en: 'Initial password', type: 'password', maxLength: 200 }],
  },
  // A user's roles per service; `ID` is the link's row id (the table's key is user, service and role).
  platform(
    'FM_USER_ROLE',
    '用户角色',
    'User role',
    [
      { name: 'ID', zh: '编号', en: 'ID', type: 'int', column: 'ROWID' },
      s('USER_ID', '用户', 'User'),
      { name: 'SERVICE_ID', zh: '服务', en: 'Service', type: 'ref', relatedEntity: 'FM_SERVICE', required: true },
      { name: 'ROLE_ID', zh: '角色', en: 'Role', type: 'ref', relatedEntity: 'FM_ROLE', required: true },
      { name: 'IS_DEFAULT', zh: '默认角色', en: 'Default role', type: 'boolean' },
    ],
    'derive',
  ),
  platform('FM_ROLE', '角色', 'Role', [
    s('ID', '编号', 'ID'),
    s('CODE', '编码', 'Code'),
    { name: 'NAME', zh: '名称', en: 'Name', type: 'string', busiKey: true },
    { name: 'ORDER_NUM', zh: '排序', en: 'Order', type: 'int' },
  ]),
  platform('FM_DEPT', '部门', 'Department', [
    s('ID', '编号', 'ID'),
    { name: 'NAME', zh: '名称', en: 'Name', type: 'string', busiKey: true },
    s('NAME_EN', '英文名称', 'English name'),
    s('PARENT_ID', '上级部门', 'Parent'),
    { name: 'ORDER_NUM', zh: '排序', en: 'Order', type: 'int' },
  ]),
  platform('FM_SEARCH_PARAM', '系统变量', 'System variable', [
    s('ID', '编号', 'ID'),
    s('NAME', '名称', 'Name'),
    s('VALUE', '值', 'Value'),
    { name: 'ORDER_NUM', zh: '排序', en: 'Order', type: 'int' },
  ]),
  platform('FM_MESSAGE', '消息', 'Message', [
    s('ID', '编号', 'ID'),
    s('NAME', '名称', 'Name'),
    s('CONTENT', '内容', 'Content'),
    s('TYPE', '类型', 'Type'),
    s('SCOPE', '范围', 'Scope'),
    s('SYSTEM', '系统', 'System'),
  ]),
  platform('FM_FILE', '文件', 'File', [
    s('ID', '编号', 'ID'),
    s('NAME', '文件名', 'Name'),
    { name: 'SIZE', zh: '大小', en: 'Size', type: 'int' },
    s('TYPE', '类型', 'Type'),
  ]),
  platform('FM_HELP', '帮助', 'Help', [
    s('ID', '编号', 'ID'),
    s('CODE', '编码', 'Code'),
    s('TITLE', '标题', 'Title'),
    { name: 'CONTENT', zh: '内容', en: 'Content', type: 'richtext' },
    s('SERVICE', '服务', 'Service'),
  ]),
];

export const ENTITIES: EntityDef[] = [CUSTOMER, CONTACT, ORDER, ORDER_LINE, PRODUCT, ...PLATFORM];

/** All attributes of an entity, audit fields included. */
export function allAttrs(def: EntityDef): AttrDef[] {
  return def.audit ? [...def.attrs, ...AUDIT_ATTRS] : def.attrs;
}

const byKey = new Map<string, EntityDef>();
for (const e of ENTITIES) {
  byKey.set(e.code, e);
  byKey.set(e.id, e);
}

/** Finds an entity by id or code. */
export function findEntity(idOrCode: unknown): EntityDef | undefined {
  return typeof idOrCode === 'string' ? byKey.get(idOrCode) : undefined;
}

export const column = (a: AttrDef): string => a.column ?? a.name;

export const PAGE_IDS: Record<string, Partial<Record<'list' | 'add' | 'edit' | 'detail' | 'statistics', string>>> = {
  CUSTOMER: {
    list: 'page-customer-list',
    add: 'page-customer-add',
    edit: 'page-customer-edit',
    detail: 'page-customer-detail',
    statistics: 'page-customer-statistics',
  },
  ORDER: { list: 'page-order-list', add: 'page-order-add', edit: 'page-order-edit', detail: 'page-order-detail', statistics: 'page-order-statistics' },
  PRODUCT: { list: 'page-product-list' },
  FM_USER: { list: 'page-user-list', add: 'page-user-add', edit: 'page-user-edit', detail: 'page-user-detail' },
};
