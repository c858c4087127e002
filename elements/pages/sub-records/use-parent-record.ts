/**
 * The parent record of a sub list or sub grid and its child rows of one relation, drawn from
 * core's parent controller (core/records `openParent`: the parent's generic `get`, whose reply
 * carries `bean.children` per relation, so the grid edits exactly what the parent's `save` writes back).
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ParentController } from '../../../core/records/index.ts';
import type { RecordsMeta } from '../../../core/records/index.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta, Relation, Row } from '../kit/types.ts';

export interface ParentRecord {
  status: 'idle' | 'loading' | 'ready' | 'error';
  meta?: EntityMeta;
  relation?: Relation;
  values: Row;
  rows: Row[];
  error?: Error;
  reload: () => void;
  /** The controller behind it: the rows' save. */
  controller: ParentController<RecordsMeta>;
}

export function useParentRecord(
  services: PageServices,
  entity: string | undefined,
  recordId: string | undefined,
  relationCode: string | undefined,
): ParentRecord {
  const language = useStore(services.$language);
  const input = () => ({ entity, recordId, relation: relationCode, announce: services.recordSaved });
  const [controller] = useState(() => services.records.openParent(input()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `input` reads exactly these; a new language words the messages again.
  useEffect(() => controller.update(input()), [controller, services, entity, recordId, relationCode, language]);
  useEffect(() => () => controller.destroy(), [controller]);
  const view = useStore(controller.$parent);
  return useMemo(
    // core/meta's entity as the pages type it (kit/services `getMeta` hands out the same object).
    () => ({ ...view, meta: view.meta as unknown as EntityMeta | undefined, reload: controller.reload, controller }),
    [view, controller],
  );
}

/**
 * Reads the parent again when this core instance saves its entity or the child's (the sub grid
 * and the forms announce their saves through services.$saved), as the lists do: a sub list kept
 * open in a tab shows what was saved elsewhere. The child may be named by id or code; saves carry
 * the code, so the child's metadata says which.
 */
export function useReloadOnSave(services: PageServices, parent: ParentRecord, recordId: string | undefined): void {
  const { meta, relation, reload } = parent;
  const child = relation?.child;
  const [childCode, setChildCode] = useState<string>();
  useEffect(() => {
    if (!child) return undefined;
    let live = true;
    setChildCode(child);
    services.getMeta(child).then(
      (m) => live && setChildCode(m.code),
      () => undefined,
    );
    return () => void (live = false);
  }, [services, child]);
  const parentCode = meta?.code;
  useEffect(() => {
    if (!recordId) return undefined;
    const watched = new Set([parentCode, childCode].filter(Boolean));
    return services.$saved.listen((saved) => {
      if (saved && watched.has(saved.entity)) reload();
    });
  }, [services, recordId, parentCode, childCode, reload]);
}
