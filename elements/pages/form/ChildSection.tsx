/**
 * A child section of a form (relation with flag and viewCascade "1"): a sub list in detail,
 * an editable sub grid in add and edit. Rows are kept by the form and saved with the parent.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { attributeLabel, visibleAttributes } from '../kit/columns.ts';
import { isTrue as isFlag } from '../kit/format.ts';
import type { PageServices } from '../kit/services.ts';
import type { TextFn } from '../kit/text.ts';
import type { EntityMeta, Relation, Row } from '../kit/types.ts';
import { useCodeLabels } from '../kit/use-entity-page.ts';
import { SlButton } from '../kit/sl.ts';
import { FieldInput } from '../fields/FieldInput.tsx';
import { FieldView } from '../fields/FieldView.tsx';
import { deriveRow, derivedNames, fillFor } from '../../../core/pages.ts';
import type { FieldConfig } from '../../../core/pages.ts';

interface Props {
  relation: Relation;
  rows: Row[];
  editable: boolean;
  /** Gets an updater: edits in quick succession each apply to the latest rows. */
  onChange: (update: (rows: Row[]) => Row[]) => void;
  /** A cell changed (`index.NAME`), so its message can go. */
  onEdited?: (key: string) => void;
  services: PageServices;
  text: TextFn;
  language: string;
  errors?: Record<string, string>;
  /** The list's field configs (`childFields`): what a reference fills in, what is worked out (core/records derive). */
  configs?: readonly FieldConfig[];
}

const NO_CONFIGS: readonly FieldConfig[] = [];

/** The same row of the list: its local id, else its key. */
const sameRow = (a: Row, b: Row | undefined): boolean => !!b && (a.__rowId !== undefined ? a.__rowId === b.__rowId : a.ID === b.ID);

/** A number column: its header and cells align right together (the figures line up under it). */
const isNumeric = (c: { dataType?: string }): boolean => c.dataType === 'money' || c.dataType === 'int' || c.dataType === 'number';

export function ChildSection({ relation, rows, editable, onChange, onEdited, services, text, language, errors, configs = NO_CONFIGS }: Props) {
  const [meta, setMeta] = useState<EntityMeta | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    services
      .getMeta(relation.child ?? relation.entityA ?? relation.entityB)
      .then((m) => live && setMeta(m))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [services, relation.child, relation.entityA, relation.entityB]);

  const columns = useMemo(
    () => (meta ? visibleAttributes(meta).filter((a) => a.name !== relation.linkAttri && a.dataType !== 'richtext') : []),
    [meta, relation.linkAttri],
  );
  const labels = useCodeLabels(services, columns);
  // Rows added here are keyed apart from the stored rows core numbered.
  const rowPrefix = useId();
  const added = useRef(0);
  const titleId = `child-${relation.code}`;
  const title = relation.title || meta?.label || relation.code;

  const derived = useMemo(() => derivedNames(configs), [configs]);
  const update = (index: number, name: string, value: unknown) => {
    const row = rows[index];
    onChange((list) => list.map((r, i) => (i === index ? deriveRow(configs, { ...r, [name]: value }) : r)));
    onEdited?.(`${index}.${name}`);
    // A chosen record fills its row (a product its unit price), unless the row moved on meanwhile.
    const related = columns.find((c) => c.name === name)?.relatedEntity;
    void fillFor(configs, name, related, value, services.records.getRecord).then((fill) => {
      if (Object.keys(fill).length === 0) return;
      onChange((list) => list.map((r) => (sameRow(r, row) && r[name] === value ? deriveRow(configs, { ...r, ...fill }) : r)));
      for (const target of Object.keys(fill)) onEdited?.(`${index}.${target}`);
    });
  };
  const remove = (index: number) => onChange((list) => list.filter((_, i) => i !== index));
  const add = () => onChange((list) => [...list, { __rowId: `${rowPrefix}${++added.current}` }]);

  return (
    <section className="section child-section" aria-labelledby={titleId} data-relation={relation.code}>
      <h3 id={titleId}>
        {title} <span className="muted">({rows.length})</span>
        {editable && (
          <SlButton size="small" className="add-row" onClick={add} style={{ marginLeft: 'auto' }}>
            + {text('addRow')}
          </SlButton>
        )}
      </h3>
      {failed && <p className="muted">{text('error')}</p>}
      {meta && rows.length === 0 && <p className="muted">{text('noChildren')}</p>}
      {meta && rows.length > 0 && (
        // A table wider than its box scrolls: in the detail nothing inside takes focus, so the
        // scroller does, for the keyboard to scroll it (in edit the inputs do).
        <div
          className="sub-table-scroll"
          style={{ overflowX: 'auto' }}
          tabIndex={editable ? undefined : 0}
          role={editable ? undefined : 'group'}
          aria-labelledby={editable ? undefined : titleId}
        >
          <table className="sub-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.name} scope="col" className={isNumeric(c) ? 'num' : undefined}>
                    {attributeLabel(c, language)}
                    {editable && isFlag(c.isRequired) ? ' *' : ''}
                  </th>
                ))}
                {editable && (
                  <th scope="col">
                    <span className="sr-only">{text('rowActions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={String(row.__rowId ?? row[meta.keyNames[0] ?? 'ID'] ?? index)}>
                  {columns.map((c) => (
                    <td key={c.name} data-field={c.name} data-label={attributeLabel(c, language)} className={isNumeric(c) ? 'num' : undefined}>
                      {editable && !derived.has(c.name) ? (
                        <>
                          <FieldInput
                            field={{
                              name: c.name,
                              label: `${attributeLabel(c, language)} ${index + 1}`,
                              dataType: c.dataType,
                              codeKey: c.codeKey,
                              relatedEntity: c.relatedEntity,
                              required: isFlag(c.isRequired),
                              min: c.min,
                              max: c.max,
                              maxLength: c.maxLength,
                            }}
                            value={row[c.name]}
                            onChange={(v) => update(index, c.name, v)}
                            services={services}
                            text={text}
                            language={language}
                            size="small"
                            hideLabel
                            invalid={!!errors?.[`${index}.${c.name}`]}
                          />
                          {errors?.[`${index}.${c.name}`] && (
                            <div className="row-error" role="alert">
                              {errors[`${index}.${c.name}`]}
                            </div>
                          )}
                        </>
                      ) : (
                        <FieldView
                          dataType={c.dataType}
                          value={derived.has(c.name) ? deriveRow(configs, row)[c.name] : row[c.name]}
                          relatedEntity={c.relatedEntity}
                          labels={c.codeKey ? labels.get(c.codeKey) : undefined}
                          services={services}
                          text={text}
                          language={language}
                        />
                      )}
                    </td>
                  ))}
                  {editable && (
                    <td>
                      <SlButton size="small" variant="text" aria-label={`${text('removeRow')} ${index + 1}`} onClick={() => remove(index)}>
                        ✕
                      </SlButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
