import type { HTMLAttributes, Ref } from 'react';

/**
 * Shoelace tags in JSX. React 19 sets known element properties (open, value, disabled) as
 * properties; events are attached through refs (`useElementEvent`) rather than `on*` props.
 */
type SlProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<any>;
  class?: string;
  [attribute: string]: unknown;
};

type SlTags =
  | 'sl-alert'
  | 'sl-avatar'
  | 'sl-badge'
  | 'sl-breadcrumb'
  | 'sl-breadcrumb-item'
  | 'sl-button'
  | 'sl-button-group'
  | 'sl-card'
  | 'sl-checkbox'
  | 'sl-details'
  | 'sl-dialog'
  | 'sl-divider'
  | 'sl-drawer'
  | 'sl-dropdown'
  | 'sl-icon'
  | 'sl-icon-button'
  | 'sl-input'
  | 'sl-menu'
  | 'sl-menu-item'
  | 'sl-menu-label'
  | 'sl-option'
  | 'sl-progress-bar'
  | 'sl-radio'
  | 'sl-radio-group'
  | 'sl-select'
  | 'sl-spinner'
  | 'sl-switch'
  | 'sl-tab'
  | 'sl-tab-group'
  | 'sl-tab-panel'
  | 'sl-tag'
  | 'sl-textarea'
  | 'sl-tooltip'
  | 'sl-tree'
  | 'sl-tree-item'
  | 'sl-skeleton'
  | 'sl-split-panel'
  | 'sl-radio-button'
  | 'sl-format-date'
  | 'sl-format-number'
  | 'sl-pagination'
  | 'sl-visually-hidden';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends Record<SlTags, SlProps> {}
  }
}
