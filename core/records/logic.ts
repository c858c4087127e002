/** Pure parts of a form: fields' statuses, child sections, save payloads, the after-save step. */
import { RECORD_VERSION_FIELD } from '../forms/index.ts';
import type { FormState, LiveFieldLike, LiveOf, RecordAttribute, RecordEntity, RecordRelation, Row } from './types.ts';

/** A field's statuses as core/forms gives them per field name. */
export type StatusMap = Record<string, { visible: boolean; required: boolean; editable: boolean } | undefined>;

/** Fields with core/forms' statuses for the current values (conditions read the values). */
export function liveFields<F extends { name: string; state: string; required: boolean }>(
  fields: readonly F[],
  statuses: StatusMap,
  state: FormState,
): Array<LiveOf<F>> {
  return fields.map((f) => {
    const status = statuses[f.name];
    const visible = status?.visible ?? f.state !== 'HIDDEN';
    return { ...f, visible, requiredNow: status?.required ?? f.required, readOnly: state === 'detail' || !(status?.editable ?? true) };
  });
}

/**
 * The row fields that the fields' conditions (visibility and required-ness) read: while none of
 * them changes, every status stays as it was, so a keystroke elsewhere skips the evaluation.
 * Null when a condition reads more than named row fields (the user, the page, a placeholder in a
 * value): then every change re-evaluates.
 */
