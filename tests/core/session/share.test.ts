// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAddress, recordFromAddress, shareRecord } from '../../../core/session/share.ts';
import { readAddress } from '../../../core/router/index.ts';
import { startTestServer } from '../../support/server.ts';
import type { TestServer } from '../../support/server.ts';
import { shellOn } from './server-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const codes = { client: 'demo', system: 'crm', app: 'sales' };

describe('sharing a record (spec §7 getShortUrl, §2 /s/{link})', () => {
  it('the long address is the app address without a role, the record in its query', () => {
    expect(recordAddress(codes, { entity: 'CUSTOMER', recordId: '6' })).toBe('/app/demo/crm/sales?open=detail&entity=CUSTOMER&recordId=6');
    expect(recordAddress(codes, { kind: 'detail', pageId: 'page-customer-detail', recordId: 'a b&c' })).toBe(
      '/app/demo/crm/sales?open=detail&pageId=page-customer-detail&recordId=a+b%26c',
    );
  });

  it('an arrival address names the record only when it names the kind, the record and its entity or page', () => {
    expect(recordFromAddress({ open: 'detail', entity: 'CUSTOMER', recordId: '6' })).toEqual({
      kind: 'detail',
      entity: 'CUSTOMER',
      recordId: '6',
      pageId: undefined,
    });
    expect(recordFromAddress({ open: 'detail', recordId: '6' })).toBeNull();
    expect(recordFromAddress({ entity: 'CUSTOMER', recordId: '6' })).toBeNull();
    expect(recordFromAddress({ menuId: 'mod-customer-list' })).toBeNull();
    expect(recordFromAddress(undefined)).toBeNull();
  });

  it('makes a short link on the server that resolves back to the record', async () => {
    const shell = shellOn(server.url);
    await shell.session.login({ account: 'bob', password: 'demo123' });
    const address = await shareRecord(
      codes,
      { entity: 'CUSTOMER', recordId: '6' },
      {
        getShortUrl: (url) => shell.session.getShortUrl(url),
        shortAddress: (link) => `${server.url}/#/s/${link}`,
      },
    );
    const link = /#\/s\/([\w-]+)$/.exec(address)?.[1];
    expect(link).toBeTruthy();
    const long = await shell.session.getLongUrl(link!);
    const arrival = readAddress(`${server.url}/#${long}`, { mode: 'hash', base: '' });
    expect(arrival.path).toBe('/app/demo/crm/sales');
    expect(recordFromAddress(arrival.query)).toMatchObject({ kind: 'detail', entity: 'CUSTOMER', recordId: '6' });
  });

  it('asks the server for a short link once, however often the link is followed', async () => {
    const shell = shellOn(server.url);
    await shell.session.login({ account: 'bob', password: 'demo123' });
    const link = /#\/s\/([\w-]+)$/.exec(
      await shareRecord(
        codes,
        { entity: 'CUSTOMER', recordId: '7' },
        { getShortUrl: (url) => shell.session.getShortUrl(url), shortAddress: (l) => `${server.url}/#/s/${l}` },
      ),
    )?.[1];
    const asked = () => shell.seen.filter((call) => call.url.includes('getLongUrl')).length;
    const longs = await Promise.all([shell.session.getLongUrl(link!), shell.session.getLongUrl(link!)]);
    expect(await shell.session.getLongUrl(link!)).toBe(longs[0]);
    expect(longs[1]).toBe(longs[0]);
    expect(asked()).toBe(1);
    // A failed lookup is not remembered: the next follow asks again.
    await expect(shell.session.getLongUrl('no-such-link', { silent: true })).rejects.toBeTruthy();
    await expect(shell.session.getLongUrl('no-such-link', { silent: true })).rejects.toBeTruthy();
    expect(asked()).toBe(3);
  });
});
