/**
 * The page designer's panel: the sections of the page kind being edited (a list's columns,
 * search fields and operations; a form's fields, child sections and operations), as tabs.
 * Every edit hands the whole new content up, so the preview and the text view follow it.
 */
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { childRelations } from '../form/form-logic.ts';
import type { EntityMeta, FieldConfig, Operate, PageContent } from '../kit/types.ts';
import { objectsOf } from '../../../core/designer/index.ts';
import type { DesignerText, DesignerTextKey } from './designer-text.ts';
import { FieldListEditor } from './FieldListEditor.tsx';
import { OperationsEditor } from './OperationsEditor.tsx';

type Section = 'columns' | 'searchFields' | 'operates' | 'rowOperates' | 'formFields' | 'children';

const FORM_FLAGS = new Set(['add', 'edit', 'detail', 'addForm']);

export function sectionsOf(flag: string | undefined): Section[] {
  if (flag && FORM_FLAGS.has(flag)) return ['formFields', 'children', 'operates'];
  return ['columns', 'searchFields', 'operates', 'rowOperates'];
}

interface Props {
  content: PageContent;
  flag: string | undefined;
  meta: EntityMeta;
  language: string;
  words: DesignerText;
  onChange(content: PageContent): void;
}

function put(content: PageContent, key: string, value: unknown[]): PageContent {
  const next = { ...content };
  if (value.length) next[key] = value;
  else delete next[key];
  return next;
}

function ChildrenEditor({ content, meta, language, words, onChange }: Omit<Props, 'flag'>) {
  const relations = childRelations(meta);
  if (!relations.length) return <p className="muted">{words('childNone')}</p>;
  const shown = Array.isArray(content.childRelations) ? new Set(content.childRelations as string[]) : null;
  const titleOf = (r: (typeof relations)[number]) =>
    (r.title && typeof r.title === 'object' ? (r.title as Record<string, string>)[language] : undefined) || String(r.title ?? '') || r.code;
  function toggle(code: string, on: boolean) {
    const current = shown ?? new Set(relations.map((r) => r.code));
    if (on) current.add(code);
    else current.delete(code);
    // Every relation shown is the default: the key goes.
    const list = relations.map((r) => r.code).filter((c) => current.has(c));
    const next = { ...content };
    if (list.length === relations.length) delete next.childRelations;
    else next.childRelations = list;
    onChange(next);
  }
  return (
    <fieldset className="children-editor">
      <legend>{words('children')}</legend>
      {relations.map((r) => (
        <label key={r.code} className="setting check">
          <input type="checkbox" data-child={r.code} checked={!shown || shown.has(r.code)} onChange={(e) => toggle(r.code, e.target.checked)} />
          <span>{words('childShown', titleOf(r))}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A list the panel cannot draw (a stored draft or a host may hold `columns: "NAME"`) is drawn as
 * what it holds of objects, with the reason, never mapped over as it is: the designer, and its
 * discard, must stay usable whatever the content.
 */
function ListProblem({ name, words }: { name: string; words: DesignerText }) {
  return (
    <p role="alert" className="text-problem" data-panel-problem={name}>
      {words('panelListIgnored', name)}
    </p>
  );
}

function SectionBody({ section, content, meta, language, words, onChange }: Omit<Props, 'flag'> & { section: Section }) {
  const common = { meta, language, words };
  switch (section) {
    case 'columns':
    case 'searchFields':
    case 'formFields': {
      const key = section === 'formFields' ? 'fields' : section;
      const kind = section === 'columns' ? 'column' : section === 'searchFields' ? 'search' : 'form';
      const { items, ignored } = objectsOf<FieldConfig>(content[key]);
      return (
        <>
          {ignored && <ListProblem name={key} words={words} />}
          <FieldListEditor {...common} kind={kind} label={words(section)} items={items} onChange={(next) => onChange(put(content, key, next))} />
        </>
      );
    }
    case 'operates':
    case 'rowOperates': {
      const { items, ignored } = objectsOf<Operate>(content[section]);
      return (
        <>
          {ignored && <ListProblem name={section} words={words} />}
          <OperationsEditor
            {...common}
            row={section === 'rowOperates'}
            label={words(section)}
            items={items}
            onChange={(next) => onChange(put(content, section, next))}
          />
        </>
      );
    }
    case 'children':
      return <ChildrenEditor {...common} content={content} onChange={onChange} />;
  }
}

export function PagePanel(props: Props) {
  const sections = sectionsOf(props.flag);
  const [active, setActive] = useState<Section>(sections[0]!);
  const current = sections.includes(active) ? active : sections[0]!;
  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: sections.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = sections[(moves[event.key]! + sections.length) % sections.length]!;
    setActive(next);
    (event.currentTarget.parentElement?.querySelector(`[data-section="${next}"]`) as HTMLElement | null)?.focus();
  }
  return (
    <div className="page-panel">
      <div role="tablist" aria-label={props.words('panel')} className="section-tabs">
        {sections.map((section, index) => (
          <button
            key={section}
            type="button"
            role="tab"
            id={`section-${section}`}
            data-section={section}
            aria-selected={section === current}
            aria-controls="section-body"
            tabIndex={section === current ? 0 : -1}
            onClick={() => setActive(section)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {props.words(section as DesignerTextKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="section-body" aria-labelledby={`section-${current}`} className="section-body">
        <SectionBody {...props} section={current} />
      </div>
    </div>
  );
}
