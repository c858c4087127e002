/**
 * Driving the demo pages in a frame of the test page, as a visitor would: the frame, queries into
 * the elements' shadow roots, and typing into fields: native inputs (the plain fields of forms
 * and search bars) and Shoelace inputs alike.
 */

/** A full-window frame showing `src` (a demo page, vite-served or `/__site/...` as the server serves it). */
export function openFrame(src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;background:white';
  frame.src = src;
  document.body.append(frame);
  return frame;
}

/** Queries, typing and a list's rows come from the testing entry (testing/). */
export { $, $$, selectValue, text, typeInto } from '../../testing/dom/index.ts';
export { rowsOf } from '../../testing/elements/index.ts';
