/**
 * `app-shell-platform/testing` in the browser: what a web-test-runner test of the elements needs
 * against the reference server (see docs/testing.md). Importing it registers the elements.
 *
 *   const platform = await signIn('alice');
 *   const { root } = await mountRendered('<entity-list entity="CUSTOMER"></entity-list>');
 *   listRows(root)[0].cells['客户名称'];
 *   await serverHooks.fail('find', 1, { http: 503 });
 *
 * The Node side of the same entry (the server and the test-runner set-up) is `testing/node`.
 */
import '../elements/index.ts';

export { createTestPlatform, signIn, DEMO_PASSWORD } from './platform/index.ts';
export type { TestPlatform, TestPlatformOptions } from './platform/index.ts';
export {
  cellTexts,
  fillForm,
  formErrors,
  formFields,
  listColumns,
  listRows,
  mountElement,
  mountRendered,
  rowsOf,
  submitForm,
  whenRendered,
} from './elements/index.ts';
export type { FillValue, FormField, ListRow, MountedElement, RenderedOptions } from './elements/index.ts';
export { createTestHooks, serverHooks } from './hooks/index.ts';
export type { FailOptions, FaultKind, HookTransport, TestHooks } from './hooks/index.ts';
export {
  $,
  $$,
  captureDownload,
  deepActiveElement,
  deepQuery,
  deepQueryAll,
  mount,
  selectValue,
  setChecked,
  sleep,
  text,
  typeInto,
  unmountAll,
  waitFor,
} from './dom/index.ts';
export type { SavedFile } from './dom/index.ts';
export { AssertionError, assert, deepEqual, equal, match, rejects } from './assert/index.ts';
