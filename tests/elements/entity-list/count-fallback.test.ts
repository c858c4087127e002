/**
 * A platform server whose find does not count (no `total`): the list asks getCount (spec §7) for
 * a full page, and a short page says the total itself.
 */
import { createMemoryLocation, createMemoryStorage, createPlatform, setDefaultPlatform } from '../../../core/index.ts';
import type { Platform } from '../../../core/index.ts';
import { equal, match } from '../../support/assert.ts';
import { unmountAll, waitFor } from '../../support/dom.ts';
import { $, mountElement, PASSWORD, rowsOf } from '../pages/page-helpers.ts';

/** fetch that removes `total` from every find reply, as a server that never counts in find. */
const calls: string[] = [];
const uncountedFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const action = url.split('?')[0]!.split('/').pop()!;
  calls.push(action);
  const reply = await fetch(input, init);
  if (action !== 'find') return reply;
  const body = (await reply.json()) as { data?: { total?: number } };
  delete body.data?.total;
  return new Response(JSON.stringify(body), { status: reply.status, headers: reply.headers });
};

async function signedIn(): Promise<Platform> {
  const platform = createPlatform({
    fetch: uncountedFetch,
    settings: { ipBase: location.origin, serverConfigured: true, defaultClient: 'demo', defaultSystem: 'crm' },
    location: createMemoryLocation(`${location.origin}/`),
    storage: createMemoryStorage(),
  });
  setDefaultPlatform(platform);
  await platform.loadPageConcepts();
  await (platform as Platform & { session: { login(c: { account: string; password: string }): Promise<unknown> } }).session.login({
    account: 'admin',
    password: PASSWORD,
  });
  return platform;
}

describe('entity-list with a find that does not count', () => {
  afterEach(unmountAll);

  it('a full page asks getCount for the total; the pager shows the counted figure', async () => {
    const platform = await signedIn();
    const counted = await platform.http.request<{ count: number }>({ entity: 'CUSTOMER', action: 'getCount', method: 'POST', data: { conditions: [] } });
    calls.length = 0;
    const { root } = await mountElement('<entity-list entity="CUSTOMER" page-id="page-customer-list" style="display:block;height:640px"></entity-list>');
    await waitFor(() => rowsOf(root).length > 0, 'the first rows', 10000);
    await waitFor(() => $(root, '.pager-total')?.textContent?.includes(String(counted.count)), `the total ${counted.count}`, 10000);
    match($(root, '.pager-total')!.textContent, new RegExp(`共 ${counted.count} 条`));
    equal(calls.filter((c) => c === 'getCount').length, 1, 'one getCount for the page');
  });
});
