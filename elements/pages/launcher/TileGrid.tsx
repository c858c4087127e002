/**
 * A grid of launcher tiles: each entry a button with its icon and name. Tab reaches the grid's
 * tiles in order; arrow keys move between them (up and down by a row of the laid-out grid),
 * Home and End go to the first and last; Enter and Space open, as on any button.
 */
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { menuLabel } from '../../shell/menu-data.ts';
import type { MenuModule } from '../../shell/menu-data.ts';
import type { WorkTextFn } from '../work-text/index.ts';
import { EntryIcon } from './entry-icon.tsx';

interface Props {
  entries: MenuModule[];
  label: string;
  language: string;
  words: WorkTextFn;
  onOpen: (entry: MenuModule) => void;
}

/** Tiles per row as laid out: those on the first tile's line. */
function columnsOf(tiles: HTMLElement[]): number {
  const top = tiles[0]?.offsetTop ?? 0;
  return Math.max(1, tiles.filter((tile) => tile.offsetTop === top).length);
}

function nextIndex(key: string, index: number, count: number, columns: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function TileGrid({ entries, label, language, words, onOpen }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const tiles = [...(listRef.current?.querySelectorAll<HTMLElement>('.launcher-tile') ?? [])];
    const index = tiles.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = nextIndex(event.key, index, tiles.length, columnsOf(tiles));
    if (next === undefined) return;
    event.preventDefault();
    tiles[next]?.focus();
  };
  return (
    <ul ref={listRef} className="launcher-grid" aria-label={label} onKeyDown={onKeyDown}>
      {entries.map((entry) => {
        const name = menuLabel(entry, language);
        const folder = Boolean(entry.children?.length);
        return (
          <li key={entry.ID}>
            <button
              type="button"
              className="launcher-tile"
              data-module={entry.ID}
              title={name}
              aria-haspopup={folder ? 'true' : undefined}
              onClick={() => onOpen(entry)}
            >
              <EntryIcon name={entry.ICON} folder={folder} />
              <span className="launcher-name">{name}</span>
              {entry.FLAG === 'link' && <span className="visually-hidden">{` (${words('opensExternal')})`}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
