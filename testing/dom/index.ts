/**
 * DOM helpers for browser tests of shadow-DOM elements: waiting, querying through shadow roots,
 * mounting markup, typing and picking, catching saved files. Framework-free and without the
 * elements, so a test of the loading itself can use them too.
 */
export { sleep, waitFor } from './wait.ts';
export { $, $$, deepActiveElement, deepQuery, deepQueryAll, text } from './query.ts';
export { mount, unmountAll } from './mount.ts';
export { selectValue, setChecked, typeInto } from './input.ts';
export { captureDownload } from './download.ts';
export type { SavedFile } from './download.ts';
