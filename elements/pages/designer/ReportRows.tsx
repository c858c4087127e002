/**
 * The settings of one report item under its name in the report editor: a dimension's label and
 * period, a measure's function, field and label, a parameter's mode, value type and label. Labels
 * change in the language being edited, so the other language's words stay.
 */
import { CONDITION_MODES, conditionModeLabel } from '../../../core/pages.ts';
import { attributeLabel } from '../kit/columns.ts';
import type { Attribute } from '../kit/types.ts';
import type { DesignerText } from './designer-text.ts';
import { BUCKETS, FNS, PARAM_TYPES, firstNumeric, isDate, isNumeric, labelIn, relabel, withLabel } from '../../../core/designer/index.ts';
import type { Dimension, Measure, Parameter } from '../../../core/designer/index.ts';

export interface RowProps<T> {
  item: T;
  attributes: readonly Attribute[];
  attrOf(field: string): Attribute | undefined;
  language: string;
  words: DesignerText;
  update(next: T): void;
}

const BUCKET_WORDS = { day: 'bucketDay', month: 'bucketMonth', year: 'bucketYear' } as const;

export function LabelSetting({ label, value, testId, onChange }: { label: string; value: string; testId: string; onChange(value: string): void }) {
  return (
    <label className="setting">
      <span>{label}</span>
      <input value={value} data-setting={testId} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

function drop<T extends Record<string, unknown>>(item: T, key: string): T {
  const next = { ...item };
  delete next[key];
  return next;
}

export function DimensionRow({ item, attrOf, language, words, update }: RowProps<Dimension>) {
  // A period groups a date or datetime field only; a field through a reference is not looked up here.
  const dated = isDate(attrOf(item.field));
  return (
    <div className="settings">
      <LabelSetting
        label={words('label')}
        value={labelIn(item.label, language)}
        testId="label"
        onChange={(v) => update({ ...item, label: withLabel(item.label, language, v) })}
      />
      {(dated || item.bucket !== undefined) && (
        <label className="setting">
          <span>{words('bucket')}</span>
          <select
            value={String(item.bucket ?? '')}
            data-setting="bucket"
            onChange={(e) => update(e.target.value ? { ...item, bucket: e.target.value } : drop(item, 'bucket'))}
          >
            <option value="">{words('none')}</option>
            {BUCKETS.map((b) => (
              <option key={b} value={b}>
                {words(BUCKET_WORDS[b])}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

export function MeasureRow({ item, attributes, attrOf, language, words, update }: RowProps<Measure>) {
  const change = (next: Measure) => update(relabel(item, next, attrOf));
  // Sums, averages and extremes take a numeric field; a count counts rows, or a field's non-blank values.
  const fields = item.fn === 'count' ? attributes : attributes.filter(isNumeric);
  const setFn = (fn: string) => {
    const keeps = fn === 'count' || isNumeric(attrOf(item.field ?? ''));
    const field = keeps ? item.field : firstNumeric(attributes)?.name;
    change(field ? { ...item, fn, field } : drop({ ...item, fn }, 'field'));
  };
  return (
    <div className="settings">
      <span className="setting">
        <span>{words('measureId')}</span>
        <code data-measure-id>{String(item.id ?? '')}</code>
      </span>
      <label className="setting">
        <span>{words('fn')}</span>
        <select value={item.fn} data-setting="fn" onChange={(e) => setFn(e.target.value)}>
          {FNS.map((fn) => (
            <option key={fn} value={fn}>
              {fn}
            </option>
          ))}
        </select>
      </label>
      <label className="setting">
        <span>{words('attribute')}</span>
        <select
          value={item.field ?? ''}
          data-setting="field"
          onChange={(e) => change(e.target.value ? { ...item, field: e.target.value } : drop(item, 'field'))}
        >
          {item.fn === 'count' && <option value="">{words('rowCount')}</option>}
          {fields.map((a) => (
            <option key={a.name} value={a.name}>{`${attributeLabel(a, language, a.name)} (${a.name})`}</option>
          ))}
        </select>
      </label>
      <LabelSetting
        label={words('label')}
        value={labelIn(item.label, language)}
        testId="label"
        onChange={(v) => update({ ...item, label: withLabel(item.label, language, v) })}
      />
    </div>
  );
}

export function ParameterRow({ item, language, words, update }: RowProps<Parameter>) {
  return (
    <div className="settings">
      <label className="setting">
        <span>{words('mode')}</span>
        <select value={item.mode ?? ''} data-setting="mode" onChange={(e) => update({ ...item, mode: e.target.value })}>
          {!CONDITION_MODES.includes(item.mode as never) && <option value={item.mode ?? ''}>{String(item.mode ?? '')}</option>}
          {CONDITION_MODES.map((m) => (
            <option key={m} value={m}>
              {conditionModeLabel(m, language)}
            </option>
          ))}
        </select>
      </label>
      <label className="setting">
        <span>{words('dataType')}</span>
        <select value={item.dataType ?? ''} data-setting="dataType" onChange={(e) => update({ ...item, dataType: e.target.value })}>
          {!(PARAM_TYPES as readonly unknown[]).includes(item.dataType) && <option value={item.dataType ?? ''}>{String(item.dataType ?? '')}</option>}
          {PARAM_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <LabelSetting
        label={words('label')}
        value={labelIn(item.label, language)}
        testId="label"
        onChange={(v) => update({ ...item, label: withLabel(item.label, language, v) })}
      />
    </div>
  );
}
