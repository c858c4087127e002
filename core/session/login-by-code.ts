/**
 * Sign-in with the OAuth code a messaging browser brings to its entry path (DESIGN §4,
 * FM_USER/loginByCode, which answers as checkLoginNoDecrypt). Only the token is kept: the route
 * guard loads the user next, as after any arrival. Loaded on demand, so that it stays out of
 * core's first chunk: only pages opened inside those browsers use it.
 */
import type { Http } from '../http/index.ts';
import { USER_ENTITY } from './user.ts';

export type CodeLoginHttp = Pick<Http, 'request' | 'codes'> & { token: Pick<Http['token'], 'set'> };

export async function loginByCode(http: CodeLoginHttp, platform: 'wxwork' | 'dingtalk', code: string): Promise<void> {
  const client = http.codes().client;
  // Silent: the route guard shows a refused code itself, then the app's login follows.
  const reply = await http.request<{ token?: string }>({
    entity: USER_ENTITY,
    action: 'loginByCode',
    method: 'POST',
    data: { code, platform },
    client,
    silent: true,
  });
  if (reply?.token) http.token.set(reply.token, client);
}
