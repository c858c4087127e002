// @vitest-environment node
import { openStore } from '../../../demo/server/db/schema.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../demo/server/index.ts';
import { startTestServer, type LoginResult, type TestServer } from '../../support/server.ts';
import { client, type Client } from './client.ts';

let srv: TestServer;
let anon: Client;
let bob: Client;
let bobSession: LoginResult;

beforeAll(async () => {
  srv = await startTestServer();
  anon = client(srv);
  bobSession = await srv.login('bob');
  bob = client(srv, bobSession);
});
afterAll(() => srv.close());

describe('app, client and system', () => {
  it('getInitInfo by client, system and service code returns service, client, system and versionVary', async () => {
    const r = await anon.get('FM_MGN_SYSTEM', 'getInitInfo', { clientCode: 'demo', systemCode: 'crm', serviceCode: 'sales' }, { system: 'mgn' });
    expect(r.code).toBe('0');
    expect(r.data.service.data).toMatchObject({
      ID: 'service-sales',
      CODE: 'sales',
      NAME: '销售管理',
      SYSTEM: 'system-crm',
      CLIENT: 'client-demo',
      LANGUAGE_DEFAULT: '010',
    });
    expect(r.data.client.data).toEqual({ ID: 'client-demo', CODE: 'demo', NAME: '演示企业', DEFAULT_LANGUAGE: '010' });
    expect(r.data.system.data).toMatchObject({ ID: 'system-crm', CODE: 'crm' });
    expect(r.data.versionVary).toBe(false);
  });

  it('getInitInfo by id; the legacy service has versionVary; the open one extends competence to all roles', async () => {
    expect((await anon.get('FM_MGN_SYSTEM', 'getInitInfo', { id: 'service-legacy' })).data.versionVary).toBe(true);
    expect((await anon.get('FM_MGN_SYSTEM', 'getInitInfo', { id: 'service-open' })).data.service.data.EXTEND_OF_COMPETENCE).toBe('allRole');
    const frame = await anon.get('FM_MGN_SYSTEM', 'getInitInfo', { clientCode: 'demo', systemCode: 'frame', serviceCode: 'hall' });
    expect(frame.data.service.data.CODE).toBe('hall');
    expect((await anon.get('FM_MGN_SYSTEM', 'getInitInfo', { clientCode: 'demo', systemCode: 'crm', serviceCode: 'nope' })).code).toBe('error.notfound');
  });

  it('getSystemInfo returns the system and its services', async () => {
    const r = await anon.get('FM_SYSTEM', 'getSystemInfo', { systemId: 'system-crm', appName: 'sales' });
    expect(r.data.system).toMatchObject({ ID: 'system-crm', CODE: 'crm' });
    expect(r.data.services.map((s: { CODE: string }) => s.CODE).sort()).toEqual(['legacy', 'open', 'sales']);
  });

  it('FM_SYSTEM find by client code and system code; FM_CLIENT find by code', async () => {
    const s = await anon.post('FM_SYSTEM', 'find', { scope: { 'CLIENT|CODE': 'demo', CODE: 'crm' } });
    expect(s.data.total).toBe(1);
    expect(s.data.entitys[0]).toMatchObject({ ID: 'system-crm', CODE: 'crm', 'CLIENT|CODE': 'demo' });
    const linked = await anon.post('FM_SYSTEM', 'find', { link: ['CLIENT'], scope: { 'CLIENT|CODE': 'demo', CODE: 'crm' } });
    expect(linked.data.entitys).toEqual(s.data.entitys);
    const unknown = await anon.post('FM_SYSTEM', 'find', { link: ['NOPE'], scope: { 'CLIENT|CODE': 'demo', CODE: 'crm' } });
    expect(unknown).toMatchObject({ code: 'error.param', msg: '实体 FM_SYSTEM 没有字段 "NOPE"' });
    const c = await anon.post('FM_CLIENT', 'find', { scope: { CODE: 'demo' } });
    expect(c.data.entitys).toEqual([{ ID: 'client-demo', CODE: 'demo', NAME: '演示企业', DEFAULT_LANGUAGE: '010' }]);
  });

  it('visitService records a visit and counts them', async () => {
    const a = await bob.get('FM_USER_SERVICE_VISIT_RECORD', 'visitService', { serviceId: 'service-sales' });
    const b = await bob.get('FM_USER_SERVICE_VISIT_RECORD', 'visitService', { serviceId: 'service-sales' });
    expect(b.data.count).toBe(a.data.count + 1);
    expect((await bob.get('FM_USER_SERVICE_VISIT_RECORD', 'visitService', { serviceId: 'nope' })).code).toBe('error.notfound');
    expect((await anon.get('FM_USER_SERVICE_VISIT_RECORD', 'visitService', { serviceId: 'service-sales' })).code).toBe('error.nologin');
  });

  it('getShortUrl makes a stable link and getLongUrl resolves it', async () => {
    const long = '/app/demo/crm/sales?menuId=mod-order-list&x=1';
    const a = await bob.get('FM_URL_MAP', 'getShortUrl', { url: long });
    expect(a.data.link).toMatch(/^[A-Za-z0-9_-]{6,8}$/);
    expect((await bob.get('FM_URL_MAP', 'getShortUrl', { url: long })).data.link).toBe(a.data.link);
    expect((await anon.get('FM_URL_MAP', 'getLongUrl', { url: a.data.link })).data).toEqual({ url: long });
    expect((await anon.get('FM_URL_MAP', 'getLongUrl', { url: 'crm-home' })).data.url).toBe('/app/demo/crm/sales');
    expect((await anon.get('FM_URL_MAP', 'getLongUrl', { url: 'missing' })).code).toBe('error.notfound');
  });

  it('visitService and getShortUrl are writes: a token in the address, or the cookie without the XSRF value, stores nothing', async () => {
    const rows = (): { visits: number; links: number } => {
      const db = openStore(srv.dbPath);
      try {
        const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
        return { visits: count('FM_USER_SERVICE_VISIT_RECORD'), links: count('FM_URL_MAP') };
      } finally {
        db.close();
      }
    };
    const calls = [
      ['FM_USER_SERVICE_VISIT_RECORD', 'visitService', { serviceId: 'service-sales' }],
      ['FM_URL_MAP', 'getShortUrl', { url: '/app/demo/crm/sales?open=detail&entity=CUSTOMER&recordId=2' }],
    ] as const;
    const before = rows();
    for (const [entity, action, query] of calls) {
      // A link carrying the token (and even the XSRF value) only ever reads.
      const linked = await anon.get(entity, action, { ...query, token: bobSession.token, xsrf_token: bobSession.xsrf });
      expect(linked).toMatchObject({ code: 'error.nologin', msg: '地址中的令牌只能用于读取，修改数据需要登录凭据' });
      // The session cookie alone, as another site's page could make the browser send it.
      const cookieOnly = { headers: { Cookie: `PLATFORM_SESSION=${bobSession.token}; XSRF-TOKEN=${bobSession.xsrf}` } };
      expect((await anon.get(entity, action, query, cookieOnly)).code).toBe('error.xsrf');
      expect((await anon.post(entity, action, query, cookieOnly)).code).toBe('error.xsrf');
      expect((await anon.get(entity, action, query, { headers: { ...cookieOnly.headers, xsrf_token: 'not-the-session-value' } })).code).toBe('error.xsrf');
    }
    expect(rows()).toEqual(before);
    // As the shell calls them: GET with the session cookie (or the Bearer header) and the XSRF header.
    const shell = { headers: { Cookie: `PLATFORM_SESSION=${bobSession.token}; XSRF-TOKEN=${bobSession.xsrf}`, xsrf_token: bobSession.xsrf } };
    for (const [entity, action, query] of calls) expect((await anon.get(entity, action, query, shell)).code).toBe('0');
    expect(rows()).toEqual({ visits: before.visits + 1, links: before.links + 1 });
    expect((await bob.post('FM_USER_SERVICE_VISIT_RECORD', 'visitService', { serviceId: 'service-sales' })).code).toBe('0');
  });

  it('getShortUrl keeps only http(s) addresses and paths of this site, refusing others with a readable message', async () => {
    const refused = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example/x',
      '//evil.example/app',
      '/\\evil.example/app',
      '/\t/evil.example',
      '/app/demo\ncrm',
      'http:/evil.example',
      'https://',
      'app/demo/crm/sales',
      'mailto:someone@example.com',
    ];
    for (const url of refused) {
      const zh = await bob.get('FM_URL_MAP', 'getShortUrl', { url });
      expect([url, zh]).toEqual([url, { code: 'error.param', msg: 'url 只能是 http(s) 地址或本站路径（以 / 开头）', data: null }]);
    }
    const en = await bob.post('FM_URL_MAP', 'getShortUrl', { url: 'javascript:alert(1)' }, { headers: { Language: '011' } });
    expect(en).toMatchObject({ code: 'error.param', msg: 'url must be an http(s) address or a path on this site (starting with /)' });
    for (const url of [
      '/app/demo/crm/sales?open=detail&entity=CUSTOMER&recordId=3',
      'https://crm.example.com/index.html#/app/demo/crm/sales',
      'HTTP://host:8080/index.html#/app/demo/crm/sales?tab=2',
    ]) {
      const made = await bob.get('FM_URL_MAP', 'getShortUrl', { url });
      expect(made.code, url).toBe('0');
      expect((await anon.get('FM_URL_MAP', 'getLongUrl', { url: made.data.link })).data).toEqual({ url });
    }
  });

  it('FM_MESSAGE list: plain sets, and the crm set base64-encoded with encrypt "1"', async () => {
    const page = await anon.post('FM_MESSAGE', 'list', { conditions: [{ field: 'TYPE', mode: 'equal', value: 'page' }] });
    expect(page.data.encrypt).toBe('0');
    expect(page.data.entitys.map((m: { NAME: string }) => m.NAME)).toEqual(['list.empty', 'form.saved']);
    const frame = await anon.post('FM_MESSAGE', 'list', { conditions: [{ field: 'SCOPE', mode: 'equal', value: 'frame' }] });
    expect(frame.data.entitys.find((m: { NAME: string }) => m.NAME === 'frame.welcome')).toMatchObject({
      NAME: 'frame.welcome',
      CONTENT: '欢迎使用演示平台',
      TYPE: 'notice',
      SCOPE: 'frame',
    });
    const crm = await anon.post('FM_MESSAGE', 'list', { conditions: [{ field: 'SYSTEM', mode: 'equal', value: 'crm' }] });
    expect(crm.data.encrypt).toBe('1');
    const first = crm.data.entitys[0];
    expect(Buffer.from(first.NAME, 'base64').toString('utf8')).toBe('crm.customer.hint');
    expect(Buffer.from(first.CONTENT, 'base64').toString('utf8')).toBe('请先维护客户等级，再录入订单');
  });

  it('FM_SEARCH_PARAM list is ordered by ORDER_NUM', async () => {
    const r = await anon.post('FM_SEARCH_PARAM', 'list', { sort: [{ field: 'ORDER_NUM', order: 'asc' }] });
    expect(r.data.entitys.map((v: { NAME: string }) => v.NAME)).toEqual(['companyName', 'currentYear', 'defaultRegion', 'supportPhone', 'maxExportRows']);
    expect(r.data.entitys[0]).toMatchObject({ VALUE: '演示贸易有限公司', ORDER_NUM: 1 });
  });

  it('listWebpackUrl lists the bundle paths of a business system, and they are served', async () => {
    const r = await anon.get('FM_SYSTEM_WEBPACK', 'listWebpackUrl', { system: 'crm' });
    expect(r.data.entitys).toEqual([{ CODE: 'crm-main', SYSTEM: 'crm', path: ['/bundles/crm/crm-bundle.js', '/bundles/crm/crm-bundle.css'] }]);
    const js = await fetch(`${srv.url}/bundles/crm/crm-bundle.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain('frame.registry');
    const css = await fetch(`${srv.url}/bundles/crm/crm-bundle.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await anon.get('FM_SYSTEM_WEBPACK', 'listWebpackUrl', { system: 'other' })).data.entitys).toEqual([]);
  });

  it('FM_HELP rows read through the generic actions', async () => {
    const r = await bob.get('FM_HELP', 'get', { id: 'help-sales' });
    expect(r.data.bean.data).toMatchObject({ CODE: 'sales-guide', TITLE: '销售管理使用说明' });
    expect((await bob.post('FM_HELP', 'save', { data: { ID: 'x' } })).code).toBe('error.forbidden');
  });
});

