/** A signed-in platform on the reference server and the customer edit form's fields, for the records tests. */
import type { Platform } from '../../../core/index.ts';
import type { FieldConfig } from '../../../core/forms/index.ts';
import { liveFields } from '../../../core/records/index.ts';
import type { RecordField, Row } from '../../../core/records/index.ts';
import { platformOn } from '../meta/server-fixtures.ts';

export { platformOn };

export type Field = RecordField & { label: string };

/** The customer edit page's fields as the pages resolve them (core/forms' field in `source`). */
export async function customerFields(platform: Platform): Promise<Field[]> {
  const meta = await platform.meta.getMeta('CUSTOMER');
  const page = await platform.meta.getPageConfig({ pageId: 'page-customer-edit' });
  const content = page.definition.CONTENT as { fields?: FieldConfig[]; fieldScope?: { '1'?: string[]; '2'?: string[] } };
  const fields = await platform.forms.buildFields({ meta, state: 'EDIT', fields: content.fields, fieldScope: content.fieldScope });
  return fields.map((f) => ({ name: f.name, label: f.label, state: f.state, required: f.required, dataType: f.attrType ?? f.dataType ?? 'string', source: f }));
}

/** The fields with their statuses for these values, as the form draws them. */
export function live(platform: Platform, fields: Field[], values: Row) {
  const form = platform.forms.createForm(fields.map((f) => f.source as never));
  return liveFields(fields, form.statuses(values, platform.rules.scope()), 'edit');
}

/** A new customer through the API; its id. */
export async function createCustomer(platform: Platform, values: Row): Promise<string> {
  const reply = await platform.http.request<{ id: string | number }>({ entity: 'CUSTOMER', action: 'save', method: 'POST', data: { data: values } });
  return String(reply.id);
}

export async function getCustomer(platform: Platform, id: string): Promise<{ values: Row; children: Record<string, Row[]> }> {
  const reply = await platform.http.request<{ bean: { data: Row; children?: Record<string, Row[]> } }>({ entity: 'CUSTOMER', action: 'get', params: { id } });
  return { values: reply.bean.data, children: reply.bean.children ?? {} };
}

/** Resolves once the store's value passes the test. */
export function until<T>(store: { get(): T; listen(fn: (value: T) => void): () => void }, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    if (test(store.get())) return resolve(store.get());
    const stop = store.listen((value) => {
      if (!test(value)) return;
      stop();
      resolve(value);
    });
  });
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
