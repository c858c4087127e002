// @vitest-environment node
import JSON5 from 'json5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let bob: Client;
let alice: Client;

beforeAll(async () => {
  srv = await startTestServer();
  bob = client(srv, await srv.login('bob'));
  alice = client(srv, await srv.login('alice'));
});
afterAll(() => srv.close());

const ids = (list: { ID: string }[]): string[] => list.map((m) => m.ID);
/** The top menus among `list`, in order: the work pages add top menus of their own beside them. */
const among = (list: { ID: string }[], top: string[]): string[] => ids(list).filter((id) => top.includes(id));
const SALES_TOP = ['mod-home', 'mod-customer', 'mod-order', 'mod-product', 'mod-help', 'mod-mobile-customers', 'mod-admin'];

describe('menus (FM_MODULE)', () => {
  it('getMenuTreeData returns the whole tree (of the modules some role of the user holds), or the tree under moduleId', async () => {
    const all = await bob.get('FM_MODULE', 'getMenuTreeData', { serviceId: 'service-sales' });
    expect(all.code).toBe('0');
    expect(among(all.data, SALES_TOP)).toEqual(['mod-home', 'mod-customer', 'mod-order', 'mod-product', 'mod-help', 'mod-mobile-customers']);
    expect(ids(all.data)).toContain('mod-workbench');
    const admin = client(srv, await srv.login('admin'));
    const everything = await admin.get('FM_MODULE', 'getMenuTreeData', { serviceId: 'service-sales' });
    expect(among(everything.data, SALES_TOP)).toEqual(SALES_TOP);
    const sub = await bob.get('FM_MODULE', 'getMenuTreeData', { moduleId: 'mod-customer' });
    expect(ids(sub.data)).toEqual(['mod-customer-list', 'mod-customer-add', 'mod-customer-stat']);
    expect((await bob.get('FM_MODULE', 'getMenuTreeData', { moduleId: 'nope' })).code).toBe('error.notfound');
  });

  it('every role reaches the approval pages: 审批中心 (approvalIndex) and 我的任务 (taskList) under 审批与任务, on both screens', async () => {
    const admin = client(srv, await srv.login('admin'));
    for (const [who, c, roleId] of [
      ['alice', alice, 'role-sales'],
      ['bob', bob, 'role-manager'],
      ['admin', admin, 'role-admin'],
    ] as const) {
      for (const mode of ['pc', 'move']) {
        const r = await c.get('FM_MODULE', 'getUserMenuTreeData', { serviceId: 'service-sales', roleId, mode });
        const work = r.data.find((m: { ID: string }) => m.ID === 'mod-work');
        expect(work, `${who} ${mode}`).toMatchObject({ NAME: '审批与任务' });
        expect(work.children.map((m: { ID: string; FLAG: string; PAGE_ID: string }) => [m.ID, m.FLAG, m.PAGE_ID])).toEqual([
          ['mod-work-approvals', 'approvalIndex', 'page-work-approvals'],
          ['mod-work-tasks', 'taskList', 'page-work-tasks'],
        ]);
      }
    }
    for (const [pageId, mode] of [
      ['page-work-task', '1'],
      ['page-work-task-disabled', '2'],
      ['page-work-approvals', '0'],
    ] as const) {
      const page = await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { pageId });
      expect(page.data, pageId).toMatchObject({ PAGE_ID: pageId, RIGHT_CONTROL_MODE: mode, META_ID: null });
    }
  });

  it('getUserMenuTreeData filters by role and mode', async () => {
    const sales = await bob.get('FM_MODULE', 'getUserMenuTreeData', { serviceId: 'service-sales', roleId: 'role-sales', mode: 'pc' });
    expect(sales.code).toBe('0');
    expect(among(sales.data, SALES_TOP)).toEqual(['mod-home', 'mod-customer', 'mod-order', 'mod-product', 'mod-help']);
    expect(ids(sales.data.find((m: { ID: string }) => m.ID === 'mod-workbench').children)).toContain('mod-workbench-mine');
    const customer = sales.data.find((m: { ID: string }) => m.ID === 'mod-customer');
    expect(ids(customer.children)).toEqual(['mod-customer-list', 'mod-customer-add']);
    const manager = await bob.get('FM_MODULE', 'getUserMenuTreeData', { serviceId: 'service-sales', roleId: 'role-manager', mode: 'pc' });
    expect(ids(manager.data.find((m: { ID: string }) => m.ID === 'mod-customer').children)).toContain('mod-customer-stat');
    const mobile = await bob.get('FM_MODULE', 'getUserMenuTreeData', { serviceId: 'service-sales', roleId: 'role-sales', mode: 'move' });
    expect(ids(mobile.data)).toContain('mod-mobile-customers');
    expect(ids(mobile.data)).not.toContain('mod-help');
    expect((await alice.get('FM_MODULE', 'getUserMenuTreeData', { roleId: 'role-manager' })).code).toBe('error.forbidden');
    expect((await bob.get('FM_MODULE', 'getUserMenuTreeData', { mode: 'tablet' })).code).toBe('error.param');
  });

  it('a menu with HIDDEN_SUB_MENU "1" still carries its children (the shell empties them)', async () => {
    const r = await bob.get('FM_MODULE', 'getMenuTreeData', { serviceId: 'service-sales' });
    const product = r.data.find((m: { ID: string }) => m.ID === 'mod-product');
    expect(product).toMatchObject({ HIDDEN_SUB_MENU: '1', PAGE_ID: 'page-product-list', 'NAME.i18n': { '010': '产品目录', '011': 'Products' } });
    expect(product.children.length).toBe(2);
  });

  it('getServiceMenu and getUserServiceMenu return the top menus of a service', async () => {
    const r = await bob.get('FM_MODULE', 'getServiceMenu', { serviceId: 'service-open' });
    expect(ids(r.data)).toEqual(['mod-open-customers', 'mod-open-products']);
    const u = await alice.get('FM_MODULE', 'getUserServiceMenu', { serviceId: 'service-sales', roleId: 'role-sales' });
    expect(ids(u.data)).not.toContain('mod-admin');
    expect(ids(u.data)).toContain('mod-customer');
  });

  it('getSubModules lists the direct children; get returns bean.data', async () => {
    const r = await bob.get('FM_MODULE', 'getSubModules', { moduleId: 'mod-order' });
    expect(ids(r.data)).toEqual(['mod-order-list', 'mod-order-stat']);
    const g = await bob.get('FM_MODULE', 'get', { id: 'mod-customer-list' });
    expect(g.data.bean.data).toMatchObject({
      ID: 'mod-customer-list',
      NAME: '客户列表',
      PAGE_ID: 'page-customer-list',
      OPEN_TYPE: null,
      PARENT_ID: 'mod-customer',
    });
    const en = await bob.get('FM_MODULE', 'get', { id: 'mod-customer-list' }, { headers: { Language: '011' } });
    expect(en.data.bean.data.NAME).toBe('Customer list');
    expect((await bob.get('FM_MODULE', 'get', {})).code).toBe('error.param');
  });
});

