import { PlatformError } from '../errors/index.ts';
import type { Http } from '../http/index.ts';

type Row = Record<string, unknown>;

/** FM_SYSTEM's link attribute to its client (spec §7 "find on FM_SYSTEM (link client, ...)"). */
const CLIENT_LINK = 'CLIENT';

/** Platform records the shell looks up by code or id (spec §7 "Specific calls"). */
export interface SessionDirectory {
  /** FM_FILE/get by id: the file's record (`bean.data`); rejected without an id, with no call made. */
  fileInfo(id: string): Promise<Row | undefined>;
  /** FM_SYSTEM/getSystemInfo with the system id and the application name. */
  systemInfo(systemId: string, appName?: string): Promise<Row>;
  /** FM_SYSTEM/find: the system of a client (link client, scope client code and system code). */
  findSystem(clientCode: string, systemCode: string): Promise<Row | undefined>;
  /** FM_CLIENT/find: a client by code. */
  findClient(code: string): Promise<Row | undefined>;
}

export function createDirectory(http: Http): SessionDirectory {
  // The call goes out under the client it asks about, so it works before any route names one.
  const first = async (entity: string, query: Row, client: string) =>
    (await http.request<{ entitys?: Row[] }>({ entity, action: 'find', data: query, client }))?.entitys?.[0];

  return {
    async fileInfo(id) {
      if (!id) throw new PlatformError('error.param', '');
      const reply = await http.request<{ bean?: { data?: Row } }>({ entity: 'FM_FILE', action: 'get', params: { id } });
      return reply?.bean?.data;
    },
    systemInfo: (systemId, appName) => http.request<Row>({ entity: 'FM_SYSTEM', action: 'getSystemInfo', params: { systemId, appName } }),
    // The link names the client relation that the scope's `CLIENT|CODE` walks through (spec §7).
    findSystem: (clientCode, systemCode) => first('FM_SYSTEM', { link: [CLIENT_LINK], scope: { 'CLIENT|CODE': clientCode, CODE: systemCode } }, clientCode),
    findClient: (code) => first('FM_CLIENT', { scope: { CODE: code } }, code),
  };
}
