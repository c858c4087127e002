/**
 * A `custom` field (spec §3 field config `dataType`): drawn by the component a business bundle
 * registered under the config's `renderer` name (`window.frame.registry.register(name, c)`).
 * Nothing is evaluated, so the field works in `strict` mode under a CSP without 'unsafe-eval'
 * (DESIGN §4 "Configuration text"). The component is a React component taking
 * `CustomFieldProps`, or, for bundles without React, `{ mount(container, props) → teardown? }`,
 * mounted once and handed later values through `update(props)` when it has one.
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { conceptsOf, pageRegistry } from '../../shared/concepts.ts';
import { usePlatform } from '../../shared/platform.ts';
import type { FieldInputProps } from './field-types.ts';

/** What a custom field's registered component receives. */
export interface CustomFieldProps {
  field: { name: string; label: string; required: boolean; placeholder?: string };
  value: unknown;
  /** Absent when the field is read-only (a detail page, a read-only state). */
  onChange?: (value: unknown) => void;
  readOnly: boolean;
  invalid: boolean;
  language: string;
}

interface DomRenderer {
  mount(container: HTMLElement, props: CustomFieldProps): void | (() => void);
  update?(props: CustomFieldProps): void;
}

/** Stores to read where the instance has none (no registry, no bundles): made per field, never written. */
const fallbackStores = () => ({ noEntries: atom<Readonly<Record<string, unknown>>>({}), notLoading: atom(false) });

function isDomRenderer(entry: unknown): entry is DomRenderer {
  return typeof entry === 'object' && entry !== null && typeof (entry as DomRenderer).mount === 'function';
}

function DomCustomField({ renderer, props }: { renderer: DomRenderer; props: CustomFieldProps }) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const teardown = renderer.mount(element, latest.current);
    return () => {
      if (typeof teardown === 'function') teardown();
      element.replaceChildren();
    };
  }, [renderer]);
  useEffect(() => {
    renderer.update?.(props);
  }, [renderer, props]);
  return <div className="custom-field-box" ref={box} />;
}

/** The registered component for the field, or a message naming what is missing. */
export function CustomField(props: FieldInputProps & { readOnly?: boolean }) {
  const platform = usePlatform();
  const registry = pageRegistry(platform);
  const [{ noEntries, notLoading }] = useState(fallbackStores);
  const entries = useStore((registry?.$pages ?? noEntries) as typeof noEntries);
  const bundlesLoading = useStore(conceptsOf(platform).bundles?.$loading ?? notLoading);
  const { field, text } = props;
  const name = field.renderer;
  const entry = name && Object.prototype.hasOwnProperty.call(entries, name) ? entries[name] : undefined;
  const readOnly = !!(props.readOnly || props.disabled);
  const customProps: CustomFieldProps = {
    field: { name: field.name, label: field.label, required: !!field.required, placeholder: field.placeholder },
    value: props.value,
    onChange: readOnly ? undefined : props.onChange,
    readOnly,
    invalid: !!props.invalid,
    language: props.language,
  };
  let content: ReactNode;
  if (isDomRenderer(entry)) content = <DomCustomField renderer={entry} props={customProps} />;
  else if (typeof entry === 'function') {
    const Renderer = entry as ComponentType<CustomFieldProps>;
    content = <Renderer {...customProps} />;
  } else {
    const waiting = !!name && bundlesLoading;
    const message = !name ? text('customNoRenderer', field.label) : waiting ? text('loading') : text('customUnregistered', field.label, name);
    content = (
      <div className={waiting ? 'muted' : 'error-text'} role={waiting ? 'status' : 'alert'} data-custom-missing={name ?? ''}>
        {message}
      </div>
    );
  }
  // The label is the shell's, as for every other field; the renderer draws the control only.
  return (
    <div className="field-custom" role="group" aria-label={field.label} data-renderer={name ?? ''}>
      {!props.hideLabel && (
        <span className="field-label" part="field-label" data-required={field.required ? '' : undefined}>
          {field.label}
        </span>
      )}
      {content}
    </div>
  );
}