describe('metadata', () => {
  it('getMeta describes the entity, its attributes, relations and operates (by id or code)', async () => {
    const r = await bob.get('FM_ENTITY', 'getMeta', { metaId: 'CUSTOMER' });
    expect(r.code).toBe('0');
    const m = r.data;
    expect(m).toMatchObject({
      id: 'meta-customer',
      code: 'CUSTOMER',
      name: '客户',
      keyType: 'derive',
      keyNames: ['ID'],
      findPage: 'page-customer-list',
      addPage: 'page-customer-add',
      systemCode: 'crm',
    });
    const names = m.attributes.map((a: { name: string }) => a.name);
    expect(names).toEqual([
      'ID',
      'NAME',
      'LEVEL',
      'REGION',
      'EMAIL',
      'PHONE',
      'CREDIT',
      'SIGNED_ON',
      'ACTIVE',
      'NOTES',
      'CONTRACT',
      'VOICE_NOTE',
      'LOG_C_TIME',
      'LOG_C_USER',
      'LOG_U_TIME',
      'LOG_U_USER',
    ]);
    const level = m.attributes.find((a: { name: string }) => a.name === 'LEVEL');
    expect(level).toMatchObject({ dataType: 'code', codeKey: 'CUSTOMER_LEVEL', labels: { '010': '客户等级', '011': 'Level' }, isRequired: '0' });
    expect(m.attributes.find((a: { name: string }) => a.name === 'NAME')).toMatchObject({ isRequired: '1', busiKey: '1', dataType: 'string' });
    expect(m.attributes.find((a: { name: string }) => a.name === 'REGION').dataType).toBe('tree');
    expect(m.relations[0]).toMatchObject({ code: 'CONTACT', entityA: 'CONTACT', flag: '1', viewCascade: '1', linkAttri: 'CUSTOMER_ID' });
    expect(m.relatedEntitys[0]).toMatchObject({ code: 'CONTACT', flag: '1', title: '联系人' });
    expect(m.operates.map((o: { name: string }) => o.name)).toContain('activate');
    expect((await bob.get('FM_ENTITY', 'getMeta', { metaId: 'meta-customer' })).data.code).toBe('CUSTOMER');
    expect((await bob.get('FM_ENTITY', 'getMeta', {})).code).toBe('error.param');
    expect((await bob.get('FM_ENTITY', 'getMeta', { metaId: 'NOPE' })).code).toBe('error.notfound');
  });

  it('getSimpleMeta returns the short form', async () => {
    const r = await bob.get('FM_ENTITY', 'getSimpleMeta', { metaId: 'ORDER' });
    expect(r.data).toEqual({ id: 'meta-order', code: 'ORDER', name: '订单', label: '订单', keyNames: ['ID'] });
  });

  it('metaRelationTree returns the meta node with fields and sub relations', async () => {
    const r = await bob.get('FM_ENTITY', 'metaRelationTree', { metaId: 'meta-order', allSub: 'true' });
    expect(r.code).toBe('0');
    expect(r.data).toMatchObject({ id: 'meta-order', code: 'ORDER', type: 'meta', relationType: 'main' });
    expect(r.data.children.map((c: { code: string }) => c.code)).toContain('AMOUNT');
    const sub = r.data.relationMetaList.find((n: { code: string }) => n.code === 'ORDER_LINE');
    expect(sub).toMatchObject({ type: 'meta', linkFlag: 'ORDER_LINE', relationType: 'sub' });
    const ref = r.data.relationMetaList.find((n: { linkFlag: string }) => n.linkFlag === 'CUSTOMER_ID');
    expect(ref).toMatchObject({ code: 'CUSTOMER', relationType: 'ref', relatedEntity: 'CUSTOMER' });
  });

  it('getEntityMetaView returns the view fields, main node first', async () => {
    const r = await bob.get('FM_ENTITY_VIEW', 'getEntityMetaView', { metaId: 'meta-customer', metaViewId: 'brief', allSub: 'true' });
    expect(r.code).toBe('0');
    expect(r.data[0].children.map((c: { code: string }) => c.code)).toEqual(['NAME', 'LEVEL', 'PHONE']);
    expect(r.data[1]).toMatchObject({ code: 'CONTACT', relationType: 'sub' });
    expect((await bob.get('FM_ENTITY_VIEW', 'getEntityMetaView', { metaId: 'CUSTOMER', metaViewId: 'nope' })).code).toBe('error.notfound');
  });

  it('getCodes returns a code list, in English with Language 011', async () => {
    const r = await bob.get('FM_CODE_DEFINE', 'getCodes', { key: 'CUSTOMER_LEVEL', systemId: 'system-crm' });
    expect(r.data).toEqual([
      { text: '重点客户', value: 'A' },
      { text: '普通客户', value: 'B' },
      { text: '潜在客户', value: 'C' },
      { text: '流失客户', value: 'D' },
    ]);
    const en = await bob.get('FM_CODE_DEFINE', 'getCodes', { key: 'ORDER_STATUS' }, { headers: { Language: '011' } });
    expect(en.data[0]).toEqual({ text: 'Draft', value: 'draft' });
    expect((await bob.get('FM_CODE_DEFINE', 'getCodes', { key: 'NOPE' })).code).toBe('error.notfound');
  });

  it('getTree returns the region tree with title, value, values and children', async () => {
    const r = await bob.get('FM_CODE_DEFINE', 'getTree', { key: 'REGION' });
    expect(r.data.map((n: { value: string }) => n.value)).toEqual(['EC', 'NC', 'SC', 'OS']);
    const js = r.data[0].children.find((n: { value: string }) => n.value === 'EC-JS');
    expect(js.children[0]).toEqual({ title: '南京', value: 'EC-JS-NJ', values: ['EC', 'EC-JS', 'EC-JS-NJ'], children: [] });
  });

  it('getLabel resolves a value, through the tree for tree lists', async () => {
    expect((await bob.get('FM_CODE_DEFINE', 'getLabel', { key: 'REGION', value: 'SC-GD-SZ' })).data).toEqual({
      label: '深圳',
      values: ['SC', 'SC-GD', 'SC-GD-SZ'],
    });
    expect((await bob.get('FM_CODE_DEFINE', 'getLabel', { key: 'CUSTOMER_LEVEL', value: 'A' })).data.label).toBe('重点客户');
    expect((await bob.get('FM_CODE_DEFINE', 'getLabel', { key: 'CUSTOMER_LEVEL', value: 'Q' })).code).toBe('error.notfound');
  });

  it('fuzzyQueryOption finds reference options by keyword', async () => {
    const r = await bob.get('FM_ENTITY', 'fuzzyQueryOption', { metaId: 'CUSTOMER', keyword: '深圳', limit: 3 });
    expect(r.data.length).toBe(3);
    expect(r.data.every((o: { label: string; value: number }) => o.label.includes('深圳') && typeof o.value === 'number')).toBe(true);
  });

  it('entityFieldTreeStore lists fields, with the fields of referenced entities below ref fields', async () => {
    const r = await bob.get('FM_ENTITY', 'entityFieldTreeStore', { metaId: 'ORDER' });
    const cust = r.data.find((n: { code: string }) => n.code === 'CUSTOMER_ID');
    expect(cust.relatedEntity).toBe('CUSTOMER');
    expect(cust.children.map((c: { code: string }) => c.code)).toContain('NAME');
    expect(cust.children[0].linkFlag).toBe('CUSTOMER_ID');
  });

  it('getTags lists the tags of an entity', async () => {
    const r = await bob.get('FM_ENTITY', 'getTags', { metaId: 'meta-customer' });
    expect(r.data).toContainEqual({ id: 'tag-vip', name: 'VIP', color: '#d4380d' });
  });
});

