/**
 * The panel's editor of a list of field configs (spec §3 "Field config"): list columns, search
 * fields or form fields. Attributes are picked from the entity's metadata; each row orders by
 * drag or keyboard and carries the settings of its kind (width and format; format; state,
 * required, placeholder and the show and required conditions).
 */
import { useId, useState } from 'react';
import { attributeLabel, visibleAttributes } from '../kit/columns.ts';
import type { EntityMeta, FieldConfig } from '../kit/types.ts';
import { ConditionField } from './ConditionField.tsx';
import type { DesignerText } from './designer-text.ts';
import { OrderedList } from './OrderedList.tsx';

export type FieldListKind = 'column' | 'search' | 'form';

const FORMATS = ['', 'list', 'treeList', 'radio', 'multibox', 'meta'];
const STATES = ['', 'ADD', 'EDIT', 'DETAIL', 'SEARCH', 'HIDDEN', 'INVALID'];

interface Props {
  kind: FieldListKind;
  items: FieldConfig[];
  meta: EntityMeta;
  language: string;
  words: DesignerText;
  label: string;
  onChange(items: FieldConfig[]): void;
}

/** A config without its blank keys: an emptied setting falls back to the attribute's own. */
function withSetting(config: FieldConfig, key: string, value: unknown): FieldConfig {
  const next = { ...config } as Record<string, unknown>;
  if (value === '' || value === undefined || value === null) delete next[key];
  else next[key] = value;
  return next as unknown as FieldConfig;
}

function Setting({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="setting">
      <span>{label}</span>
      {children}
    </label>
  );
}

function FormatSetting({ config, words, update }: { config: FieldConfig; words: DesignerText; update(key: string, value: unknown): void }) {
  const needsCodes = config.dataType === 'list' || config.dataType === 'treeList' || config.dataType === 'radio' || config.dataType === 'multibox';
  return (
    <>
      <Setting label={words('format')}>
        <select value={config.dataType ?? ''} data-setting="format" onChange={(e) => update('dataType', e.target.value)}>
          {FORMATS.map((f) => (
            <option key={f} value={f}>
              {f || words('none')}
            </option>
          ))}
        </select>
      </Setting>
      {needsCodes && (
        <Setting label="codeKey">
          <input value={config.codeKey ?? ''} data-setting="codeKey" onChange={(e) => update('codeKey', e.target.value.trim())} />
        </Setting>
      )}
    </>
  );
}

function RowSettings({
  kind,
  config,
  meta,
  language,
  words,
  update,
}: {
  kind: FieldListKind;
  config: FieldConfig;
  meta: EntityMeta;
  language: string;
  words: DesignerText;
  update(key: string, value: unknown): void;
}) {
  if (kind === 'column') {
    return (
      <div className="settings">
        <Setting label={words('width')}>
          <input
            type="number"
            min={40}
            max={800}
            step={10}
            value={config.width ?? ''}
            data-setting="width"
            onChange={(e) => update('width', e.target.value === '' ? '' : Number(e.target.value))}
          />
        </Setting>
        <FormatSetting config={config} words={words} update={update} />
      </div>
    );
  }
  if (kind === 'search')
    return (
      <div className="settings">
        <FormatSetting config={config} words={words} update={update} />
      </div>
    );
  return (
    <div className="settings">
      <Setting label={words('state')}>
        <select value={config.state ?? ''} data-setting="state" onChange={(e) => update('state', e.target.value)}>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {s || words('none')}
            </option>
          ))}
        </select>
      </Setting>
      <label className="setting check">
        <input
          type="checkbox"
          checked={config.isRequired === '1' || config.isRequired === true}
          data-setting="required"
          onChange={(e) => update('isRequired', e.target.checked ? '1' : '')}
        />
        <span>{words('required')}</span>
      </label>
      <Setting label={words('emptyText')}>
        <input value={config.emptyText ?? ''} data-setting="emptyText" onChange={(e) => update('emptyText', e.target.value)} />
      </Setting>
      <FormatSetting config={config} words={words} update={update} />
      <ConditionField
        label={words('showCondition')}
        value={config.condition}
        attributes={meta.attributes}
        language={language}
        onChange={(list) => update('condition', list)}
      />
      <ConditionField
        label={words('requiredCondition')}
        value={config.requiredCondition}
        attributes={meta.attributes}
        language={language}
        onChange={(list) => update('requiredCondition', list)}
      />
    </div>
  );
}

export function FieldListEditor({ kind, items, meta, language, words, label, onChange }: Props) {
  const pickId = useId();
  const [picked, setPicked] = useState('');
  const byName = new Map(meta.attributes.map((a) => [a.name, a]));
  const used = new Set(items.map((i) => i.attriName));
  const free = visibleAttributes(meta).filter((a) => !used.has(a.name));
  const nameOf = (config: FieldConfig) => attributeLabel(byName.get(config.attriName), language, config.attriName);

  function add() {
    const name = picked || free[0]?.name;
    if (!name) return;
    onChange([...items, { attriName: name }]);
    setPicked('');
  }

  return (
    <div className="field-list" data-field-list={kind}>
      <div className="add-row">
        <label htmlFor={pickId}>{words('addAttribute')}</label>
        <select id={pickId} value={picked} data-pick={kind} onChange={(e) => setPicked(e.target.value)} disabled={!free.length}>
          {!free.length && <option value="">{words('allAdded')}</option>}
          {free.map((a) => (
            <option key={a.name} value={a.name}>{`${attributeLabel(a, language, a.name)} (${a.name})`}</option>
          ))}
        </select>
        <button type="button" data-add={kind} onClick={add} disabled={!free.length}>
          {words('add')}
        </button>
      </div>
      <OrderedList items={items} label={label} words={words} nameOf={nameOf} keyOf={(config) => config.attriName} onChange={onChange} testId={kind}>
        {(config, index) => (
          <RowSettings
            kind={kind}
            config={config}
            meta={meta}
            language={language}
            words={words}
            update={(key, value) => onChange(items.map((item, i) => (i === index ? withSetting(item, key, value) : item)))}
          />
        )}
      </OrderedList>
    </div>
  );
}
