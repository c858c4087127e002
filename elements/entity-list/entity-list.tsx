/** `<entity-list>`: the entity list page on its own in a host page, with its events. */
import { useMemo } from 'react';
import { emit } from '../shared/emit.ts';
import { useHost } from '../shared/host.tsx';
import { usePlatform } from '../shared/platform.ts';
import { useSameValue } from '../shared/use-same-value.ts';
import ListPage from '../pages/list/ListPage.tsx';
import type { EntityListProps, SelectionChangeDetail, ActionRequestDetail, ActionDoneDetail } from './entity-list.types.ts';
import { EntityPageBoundary, useCheckedConfig } from '../pages/kit/boundary.tsx';
import { PageServicesContext } from '../pages/kit/services.ts';
import { createPageServices } from '../pages/kit/services-core.ts';
import { SessionGate } from '../pages/kit/SessionGate.tsx';
import { SharedNotifications } from '../pages/kit/notices.tsx';
import type { Condition } from '../pages/kit/conditions.ts';

export type { ActionDoneDetail, ActionRequestDetail, EntityListProps, RowOpenDetail, SelectionChangeDetail } from './entity-list.types.ts';

/** Query values become the strings placeholders read; a query that is not an object is none. */
function useStringQuery(query: unknown): { conditions?: Condition[]; values: Record<string, string> } {
  const record = query !== null && typeof query === 'object' && !Array.isArray(query) ? (query as Record<string, unknown>) : {};
  const { conditions, ...rest } = record;
  const key = JSON.stringify(rest);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `rest` by value: an equal query built afresh keeps its values object.
  const values = useMemo(() => Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])), [key]);
  return { conditions: Array.isArray(conditions) ? (conditions as Condition[]) : undefined, values };
}

function EntityListBody({ client, system, entity, pageId, flag, query, config }: EntityListProps) {
  const host = useHost();
  const platform = usePlatform();
  const services = useMemo(() => createPageServices(platform, { standalone: true }), [platform]);
  // An equal but new query or config (a host's inline object) is the one of the last render.
  const { conditions, values } = useStringQuery(useSameValue(query));
  const checked = useCheckedConfig(useSameValue(config), 'entity-list config');
  return (
    <PageServicesContext.Provider value={services}>
      <SharedNotifications />
      <SessionGate platform={platform}>
        <ListPage
          kind="list"
          flag={flag || undefined}
          client={client}
          system={system}
          entity={entity}
          pageId={pageId || undefined}
          query={values}
          baseConditions={conditions}
          configOverride={checked}
          onRowOpen={(detail) => emit(host, 'row-open', detail, { cancelable: true })}
          onSelectionChange={(rows, keys) => emit<SelectionChangeDetail>(host, 'selection-change', { rows, keys })}
          onActionRequest={(detail) => emit<ActionRequestDetail>(host, 'action-request', detail, { cancelable: true })}
          onActionDone={(detail) => emit<ActionDoneDetail>(host, 'action-done', detail)}
        />
      </SessionGate>
    </PageServicesContext.Provider>
  );
}

/** The list in a boundary of its own: a crash shows a panel in this element only. */
export function EntityList(props: EntityListProps) {
  return (
    <EntityPageBoundary region="list" page={{ entity: props.entity, pageId: props.pageId, flag: props.flag || 'list' }}>
      <EntityListBody {...props} />
    </EntityPageBoundary>
  );
}
