/**
 * An ordered list of config items the panel edits: each row reorders by drag or by its move up
 * and move down buttons (the keyboard path), removes, and opens its own settings. The new
 * position is announced, and focus stays on the moved row's button.
 */
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { DesignerText } from './designer-text.ts';

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

interface Props<T> {
  items: readonly T[];
  label: string;
  words: DesignerText;
  nameOf(item: T): string;
  /** A key that stays while the item is edited (its name may change as it is typed). */
  keyOf(item: T): string;
  onChange(items: T[]): void;
  /** The row's own settings, drawn under its name. */
  children(item: T, index: number): ReactNode;
  testId: string;
}

export function OrderedList<T>({ items, label, words, nameOf, keyOf, onChange, children, testId }: Props<T>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const list = useRef<HTMLOListElement>(null);

  function move(from: number, to: number, focus?: 'up' | 'down') {
    if (to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    setAnnounced(words('moved', nameOf(items[from] as T), to + 1));
    if (focus) requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`li:nth-child(${to + 1}) [data-move="${focus}"]`)?.focus());
  }

  if (!items.length)
    return (
      <p className="muted" data-empty={testId}>
        {words('empty')}
      </p>
    );
  return (
    <>
      <p className="muted designer-hint">{words('dragHint')}</p>
      <ol className="ordered-list" aria-label={label} ref={list} data-list={testId}>
        {items.map((item, index) => {
          const name = nameOf(item);
          return (
            <li
              key={keyOf(item)}
              className={dragged === index ? 'ordered-item dragging' : 'ordered-item'}
              data-item={keyOf(item)}
              draggable
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(e) => {
                if (dragged !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <div className="ordered-head">
                <span className="drag-handle" aria-hidden="true">
                  ⋮⋮
                </span>
                <strong className="ordered-name">{name}</strong>
                <button
                  type="button"
                  data-move="up"
                  aria-label={words('moveUp', name)}
                  title={words('moveUp', name)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  data-move="down"
                  aria-label={words('moveDown', name)}
                  title={words('moveDown', name)}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  data-remove
                  aria-label={words('removeItem', name)}
                  title={words('removeItem', name)}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </div>
              {children(item, index)}
            </li>
          );
        })}
      </ol>
      <span className="sr-only" role="status" aria-live="polite">
        {announced}
      </span>
    </>
  );
}
