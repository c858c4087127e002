/**
 * The user's linked services (spec §1: opened in a new window at
 * {root}/app/{client code}/{system code}/{service code}, spec §2). The user's `services` map
 * (spec §3 User) names them by id; their code and system come from FM_SERVICE (SYSTEM, CODE) and
 * the system's code from FM_SYSTEM (CODE), each read with the generic `find` of spec §7.
 * Loaded with the page concepts (the user menu asks after sign-in), not in core's first chunk.
 */
import type { Http } from '../http/index.ts';
import type { User } from '../state/index.ts';

export interface LinkedService {
  id: string;
  code: string;
  name: string;
  /** The code of the business system the service belongs to. */
  systemCode: string;
}

type Row = Record<string, unknown>;

/** The framework system's services (hall, client home, ...) have routes of their own (spec §2), not app addresses. */
const FRAMEWORK_SYSTEM_CODE = 'frame';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

async function rowsById(http: Http, entity: string, ids: readonly string[]): Promise<Row[]> {
  if (!ids.length) return [];
  const reply = await http.request<{ entitys?: unknown }>({
    entity,
    action: 'find',
    data: { conditions: [{ field: 'ID', mode: 'in', value: ids }], pageSize: Math.min(ids.length, 1000) },
    silent: true,
  });
  return Array.isArray(reply?.entitys) ? reply.entitys.filter((row): row is Row => Boolean(row) && typeof row === 'object') : [];
}

/**
 * The services the user holds a role in, business services only, in the order of the user's
 * map; a service whose record or system cannot be read is left out. Rejects when a call fails.
 */
export async function loadLinkedServices(http: Http, user: Pick<User, 'services'> | null | undefined): Promise<LinkedService[]> {
  const ids = Object.keys(user?.services ?? {});
  const services = await rowsById(http, 'FM_SERVICE', ids);
  const systemIds = [...new Set(services.map((row) => text(row.SYSTEM)).filter(Boolean))];
  const systemCodes = new Map((await rowsById(http, 'FM_SYSTEM', systemIds)).map((row) => [text(row.ID), text(row.CODE)]));
  const byId = new Map(services.map((row) => [text(row.ID), row]));
  const linked: LinkedService[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const code = text(row?.CODE);
    const systemCode = systemCodes.get(text(row?.SYSTEM)) ?? '';
    if (!row || !code || !systemCode || systemCode === FRAMEWORK_SYSTEM_CODE) continue;
    linked.push({ id, code, name: text(row.NAME) || code, systemCode });
  }
  return linked;
}
