/**
 * The panel's editor of a page's operations (toolbar or row): type, selection rule, the row
 * condition in the condition builder with its tip, the confirm text, rights and how an `open`
 * operation opens. Texts with per-language variants (`label.i18n`, …) change in the language
 * being edited, so the other language's words stay.
 */
import { useId, useState } from 'react';
import { textIn, withText } from '../../../core/designer/index.ts';
import type { EntityMeta, Operate } from '../kit/types.ts';
import { ConditionField } from './ConditionField.tsx';
import type { DesignerText } from './designer-text.ts';
import { OrderedList } from './OrderedList.tsx';

const TYPES = ['open', 'post', 'delete', 'download', 'refresh'];
const OPEN_TYPES = [1, 2, 3, 4, 5] as const;

interface Props {
  items: Operate[];
  meta: EntityMeta;
  language: string;
  words: DesignerText;
  label: string;
  row?: boolean;
  onChange(items: Operate[]): void;
}

function set(item: Operate, key: string, value: unknown): Operate {
  const next = { ...item } as Record<string, unknown>;
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value;
  return next as Operate;
}

function Setting({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="setting">
      <span>{label}</span>
      {children}
    </label>
  );
}

function OperateSettings({
  item,
  meta,
  language,
  words,
  update,
}: {
  item: Operate;
  meta: EntityMeta;
  language: string;
  words: DesignerText;
  update(next: Operate): void;
}) {
  const put = (key: string, value: unknown) => update(set(item, key, value));
  const putText = (key: string, value: string) => update(withText(item, key, language, value));
  return (
    <div className="settings">
      <Setting label={words('label')}>
        <input value={textIn(item, 'label', language)} data-setting="label" onChange={(e) => putText('label', e.target.value)} />
      </Setting>
      <Setting label={words('type')}>
        <select value={String(item.type ?? '')} data-setting="type" onChange={(e) => put('type', e.target.value)}>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </Setting>
      <Setting label={words('needSelect')}>
        <select
          value={String(item.needSelect ?? '0')}
          data-setting="needSelect"
          onChange={(e) => put('needSelect', e.target.value === 'n' ? 'n' : Number(e.target.value))}
        >
          <option value="0">{words('needSelect0')}</option>
          <option value="1">{words('needSelect1')}</option>
          <option value="n">{words('needSelectN')}</option>
        </select>
      </Setting>
      {item.type === 'open' ? (
        <>
          <Setting label={words('openType')}>
            <select value={String(item.openType ?? '1')} data-setting="openType" onChange={(e) => put('openType', Number(e.target.value))}>
              {OPEN_TYPES.map((o) => (
                <option key={o} value={o}>
                  {words(`openType${o}`)}
                </option>
              ))}
            </select>
          </Setting>
          <Setting label={words('pageId')}>
            <input value={String(item.pageId ?? '')} data-setting="pageId" onChange={(e) => put('pageId', e.target.value.trim())} />
          </Setting>
        </>
      ) : item.type === 'post' || item.type === 'delete' || item.type === 'download' ? (
        <Setting label={words('action')}>
          <input value={String(item.action ?? '')} data-setting="action" onChange={(e) => put('action', e.target.value.trim())} />
        </Setting>
      ) : null}
      <Setting label={words('confirm')}>
        <input value={textIn(item, 'confirm', language)} data-setting="confirm" onChange={(e) => putText('confirm', e.target.value)} />
      </Setting>
      <Setting label={words('right')}>
        <input value={String(item.right ?? '')} data-setting="right" onChange={(e) => put('right', e.target.value.trim())} />
      </Setting>
      <Setting label={words('rightCode')}>
        <input value={String(item.rightCode ?? '')} data-setting="rightCode" onChange={(e) => put('rightCode', e.target.value.trim())} />
      </Setting>
      <ConditionField
        label={words('condition')}
        value={item.condition}
        attributes={meta.attributes}
        language={language}
        onChange={(list) => put('condition', list)}
      />
      <Setting label={words('tip')}>
        <input value={textIn(item, 'tip', language)} data-setting="tip" onChange={(e) => putText('tip', e.target.value)} />
      </Setting>
    </div>
  );
}

/** A name not yet taken: operations are keyed by name in the page. */
function freeName(items: readonly Operate[], base: string): string {
  const names = new Set(items.map((i) => i.name));
  let n = 1;
  while (names.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

export function OperationsEditor({ items, meta, language, words, label, row, onChange }: Props) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  function add() {
    const label = name.trim() || words('newOperate');
    const operate: Operate = { name: freeName(items, row ? 'rowOperate' : 'operate'), label, type: 'post', needSelect: row ? 1 : 0 };
    onChange([...items, operate]);
    setOpen(operate.name);
    setName('');
  }
  return (
    <div className="operations" data-operations={row ? 'row' : 'toolbar'}>
      <div className="add-row">
        <label htmlFor={nameId}>{words('name')}</label>
        <input
          id={nameId}
          value={name}
          data-new-operate
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add();
          }}
        />
        <button type="button" data-add-operate onClick={add}>
          {words('addOperate')}
        </button>
      </div>
      <OrderedList
        items={items}
        label={label}
        words={words}
        nameOf={(item) => textIn(item, 'label', language) || item.name}
        keyOf={(item) => item.name}
        onChange={onChange}
        testId={row ? 'rowOperates' : 'operates'}
      >
        {(item, index) => (
          <details
            open={open === item.name}
            onToggle={(e) => {
              const isOpen = (e.target as HTMLDetailsElement).open;
              if (isOpen !== (open === item.name)) setOpen(isOpen ? item.name : null);
            }}
          >
            <summary>{words('edit')}</summary>
            {open === item.name && (
              <OperateSettings
                item={item}
                meta={meta}
                language={language}
                words={words}
                update={(next) => onChange(items.map((it, i) => (i === index ? next : it)))}
              />
            )}
          </details>
        )}
      </OrderedList>
    </div>
  );
}
