/**
 * The report mode: a report definition (docs/server-contract.md "Reports": entity, dimensions,
 * measures, conditions, parameters). Fields are picked from the entity's metadata; the conditions
 * are built in the condition builder. Items are kept in the server's shapes (report-items.ts), and
 * what the server would refuse is listed under the editor, so a save is not sent only to fail.
 */
import { useEffect, useState } from 'react';
import { toPlatformError } from '../../../core/errors/index.ts';
import { attributeLabel } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { Attribute, EntityMeta } from '../kit/types.ts';
import {
  dimensionsOf,
  firstNumeric,
  labelIn,
  newDimension,
  newMeasure,
  newParameter,
  reportProblems,
  withMeasures,
  withText,
} from '../../../core/designer/index.ts';
import type { Content, Measure, Parameter } from '../../../core/designer/index.ts';
import { ConditionField } from './ConditionField.tsx';
import type { DesignerText } from './designer-text.ts';
import { DimensionRow, LabelSetting, MeasureRow, ParameterRow } from './ReportRows.tsx';
import type { RowProps } from './ReportRows.tsx';
import { OrderedList } from './OrderedList.tsx';

interface Props {
  services: PageServices;
  /** The report's id: the definition must carry the same. */
  id: string;
  content: Content;
  language: string;
  words: DesignerText;
  onChange(content: Content): void;
}

function useMeta(services: PageServices, entity: string) {
  const [meta, setMeta] = useState<EntityMeta | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setMeta(null);
    setError('');
    if (entity)
      services.getMeta(entity).then(
        (m) => live && setMeta(m),
        (e: unknown) => live && setError(toPlatformError(e).message),
      );
    return () => void (live = false);
  }, [services, entity]);
  return { meta, error };
}

