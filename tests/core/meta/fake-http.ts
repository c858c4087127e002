import { PlatformError } from '../../../core/errors/index.ts';
import { createContext } from '../../../core/instance/index.ts';
import type { PlatformEnv } from '../../../core/instance/index.ts';
import { createMeta } from '../../../core/meta/index.ts';
import type { MetaHttp, MetaRequest } from '../../../core/meta/index.ts';

type Reply = unknown | ((spec: MetaRequest) => unknown);

/** A request layer in memory: replies by `ENTITY/action`, failures as PlatformErrors, a call log. */
export function createFakeHttp(replies: Record<string, Reply> = {}) {
  const calls: MetaRequest[] = [];
  const http: MetaHttp & { calls: MetaRequest[]; replies: Record<string, Reply>; count(route: string): number } = {
    calls,
    replies,
    count: (route) => calls.filter((call) => `${call.entity}/${call.action}` === route).length,
    async request<T>(spec: MetaRequest): Promise<T> {
      calls.push(spec);
      await Promise.resolve();
      const route = `${spec.entity}/${spec.action}`;
      if (!(route in replies)) throw new PlatformError('error.notfound', `no reply for ${route}`);
      const reply = replies[route];
      const value = typeof reply === 'function' ? (reply as (spec: MetaRequest) => unknown)(spec) : reply;
      if (value instanceof Error) throw value;
      return structuredClone(value) as T;
    },
  };
  return http;
}

export function setup(replies: Record<string, Reply> = {}, env: PlatformEnv = {}) {
  const context = createContext({ console: { error() {}, warn() {}, info() {}, log() {} }, ...env });
  const http = createFakeHttp(replies);
  const meta = createMeta(context, { http });
  return { context, http, meta };
}

export const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `a-${name}`,
  name,
  label: name,
  labels: { '010': `${name}中文`, '011': `${name} en` },
  dataType: 'string',
  isRequired: '0',
  orderNum: 1,
  busiKey: '0',
  ...extra,
});

export const customerMeta = () => ({
  id: 'E1',
  code: 'CUSTOMER',
  name: 'CUSTOMER',
  label: '客户',
  keyType: 'derive',
  keyNames: ['ID'],
  attributes: [
    attribute('NAME', { orderNum: 2, isRequired: '1', busiKey: '1' }),
    attribute('ID', { orderNum: 0 }),
    attribute('LEVEL', { orderNum: 3, dataType: 'code', codeKey: 'CUSTOMER_LEVEL' }),
    attribute('LOG_C_TIME', { orderNum: 90 }),
    attribute('LOG_C_USER', { orderNum: 91 }),
    attribute('LOG_U_TIME', { orderNum: 92 }),
    attribute('LOG_U_USER', { orderNum: 93 }),
  ],
  relatedEntitys: [{ id: 'E2', code: 'CONTACT', flag: '1', title: '联系人', linkAttri: 'CUSTOMER_ID' }],
  relations: [
    { id: 'R2', code: 'orders', entityA: 'CUSTOMER', entityB: 'ORDER', flag: '1', linkAttri: 'CUSTOMER_ID', viewCascade: '0', relationSort: 2, title: '订单' },
    {
      id: 'R1',
      code: 'contacts',
      entityA: 'CUSTOMER',
      entityB: 'CONTACT',
      flag: '1',
      linkAttri: 'CUSTOMER_ID',
      viewCascade: '1',
      relationSort: 1,
      title: '联系人',
    },
  ],
  operates: [{ name: 'add', label: '新增', type: 'open' }],
  searchFields: ['NAME', 'LOG_C_TIME'],
  addPage: 'P_ADD',
  clientCode: 'demo',
  systemCode: 'crm',
});