export function conditionInputs(fields: ReadonlyArray<{ condition?: unknown; requiredCondition?: unknown } | null | undefined>): Set<string> | null {
  const names = new Set<string>();
  for (const field of fields) {
    for (const list of [field?.condition, field?.requiredCondition]) {
      if (list == null) continue;
      if (!Array.isArray(list)) return null;
      for (const item of list) {
        const { field: name, value } = (item ?? {}) as { field?: unknown; value?: unknown };
        if (typeof name !== 'string' || name.startsWith('user.') || name.startsWith('$[')) return null;
        const values = Array.isArray(value) ? value : [value];
        if (values.some((v) => typeof v === 'string' && /[$#{]/.test(v))) return null;
        names.add(name);
      }
    }
  }
  return names;
}

/**
 * `next`, with the previous object kept for every field whose status did not change (the same
 * resolved field list), so memoised fields skip their render; `previous` itself when nothing did.
 */
export function keepUnchanged<L extends { name: string; visible: boolean; requiredNow: boolean; readOnly: boolean }>(previous: readonly L[], next: L[]): L[] {
  const before = new Map(previous.map((f) => [f.name, f]));
  let same = previous.length === next.length;
  const kept = next.map((f, i) => {
    const old = before.get(f.name);
    const keep = old && old.visible === f.visible && old.requiredNow === f.requiredNow && old.readOnly === f.readOnly ? old : f;
    if (keep !== previous[i]) same = false;
    return keep;
  });
  return same ? (previous as L[]) : kept;
}

/**
 * The child entity of a relation: entityA, the side that links to the parent (the contract's
 * demo server puts the parent in entityB); checked both ways so either orientation works.
 */
export function childEntityOf(relation: Partial<RecordRelation> & Pick<RecordRelation, 'entityB'>, parent: { code: string; id: string }): string {
  const isParent = (ref: string | undefined) => ref === parent.code || ref === parent.id;
  if (relation.entityA && !isParent(relation.entityA)) return relation.entityA;
  return isParent(relation.entityB) ? (relation.entityA ?? relation.entityB) : relation.entityB;
}

/** Relations shown as child sections: both `flag` and `viewCascade` "1" (spec §3). */
export function childRelations<R extends RecordRelation>(meta: RecordEntity<R>): Array<R & { child: string }> {
  return (meta.relations ?? []).filter((r) => String(r.flag) === '1' && String(r.viewCascade) === '1').map((r) => ({ ...r, child: childEntityOf(r, meta) }));
}

/**
 * The child sections a form shows: every child relation, or those its page config's
 * `childRelations` lists (relation codes, in that order; the designer's child sections).
 */
export function shownChildRelations<R extends RecordRelation>(meta: RecordEntity<R>, content: Record<string, unknown>): Array<R & { child: string }> {
  const all = childRelations(meta);
  const listed = content.childRelations;
  if (!Array.isArray(listed)) return all;
  return listed.map((code) => all.find((r) => r.code === code)).filter((r): r is R & { child: string } => !!r);
}

/**
 * The relation a sub list or grid shows: the one named (any relation of the parent), else the
 * first child section of the parent (flag and viewCascade "1"), else its first relation.
 */
export function pickRelation<R extends RecordRelation>(meta: RecordEntity<R>, code: string | undefined): (R & { child: string }) | undefined {
  const all = meta.relations ?? [];
  const named = code ? all.find((r) => r.code === code) : undefined;
  const chosen = named ?? (code ? undefined : (childRelations(meta)[0] ?? all[0]));
  return chosen ? { ...chosen, child: chosen.child ?? childEntityOf(chosen, meta) } : undefined;
}

/** The values a save sends: visible, writable fields plus the keys, empty strings as null. */
export function savePayload(meta: Pick<RecordEntity, 'keyNames'>, fields: readonly LiveFieldLike[], values: Row): Row {
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

/** The parent's part of a sub grid's save: its keys and read version, no field of its own changed. */
export function parentPayload(keyNames: readonly string[], values: Row): Row {
  const data: Row = {};
  for (const key of keyNames.length ? keyNames : ['ID']) if (values[key] !== undefined && values[key] !== '') data[key] = values[key];
  if (values[RECORD_VERSION_FIELD] !== undefined && values[RECORD_VERSION_FIELD] !== null) data[RECORD_VERSION_FIELD] = values[RECORD_VERSION_FIELD];
  return data;
}

/** Child rows as the server takes them: without the grid's local row ids, empty rows dropped. */
export function childPayload(rows: readonly Row[]): Row[] {
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

const AUDIT = new Set(['LOG_C_TIME', 'LOG_C_USER', 'LOG_U_TIME', 'LOG_U_USER']);

/** The attributes a child row shows: no audit columns, no derived keys, in their order. */
export function rowAttributes<A extends RecordAttribute>(meta: { attributes: A[]; keyType?: string; keyNames: string[] }): A[] {
  const derivedKeys = meta.keyType === 'derive' ? new Set(meta.keyNames) : new Set<string>();
  return meta.attributes.filter((a) => !AUDIT.has(a.name) && !derivedKeys.has(a.name)).sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0));
}

/** An attribute's label in a language: its per-language label, else its label, else its name. */
export function attributeLabelIn(attr: RecordAttribute, language: string): string {
  return attr.labels?.[language] || attr.label || attr.name || '';
}

/** Whether a server flag reads as set ('1', 'true', true, 1). */
export function isSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * Where a failed save sends the user's eye: the first field with a message in the form's order,
 * else the first child cell with one (relations in order, rows in order), else the banner.
 */
export type SaveAttention = { target: 'field'; field: string } | { target: 'cell'; relation: string; row: number; field: string } | { target: 'banner' };

export function firstError(
  fields: readonly { name: string }[],
  errors: Record<string, string>,
  relations: readonly string[],
  childErrors: Record<string, Record<string, string>>,
): SaveAttention {
  const field = fields.find((f) => errors[f.name]) ?? Object.keys(errors).find((name) => errors[name]);
  if (field) return { target: 'field', field: typeof field === 'string' ? field : field.name };
  for (const relation of [...relations, ...Object.keys(childErrors).filter((r) => !relations.includes(r))]) {
    const cells = Object.keys(childErrors[relation] ?? {})
      .filter((key) => childErrors[relation]![key])
      .map((key) => {
        const dot = key.indexOf('.');
        return { row: Number(key.slice(0, dot)), field: key.slice(dot + 1) };
      })
      .sort((a, b) => a.row - b.row);
    if (cells[0]) return { target: 'cell', relation, ...cells[0] };
  }
  return { target: 'banner' };
}
