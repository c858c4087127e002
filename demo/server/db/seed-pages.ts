/** Page configs (FM_PAGE_CONFIG): CONTENT is JSON5 text of the contract's PageContent. */
import JSON5 from 'json5';
import type { Db } from './schema.js';

type Obj = Record<string, unknown>;

const col = (attriName: string, width?: number): Obj => (width ? { attriName, width } : { attriName });

const customerColumns = [
  col('NAME', 240),
  col('LEVEL', 100),
  col('REGION', 120),
  col('PHONE', 140),
  col('EMAIL', 200),
  col('CREDIT', 120),
  col('SIGNED_ON', 110),
  col('ACTIVE', 80),
];

const customerOperates: Obj[] = [
  {
    name: 'add',
    label: '新建',
    'label.i18n': { '010': '新建', '011': 'New' },
    type: 'open',
    openType: 2,
    pageId: 'page-customer-add',
    flag: 'add',
    needSelect: 0,
    right: 'add',
    afterAction: 'refresh',
  },
  {
    name: 'edit',
    label: '编辑',
    'label.i18n': { '010': '编辑', '011': 'Edit' },
    type: 'open',
    openType: 2,
    pageId: 'page-customer-edit',
    flag: 'edit',
    needSelect: 1,
    right: 'edit',
    params: { id: '#[ID]' },
    afterAction: 'refresh',
  },
  {
    name: 'delete',
    label: '删除',
    'label.i18n': { '010': '删除', '011': 'Delete' },
    type: 'delete',
    action: 'removeMulti',
    needSelect: 'n',
    confirm: '确定删除选中的记录吗？',
    'confirm.i18n': { '010': '确定删除选中的记录吗？', '011': 'Delete the selected records?' },
    right: 'delete',
    afterAction: 'refresh',
  },
  {
    name: 'activate',
    label: '启用',
    'label.i18n': { '010': '启用', '011': 'Activate' },
    type: 'post',
    action: 'activate',
    needSelect: 'n',
    condition: [{ field: 'ACTIVE', mode: 'equal', value: '0' }],
    tip: '只能启用未启用的客户',
    'tip.i18n': { '010': '只能启用未启用的客户', '011': 'Only inactive customers can be activated' },
    right: 'activate',
    afterAction: 'refresh',
  },
  { name: 'export', label: '导出', 'label.i18n': { '010': '导出', '011': 'Export' }, type: 'download', action: 'exportExcel', needSelect: 0, right: 'export' },
  { name: 'refresh', label: '刷新', 'label.i18n': { '010': '刷新', '011': 'Refresh' }, type: 'refresh' },
];

const customerFields: Obj[] = [
  { attriName: 'NAME', isRequired: '1', emptyText: '请输入客户名称', 'emptyText.i18n': { '010': '请输入客户名称', '011': 'Enter the customer name' } },
  { attriName: 'LEVEL', dataType: 'list', codeKey: 'CUSTOMER_LEVEL' },
  { attriName: 'REGION', dataType: 'treeList', codeKey: 'REGION' },
  { attriName: 'EMAIL', emptyText: 'name@example.com' },
  { attriName: 'PHONE' },
  { attriName: 'CREDIT', condition: [{ field: 'LEVEL', mode: 'in', value: 'A,B' }] },
  { attriName: 'SIGNED_ON' },
  { attriName: 'ACTIVE', dataType: 'radio' },
  { attriName: 'NOTES' },
  { attriName: 'CONTRACT', requiredCondition: [{ field: 'LEVEL', mode: 'equal', value: 'A' }] },
  { attriName: 'VOICE_NOTE', dataType: 'audio' },
];

const scope = {
  '1': ['ID', 'NAME', 'LEVEL', 'REGION', 'EMAIL', 'PHONE', 'CREDIT', 'SIGNED_ON', 'ACTIVE', 'NOTES', 'CONTRACT', 'VOICE_NOTE'],
  '2': ['NAME', 'LEVEL', 'REGION', 'EMAIL', 'PHONE', 'CREDIT', 'SIGNED_ON', 'ACTIVE', 'NOTES', 'CONTRACT', 'VOICE_NOTE'],
};