function FieldPick({
  attributes,
  label,
  language,
  onPick,
  testId,
  disabled,
}: {
  attributes: readonly Attribute[];
  label: string;
  language: string;
  onPick(attr: Attribute): void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <label className="setting">
      <span>{label}</span>
      <select
        value=""
        data-pick={testId}
        disabled={disabled || !attributes.length}
        onChange={(e) => {
          const attr = attributes.find((a) => a.name === e.target.value);
          if (attr) onPick(attr);
        }}
      >
        <option value="">—</option>
        {attributes.map((a) => (
          <option key={a.name} value={a.name}>{`${attributeLabel(a, language, a.name)} (${a.name})`}</option>
        ))}
      </select>
    </label>
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function Lists({ meta, content, language, words, onChange }: Omit<Props, 'services' | 'id'> & { meta: EntityMeta }) {
  const dimensions = dimensionsOf(content.dimensions);
  const measures = Array.isArray(content.measures) ? (content.measures as Measure[]).filter(isObject) : [];
  const parameters = Array.isArray(content.parameters) ? (content.parameters as Parameter[]).filter(isObject) : [];
  const put = (key: string, value: unknown) => onChange({ ...content, [key]: value });
  const attrOf = (field: string) => meta.attributes.find((a) => a.name === field);
  const fieldName = (field: string | undefined) => (field ? attributeLabel(attrOf(field), language, field) : '*');
  const row: Omit<RowProps<unknown>, 'item' | 'update'> = { attributes: meta.attributes, attrOf, language, words };
  const numeric = firstNumeric(meta.attributes);
  return (
    <>
      <h4>{words('dimensions')}</h4>
      <OrderedList
        items={dimensions}
        label={words('dimensions')}
        words={words}
        nameOf={(d) => labelIn(d.label, language) || fieldName(d.field)}
        keyOf={(d) => d.field}
        onChange={(v) => put('dimensions', v)}
        testId="dimensions"
      >
        {(d, index) => (
          <DimensionRow
            {...row}
            item={d}
            update={(next) =>
              put(
                'dimensions',
                dimensions.map((x, i) => (i === index ? next : x)),
              )
            }
          />
        )}
      </OrderedList>
      <FieldPick
        attributes={meta.attributes.filter((a) => !dimensions.some((d) => d.field === a.name))}
        label={dimensions.length >= 2 ? words('dimensionsFull') : words('addDimension')}
        language={language}
        testId="dimension"
        disabled={dimensions.length >= 2}
        onPick={(a) => dimensions.length < 2 && put('dimensions', [...dimensions, newDimension(a)])}
      />
      <h4>{words('measures')}</h4>
      <OrderedList
        items={measures}
        label={words('measures')}
        words={words}
        nameOf={(m) => labelIn(m.label, language) || `${m.fn}(${fieldName(m.field)})`}
        keyOf={(m) => String(m.id)}
        onChange={(v) => onChange(withMeasures(content, v))}
        testId="measures"
      >
        {(m, index) => (
          <MeasureRow
            {...row}
            item={m}
            update={(next) =>
              onChange(
                withMeasures(
                  content,
                  measures.map((x, i) => (i === index ? next : x)),
                ),
              )
            }
          />
        )}
      </OrderedList>
      <div className="add-row">
        {(['count', 'sum', 'avg', 'min', 'max'] as const).map((fn) => (
          <button
            key={fn}
            type="button"
            data-add-measure={fn}
            disabled={fn !== 'count' && !numeric}
            onClick={() => onChange(withMeasures(content, [...measures, newMeasure(fn, fn === 'count' ? undefined : numeric, measures)]))}
          >{`${words('add')} ${fn}`}</button>
        ))}
      </div>
      <ConditionField
        label={words('conditions')}
        value={content.conditions}
        attributes={meta.attributes}
        language={language}
        onChange={(list) => put('conditions', list ?? [])}
      />
      <h4>{words('parameters')}</h4>
      <OrderedList
        items={parameters}
        label={words('parameters')}
        words={words}
        nameOf={(p) => labelIn(p.label, language) || fieldName(p.field)}
        keyOf={(p) => p.field}
        onChange={(v) => put('parameters', v)}
        testId="parameters"
      >
        {(p, index) => (
          <ParameterRow
            {...row}
            item={p}
            update={(next) =>
              put(
                'parameters',
                parameters.map((x, i) => (i === index ? next : x)),
              )
            }
          />
        )}
      </OrderedList>
      <FieldPick
        attributes={meta.attributes.filter((a) => !parameters.some((p) => p.field === a.name))}
        label={words('addParameter')}
        language={language}
        testId="parameter"
        onPick={(a) => put('parameters', [...parameters, newParameter(a)])}
      />
    </>
  );
}

/** A report's name is per language (keyed by language code); an older plain text is edited as such. */
function withName(content: Content, language: string, value: string): Content {
  return isObject(content.name) || typeof content.name !== 'string'
    ? { ...content, name: { ...(isObject(content.name) ? content.name : {}), [language]: value } }
    : withText(content, 'name', language, value);
}

export function ReportEditor({ services, id, content, language, words, onChange }: Props) {
  const entity = String(content.entity ?? '');
  const { meta, error } = useMeta(services, entity);
  const problems = reportProblems(content, id, language, meta ? (field) => meta.attributes.find((a) => a.name === field) : undefined);
  return (
    <div className="report-editor">
      <LabelSetting
        label={words('reportName')}
        value={labelIn(content.name, language)}
        testId="name"
        onChange={(v) => onChange(withName(content, language, v))}
      />
      <label className="setting">
        <span>{words('entity')}</span>
        <input value={entity} data-setting="entity" onChange={(e) => onChange({ ...content, entity: e.target.value.trim() })} />
      </label>
      {error && (
        <p role="alert" className="text-problem">
          {error}
        </p>
      )}
      {meta && <Lists meta={meta} content={content} language={language} words={words} onChange={onChange} />}
      {problems.length > 0 && (
        <div className="report-problems" data-report-problems>
          <strong>{words('reportProblems')}</strong>
          <ul>
            {problems.map((p) => (
              <li key={p} className="text-problem">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
