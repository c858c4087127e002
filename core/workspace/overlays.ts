import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Overlay, OverlayInput } from './types.ts';

export interface Overlays {
  /** Open popups, oldest first; the last one is on top (spec §4: last in, first out). */
  $popups: ReadableAtom<readonly Overlay[]>;
  $drawer: ReadableAtom<Overlay | null>;
  openPopup(input: OverlayInput): Overlay;
  /** Closes the top popup; returns it, or null when none was open. */
  closePopup(): Overlay | null;
  closeAllPopups(): void;
  openDrawer(input: OverlayInput): Overlay;
  closeDrawer(): void;
  /** Closes the popups and the drawer a tab opened (beyond spec: they belong to their tab). */
  closeOwnedBy(tabKey: string): void;
}

export function createOverlays(now: () => number): Overlays {
  const $popups = atom<readonly Overlay[]>([]);
  const $drawer = atom<Overlay | null>(null);
  let nextId = 1;

  const make = (input: OverlayInput): Overlay => ({
    ...input,
    kind: input.kind ?? 'page',
    query: { ...(input.query ?? {}) },
    id: nextId++,
    time: now(),
  });

  return {
    $popups,
    $drawer,
    openPopup(input) {
      const popup = make(input);
      $popups.set([...$popups.get(), popup]);
      return popup;
    },
    closePopup() {
      const popups = $popups.get();
      const top = popups[popups.length - 1] ?? null;
      if (top) $popups.set(popups.slice(0, -1));
      return top;
    },
    closeAllPopups: () => $popups.set([]),
    openDrawer(input) {
      const drawer = make(input);
      $drawer.set(drawer);
      return drawer;
    },
    closeDrawer: () => $drawer.set(null),
    closeOwnedBy(tabKey) {
      const popups = $popups.get();
      const kept = popups.filter((popup) => popup.tabKey !== tabKey);
      if (kept.length !== popups.length) $popups.set(kept);
      if ($drawer.get()?.tabKey === tabKey) $drawer.set(null);
    },
  };
}