const submitOrder: Obj = {
  name: 'submit',
  label: '提交审批',
  'label.i18n': { '010': '提交审批', '011': 'Submit for approval' },
  type: 'post',
  action: 'submit',
  needSelect: 1,
  confirm: '提交后记录将锁定，直到审批结束或撤回。确定提交审批吗？',
  'confirm.i18n': {
    '010': '提交后记录将锁定，直到审批结束或撤回。确定提交审批吗？',
    '011': 'The record stays locked until the approval ends or is withdrawn. Submit it for approval?',
  },
  right: 'edit',
  afterAction: 'refresh',
};

const orderOperates: Obj[] = [
  {
    name: 'add',
    label: '新建订单',
    'label.i18n': { '010': '新建订单', '011': 'New order' },
    type: 'open',
    openType: 2,
    pageId: 'page-order-add',
    flag: 'add',
    needSelect: 0,
    right: 'add',
    afterAction: 'refresh',
  },
  {
    name: 'edit',
    label: '编辑',
    'label.i18n': { '010': '编辑', '011': 'Edit' },
    type: 'open',
    openType: 5,
    pageId: 'page-order-edit',
    flag: 'edit',
    needSelect: 1,
    right: 'edit',
    params: { id: '#[ID]' },
  },
  {
    name: 'delete',
    label: '删除',
    'label.i18n': { '010': '删除', '011': 'Delete' },
    type: 'delete',
    action: 'removeMulti',
    needSelect: 'n',
    confirm: '确定删除选中的记录吗？',
    'confirm.i18n': { '010': '确定删除选中的记录吗？', '011': 'Delete the selected records?' },
    right: 'delete',
    afterAction: 'refresh',
  },
  {
    name: 'confirm',
    label: '确认订单',
    'label.i18n': { '010': '确认订单', '011': 'Confirm' },
    type: 'post',
    action: 'confirm',
    needSelect: 'n',
    condition: [{ field: 'STATUS', mode: 'in', value: 'draft,approved' }],
    tip: '只能确认草稿或已审批的订单',
    'tip.i18n': { '010': '只能确认草稿或已审批的订单', '011': 'Only draft or approved orders can be confirmed' },
    confirm: '确认选中的订单吗？',
    'confirm.i18n': { '010': '确认选中的订单吗？', '011': 'Confirm the selected orders?' },
    right: 'confirm',
    afterAction: 'refresh',
  },
  submitOrder,
  { name: 'export', label: '导出', 'label.i18n': { '010': '导出', '011': 'Export' }, type: 'download', action: 'exportExcel', needSelect: 0, right: 'export' },
];

// Status, time and amount are the server's (docs/server-contract.md "Orders"): the form shows them
// read-only, the amount worked out from the lines as they are typed.
const orderFields: Obj[] = [
  { attriName: 'ORDER_NO', isRequired: '1' },
  { attriName: 'CUSTOMER_ID', dataType: 'meta' },
  { attriName: 'STATUS', dataType: 'list', codeKey: 'ORDER_STATUS', state: 'DETAIL' },
  { attriName: 'AMOUNT', state: 'DETAIL', derive: { sum: 'ORDER_LINE.AMOUNT' } },
  { attriName: 'ORDERED_AT', state: 'DETAIL' },
  { attriName: 'REMARK' },
];

/** The lines: a product fills its unit price, the subtotal is quantity × unit price (docs/elements.md). */
const orderLineFields = {
  ORDER_LINE: [
    { attriName: 'PRODUCT_ID', fill: { PRICE: 'PRICE' } },
    { attriName: 'AMOUNT', derive: { multiply: ['QUANTITY', 'PRICE'] } },
  ],
};

