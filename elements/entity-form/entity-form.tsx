/** `<entity-form>`: an add, edit or detail form on its own in a host page, with its events. */
import { useMemo } from 'react';
import { emit } from '../shared/emit.ts';
import { useHost } from '../shared/host.tsx';
import { usePlatform } from '../shared/platform.ts';
import { useSameValue } from '../shared/use-same-value.ts';
import FormPage from '../pages/form/FormPage.tsx';
import type { EntityFormProps, FormCancelDetail, FormSavedDetail, FormSubmitDetail } from './entity-form.types.ts';
import { EntityPageBoundary, useCheckedConfig } from '../pages/kit/boundary.tsx';
import { PageServicesContext } from '../pages/kit/services.ts';
import { createPageServices } from '../pages/kit/services-core.ts';
import { SessionGate } from '../pages/kit/SessionGate.tsx';
import { SharedNotifications } from '../pages/kit/notices.tsx';
import { formKind } from './form-kind.ts';

export type { EntityFormProps, FormCancelDetail, FormSavedDetail, FormSubmitDetail } from './entity-form.types.ts';

function EntityFormBody({ client, system, entity, pageId, state, recordId, values, config }: EntityFormProps) {
  const host = useHost();
  const platform = usePlatform();
  const services = useMemo(() => createPageServices(platform, { standalone: true }), [platform]);
  const kind = formKind(state);
  // An equal but new config or values object (a host's inline object) is the one of the last render.
  const checked = useCheckedConfig(useSameValue(config), 'entity-form config');
  const sameValues = useSameValue(values);
  // Initial values must be a record; anything else starts the form empty.
  const initial = sameValues !== null && typeof sameValues === 'object' && !Array.isArray(sameValues) ? sameValues : undefined;
  return (
    <PageServicesContext.Provider value={services}>
      <SharedNotifications />
      <SessionGate platform={platform}>
        <FormPage
          kind={kind}
          client={client}
          system={system}
          entity={entity}
          pageId={pageId || undefined}
          recordId={recordId || undefined}
          values={initial}
          configOverride={checked}
          onSubmitRequest={(detail) => emit<FormSubmitDetail>(host, 'form-submit', detail, { cancelable: true })}
          onSaved={(detail) => emit<FormSavedDetail>(host, 'form-saved', detail)}
          onCancel={() => emit<FormCancelDetail>(host, 'form-cancel', { state: kind, recordId })}
        />
      </SessionGate>
    </PageServicesContext.Provider>
  );
}

/** The form in a boundary of its own: a crash shows a panel in this element only. */
export function EntityForm(props: EntityFormProps) {
  return (
    <EntityPageBoundary region="form" page={{ entity: props.entity, pageId: props.pageId, flag: formKind(props.state) }}>
      <EntityFormBody {...props} />
    </EntityPageBoundary>
  );
}
