import type { PlatformContext } from '../instance/context.ts';
import type { KeyValueStorage } from '../instance/env.ts';
import type { Http } from '../http/index.ts';
import type { AppConfig } from '../state/index.ts';
import { mergeAppConfig, systemIdKey } from './app-config.ts';
import type { InitInfo } from './app-config.ts';
import { decodeMessages } from './records.ts';
import type { PlatformMessage, SystemVariable } from './records.ts';

/** getInitInfo by service id, or by client, system and service codes (default: the route's). */
export type AppConfigQuery = { id: string } | { clientCode?: string; systemCode?: string; serviceCode?: string };

type CallCodes = { client?: string; system?: string };

export interface SessionData {
  /** `silent`: the caller deals with a failure itself (nothing is shown). */
  loadAppConfig(query?: AppConfigQuery, options?: { silent?: boolean }): Promise<AppConfig>;
  loadMessages(filter?: { type?: string; scope?: string; system?: string }): Promise<PlatformMessage[]>;
  /** FM_SEARCH_PARAM rows by ORDER_NUM: meta's loadSystemVariables (which also fills its store). */
  loadSystemVariables(): Promise<readonly SystemVariable[]>;
  /** `codes`: the client and system to record under (the route guard's, for the route being visited). */
  visitService(serviceId: string, codes?: CallCodes): Promise<unknown>;
  getShortUrl(url: string): Promise<string>;
  /** `silent`: the caller shows the failure itself (the route guard does); `client`/`system` as visitService. */
  getLongUrl(link: string, options?: { silent?: boolean } & CallCodes): Promise<string>;
}

/** Spec §9: the system id is kept under a fixed prefix plus the client id (a new window reads it). */
function storeSystemId(storage: KeyValueStorage, config: AppConfig): void {
  const clientId = config['CLIENT|ID'];
  const systemId = config['SYSTEM|ID'];
  if (clientId === undefined || clientId === null || systemId === undefined || systemId === null) return;
  try {
    storage.setItem(systemIdKey(String(clientId)), String(systemId));
  } catch {
    // A full or blocked storage only costs the remembered system id.
  }
}

/** The session's reads of spec §7 that need no login state: app config, messages, variables, links. */
export function createSessionData(context: PlatformContext, http: Http, loadSystemVariables: () => Promise<readonly SystemVariable[]>): SessionData {
  const { state } = context;

  async function loadMessages(filter: { type?: string; scope?: string; system?: string } = {}): Promise<PlatformMessage[]> {
    const system = filter.system ?? http.codes().system;
    const conditions = [
      { field: 'TYPE', mode: 'equal', value: filter.type ?? 'page' },
      { join: 'or', field: 'SCOPE', mode: 'equal', value: filter.scope ?? 'frame' },
      { join: 'or', field: 'SYSTEM', mode: 'equal', value: system },
    ];
    const reply = await http.request<{ entitys?: unknown[]; encrypt?: unknown }>({
      entity: 'FM_MESSAGE',
      action: 'list',
      data: { conditions },
    });
    return decodeMessages(reply);
  }

  async function loadAppConfig(query?: AppConfigQuery, options: { silent?: boolean } = {}): Promise<AppConfig> {
    const params = query && 'id' in query ? { id: query.id } : appCodes(query);
    // Asked under the codes it names, not those of the route still shown (the guard runs before it changes).
    const codes = 'clientCode' in params ? { client: params.clientCode, system: params.systemCode } : {};
    const info = await http.request<InitInfo>({ entity: 'FM_MGN_SYSTEM', action: 'getInitInfo', params, ...codes, silent: options.silent });
    const { appConfig, clientConfig } = mergeAppConfig(info ?? {});
    state.$clientConfig.set(clientConfig);
    state.$appConfig.set(appConfig);
    storeSystemId(context.env.storage, appConfig);
    return appConfig;
  }

  function appCodes(query: { clientCode?: string; systemCode?: string; serviceCode?: string } = {}) {
    const codes = http.codes({ client: query.clientCode, system: query.systemCode });
    const serviceCode = query.serviceCode ?? state.$route.get()?.params.app ?? context.env.settings.defaultApp;
    return { clientCode: codes.client, systemCode: codes.system, serviceCode };
  }

  // A short link always leads to the same address: asked once per link (the guard may run twice
  // for one arrival), and asked again only after a failure.
  const longUrls = new Map<string, Promise<string>>();
  function getLongUrl(link: string, { silent, client, system }: { silent?: boolean } & CallCodes = {}): Promise<string> {
    const key = `${client ?? ''}|${system ?? ''}|${link}`;
    let pending = longUrls.get(key);
    if (!pending) {
      pending = http
        .request<{ url: string }>({ entity: 'FM_URL_MAP', action: 'getLongUrl', params: { url: link }, silent, client, system })
        .then((reply) => reply.url);
      pending.catch(() => longUrls.delete(key));
      longUrls.set(key, pending);
    }
    return pending;
  }

  return {
    loadAppConfig,
    loadMessages,
    loadSystemVariables,
    visitService: (serviceId, codes = {}) =>
      http.request({ entity: 'FM_USER_SERVICE_VISIT_RECORD', action: 'visitService', params: { serviceId }, ...codes, silent: true }),
    getShortUrl: async (url) => (await http.request<{ link: string }>({ entity: 'FM_URL_MAP', action: 'getShortUrl', params: { url } })).link,
    getLongUrl,
  };
}
