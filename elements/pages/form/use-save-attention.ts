/**
 * A failed save brings what core's record controller points at (SaveView.attention) into view:
 * the first invalid field or child cell, focused, else the banner. Once per failure (its turn),
 * after the render that drew the messages, whichever box scrolls (the shell's page, a popup's or
 * a drawer's body, a phone's screen under its sticky header).
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { SaveView } from '../../../core/records/index.ts';

/** What takes the keyboard in a field's box: the control itself, not its label or help. */
const CONTROL =
  'input:not([type="hidden"]), textarea, select, sl-input, sl-textarea, sl-select, sl-checkbox, sl-switch, sl-radio-group, sl-color-picker, sl-rating, [contenteditable="true"], button, [tabindex]:not([tabindex="-1"])';

const quoted = (value: string) => CSS.escape(value);

/** The box the attention names in the page, or null when it is not drawn (a hidden field). */
function targetOf(page: HTMLElement, attention: NonNullable<SaveView['attention']>): HTMLElement | null {
  if (attention.target === 'field') return page.querySelector<HTMLElement>(`.form .form-grid > [data-field="${quoted(attention.field)}"]`);
  if (attention.target === 'cell') {
    const row = page.querySelectorAll<HTMLElement>(`.child-section[data-relation="${quoted(attention.relation)}"] .sub-table tbody > tr`)[attention.row];
    return row?.querySelector<HTMLElement>(`td[data-field="${quoted(attention.field)}"]`) ?? row ?? null;
  }
  return null;
}

/**
 * Centred, not at an edge: the shell's sticky header (and a phone's bottom bar) cover the edges of
 * the box that scrolls, and the field's message sits under it. No smooth scrolling: the focus that
 * follows must not land mid-way.
 */
function show(element: HTMLElement): void {
  element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
}

export function useSaveAttention(attention: SaveView['attention'], page: RefObject<HTMLElement | null>, banner: RefObject<HTMLElement | null>): void {
  const turn = attention?.turn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure (its turn), not per render of the same one.
  useEffect(() => {
    const root = page.current;
    if (!attention || !root) return;
    const target = targetOf(root, attention);
    if (target) {
      show(target);
      const control = target.matches(CONTROL) ? target : target.querySelector<HTMLElement>(CONTROL);
      control?.focus({ preventScroll: true });
      return;
    }
    const box = banner.current;
    if (!box) return;
    show(box);
    // Focus moves to the message (read out by its role), so Save's next press is a choice.
    box.focus({ preventScroll: true });
  }, [turn]);
}
