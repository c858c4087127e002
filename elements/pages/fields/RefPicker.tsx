/**
 * Related-entity picker: type to fuzzy-search the related entity (fuzzyQueryOption), or open
 * its find page (a list in pick mode: user find for FM_USER, tree find for tree code lists).
 */
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { pageRegistry } from '../../shared/concepts.ts';
import { usePlatform } from '../../shared/platform.ts';
import type { FindPageProps } from '../list/FindPage.tsx';
import { SlDialog } from '../kit/sl.ts';
import type { Row } from '../kit/types.ts';
import { asString } from './field-types.ts';
import type { FieldInputProps } from './field-types.ts';
import { fieldWords } from './field-words.ts';
import { controlProps, labelled } from './NativeInputs.tsx';
import { useRefLabel } from './ref-label.ts';

/**
 * The find page is a list page, and the list's search bar draws these fields: it comes from the
 * page registry (kind `entityFind`, a lazy chunk loaded on demand like every page kind), never
 * from an import, so the fields and the list import no cycle.
 */
function useFindPage(): ComponentType<FindPageProps> | undefined {
  // A host that replaced the default instance keeps the page's first registry, where the entity
  // pages are, on `window.frame` (as the find page does for the list).
  const shared = (globalThis as { frame?: { registry?: { get(name: string): unknown } } }).frame?.registry;
  return (pageRegistry(usePlatform())?.get('entityFind') ?? shared?.get('entityFind')) as ComponentType<FindPageProps> | undefined;
}

export function RefPicker(props: FieldInputProps) {
  const { field, value, onChange, services, text, size, language } = props;
  const id = asString(value);
  const label = useRefLabel(services, field.relatedEntity, id);
  const [keyword, setKeyword] = useState<string | null>(null);
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [active, setActive] = useState(0);
  const [finding, setFinding] = useState(false);
  const FindPage = useFindPage();
  const inputId = useId();
  const listId = `${inputId}-options`;

  useEffect(() => {
    if (keyword === null || !field.relatedEntity) return;
    let live = true;
    const timer = setTimeout(() => {
      services
        .fuzzyQuery(field.relatedEntity!, keyword)
        .then((list) => {
          if (live) {
            setOptions(list);
            setActive(0);
          }
        })
        .catch(() => live && setOptions([]));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [services, field.relatedEntity, keyword]);

  const choose = (option: { value: string; label: string }) => {
    if (field.relatedEntity) services.records.rememberRefLabel(field.relatedEntity, option.value, option.label);
    onChange(option.value);
    setKeyword(null);
  };
  const open = keyword !== null;
  const row = useRef<HTMLSpanElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The options hang under the input in the top layer, so the field stays inside its box (a long
  // form skips laying out the fields off screen) and no scroll container clips them.
  useLayoutEffect(() => {
    // Measured only when open: a closed picker must not force a layout while the form is drawn.
    const element = list.current;
    const box = open && element ? row.current?.getBoundingClientRect() : undefined;
    if (!element || !box) return;
    element.style.left = `${box.left}px`;
    element.style.top = `${box.bottom + 2}px`;
    element.style.width = `${box.width}px`;
    if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'ArrowDown') setActive((a) => Math.min(options.length - 1, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Enter' && options[active]) choose(options[active]!);
    else if (e.key === 'Escape') setKeyword(null);
    else return;
    e.preventDefault();
  };

  return (
    <div className="ref-picker" onKeyDown={onKeyDown}>
      {labelled(
        props,
        inputId,
        <div className="ref-row">
          <span className="ref-control" ref={row}>
            <input
              {...controlProps(props, inputId)}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
              value={keyword ?? (id ? label : '')}
              placeholder={field.placeholder ?? text('searchPlaceholder')}
              onChange={(e) => setKeyword(e.target.value)}
              onFocus={() => keyword === null && !id && setKeyword('')}
              onBlur={() => setTimeout(() => setKeyword(null), 200)}
            />
            {id && !props.disabled && (
              <button
                type="button"
                className="field-clear"
                aria-label={`${fieldWords(language)('clear')} ${field.label}`}
                onClick={() => {
                  onChange('');
                  setKeyword(null);
                }}
              >
                ×
              </button>
            )}
          </span>
          <button
            type="button"
            className={size === 'small' ? 'field-button small ref-find' : 'field-button ref-find'}
            aria-label={`${text('pick')} ${field.label}`}
            onClick={() => setFinding(true)}
          >
            …
          </button>
        </div>,
      )}
      {open && (
        <ul ref={list} popover="manual" className="ref-options" role="listbox" id={listId} aria-label={field.label}>
          {options.length === 0 && (
            <li className="muted" role="option" aria-disabled="true" aria-selected="false">
              {text('noMatch')}
            </li>
          )}
          {options.map((o, i) => (
            <li
              key={o.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : ''}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              {o.label}
            </li>
          ))}
        </ul>
      )}
      {finding && field.relatedEntity && (
        <SlDialog
          open
          label={`${text('pick')} · ${field.label}`}
          className="find-dialog"
          onsl-after-hide={(e: Event) => e.target === e.currentTarget && setFinding(false)}
        >
          <Suspense fallback={<div className="muted">{text('loading')}</div>}>
            {FindPage ? (
              <FindPage
                entity={field.relatedEntity}
                onClose={() => setFinding(false)}
                onPick={(row: Row, rowLabel: string, key: string) => {
                  choose({ value: key, label: rowLabel });
                  setFinding(false);
                }}
              />
            ) : (
              <div className="muted">{text('error')}</div>
            )}
          </Suspense>
        </SlDialog>
      )}
    </div>
  );
}
