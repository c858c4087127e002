/**
 * Shoelace parts used by the entity pages, imported one component at a time (DESIGN §7), and
 * thin React bindings for them. React 19 sets custom-element props as properties and turns
 * `on<event-name>` props into listeners, so a binding is just `createElement` with loose props:
 * this keeps the pages free of a global JSX augmentation that other elements might also declare.
 */
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/radio/radio.js';
import '@shoelace-style/shoelace/dist/components/switch/switch.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/tree/tree.js';
import '@shoelace-style/shoelace/dist/components/tree-item/tree-item.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import { createElement, forwardRef } from 'react';
import type { ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react';

/** Props of a Shoelace element as React passes them: properties, attributes and `onsl-*` listeners. */
export type SlProps = Record<string, unknown> & { children?: ReactNode; className?: string };
export type SlComponent = ForwardRefExoticComponent<SlProps & RefAttributes<HTMLElement>>;

function bind(tag: string): SlComponent {
  const component = forwardRef<HTMLElement, SlProps>((props, ref) => createElement(tag, { ...props, ref }));
  component.displayName = tag;
  return component;
}

export const SlButton = bind('sl-button');
export const SlCheckbox = bind('sl-checkbox');
export const SlDialog = bind('sl-dialog');
export const SlInput = bind('sl-input');
export const SlTextarea = bind('sl-textarea');
export const SlSelect = bind('sl-select');
export const SlOption = bind('sl-option');
export const SlRadioGroup = bind('sl-radio-group');
export const SlRadio = bind('sl-radio');
export const SlSwitch = bind('sl-switch');
export const SlSpinner = bind('sl-spinner');
export const SlAlert = bind('sl-alert');
export const SlTree = bind('sl-tree');
export const SlTreeItem = bind('sl-tree-item');
export const SlDropdown = bind('sl-dropdown');