const i18n = (zh: string, en: string): Obj => ({ title: zh, 'title.i18n': { '010': zh, '011': en } });

// The demo's data ends with its latest month of orders: the cards compare that month with the one before (the report's own bucket).
const homeWidgets: Record<string, Obj> = {
  ordersMonth: {
    id: 'ordersMonth',
    contentType: 'number',
    ...i18n('最近一月订单', 'Orders, latest month'),
    flex: 3,
    configs: { report: 'orders-by-month', measure: 'count', compare: 'previous' },
  },
  amountMonth: {
    id: 'amountMonth',
    contentType: 'number',
    ...i18n('最近一月订单金额', 'Amount, latest month'),
    flex: 3,
    configs: { report: 'orders-by-month', measure: 'amount', compare: 'previous' },
  },
  customers: { id: 'customers', contentType: 'number', ...i18n('客户总数', 'Customers'), flex: 3, configs: { report: 'customers-by-level', measure: 'count' } },
  activeCustomers: {
    id: 'activeCustomers',
    contentType: 'number',
    ...i18n('启用的客户', 'Active customers'),
    flex: 3,
    configs: { report: 'customers-by-level', measure: 'count', params: { ACTIVE: 1 } },
  },
  regions: {
    id: 'regions',
    contentType: 'reportChart',
    ...i18n('各地区订单', 'Orders by region'),
    flex: 7,
    configs: { report: 'orders-by-region', chart: 'bar' },
  },
  latest: {
    id: 'latest',
    contentType: 'entityList',
    ...i18n('最新订单', 'Latest orders'),
    metaId: 'meta-order',
    flex: 12,
    configs: { pageId: 'page-order-list', rows: 5 },
  },
  // The home kind's greeting, shortcuts, notices and (for a role that approves) work counts, as one widget.
  home: { id: 'home', contentType: 'home', ...i18n('我的工作台', 'My start'), flex: 12 },
  links: { id: 'links', contentType: 'menuIndex', ...i18n('客户管理', 'Customers'), flex: 5, configs: { menuId: 'mod-customer' } },
};

interface PageSeed {
  id: string;
  /** null: a page of no entity (the approval pages). */
  meta: [id: string, code: string] | null;
  flag: 'list' | 'add' | 'edit' | 'detail' | 'statistics' | 'tabs' | 'processChart' | 'approvalIndex' | 'taskList' | 'task' | 'dashboard';
  title: string;
  content: Obj;
  help?: string;
  rightMode?: '0' | '1' | '2';
  compileJS?: string;
}

const USER: [string, string] = ['meta-fm-user', 'FM_USER'];

const userFields: Obj[] = [
  { attriName: 'ACCOUNT', isRequired: '1' },
  { attriName: 'NAME', isRequired: '1' },
  { attriName: 'NAME_EN' },
  { attriName: 'DEPT' },
  { attriName: 'LANGUAGE', dataType: 'list', codeKey: 'LANGUAGE' },
  { attriName: 'EMAIL' },
];

/** The initial password the user must change at first sign-in; on edit, left empty keeps the password. */
const initialPassword = (required: boolean): Obj => ({
  attriName: 'INITIAL_PASSWORD',
  isRequired: required ? '1' : '0',
  emptyText: required ? '至少 6 个字符' : '留空则不修改密码',
  'emptyText.i18n': required
    ? { '010': '至少 6 个字符', '011': 'At least 6 characters' }
    : { '010': '留空则不修改密码', '011': 'Leave empty to keep the password' },
});