describe('page configs (FM_PAGE_CONFIG)', () => {
  it('getPageConfigById returns the record with CONTENT as JSON5 PageContent', async () => {
    const r = await bob.get('FM_PAGE_CONFIG', 'getPageConfigById', { id: 'page-customer-list' });
    expect(r.code).toBe('0');
    expect(r.data).toMatchObject({
      PAGE_ID: 'page-customer-list',
      META_ID: 'meta-customer',
      META_CODE: 'CUSTOMER',
      FLAG: 'list',
      SYSTEM_CODE: 'crm',
      RIGHT_CONTROL_MODE: '1',
    });
    expect(r.data.HELP).toContain('<p>');
    const content = JSON5.parse(r.data.CONTENT);
    const ops = Object.fromEntries(content.operates.map((o: { name: string }) => [o.name, o]));
    expect(ops.add).toMatchObject({ type: 'open', openType: 2, pageId: 'page-customer-add' });
    expect(ops.edit.needSelect).toBe(1);
    expect(ops.delete).toMatchObject({ confirm: '确定删除选中的记录吗？', needSelect: 'n' });
    expect(ops.activate).toMatchObject({ type: 'post', condition: [{ field: 'ACTIVE', mode: 'equal', value: '0' }], tip: '只能启用未启用的客户' });
    expect(ops.export.type).toBe('download');
    expect((await bob.get('FM_PAGE_CONFIG', 'getPageConfigById', { id: 'nope' })).code).toBe('error.notfound');
  });

  it('getPageConfig finds a page by pageId or by metaId and flag, for every page kind', async () => {
    const byId = await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { pageId: 'page-customer-edit-scripted' });
    expect(byId.data.compileJS).toContain('mounted');
    const plain = await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { metaId: 'CUSTOMER', flag: 'edit' });
    expect(plain.data.PAGE_ID).toBe('page-customer-edit');
    for (const flag of ['list', 'add', 'edit', 'detail', 'statistics']) {
      for (const meta of ['CUSTOMER', 'meta-order']) {
        const r = await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { metaId: meta, flag });
        expect(r.code, `${meta}/${flag}`).toBe('0');
        expect(r.data.FLAG).toBe(flag);
        expect(() => JSON5.parse(r.data.CONTENT)).not.toThrow();
      }
    }
    const stat = JSON5.parse((await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { metaId: 'CUSTOMER', flag: 'statistics' })).data.CONTENT);
    expect(stat.statistics).toEqual({ groupBy: 'LEVEL', sum: ['CREDIT'], chart: 'bar' });
    expect((await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { metaId: 'PRODUCT', flag: 'list' })).code).toBe('0');
    expect((await bob.get('FM_PAGE_CONFIG', 'getPageConfig', { metaId: 'PRODUCT', flag: 'add' })).code).toBe('error.notfound');
    expect((await bob.get('FM_PAGE_CONFIG', 'getPageConfig', {})).code).toBe('error.param');
  });
});
