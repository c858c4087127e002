/**
 * Driving the product's elements in a browser test: mount one and wait for its data, read a
 * list's rows and a form's fields, fill and submit a form.
 */
export { mountElement, mountRendered, whenRendered } from './mount.ts';
export type { MountedElement, RenderedOptions } from './mount.ts';
export { cellTexts, listColumns, listRows, rowsOf } from './list.ts';
export type { ListRow } from './list.ts';
export { fillForm, formErrors, formFields, submitForm } from './form.ts';
export type { FillValue, FormField } from './form.ts';
