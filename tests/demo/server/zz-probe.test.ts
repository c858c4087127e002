// @vitest-environment node
import { it } from 'vitest';
import { startTestServer } from '../../support/server.ts';
import { client } from './client.ts';
it('probe', async () => {
  let t = Date.now();
  const srv = await startTestServer();
  console.log('start', Date.now() - t);
  t = Date.now();
  const api = client(srv, await srv.login('bob'));
  console.log('login', Date.now() - t);
  for (let i = 0; i < 4; i++) {
    t = Date.now();
    const r = await api.post('CUSTOMER', 'getCount', {});
    console.log('getCount', r.code, Date.now() - t);
  }
  t = Date.now();
  await srv.hooks.fail('getCount', 2, { code: 'error.fail', msg: 'x' });
  console.log('hook', Date.now() - t);
  for (let i = 0; i < 3; i++) { t = Date.now(); const r = await api.post('ORDER', 'getCount', {}); console.log('getCount', r.code, Date.now() - t); }
  await srv.close();
}, 120000);
