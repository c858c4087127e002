/**
 * Components of page configs (spec §3 "Component"): the tree core builds from `itemConfigs`
 * (core/components) drawn through the page registry, one error boundary per component. The
 * `tabs` page is built on it; so is any page that composes registered kinds.
 */
export { ComponentLayout, ComponentView, boxStyle } from './ComponentView.tsx';
export type { ComponentViewProps } from './ComponentView.tsx';
export { componentProps } from './component-props.ts';
export type { ComponentOwner } from './component-props.ts';
export { useComponentTree } from './use-component-tree.ts';
export type { TreeSource } from './use-component-tree.ts';
export { COMPONENT_CSS } from './styles.ts';
