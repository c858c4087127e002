// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let admin: Client;
let alice: Client;
const EN = { headers: { Language: '011' } };

beforeAll(async () => {
  srv = await startTestServer();
  admin = client(srv, await srv.login('admin'));
  alice = client(srv, await srv.login('alice'));
});
afterAll(() => srv.close());

describe('reference server: the words the shell shows, in English for Language 011', () => {
  it('notices come in English where the message has an English text, in Chinese otherwise', async () => {
    const conditions = [{ field: 'TYPE', mode: 'equal', value: 'notice' }];
    const zh = await alice.post('FM_MESSAGE', 'list', { conditions });
    const en = await alice.post('FM_MESSAGE', 'list', { conditions }, EN);
    const text = (reply: { data: { entitys: { CONTENT: string }[] } }) => reply.data.entitys.map((row) => row.CONTENT);
    expect(text(zh)).toContain('欢迎使用演示平台');
    expect(text(en)).toContain('Welcome to the demo platform');
    expect(text(en).join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('the app configuration carries NAME_EN beside NAME, so the shell can word the app in the language found later', async () => {
    const zh = await admin.get('FM_MGN_SYSTEM', 'getInitInfo', { clientCode: 'demo', systemCode: 'crm', serviceCode: 'sales' });
    expect(zh.data.service.data).toMatchObject({ NAME: '销售管理', NAME_EN: 'Sales' });
    const en = await admin.get('FM_MGN_SYSTEM', 'getInitInfo', { clientCode: 'demo', systemCode: 'crm', serviceCode: 'sales' }, EN);
    expect(en.data.service.data.NAME).toBe('Sales');
  });

  it("the user's name follows the request's language, with NAME_EN beside it", async () => {
    expect((await admin.get('FM_USER', 'getUser')).data.bean).toMatchObject({ NAME: '系统管理员', NAME_EN: 'Administrator' });
    expect((await admin.get('FM_USER', 'getUser', {}, EN)).data.bean.NAME).toBe('Administrator');
  });

  it('favourite modules carry their names in both languages', async () => {
    const reply = await alice.get('FM_USER', 'getMobileCurrentFavoriteModule');
    const list = reply.data as { ID: string; 'NAME.i18n': Record<string, string> }[];
    expect(list.find((m) => m.ID === 'mod-customer-list')?.['NAME.i18n']).toEqual({ '010': '客户列表', '011': 'Customer list' });
  });

  it('every role reaches the product manual from the top of the menu', async () => {
    const reply = await alice.get('FM_MODULE', 'getUserMenuTreeData', { serviceId: 'service-sales', roleId: 'role-sales', mode: 'pc' });
    const manual = (reply.data as { ID: string; FLAG: string; URL: string }[]).find((m) => m.ID === 'mod-manual');
    expect(manual).toMatchObject({ FLAG: 'pdf', URL: '/api/v1/demo/crm/onlineview?fileId=file-manual' });
  });
});
