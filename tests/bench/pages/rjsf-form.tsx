/** @rjsf/core (with its ajv8 validator) drawing the form benchmark's CUSTOMER-shaped schema (form-fields.ts). */
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { drawn } from './frame-timing.ts';

export interface RjsfInput {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** Fields to wait for (distinct names among the drawn controls). */
  count: number;
}

let input: RjsfInput | null = null;
let mounted: { root: Root; holder: HTMLElement } | null = null;

export function setRjsfInput(next: RjsfInput): void {
  input = next;
}

export function unmountRjsf(): void {
  mounted?.root.unmount();
  mounted?.holder.remove();
  mounted = null;
}

/** Distinct fields among the drawn controls (a radio group's inputs are one field). */
function drawnFields(holder: HTMLElement): number {
  const names = new Set<string>();
  for (const control of holder.querySelectorAll('input[id^="root_"], select[id^="root_"], textarea[id^="root_"]')) names.add(control.id.replace(/-\d+$/, ''));
  return names.size;
}

/** Mounts the rjsf form; resolves with the time of the drawn frame showing every field. */
export async function drawRjsf(): Promise<number> {
  if (!input) throw new Error('setRjsfInput first');
  const { schema, uiSchema, formData, count } = input;
  unmountRjsf();
  const holder = document.createElement('div');
  document.body.append(holder);
  const root = createRoot(holder);
  mounted = { root, holder };
  root.render(<Form schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} />);
  return drawn(() => drawnFields(holder) >= count);
}

/** Mounts the rjsf form; resolves with ms from the render call to the frame showing every field. */
export async function mountRjsf(): Promise<number> {
  const start = performance.now();
  return (await drawRjsf()) - start;
}
