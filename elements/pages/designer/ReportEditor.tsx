/**
 * The report mode: a report definition (PAGES.md "Config shapes": entity, dimensions, measures,
 * conditions, parameters). Fields are picked from the entity's metadata; the conditions are
 * built in the condition builder.
 */
import { useEffect, useState } from 'react';
import { toPlatformError } from '../../../core/errors/index.ts';
import { attributeLabel } from '../kit/columns.ts';
import type { PageServices } from '../kit/services.ts';
import type { EntityMeta } from '../kit/types.ts';
import type { Content } from './config-calls.ts';
import { ConditionField } from './ConditionField.tsx';
import type { DesignerText } from './designer-text.ts';
import { OrderedList } from './OrderedList.tsx';
import { textIn, withText } from './OperationsEditor.tsx';

type Measure = { field?: string; fn: string };
type Parameter = Record<string, unknown> & { field: string; mode?: string };

const FNS = ['sum', 'count', 'avg', 'min', 'max'];
const PARAM_MODES = ['equal', 'in', 'in_scope', 'like'];

interface Props {
  services: PageServices;
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
    if (entity) services.getMeta(entity).then((m) => live && setMeta(m), (e: unknown) => live && setError(toPlatformError(e).message));
    return () => void (live = false);
  }, [services, entity]);
  return { meta, error };
}

function FieldPick({ meta, value, label, language, onPick, allowNone }: { meta: EntityMeta; value: string; label: string; language: string; onPick(v: string): void; allowNone?: boolean }) {
  return (
    <label className="setting"><span>{label}</span>
      <select value={value} onChange={(e) => onPick(e.target.value)}>
        {allowNone && <option value="">—</option>}
        {meta.attributes.map((a) => <option key={a.name} value={a.name}>{`${attributeLabel(a, language, a.name)} (${a.name})`}</option>)}
      </select>
    </label>
  );
}

function Lists({ meta, content, language, words, onChange }: Omit<Props, 'services'> & { meta: EntityMeta }) {
  const dimensions = Array.isArray(content.dimensions) ? (content.dimensions as string[]) : [];
  const measures = Array.isArray(content.measures) ? (content.measures as Measure[]) : [];
  const parameters = Array.isArray(content.parameters) ? (content.parameters as Parameter[]) : [];
  const put = (key: string, value: unknown) => onChange({ ...content, [key]: value });
  const first = meta.attributes[0]?.name ?? '';
  const nameOf = (field: string | undefined): string => (field ? attributeLabel(meta.attributes.find((a) => a.name === field), language, field) : '*');
  return (
    <>
      <h4>{words('dimensions')}</h4>
      <OrderedList items={dimensions} label={words('dimensions')} words={words} nameOf={(d: string) => nameOf(d)} keyOf={(d: string) => d} onChange={(v) => put('dimensions', v)} testId="dimensions">{() => null}</OrderedList>
      <FieldPick meta={meta} value="" label={words('add')} language={language} allowNone onPick={(v) => v && !dimensions.includes(v) && put('dimensions', [...dimensions, v])} />
      <h4>{words('measures')}</h4>
      <OrderedList items={measures} label={words('measures')} words={words} nameOf={(m) => `${m.fn}(${nameOf(m.field)})`} keyOf={(m) => `${m.fn}:${m.field ?? ''}`} onChange={(v) => put('measures', v)} testId="measures">{() => null}</OrderedList>
      <div className="add-row">
        {FNS.map((fn) => <button key={fn} type="button" onClick={() => put('measures', [...measures, fn === 'count' ? { fn } : { field: first, fn }])}>{`${words('add')} ${fn}`}</button>)}
      </div>
      <ConditionField label={words('conditions')} value={content.conditions} attributes={meta.attributes} language={language} onChange={(list) => put('conditions', list ?? [])} />
      <h4>{words('parameters')}</h4>
      <OrderedList items={parameters} label={words('parameters')} words={words} nameOf={(p) => textIn(p, 'label', language) || nameOf(p.field)} keyOf={(p) => p.field} onChange={(v) => put('parameters', v)} testId="parameters">
        {(p, index) => (
          <div className="settings">
            <label className="setting"><span>{words('mode')}</span>
              <select value={p.mode ?? 'equal'} onChange={(e) => put('parameters', parameters.map((x, i) => (i === index ? { ...x, mode: e.target.value } : x)))}>
                {PARAM_MODES.map((m) => <option key={m} value={m}>{m}</option>)}
              </select></label>
          </div>
        )}
      </OrderedList>
      <FieldPick meta={meta} value="" label={words('add')} language={language} allowNone
        onPick={(v) => v && !parameters.some((p) => p.field === v) && put('parameters', [...parameters, { field: v, mode: 'equal' }])} />
    </>
  );
}

/** A report's name is a text or a per-language object ({ '010': …, '011': … }). */
function nameIn(content: Content, language: string): string {
  const name = content.name;
  return name && typeof name === 'object' ? String((name as Record<string, unknown>)[language] ?? '') : textIn(content, 'name', language);
}

function withName(content: Content, language: string, value: string): Content {
  const name = content.name;
  return name && typeof name === 'object' ? { ...content, name: { ...(name as object), [language]: value } } : withText(content, 'name', language, value);
}

export function ReportEditor({ services, content, language, words, onChange }: Props) {
  const entity = String(content.entity ?? '');
  const { meta, error } = useMeta(services, entity);
  return (
    <div className="report-editor">
      <label className="setting"><span>{words('reportName')}</span>
        <input value={nameIn(content, language)} data-setting="name" onChange={(e) => onChange(withName(content, language, e.target.value))} /></label>
      <label className="setting"><span>{words('entity')}</span>
        <input value={entity} data-setting="entity" onChange={(e) => onChange({ ...content, entity: e.target.value.trim() })} /></label>
      {error && <p role="alert" className="text-problem">{error}</p>}
      {meta && <Lists meta={meta} content={content} language={language} words={words} onChange={onChange} />}
    </div>
  );
}
