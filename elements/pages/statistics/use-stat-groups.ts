/**
 * The groups of a statistics page as the entity's `stat` call gives them (core/reports
 * `openStatGroups`): null while they load, read again when the grouping, the sums, the search or
 * the attempt change (the controller compares them by value).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { StatGroup } from '../../../core/reports/index.ts';
import type { Condition } from '../kit/conditions.ts';
import type { EntityMeta } from '../kit/types.ts';
import { useConcept } from '../../shared/use-concept.ts';

export type Group = StatGroup;

interface Input {
  meta: EntityMeta | undefined;
  groupBy: string | undefined;
  sums: string[];
  conditions: Condition[];
  attempt: number;
}

export function useStatGroups({ meta, groupBy, sums, conditions, attempt }: Input): { groups: Group[] | null; error?: Error } {
  const reports = useConcept('reports');
  const [stats] = useState(() => reports.openStatGroups());
  const groups = useStore(stats.$groups);
  const error = useStore(stats.$error);
  useEffect(() => {
    // Without a grouping there is no call to make; the page says why instead (noGroupBy).
    if (!meta || !groupBy) return;
    stats.load({ entity: meta.id || meta.code, groupBy, sum: sums, conditions }, attempt);
  }, [stats, meta, groupBy, sums, conditions, attempt]);
  useEffect(() => () => stats.stop(), [stats]);
  return { groups, error };
}
