/**
 * Components (spec §3 "Component", §4): a page config's `itemConfigs` as a tree of registered
 * kinds, and the value equality that keeps a component's config when its input did not change.
 * Pure: the elements draw the tree (elements/pages/components); loaded with the page concepts.
 */
import { componentTree } from './tree.ts';
import type { ComponentNode, ComponentTreeInput } from './tree.ts';
import { keepEqual, sameValue } from './same-value.ts';

/**
 * `componentTree` that answers the previous tree itself when its input is the same in value, and
 * otherwise keeps every component whose config did not change (so only changed ones draw again).
 */
export function createComponentTreeMemo(): (input: ComponentTreeInput) => ComponentNode[] {
  let lastInput: ComponentTreeInput | undefined;
  let lastTree: ComponentNode[] = [];
  return (input) => {
    if (lastInput !== undefined && sameValue(lastInput, input)) return lastTree;
    lastTree = keepEqual(lastTree, componentTree(input));
    lastInput = input;
    return lastTree;
  };
}

export { componentTree, keepEqual, sameValue };
export type { ComponentNode, ComponentTreeInput };
