/**
 * The cold side of the form benchmark, ours: the page's only script besides /dist/elements.js. It
 * draws the form as soon as it runs and records when the drawn frame showed every field, in ms
 * since the navigation started (`window.coldMount`). The entity, values and field count are in
 * the page (`window.coldForm`).
 */
import { drawOurs } from './form-ours.ts';

declare global {
  interface Window {
    coldForm: { entity: string; values: Record<string, unknown>; count: number };
    coldMount?: number;
  }
}

const { entity, values, count } = window.coldForm;
void drawOurs(entity, values, count).then((end) => {
  window.coldMount = end;
});
