import { atom, computed, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { isRecord, num, text } from './read.ts';
import type { MetaServiceContext } from './service.ts';
import type { SystemVariable } from './types.ts';

export interface SystemVariables {
  /** FM_SEARCH_PARAM rows ordered by ORDER_NUM; loads itself when first watched. */
  $systemVariables: ReadableAtom<readonly SystemVariable[]>;
  /** `#{NAME}` → VALUE, for the `#{x}` placeholders of the rules engine. */
  $systemVariableMap: ReadableAtom<Readonly<Record<string, string>>>;
  /** Loads (again) now; rejects with the request's PlatformError. */
  loadSystemVariables(): Promise<readonly SystemVariable[]>;
  /** Loads once per user and client; concurrent callers share the load. Never rejects. */
  ensureSystemVariables(): Promise<readonly SystemVariable[]>;
  /** The current `#{NAME}` map; starts a background load the first time, so it may be empty then. */
  systemVariables(): Readonly<Record<string, string>>;
}

/** Reads FM_SEARCH_PARAM rows; ordered here too, so an unsorting server cannot reorder them. */
export function readSystemVariables(raw: unknown): SystemVariable[] {
  const rows = isRecord(raw) && Array.isArray(raw.entitys) ? raw.entitys : Array.isArray(raw) ? raw : [];
  return rows
    .filter(isRecord)
    .map((row) => ({ NAME: text(row.NAME), VALUE: text(row.VALUE), ORDER_NUM: num(row.ORDER_NUM) }))
    .filter((row) => row.NAME !== '')
    .sort((a, b) => a.ORDER_NUM - b.ORDER_NUM);
}

/** Only the request layer and the instance state are used; the session's fallback passes just these. */
export function createSystemVariables(service: Pick<MetaServiceContext, 'http' | 'context'>): SystemVariables {
  const { http, context } = service;
  const $systemVariables = atom<readonly SystemVariable[]>([]);
  const $systemVariableMap = computed($systemVariables, (rows) => {
    const map: Record<string, string> = {};
    for (const row of rows) map[`#{${row.NAME}}`] = row.VALUE;
    return Object.freeze(map);
  });
  let loaded: Promise<readonly SystemVariable[]> | undefined;
  // Counts user and client switches: a reply to a load begun before one is the last session's.
  let session = 0;

  async function load(silent: boolean): Promise<readonly SystemVariable[]> {
    const begun = session;
    const data = { sort: [{ field: 'ORDER_NUM', order: 'asc' }] };
    const raw = await http.request<unknown>({ entity: 'FM_SEARCH_PARAM', action: 'list', method: 'POST', data, silent });
    const rows = readSystemVariables(raw);
    if (begun === session) $systemVariables.set(rows);
    return rows;
  }

  function ensureSystemVariables(): Promise<readonly SystemVariable[]> {
    if (loaded) return loaded;
    const pending: Promise<readonly SystemVariable[]> = load(true).catch((error: unknown) => {
      // Forget the failure so that a later access retries, as the caches do (unless a switch
      // has already started a newer load).
      if (loaded === pending) loaded = undefined;
      context.env.console.warn(`FM_SEARCH_PARAM: ${error instanceof Error ? error.message : String(error)}`);
      return $systemVariables.get();
    });
    loaded = pending;
    return pending;
  }

  onMount($systemVariables, () => void ensureSystemVariables());
  // Variables are per client and may depend on the user: reload for a new user or client.
  const reset = () => {
    session += 1;
    loaded = undefined;
    $systemVariables.set([]);
    if (context.state.$user.get()) void ensureSystemVariables();
  };
  context.state.$user.listen((user, previous) => user?.id !== previous?.id && reset());
  context.state.$clientConfig.listen((config, previous) => previous && config?.CODE !== previous.CODE && reset());

  return {
    $systemVariables,
    $systemVariableMap,
    async loadSystemVariables() {
      const rows = await load(false);
      loaded = Promise.resolve(rows);
      return rows;
    },
    ensureSystemVariables,
    systemVariables() {
      if (!loaded) void ensureSystemVariables();
      return $systemVariableMap.get();
    },
  };
}
