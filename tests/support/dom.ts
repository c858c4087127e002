/** Waiting and querying helpers for browser tests of shadow-DOM elements: the testing entry's (testing/dom). */
export { captureDownload, deepActiveElement, deepQuery, deepQueryAll, mount, sleep, unmountAll, waitFor } from '../../testing/dom/index.ts';
export type { SavedFile } from '../../testing/dom/index.ts';