const userOperates: Obj[] = [
  {
    name: 'add',
    label: '新增',
    'label.i18n': { '010': '新增', '011': 'New' },
    type: 'open',
    openType: 2,
    pageId: 'page-user-add',
    flag: 'add',
    needSelect: 0,
    right: 'add',
    afterAction: 'refresh',
  },
  {
    name: 'disable',
    label: '停用',
    'label.i18n': { '010': '停用', '011': 'Disable' },
    type: 'post',
    action: 'disable',
    needSelect: 'n',
    condition: [{ field: 'DISABLED', mode: 'equal', value: '0' }],
    tip: '只能停用未停用的用户',
    'tip.i18n': { '010': '只能停用未停用的用户', '011': 'Only enabled users can be disabled' },
    confirm: '停用后该用户不能登录，确定吗？',
    'confirm.i18n': { '010': '停用后该用户不能登录，确定吗？', '011': 'A disabled user cannot sign in. Disable?' },
    right: 'disable',
    afterAction: 'refresh',
  },
  {
    name: 'enable',
    label: '启用',
    'label.i18n': { '010': '启用', '011': 'Enable' },
    type: 'post',
    action: 'enable',
    needSelect: 'n',
    condition: [{ field: 'DISABLED', mode: 'equal', value: '1' }],
    tip: '只能启用已停用的用户',
    'tip.i18n': { '010': '只能启用已停用的用户', '011': 'Only disabled users can be enabled' },
    right: 'enable',
    afterAction: 'refresh',
  },
  { name: 'refresh', label: '刷新', 'label.i18n': { '010': '刷新', '011': 'Refresh' }, type: 'refresh' },
];

const CUSTOMER: [string, string] = ['meta-customer', 'CUSTOMER'];
const ORDER: [string, string] = ['meta-order', 'ORDER'];

