/** Reading what an `<entity-list>` shows: its columns and rows. */

/** One row as the list shows it. */
export interface ListRow {
  /** The row element (click it to make it current, double-click to open it). */
  element: HTMLElement;
  /** Its position in the list's whole result (1 is the header row, so the first row is 2). */
  rowIndex: number;
  /** Cell texts by column label, as shown (code labels, formatted numbers and dates). */
  cells: Record<string, string>;
  /** Cell texts in column order. */
  texts: string[];
  selected: boolean;
}

type Scope = HTMLElement | ShadowRoot | ParentNode | null | undefined;

/** An element's shadow root when it has one, else the node itself. */
function scopeOf(target: Scope): ParentNode | null {
  if (!target) return null;
  return (target as HTMLElement).shadowRoot ?? target;
}

/** The row elements in the DOM (a list draws only the rows in view, plus a few). */
export function rowsOf(target: Scope): HTMLElement[] {
  return [...(scopeOf(target)?.querySelectorAll<HTMLElement>('.grid-row') ?? [])];
}

const isDataCell = (cell: Element): boolean => !cell.classList.contains('check') && !cell.classList.contains('actions');

const cellsOf = (row: HTMLElement): HTMLElement[] => [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')];
const textOf = (cell: Element): string => cell.textContent?.trim() ?? '';

/**
 * The texts of every cell of a row as drawn, the selection box's ('') and the row buttons'
 * included; `listRows` gives the data cells by column.
 */
export function cellTexts(row: HTMLElement): string[] {
  return cellsOf(row).map(textOf);
}

/** The labels of the list's data columns, in order. */
export function listColumns(target: Scope): string[] {
  const heads = [...(scopeOf(target)?.querySelectorAll<HTMLElement>('.grid-head [role="columnheader"]') ?? [])].filter(isDataCell);
  return heads.map((head) => (head.querySelector('.sort-label') ?? head).textContent?.trim() ?? '');
}

/**
 * The rows a list shows (its element, or its shadow root), each with its cells by column label.
 * Only the rows in the DOM: a long page draws the rows in view; give the list a height that
 * holds a page, or scroll it, to read the rest.
 */
export function listRows(target: Scope): ListRow[] {
  const columns = listColumns(target);
  return rowsOf(target).map((element) => {
    const texts = cellsOf(element).filter(isDataCell).map(textOf);
    return {
      element,
      rowIndex: Number(element.getAttribute('aria-rowindex') ?? 0),
      cells: Object.fromEntries(columns.map((label, index) => [label, texts[index] ?? ''])),
      texts,
      selected: element.getAttribute('aria-selected') === 'true',
    };
  });
}
