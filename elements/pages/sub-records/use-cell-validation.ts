/**
 * Validation per cell of a sub grid with core/forms' rules (required, type, min and max, length,
 * pattern, e-mail; the messages of spec §5 in the current language): the child entity's fields
 * are resolved once, and each row is checked as a form of those fields would be. A row is checked
 * once it has been edited, and every row on a save, so a new empty row is not red before anyone
 * typed in it. Messages are keyed `index.FIELD`, as the form's child sections show them.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageServices, ResolvedField } from '../kit/services.ts';
import type { EntityMeta, PageRecord, Relation, Row } from '../kit/types.ts';
import { visibleAttributes } from '../kit/columns.ts';

const rowIdOf = (row: Row, index: number) => String(row.__rowId ?? index);

/** The child's fields the grid shows (ChildSection's columns), as core/forms resolves them. */
function useChildFields(services: PageServices, relation: Relation | undefined) {
  const [fields, setFields] = useState<ResolvedField[] | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const child = relation?.child ?? relation?.entityA ?? relation?.entityB;
  const link = relation?.linkAttri;
  useEffect(() => {
    if (!child) return;
    let live = true;
    (async () => {
      const meta: EntityMeta = await services.getMeta(child);
      const shown = new Set(
        visibleAttributes(meta)
          .filter((a) => a.name !== link && a.dataType !== 'richtext')
          .map((a) => a.name),
      );
      const resolved = await services.resolveFields(meta, { record: { ID: '' } as PageRecord, content: {} }, 'edit');
      if (live) setFields(resolved.filter((f) => shown.has(f.name)));
    })().catch((error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))));
    return () => void (live = false);
  }, [services, child, link]);
  return { fields, failure };
}

export function useCellValidation(services: PageServices, relation: Relation | undefined, rows: Row[]) {
  const { fields, failure } = useChildFields(services, relation);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ticket = useRef(0);

  const check = useCallback(
    async (list: Row[], which: ReadonlySet<string>): Promise<Record<string, string>> => {
      if (!fields) return {};
      const found: Record<string, string> = {};
      await Promise.all(
        list.map(async (row, index) => {
          if (!which.has(rowIdOf(row, index))) return;
          const messages = await services.validate(fields, row);
          for (const [name, message] of Object.entries(messages)) if (message) found[`${index}.${name}`] = message;
        }),
      );
      return found;
    },
    [services, fields],
  );

  // Messages follow the rows: an edit re-checks its row, a removed row takes its messages along.
  useEffect(() => {
    const mine = ++ticket.current;
    void check(rows, touched).then((found) => mine === ticket.current && setErrors(found));
  }, [rows, touched, check]);

  const touch = useCallback((rowId: string) => setTouched((set) => (set.has(rowId) ? set : new Set([...set, rowId]))), []);
  /** Checks every row now (a save): the messages, or none when all cells pass. */
  const checkAll = useCallback(
    async (list: Row[]) => {
      const all = new Set(list.map(rowIdOf));
      setTouched(all);
      const found = await check(list, all);
      ++ticket.current;
      setErrors(found);
      return found;
    },
    [check],
  );
  const reset = useCallback(() => {
    setTouched(new Set());
    setErrors({});
  }, []);
  return useMemo(() => ({ errors, touch, checkAll, reset, ready: fields !== null, failure }), [errors, touch, checkAll, reset, fields, failure]);
}
