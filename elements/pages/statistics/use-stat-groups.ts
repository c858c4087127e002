/**
 * The groups of a statistics page as the entity's `stat` call gives them: null while they load,
 * read again when the grouping, the sums, the search or the attempt change.
 */
import { useEffect, useState } from 'react';
import type { Condition } from '../kit/conditions.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta } from '../kit/types.ts';

export interface Group {
  value: string | null;
  count: number;
  sums: Record<string, number>;
}

interface Input {
  meta: EntityMeta | undefined;
  groupBy: string | undefined;
  sums: string[];
  conditions: Condition[];
  attempt: number;
}

export function useStatGroups(services: PageServices, { meta, groupBy, sums, conditions, attempt }: Input): { groups: Group[] | null; error?: Error } {
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [error, setError] = useState<Error>();
  useEffect(() => {
    // Without a grouping there is no call to make; the page says why instead (noGroupBy).
    if (!meta || !groupBy) return undefined;
    let live = true;
    setGroups(null);
    setError(undefined);
    services
      .request<{ groups: Group[] }>({ entity: meta.id || meta.code, action: 'stat', method: 'POST', data: { groupBy, sum: sums, conditions }, silent: true })
      .then((reply) => live && setGroups(reply?.groups ?? []))
      .catch((e: Error) => live && setError(e));
    return () => {
      live = false;
    };
    // `sums` and `conditions` are compared by value: the page derives them anew each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, meta, groupBy, JSON.stringify(sums), JSON.stringify(conditions), attempt]);
  return { groups, error };
}
