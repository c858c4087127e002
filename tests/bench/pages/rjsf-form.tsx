/** @rjsf/core (with its ajv8 validator) drawing the same 300 fields as the form benchmark's synthetic entity. */
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { BENCH_OPTIONS, benchFields } from './form-fields.ts';
import type { BenchField } from './form-fields.ts';
import { drawn } from './frame-timing.ts';

function propertyOf(field: BenchField): RJSFSchema {
  const title = field.label;
  switch (field.kind) {
    case 'number':
      return { type: 'number', title };
    case 'select':
      return { type: 'string', title, oneOf: BENCH_OPTIONS.map((o) => ({ const: o.value, title: o.text })) };
    case 'date':
      return { type: 'string', format: 'date', title };
    case 'checkbox':
      return { type: 'boolean', title };
    default:
      return { type: 'string', title };
  }
}

const fields = benchFields();
const schema: RJSFSchema = { type: 'object', title: '三百个字段', properties: Object.fromEntries(fields.map((f) => [f.name, propertyOf(f)])) };
const uiSchema: UiSchema = Object.fromEntries(fields.filter((f) => f.kind === 'textarea').map((f) => [f.name, { 'ui:widget': 'textarea' }]));

let mounted: { root: Root; holder: HTMLElement } | null = null;

export function unmountRjsf(): void {
  mounted?.root.unmount();
  mounted?.holder.remove();
  mounted = null;
}

/** Mounts the rjsf form; resolves with ms from the render call to the frame showing all fields. */
export async function mountRjsf(): Promise<number> {
  unmountRjsf();
  const holder = document.createElement('div');
  document.body.append(holder);
  const controls = () => holder.querySelectorAll('input[id^="root_"], select[id^="root_"], textarea[id^="root_"]').length;
  const start = performance.now();
  const root = createRoot(holder);
  mounted = { root, holder };
  root.render(<Form schema={schema} uiSchema={uiSchema} validator={validator} />);
  const end = await drawn(() => controls() >= fields.length);
  return end - start;
}