describe('files', () => {
  it('FM_FILE get returns the file record, and is rejected without an id', async () => {
    const r = await bob.get('FM_FILE', 'get', { id: 'file-contract' });
    expect(r.data.bean.data).toMatchObject({ ID: 'file-contract', NAME: '客户合同-示例.pdf', TYPE: 'application/pdf' });
    expect(r.data.bean.data.SIZE).toBeGreaterThan(1000);
    expect(await bob.get('FM_FILE', 'get', {})).toMatchObject({ code: 'error.param', msg: '缺少文件编号 id' });
  });

  it('download answers a real multi-page PDF with a UTF-8 Chinese file name', async () => {
    const res = await fetch(`${srv.url}/api/v1/demo/crm/download?id=file-contract&token=${bobSession.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="____-__.pdf"; filename*=UTF-8''${encodeURIComponent('客户合同-示例.pdf')}`);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Count 3');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  it('the PDF opens in pdf.js with its pages', async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const res = await fetch(`${srv.url}/api/v1/demo/crm/download?id=file-manual&token=${bobSession.token}`);
    const standardFontDataUrl = `${join(process.cwd(), 'node_modules', 'pdfjs-dist', 'standard_fonts')}/`;
    const doc = await pdfjs.getDocument({ data: new Uint8Array(await res.arrayBuffer()), standardFontDataUrl }).promise;
    expect(doc.numPages).toBe(5);
    const text = await (await doc.getPage(2)).getTextContent();
    expect(text.items.map((i) => ('str' in i ? i.str : '')).join(' ')).toContain('Chapter 2');
    await doc.destroy();
  });

  it('onlineview answers the file inline; a missing file answers a JSON envelope', async () => {
    const res = await fetch(`${srv.url}/api/v1/demo/crm/onlineview?fileId=file-manual&token=${bobSession.token}`);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
    const missing = await fetch(`${srv.url}/api/v1/demo/crm/download?id=nope&token=${bobSession.token}`);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    expect(await missing.json()).toMatchObject({ code: 'error.notfound' });
    const anonymous = await fetch(`${srv.url}/api/v1/demo/crm/download?id=file-contract`);
    expect(await anonymous.json()).toMatchObject({ code: 'error.nologin' });
  });

  it('FM_FILE upload stores a FormData file that can be downloaded again', async () => {
    const form = new FormData();
    form.append('file', new Blob(['季度报告 Q1'], { type: 'text/plain' }), '季度报告.txt');
    const res = await fetch(`${srv.url}/api/v1/demo/crm/FM_FILE/upload`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${bobSession.token}`, xsrf_token: bobSession.xsrf },
    });
    const json = await res.json();
    expect(json.code).toBe('0');
    expect(json.data.name).toBe('季度报告.txt');
    const back = await fetch(`${srv.url}/api/v1/demo/crm/download?id=${json.data.id}&token=${bobSession.token}`);
    expect(await back.text()).toBe('季度报告 Q1');
    const empty = await fetch(`${srv.url}/api/v1/demo/crm/FM_FILE/upload`, {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${bobSession.token}`, xsrf_token: bobSession.xsrf },
    });
    expect((await empty.json()).code).toBe('error.param');
  });
});

describe('static files', () => {
  it('serves pages with their MIME types and refuses directory traversal', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(root, 'app.js'), 'export {}');
    const s = await startServer({ port: 0, dbPath: join(root, 'db.sqlite'), staticRoots: { '/': root } });
    try {
      const index = await fetch(`${s.url}/`);
      expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await index.text()).toContain('shell');
      expect((await fetch(`${s.url}/app.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect((await fetch(`${s.url}/missing.html`)).status).toBe(404);
      for (const p of ['/..%2fdb.sqlite', '/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5cetc%5cpasswd', '/%00']) {
        const r = await fetch(`${s.url}${p}`);
        expect([400, 404]).toContain(r.status);
      }
      expect((await fetch(`${s.url}/__test/count`)).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
