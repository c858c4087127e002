/** Pure parts of the form: which fields show and are required now, child sections, payloads. */
import { RECORD_VERSION_FIELD } from '../../../core/forms/index.ts';
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { EntityMeta, Relation, Row } from '../kit/types.ts';

export type FormState = 'add' | 'edit' | 'detail';

export interface LiveField extends ResolvedField {
  visible: boolean;
  /** Required now: the static flag or the required condition. */
  requiredNow: boolean;
  readOnly: boolean;
}

/** Fields with core/forms' statuses for the current values (conditions read the values). */
export function liveFields(fields: ResolvedField[], statuses: ReturnType<PageServices['statuses']>, state: FormState): LiveField[] {
  return fields.map((f) => {
    const status = statuses[f.name];
    const visible = status?.visible ?? f.state !== 'HIDDEN';
    return { ...f, visible, requiredNow: status?.required ?? f.required, readOnly: state === 'detail' || !(status?.editable ?? true) };
  });
}

/**
 * `next`, with the previous object kept for every field whose status did not change (the same
 * resolved field list), so memoised fields skip their render; `previous` itself when nothing did.
 */
export function keepUnchanged(previous: readonly LiveField[], next: LiveField[]): LiveField[] {
  const before = new Map(previous.map((f) => [f.name, f]));
  let same = previous.length === next.length;
  const kept = next.map((f, i) => {
    const old = before.get(f.name);
    const keep = old && old.visible === f.visible && old.requiredNow === f.requiredNow && old.readOnly === f.readOnly ? old : f;
    if (keep !== previous[i]) same = false;
    return keep;
  });
  return same ? (previous as LiveField[]) : kept;
}

/** Relations shown as child sections: both `flag` and `viewCascade` "1" (spec §3). */
export function childRelations(meta: EntityMeta): Relation[] {
  return (meta.relations ?? []).filter((r) => String(r.flag) === '1' && String(r.viewCascade) === '1').map((r) => ({ ...r, child: childEntityOf(r, meta) }));
}

/**
 * The child sections a form shows: every child relation, or those its page config's
 * `childRelations` lists (relation codes, in that order; the designer's child sections).
 */
export function shownChildRelations(meta: EntityMeta, content: Record<string, unknown>): Relation[] {
  const all = childRelations(meta);
  const listed = content.childRelations;
  if (!Array.isArray(listed)) return all;
  return listed.map((code) => all.find((r) => r.code === code)).filter((r): r is Relation => !!r);
}

/**
 * The child entity of a relation: entityA, the side that links to the parent (the contract's
 * demo server puts the parent in entityB); checked both ways so either orientation works.
 */
export function childEntityOf(relation: Relation, parent: Pick<EntityMeta, 'code' | 'id'>): string {
  const isParent = (ref: string | undefined) => ref === parent.code || ref === parent.id;
  if (relation.entityA && !isParent(relation.entityA)) return relation.entityA;
  return isParent(relation.entityB) ? (relation.entityA ?? relation.entityB) : relation.entityB;
}

/** Wide inputs take the whole row of the form grid. */
export function isWide(dataType: string): boolean {
  return dataType === 'richtext' || dataType === 'text';
}

/** The values a save sends: visible, writable fields plus the keys, empty strings as null. */
export function savePayload(meta: EntityMeta, fields: LiveField[], values: Row): Row {
  const out: Row = {};
  for (const key of meta.keyNames) if (values[key] !== undefined && values[key] !== '') out[key] = values[key];
  // The version the record was read at goes back, so a save over someone else's change is refused.
  if (values[RECORD_VERSION_FIELD] !== undefined && values[RECORD_VERSION_FIELD] !== null) out[RECORD_VERSION_FIELD] = values[RECORD_VERSION_FIELD];
  for (const f of fields) {
    if (!f.visible || f.readOnly) continue;
    const v = values[f.name];
    out[f.name] = v === '' || v === undefined ? null : v;
  }
  return out;
}

/** Child rows as the server takes them: without the grid's local row ids, empty rows dropped. */
export function childPayload(rows: Row[]): Row[] {
  return rows
    .map(({ __rowId, ...rest }) => {
      void __rowId;
      return rest;
    })
    .filter((row) => Object.values(row).some((v) => v !== '' && v !== null && v !== undefined));
}

/**
 * What a form does after a save. The config's afterAction decides when it names one ('close'
 * closes; anything else stays); without one a form in a popup or drawer closes (the list behind
 * it refreshes on the save), unless it is an edit opened from its own detail, which goes back to
 * that detail. A form with nothing to close it stays.
 */
export function afterSave(afterAction: unknown, where: { overlay?: string; fromDetail: boolean; closable: boolean }): 'close' | 'stay' {
  if (!where.closable) return 'stay';
  if (typeof afterAction === 'string' && afterAction.trim() !== '') return afterAction.trim() === 'close' ? 'close' : 'stay';
  return where.overlay && !where.fromDetail ? 'close' : 'stay';
}