const PAGES: PageSeed[] = [
  {
    id: 'page-customer-list',
    meta: CUSTOMER,
    flag: 'list',
    title: '客户列表',
    rightMode: '1',
    help: '<p>勾选客户后可批量启用或删除；双击打开详情。</p>',
    content: {
      title: '客户列表',
      'title.i18n': { '010': '客户列表', '011': 'Customers' },
      columns: customerColumns,
      searchFields: [
        { attriName: 'NAME' },
        { attriName: 'LEVEL', dataType: 'list', codeKey: 'CUSTOMER_LEVEL' },
        { attriName: 'REGION', dataType: 'treeList', codeKey: 'REGION' },
        { attriName: 'ACTIVE' },
      ],
      operates: customerOperates,
      rowOperates: [
        {
          name: 'detail',
          label: '详情',
          'label.i18n': { '010': '详情', '011': 'Details' },
          type: 'open',
          openType: 5,
          pageId: 'page-customer-detail',
          flag: 'detail',
          needSelect: 1,
          params: { id: '#[ID]' },
        },
      ],
      pageSize: 20,
      sort: [{ field: 'ID', order: 'desc' }],
    },
  },
  {
    id: 'page-customer-add',
    meta: CUSTOMER,
    flag: 'add',
    title: '新建客户',
    content: {
      title: '新建客户',
      'title.i18n': { '010': '新建客户', '011': 'New customer' },
      fields: customerFields,
      fieldScope: scope,
      hiddenFields: ['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER'],
    },
  },
  {
    id: 'page-customer-edit',
    meta: CUSTOMER,
    flag: 'edit',
    title: '编辑客户',
    content: {
      title: '编辑客户',
      'title.i18n': { '010': '编辑客户', '011': 'Edit customer' },
      fields: customerFields,
      fieldScope: scope,
      itemConfigs: {
        contacts: {
          id: 'contacts',
          title: '联系人',
          'title.i18n': { '010': '联系人', '011': 'Contacts' },
          contentType: 'subList',
          metaId: 'meta-contact',
          flex: 1,
          items: [{ attriName: 'NAME' }, { attriName: 'TITLE' }, { attriName: 'PHONE' }, { attriName: 'EMAIL' }],
        },
      },
    },
  },
  // The same form with a configuration script (spec §1): it runs on the compat demo page only; in
  // strict mode the page says that it skipped the script.
  {
    id: 'page-customer-edit-scripted',
    meta: CUSTOMER,
    flag: 'edit',
    title: '编辑客户（带脚本）',
    content: {
      title: '编辑客户（带脚本）',
      'title.i18n': { '010': '编辑客户（带脚本）', '011': 'Edit customer (scripted)' },
      fields: customerFields,
      fieldScope: scope,
    },
    compileJS:
      "// runs in compat mode only\nctx.on('mounted', function () {\n  ctx.log('customer edit page ready');\n  if (!ctx.values.PHONE) ctx.setValue('PHONE', '021-');\n});",
  },
  {
    id: 'page-customer-detail',
    meta: CUSTOMER,
    flag: 'detail',
    title: '客户详情',
    content: {
      title: '客户详情',
      'title.i18n': { '010': '客户详情', '011': 'Customer' },
      fields: customerFields.map((f) => ({ ...f, state: 'DETAIL' })),
      fieldScope: scope,
    },
  },
  {
    id: 'page-customer-statistics',
    meta: CUSTOMER,
    flag: 'statistics',
    title: '客户统计',
    content: {
      title: '客户统计',
      'title.i18n': { '010': '客户统计', '011': 'Customer statistics' },
      statistics: { groupBy: 'LEVEL', sum: ['CREDIT'], chart: 'bar' },
      searchFields: [{ attriName: 'REGION', dataType: 'treeList', codeKey: 'REGION' }, { attriName: 'ACTIVE' }],
    },
  },
  {
    id: 'page-order-list',
    meta: ORDER,
    flag: 'list',
    title: '订单列表',
    rightMode: '2',
    content: {
      title: '订单列表',
      'title.i18n': { '010': '订单列表', '011': 'Orders' },
      columns: [col('ORDER_NO', 140), col('CUSTOMER_ID', 220), col('STATUS', 100), col('AMOUNT', 120), col('ORDERED_AT', 160)],
      searchFields: [{ attriName: 'ORDER_NO' }, { attriName: 'STATUS', dataType: 'list', codeKey: 'ORDER_STATUS' }, { attriName: 'ORDERED_AT' }],
      operates: orderOperates,
      pageSize: 20,
      sort: [{ field: 'ORDERED_AT', order: 'desc' }],
    },
  },
  {
    id: 'page-order-add',
    meta: ORDER,
    flag: 'add',
    title: '新建订单',
    content: {
      title: '新建订单',
      'title.i18n': { '010': '新建订单', '011': 'New order' },
      fields: orderFields,
      childFields: orderLineFields,
      // Shown once the order is saved (the form goes on as its edit).
      operates: [submitOrder],
      fieldScope: {
        '1': ['ORDER_NO', 'CUSTOMER_ID', 'STATUS', 'AMOUNT', 'ORDERED_AT', 'REMARK'],
        '2': ['ORDER_NO', 'CUSTOMER_ID', 'STATUS', 'ORDERED_AT', 'REMARK'],
      },
    },
  },
  {
    id: 'page-order-edit',
    meta: ORDER,
    flag: 'edit',
    title: '编辑订单',
    content: {
      title: '编辑订单',
      'title.i18n': { '010': '编辑订单', '011': 'Edit order' },
      fields: orderFields,
      childFields: orderLineFields,
      operates: [submitOrder],
      itemConfigs: {
        lines: {
          id: 'lines',
          title: '订单明细',
          'title.i18n': { '010': '订单明细', '011': 'Order lines' },
          contentType: 'subGrid',
          metaId: 'meta-order-line',
          items: [{ attriName: 'PRODUCT_ID' }, { attriName: 'QUANTITY' }, { attriName: 'PRICE' }, { attriName: 'AMOUNT' }],
        },
      },
    },
  },
  {
    id: 'page-order-detail',
    meta: ORDER,
    flag: 'detail',
    title: '订单详情',
    content: {
      title: '订单详情',
      'title.i18n': { '010': '订单详情', '011': 'Order' },
      fields: orderFields.map((f) => ({ ...f, state: 'DETAIL' })),
      operates: [submitOrder],
    },
  },
  {
    id: 'page-order-statistics',
    meta: ORDER,
    flag: 'statistics',
    title: '订单统计',
    content: {
      title: '订单统计',
      'title.i18n': { '010': '订单统计', '011': 'Order statistics' },
      statistics: { groupBy: 'STATUS', sum: ['AMOUNT'], chart: 'pie' },
    },
  },
  // A page composed of components (spec §3 "Component"): the customer list and statistics as tabs.
  {
    id: 'page-customer-overview',
    meta: CUSTOMER,
    flag: 'tabs',
    title: '客户总览',
    content: {
      title: '客户总览',
      'title.i18n': { '010': '客户总览', '011': 'Customer overview' },
      items: ['list', 'statistics'],
      itemConfigs: {
        list: {
          id: 'list',
          contentType: 'list',
          title: '客户列表',
          'title.i18n': { '010': '客户列表', '011': 'Customers' },
          metaId: 'meta-customer',
          configs: { pageId: 'page-customer-list' },
        },
        statistics: {
          id: 'statistics',
          contentType: 'statistics',
          title: '客户统计',
          'title.i18n': { '010': '客户统计', '011': 'Statistics' },
          metaId: 'meta-customer',
          configs: { pageId: 'page-customer-statistics' },
        },
      },
    },
  },
  // The process chart page of the order approval (registry kind processChart; CONTENT names the definition).
  {
    id: 'page-process-order-approval',
    meta: ORDER,
    flag: 'processChart',
    title: '订单审批流程',
    content: { title: '订单审批流程', 'title.i18n': { '010': '订单审批流程', '011': 'Order approval process' }, definitionId: 'order-approval' },
  },
  // The approval pages (registry kinds approvalIndex, taskList, task). The task page's RIGHT_CONTROL_MODE
  // governs its approval actions for a role without process.approve: '1' hides them, '2' disables them.
  {
    id: 'page-work-approvals',
    meta: null,
    flag: 'approvalIndex',
    title: '审批中心',
    content: { title: '审批中心', 'title.i18n': { '010': '审批中心', '011': 'Approvals' }, pageSize: 20, taskPageId: 'page-work-task' },
  },
  {
    id: 'page-work-tasks',
    meta: null,
    flag: 'taskList',
    title: '我的任务',
    content: { title: '我的任务', 'title.i18n': { '010': '我的任务', '011': 'My tasks' }, pageSize: 20, taskPageId: 'page-work-task' },
  },
  { id: 'page-work-task', meta: null, flag: 'task', title: '任务', rightMode: '1', content: { title: '任务', 'title.i18n': { '010': '任务', '011': 'Task' } } },
  {
    id: 'page-work-task-disabled',
    meta: null,
    flag: 'task',
    title: '任务（无审批权限时置灰）',
    rightMode: '2',
    content: { title: '任务', 'title.i18n': { '010': '任务', '011': 'Task' } },
  },
  // The home dashboard (registry kind dashboard): widgets are components (spec §3) of the reports, the order list and the menu.
  {
    id: 'page-home-dashboard',
    meta: null,
    flag: 'dashboard',
    title: '首页',
    content: {
      title: '首页',
      'title.i18n': { '010': '首页', '011': 'Home' },
      itemConfigs: homeWidgets,
      items: ['home', 'ordersMonth', 'amountMonth', 'customers', 'activeCustomers', 'regions', 'links', 'latest'],
      mItems: ['ordersMonth', 'customers', 'home', 'latest', 'links'],
    },
  },
  // User management (menu 系统设置 → 用户管理), for holders of system.user (platform/user-admin.ts).
  {
    id: 'page-user-list',
    meta: USER,
    flag: 'list',
    title: '用户列表',
    rightMode: '1',
    content: {
      title: '用户列表',
      'title.i18n': { '010': '用户列表', '011': 'Users' },
      columns: [col('ACCOUNT', 120), col('NAME', 140), col('NAME_EN', 160), col('DEPT', 160), col('EMAIL', 220), col('LANGUAGE', 90), col('DISABLED', 80)],
      searchFields: [{ attriName: 'ACCOUNT' }, { attriName: 'NAME' }, { attriName: 'DEPT' }, { attriName: 'DISABLED' }],
      operates: userOperates,
      rowOperates: [
        {
          name: 'detail',
          label: '详情',
          'label.i18n': { '010': '详情', '011': 'Details' },
          type: 'open',
          openType: 5,
          pageId: 'page-user-detail',
          flag: 'detail',
          needSelect: 1,
          right: 'view',
          params: { id: '#[ID]' },
        },
        {
          name: 'edit',
          label: '编辑',
          'label.i18n': { '010': '编辑', '011': 'Edit' },
          type: 'open',
          openType: 5,
          pageId: 'page-user-edit',
          flag: 'edit',
          needSelect: 1,
          right: 'edit',
          params: { id: '#[ID]' },
          afterAction: 'refresh',
        },
      ],
      pageSize: 20,
      sort: [{ field: 'ACCOUNT', order: 'asc' }],
    },
  },
  {
    id: 'page-user-add',
    meta: USER,
    flag: 'add',
    title: '新建用户',
    content: { title: '新建用户', 'title.i18n': { '010': '新建用户', '011': 'New user' }, fields: [...userFields, initialPassword(true)] },
  },
  {
    id: 'page-user-edit',
    meta: USER,
    flag: 'edit',
    title: '编辑用户',
    content: {
      title: '编辑用户',
      'title.i18n': { '010': '编辑用户', '011': 'Edit user' },
      fields: [...userFields, { attriName: 'DISABLED' }, initialPassword(false)],
    },
  },
  {
    id: 'page-user-detail',
    meta: USER,
    flag: 'detail',
    title: '用户详情',
    content: {
      title: '用户详情',
      'title.i18n': { '010': '用户详情', '011': 'User' },
      fields: [...userFields, { attriName: 'DISABLED' }].map((f) => ({ ...f, state: 'DETAIL' })),
    },
  },
  {
    id: 'page-product-list',
    meta: ['meta-product', 'PRODUCT'],
    flag: 'list',
    title: '产品列表',
    content: {
      title: '产品列表',
      'title.i18n': { '010': '产品列表', '011': 'Products' },
      columns: [col('ID', 100), col('NAME', 240), col('CATEGORY', 100), col('PRICE', 100), col('STOCK', 80), col('ON_SALE', 80)],
      searchFields: [{ attriName: 'NAME' }, { attriName: 'CATEGORY', dataType: 'list', codeKey: 'PRODUCT_CATEGORY' }],
      operates: [
        {
          name: 'export',
          label: '导出',
          'label.i18n': { '010': '导出', '011': 'Export' },
          type: 'download',
          action: 'exportExcel',
          needSelect: 0,
          right: 'export',
        },
      ],
      pageSize: 50,
    },
  },
];

export function seedPages(db: Db): void {
  const stmt = db.prepare(`INSERT INTO FM_PAGE_CONFIG (ID, PAGE_ID, PAGE_CODE, PAGE_PATH, VISUAL_CONFIG_PATH, META_ID, META_CODE, FLAG, TITLE, HELP,
    SYSTEM, SYSTEM_CODE, RIGHT_CONTROL_MODE, CONTENT, COMPILE_JS) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const p of PAGES) {
    stmt.run(
      p.id,
      p.id,
      p.id.replace(/^page-/, ''),
      `/${(p.meta?.[1] ?? 'work').toLowerCase()}/${p.flag}`,
      null,
      p.meta?.[0] ?? null,
      p.meta?.[1] ?? null,
      p.flag,
      p.title,
      p.help ?? null,
      'system-crm',
      'crm',
      p.rightMode ?? '0',
      JSON5.stringify(p.content, null, 2),
      p.compileJS ?? null,
    );
  }
}
