/** A page config's component tree for the current language and screen class, kept by value. */
import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { createComponentTreeMemo } from '../../../core/components/index.ts';
import type { ComponentNode } from '../../../core/components/index.ts';
import { useConcepts } from '../../shared/concepts.ts';

export interface TreeSource {
  itemConfigs?: unknown;
  items?: unknown;
  mItems?: unknown;
  /** The page id that owns the components. */
  parentPage?: string;
}

/**
 * The roots of the page's tree. Page configs come from a cache and hosts may hand a config object
 * made afresh on every render: the memo answers the same nodes for the same values, so a
 * component draws again only when its own config changed in value (spec §4).
 */
export function useComponentTree(source: TreeSource | undefined, language: string): ComponentNode[] {
  const concepts = useConcepts();
  const screen = useStore(concepts.workspace.$screenSize);
  const memo = useRef<ReturnType<typeof createComponentTreeMemo>>(undefined);
  memo.current ??= createComponentTreeMemo();
  const build = memo.current;
  return useMemo(
    () => build({ itemConfigs: source?.itemConfigs, items: source?.items, mItems: source?.mItems, parentPage: source?.parentPage, screen, language }),
    [build, source, screen, language],
  );
}
