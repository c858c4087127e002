/**
 * The cold side of the form benchmark, rjsf: the page's only script. Draws the schema the page
 * carries (`window.rjsfForm`) as soon as it runs and records when the drawn frame showed every
 * field, in ms since the navigation started (`window.coldMount`).
 */
import { drawRjsf, setRjsfInput } from './rjsf-form.tsx';
import type { RjsfInput } from './rjsf-form.tsx';

declare global {
  interface Window {
    rjsfForm: RjsfInput;
    coldMount?: number;
  }
}

setRjsfInput(window.rjsfForm);
void drawRjsf().then((end) => {
  window.coldMount = end;
});
